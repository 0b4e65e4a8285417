import { describeValue, fetchLimited } from "@popcorn-kit/core/adapter";
import type { ReadLimits } from "./limits.js";

/**
 * The answer of a checked URL as text, through core's limited read: a `LOAD` error naming the URL when the
 * fetch fails, the status is not 2xx, the time-out passes, the answer is over the size limit or the read is
 * aborted.
 */
export function readText(url: string, limits: ReadLimits, accept?: string): Promise<string> {
  return fetchLimited(url, {
    fetch: limits.fetch,
    timeout: limits.timeout,
    maxBytes: limits.maxBytes,
    signal: limits.signal,
    what: describeValue(url),
    headers: accept ? { accept } : undefined,
  }).result;
}
