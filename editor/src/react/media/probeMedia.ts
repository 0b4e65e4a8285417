import { MEDIA_ADDRESS_EXPECTED } from "../../io/mediaAddress.js";

/** Seconds an address of unknown kind has to show it is media (its metadata) before it is given up. */
export const MEDIA_PROBE_TIMEOUT = 15;

/** What trying an address as media found. */
export type MediaProbe =
  | { readonly ok: true /** Seconds, once known; 0 for a live stream. */; readonly duration: number }
  | {
      readonly ok: false;
      readonly reason: "error" | "timeout" | "aborted";
      /** Names the address, says what went wrong and what is accepted. */
      readonly message: string;
    };

/** Options of `probeMedia`. */
export interface ProbeMediaOptions {
  /** Seconds before giving up. @default 15 */
  readonly timeout?: number;
  /** Aborting it ends the try at once (the promise resolves with reason "aborted"). */
  readonly signal?: AbortSignal;
  /** Makes the media element that tries the address. @default a `<video>` of the current document */
  readonly createElement?: () => HTMLMediaElement;
}

/** A long address cut for a message. */
function shown(url: string): string {
  return url.length > 80 ? `${url.slice(0, 79)}…` : url;
}

/** What a media element's error says, in words. */
function failure(error: MediaError | null): string {
  if (error?.code === 2) return "could not be read (a network error)";
  if (error?.code === 3) return "could not be decoded";
  return "is not video or audio this browser plays (it may be a web page, or missing)";
}

/**
 * Tries `url` as media in a detached `<video>` that reads its metadata only (`preload="metadata"`, no bytes
 * read by this code, so no size to bound): resolves with the duration once `loadedmetadata` fires, or with a
 * message when the element reports an `error`, when `timeout` seconds pass first, or when `signal` aborts. On
 * settling, the element's listeners and the timer are released and it is emptied (no src, then `load()`), which
 * ends its network read. Never rejects.
 *
 * @example
 * const probe = await probeMedia("https://example.com/stream?id=7", { signal });
 * if (!probe.ok) showError(probe.message);
 */
export function probeMedia(url: string, options: ProbeMediaOptions = {}): Promise<MediaProbe> {
  const { timeout = MEDIA_PROBE_TIMEOUT, signal } = options;
  const element = options.createElement ? options.createElement() : document.createElement("video");
  return new Promise<MediaProbe>((resolve) => {
    let settled = false;
    const refuse = (reason: "error" | "timeout" | "aborted", what: string) => ({
      ok: false as const,
      reason,
      message: `“${shown(url)}” ${what}: give ${MEDIA_ADDRESS_EXPECTED}.`,
    });
    const settle = (probe: MediaProbe) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      element.removeEventListener("loadedmetadata", onMetadata);
      element.removeEventListener("error", onError);
      signal?.removeEventListener("abort", onAbort);
      // Emptied (no src, then load()) so the browser drops the connection at once.
      if (element.hasAttribute("src")) {
        element.removeAttribute("src");
        element.load();
      }
      resolve(probe);
    };
    const onMetadata = () => {
      const duration = element.duration;
      settle({ ok: true, duration: Number.isFinite(duration) && duration > 0 ? duration : 0 });
    };
    const onError = () => settle(refuse("error", failure(element.error)));
    const onAbort = () => settle(refuse("aborted", "was not tried (the check was cancelled)"));
    const timer = setTimeout(
      () => settle(refuse("timeout", `gave no video or audio within ${timeout} s`)),
      timeout * 1000,
    );
    element.addEventListener("loadedmetadata", onMetadata);
    element.addEventListener("error", onError);
    signal?.addEventListener("abort", onAbort);
    if (signal?.aborted) {
      onAbort();
      return;
    }
    element.preload = "metadata";
    element.muted = true;
    element.src = url;
  });
}
