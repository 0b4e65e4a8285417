// The limits of every network read of the compat layer, with their defaults, checked once for every call.
import type { FetchLike } from "@popcorn-kit/core";
import { invalid } from "../util/invalid.js";
import { readSafely } from "../util/safely.js";
import { isObject } from "../util/objects.js";

/** Seconds a read may take before it is given up. @default 30 */
export const DEFAULT_TIMEOUT = 30;
/** Bytes a read may bring before it is refused. @default 20 MiB */
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
/** The longest a host timer waits, in whole seconds (2^31 - 1 ms). */
const MAX_TIMEOUT = 2_147_483;

/** How a network call reads: its fetch, time-out, size limit and abort. Every field is optional. */
export interface ReadOptions {
  /** Seconds before the read is given up with a `LOAD` error. @default 30 */
  timeout?: number;
  /** The most bytes to read; a longer answer is refused with a `LOAD` error. @default 20 MiB */
  maxBytes?: number;
  /** Aborting it aborts the read (a `LOAD` error) or, for a script, stops waiting and removes the element. */
  signal?: AbortSignal;
  /** The fetch to read with (tests, proxies, caches). @default globalThis.fetch */
  fetch?: FetchLike;
}

/** `ReadOptions` checked, with the defaults filled in. */
export interface ReadLimits {
  readonly timeout: number;
  readonly maxBytes: number;
  readonly signal: AbortSignal | undefined;
  readonly fetch: FetchLike | undefined;
}

/**
 * Checks the read options of a call (`where` names it in messages) and fills in the defaults. A bad one is a
 * `PopcornError` (`INVALID_OPTION`) naming the option and its value; options whose reading throws (a proxy, a
 * getter) are refused, with that error as the cause.
 */
export function readLimits(options: ReadOptions, where: string): ReadLimits {
  return readSafely(() => checkLimits(options, where), where, options);
}

function checkLimits(options: ReadOptions, where: string): ReadLimits {
  const { timeout = DEFAULT_TIMEOUT, maxBytes = DEFAULT_MAX_BYTES, signal, fetch } = options;
  if (typeof timeout !== "number" || !(timeout > 0 && timeout <= MAX_TIMEOUT)) {
    throw invalid(`${where} timeout`, timeout, `a number of seconds above 0, at most ${MAX_TIMEOUT}`, {
      option: "timeout",
    });
  }
  if (typeof maxBytes !== "number" || !Number.isInteger(maxBytes) || maxBytes <= 0) {
    throw invalid(`${where} maxBytes`, maxBytes, "a whole number of bytes above 0", {
      option: "maxBytes",
    });
  }
  if (signal !== undefined && (!isObject(signal) || typeof signal.addEventListener !== "function")) {
    throw invalid(`${where} signal`, signal, "an AbortSignal", { option: "signal" });
  }
  if (fetch !== undefined && typeof fetch !== "function") {
    throw invalid(`${where} fetch`, fetch, "a function shaped like fetch(url, init)", {
      option: "fetch",
    });
  }
  return { timeout, maxBytes, signal, fetch };
}
