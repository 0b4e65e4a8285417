import { devWarn, isDev } from "../host.js";
import type { MediaSnapshot } from "../store/store.js";

/**
 * Warns, in development only, when a media-state selector given no `isEqual` builds a new value from the same
 * snapshot: the state it feeds would then change on every tick. Every adapter's reader (`useMediaState`,
 * `mediaState`) calls it once, when it first reads an instance.
 *
 * @param reader - the adapter's function, named in the message: `"useMediaState"`
 */
export function warnUnstableSelector<T>(
  reader: string,
  selector: (snapshot: MediaSnapshot) => T,
  snapshot: MediaSnapshot,
  isEqual: ((a: T, b: T) => boolean) | undefined,
): void {
  // isDev() before running the selector twice, so that production builds pay nothing.
  if (!isDev() || isEqual !== undefined || Object.is(selector(snapshot), selector(snapshot))) return;
  devWarn(
    `${reader}(): the selector returns a new value for the same snapshot, so it changes on every tick. Select a primitive, or pass isEqual as the last argument.`,
  );
}
