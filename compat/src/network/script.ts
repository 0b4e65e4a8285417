// Popcorn.getScript: a `<script src>` in the document's head, for http(s) and relative URLs only, given up
// after a time-out or an abort, and removed once it has loaded or failed.
import { PopcornError } from "@popcorn-kit/core";
import { describeValue } from "@popcorn-kit/core/errors";
import { invalid } from "../util/invalid.js";
import { readSafely } from "../util/safely.js";
import { type ReadLimits, type ReadOptions, readLimits } from "./limits.js";
import { scriptUrl } from "./url.js";

/** Options of {@link getScript}: a time-out and an abort (no size limit: the browser loads the script). */
export type ScriptOptions = Pick<ReadOptions, "timeout" | "signal">;

/**
 * Popcorn.getScript: loads a script with a `<script src>` in `document.head`, calls `success` once it has run,
 * and removes the element after it has loaded or failed. The promise resolves after `success`.
 *
 * It runs the page's own script, as 1.x did, so only http(s) and relative URLs are taken: `javascript:`,
 * `data:`, `blob:` and every other scheme are refused (`INVALID_OPTION`) and nothing is added. A script that
 * fails to load, does not load within the time-out (30 s by default, 0 for none), or whose `signal` aborts is a
 * `LOAD` error naming the URL, and its element is removed.
 *
 * @example
 * await Popcorn.getScript("https://example.com/widget.js", () => widget.start());
 */
export async function getScript(url: string, success?: () => void, options: ScriptOptions = {}): Promise<void> {
  if (success !== undefined && typeof success !== "function") {
    throw invalid("Popcorn.getScript success", success, "a function");
  }
  const checked = scriptUrl(url, "Popcorn.getScript url");
  // A script has a time-out and a signal, no size limit; options that cannot be read are refused.
  const limits = readSafely(
    () => readLimits({ timeout: options?.timeout, signal: options?.signal }, "Popcorn.getScript"),
    "Popcorn.getScript",
    options,
  );
  await loadScript(checked, limits);
  success?.();
}

/** Loads a checked script URL within the time-out and signal of `limits`; settles once the element is gone. */
export function loadScript(url: string, limits: ReadLimits): Promise<undefined> {
  const doc = (globalThis as { document?: Document }).document;
  const checked = scriptUrl(url, "Popcorn.getScript url");
  const failure = (reason: string) =>
    new PopcornError("LOAD", `Could not load ${describeValue(url)}: ${reason}.`, { value: url });
  if (!doc) return Promise.reject(failure("there is no document here to add a script to"));
  return new Promise((resolve, reject) => {
    const script = doc.createElement("script");
    const { signal, timeout } = limits;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (reason?: string) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      signal?.removeEventListener("abort", onAbort);
      script.remove();
      if (reason === undefined) resolve(undefined);
      else reject(failure(reason));
    };
    const onAbort = () => settle("aborted");
    if (signal?.aborted) return onAbort();
    script.onload = () => settle();
    script.onerror = () => settle("the script failed to load");
    signal?.addEventListener("abort", onAbort);
    // A time-out of 0 is none, as in core's reads.
    if (timeout > 0) timer = setTimeout(() => settle(`no answer within ${timeout} s`), timeout * 1000);
    script.async = true;
    script.src = checked;
    const head = doc.head ?? doc.documentElement;
    head.insertBefore(script, head.firstChild);
  });
}
