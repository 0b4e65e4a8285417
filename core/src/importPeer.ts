import { PopcornError, type PopcornErrorCode, type PopcornErrorDetails } from "./errors/errors.js";

/** `expected` of `missingPeer`'s errors, by which views tell them from other failures and show their message. */
export const MISSING_PEER = "an installed optional peer dependency";

/**
 * The error of a feature whose optional peer dependency could not be imported (most often: it is not
 * installed). Its message names the package and how to install it, and is short enough to show where the
 * feature would have been: "Could not load leaflet, which the map plugin needs: install it (npm install leaflet)."
 *
 * @param name - the package
 * @param use - what needs it, as the message names it: "the map plugin"
 * @param code - `PLAYER` for a player, `LOAD` for a plugin
 * @param instead - what else works instead of installing it, for the message: "or pass its Hls class as the Hls option"
 */
export function missingPeer(
  name: string,
  use: string,
  code: PopcornErrorCode,
  details: PopcornErrorDetails,
  instead?: string,
): PopcornError {
  const alternative = instead === undefined ? "" : `, ${instead}`;
  return new PopcornError(
    code,
    `Could not load ${name}, which ${use} needs: install it (npm install ${name})${alternative}.`,
    { value: name, expected: MISSING_PEER, ...details },
  );
}

/**
 * An optional peer dependency imported once per page, the first time it is asked for: its default export (or
 * the module itself). A failed import is `missingPeer`'s error, or the `PopcornError` the import threw; the next
 * call tries again.
 *
 * @param load - the peer's import: `() => import("#peers/hls").then((peer) => peer.load())`, a subpath import
 *   of core's package.json that every bundler builds without the peer installed (scripts/peers.mjs)
 * @param name - the package, for the message
 * @param use - what needs it, for the message
 * @param code - the error's code
 * @param instead - what else works instead of installing it, for the message
 */
export function importPeer<T>(
  load: () => Promise<unknown>,
  name: string,
  use: string,
  code: PopcornErrorCode,
  instead?: string,
): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().then(
      (module) => ((module as { default?: unknown }).default ?? module) as T,
      (cause: unknown) => {
        loading = undefined;
        // A loader that knows better says so itself (compat's script-tag build: "window.L is undefined: ...").
        throw cause instanceof PopcornError ? cause : missingPeer(name, use, code, { cause }, instead);
      },
    );
    return loading;
  };
}
