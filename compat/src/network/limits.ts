// The limits of every network read of the compat layer: core's time-out and size limit, with their defaults and
// their check (`checkReadLimits`), and the fetch and the signal a call may also give.
import { type FetchLike, TRACK_LIMIT, TRACK_TIMEOUT, checkReadLimits } from "@popcorn-kit/core/network";
import { invalid } from "../util/invalid.js";
import { isObject } from "../util/objects.js";
import { readSafely } from "../util/safely.js";

/** How a network call reads: its fetch, time-out, size limit and abort. Every field is optional. */
export interface ReadOptions {
  /** Seconds before the read is given up with a `LOAD` error, up to 2147483; 0 for no time-out. @default 30 */
  timeout?: number;
  /** The most bytes to read; a longer answer is refused with a `LOAD` error. @default 20 MiB */
  maxBytes?: number;
  /** Aborting it aborts the read (a `LOAD` error) or, for a script, stops waiting and removes the element. */
  signal?: AbortSignal;
  /** The fetch to read with (tests, proxies, caches). @default globalThis.fetch */
  fetch?: FetchLike;
}

/** `ReadOptions` checked, with the defaults filled in. */
export type ReadLimits = Readonly<ReadOptions & Required<Pick<ReadOptions, "timeout" | "maxBytes">>>;

/**
 * Checks the read options of a call (`where` names it in messages) and fills in core's defaults (30 s, 20 MiB). A
 * bad one is a `PopcornError` (`INVALID_OPTION`) naming the option and its value; options whose reading throws
 * (a proxy, a getter) are refused, with that error as the cause.
 */
export function readLimits(options: ReadOptions, where: string): ReadLimits {
  return readSafely(
    () => {
      const { timeout = TRACK_TIMEOUT, maxBytes = TRACK_LIMIT, signal, fetch } = options;
      checkReadLimits(timeout, maxBytes, where);
      if (signal !== undefined && (!isObject(signal) || typeof signal.addEventListener !== "function")) {
        throw invalid(`${where} signal`, signal, "an AbortSignal", { option: "signal" });
      }
      if (fetch !== undefined && typeof fetch !== "function") {
        throw invalid(`${where} fetch`, fetch, "a function such as fetch", { option: "fetch" });
      }
      return { timeout, maxBytes, signal, fetch };
    },
    where,
    options,
  );
}
