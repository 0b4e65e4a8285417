// The limits of a network read, checked the same way for every call of the kit that reads: a track's URL, and the
// compat layer's Popcorn.xhr, getJSONP and getScript.
import { refusal } from "../errors/errors.js";
import { MAX_TIMER_SECONDS } from "../host.js";

/** How long a track's URL may take to be read whole, in seconds, unless `timeout` says otherwise. */
export const TRACK_TIMEOUT = 30;
/** The most bytes a track's URL may answer, unless `maxBytes` says otherwise: 20 MiB, hours of subtitles. */
export const TRACK_LIMIT = 20 * 1024 * 1024;

/**
 * Checks the limits of a URL's read, `loadTrack`'s and a track's `timeout` and `maxBytes`: throws a
 * `PopcornError` (`INVALID_OPTION`) naming the bad one, after `where` ("loadTrack() got", "tracks[0]").
 */
export function checkReadLimits(timeout: unknown, maxBytes: unknown, where: string): void {
  if (timeout !== undefined && !(typeof timeout === "number" && timeout >= 0 && timeout <= MAX_TIMER_SECONDS))
    throw refusal("INVALID_OPTION", `${where} timeout`, timeout, `seconds from 0 (none) to ${MAX_TIMER_SECONDS}`);
  if (maxBytes !== undefined && !(Number.isInteger(maxBytes) && (maxBytes as number) > 0))
    throw refusal("INVALID_OPTION", `${where} maxBytes`, maxBytes, "a positive whole number of bytes");
}
