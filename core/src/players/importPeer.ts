import { PopcornError } from "../errors.js";

/**
 * An optional peer dependency imported once per page, the first time it is asked for: its default export (or
 * the module itself). A failed import is a `PopcornError` (`PLAYER`) saying to install the package or pass its
 * class as the option; the next call tries again.
 *
 * @param load - the dynamic import, written out so that bundlers see it: `() => import("hls.js")`
 * @param name - the package, for the message
 * @param option - the option that takes the class instead (`"Hls"`, `"Player"`)
 */
export function importPeer<T>(load: () => Promise<unknown>, name: string, option: string): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().then(
      (module) => ((module as { default?: unknown }).default ?? module) as T,
      (error: unknown) => {
        loading = undefined;
        throw new PopcornError(
          "PLAYER",
          `Could not load ${name}: install it, or pass its ${option} class as the ${option} option.`,
          { cause: error },
        );
      },
    );
    return loading;
  };
}
