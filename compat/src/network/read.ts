import { describeValue } from "@popcorn-kit/core/errors";
import { type FetchLike, fetchLimited } from "@popcorn-kit/core/network";
import type { ReadLimits } from "./limits.js";

/** What a POST sends: Popcorn 1.x's form body and its content type. */
export interface PostBody {
  readonly body: string;
  readonly contentType: string;
}

/**
 * The answer of a checked URL as text, through core's limited read: a `LOAD` error naming the URL when the
 * fetch fails, the status is not 2xx, the time-out passes, the answer is over the size limit or the read is
 * aborted. With `post`, the request is a POST of its body.
 */
export function readText(url: string, limits: ReadLimits, accept?: string, post?: PostBody): Promise<string> {
  const fetch = limits.fetch ?? (globalThis.fetch as unknown as FetchLike);
  return fetchLimited(url, {
    // With no fetch here, core says so.
    fetch:
      post && fetch
        ? (target, init) =>
            fetch(target, {
              ...init,
              method: "POST",
              body: post.body,
              headers: { ...init.headers, "content-type": post.contentType },
            } as Parameters<FetchLike>[1])
        : limits.fetch,
    timeout: limits.timeout,
    maxBytes: limits.maxBytes,
    signal: limits.signal,
    what: describeValue(url),
    headers: accept ? { accept } : undefined,
  }).result;
}
