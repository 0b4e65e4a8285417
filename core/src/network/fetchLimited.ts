// The one network read of the kit (loadTrack's { url }, the template's data, a Wikipedia summary): an injectable
// fetch, a time-out, a size limit counted on the stream, and an abort that settles at once, whatever the fetch
// does with its signal. Every failure to read is a PopcornError with code LOAD.
import { PopcornError, type PopcornErrorDetails } from "../errors/errors.js";
import { host } from "../host.js";

/**
 * The `fetch` the kit reads with: the host's, or one given as an option (tests, proxies, caches). A real
 * `Response` fits; so does any object with `ok`, `status` and a `body` stream or `text()` (network plugins
 * also take `json()` alone).
 */
export type FetchLike = (
  url: string,
  init: { signal?: unknown; headers?: Record<string, string> },
) => Promise<FetchResponseLike>;

/** What a `FetchLike` resolves with: read from `body` as a stream when there is one, else with `text()`. */
export interface FetchResponseLike {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText?: string;
  readonly body?: { getReader(): StreamReader } | null;
  text?(): Promise<string>;
  /** Read (by network plugins only) when there is neither `body` nor `text()`. */
  json?(): Promise<unknown>;
}

interface StreamReader {
  read(): Promise<{ done: boolean; value?: unknown }>;
  cancel(reason?: unknown): Promise<void>;
}

/** How to read one URL. */
export interface FetchLimits {
  /** The fetch to call; the host's when undefined. */
  readonly fetch: FetchLike | undefined;
  /** Seconds before giving up, up to `MAX_TIMER_SECONDS`; 0 for none. */
  readonly timeout: number;
  /** The most bytes to read; a longer answer is refused, the rest left unread. */
  readonly maxBytes: number;
  /** What is read, for messages: "Could not load ${what}: ...". */
  readonly what: string;
  /** Headers to send, such as `accept`. */
  readonly headers?: Record<string, string>;
  /** Details every error carries (the plugin and event that asked). */
  readonly details?: PopcornErrorDetails;
  /** A caller's `AbortSignal`: aborting it aborts the read. */
  readonly signal?: unknown;
}

/** A read in flight: the answer's text, and the function that aborts it (the text then rejects with `LOAD`). */
export interface LimitedFetch {
  readonly result: Promise<string>;
  abort(): void;
}

interface SignalLike {
  readonly aborted: boolean;
  addEventListener?(type: "abort", listener: () => void): void;
  removeEventListener?(type: "abort", listener: () => void): void;
}

type Failure = (reason: string, cause?: unknown) => PopcornError;

/**
 * Fetches `url` within `limits` and reads the answer as text. Rejects with a `PopcornError` (`LOAD`, naming
 * the URL) when the fetch rejects or gives no response, the status is not 2xx, the body fails to read, no
 * answer comes within `timeout` seconds, the answer passes `maxBytes` (the stream is cancelled, the rest never
 * read), or the read is aborted, whether or not the fetch heeds its signal. Every timer and listener it made
 * is released when it settles.
 */
export function fetchLimited(url: string, limits: FetchLimits): LimitedFetch {
  const controller = host.AbortController ? new host.AbortController() : undefined;
  const signal = limits.signal as SignalLike | undefined;
  let reader: StreamReader | undefined;
  let timer: unknown;
  let settle: ((error?: PopcornError) => void) | undefined;
  const fail: Failure = (reason, cause) =>
    new PopcornError("LOAD", `Could not load ${limits.what}: ${reason.replace(/\.$/, "")}.`, {
      value: url,
      ...limits.details,
      cause,
    });
  const abort = () => settle?.(fail("aborted"));
  const result = new Promise<string>((resolve, reject) => {
    settle = (failure) => {
      settle = undefined;
      if (timer !== undefined) host.clearTimeout?.(timer);
      signal?.removeEventListener?.("abort", abort);
      if (failure === undefined) return;
      controller?.abort();
      if (reader) cancel(reader);
      reject(failure);
    };
    if (limits.timeout > 0 && host.setTimeout)
      timer = host.setTimeout(() => settle?.(fail(`no answer within ${limits.timeout} s`)), limits.timeout * 1000);
    signal?.addEventListener?.("abort", abort);
    if (signal?.aborted) return abort();
    // A body that opens after the read was given up on is cancelled unread.
    const opened = (body: StreamReader) => {
      reader = body;
      if (!settle) cancel(body);
    };
    read(url, limits, controller?.signal, opened, fail).then(
      (text) => {
        if (!settle) return;
        settle();
        resolve(text);
      },
      (cause: unknown) =>
        settle?.(cause instanceof PopcornError ? cause : fail(String((cause as Error)?.message ?? cause), cause)),
    );
  });
  return { result, abort };
}

/** Fetches and reads the answer, counting bytes on the stream; `opened` receives the body's reader. */
async function read(
  url: string,
  limits: FetchLimits,
  signal: unknown,
  opened: (reader: StreamReader) => void,
  fail: Failure,
): Promise<string> {
  const fetchFn = limits.fetch ?? (globalThis as { fetch?: FetchLike }).fetch;
  if (typeof fetchFn !== "function") throw fail("there is no fetch() here; pass one as the fetch option");
  const response = await fetchFn(url, { signal, headers: limits.headers });
  if (!response) throw fail("the fetch gave no response");
  if (!response.ok) throw fail(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`);
  const tooLarge = () => fail(`the answer is larger than ${limits.maxBytes} bytes`);
  let text: string;
  if (response.body) {
    const reader = response.body.getReader();
    opened(reader);
    text = await readStream(reader, limits.maxBytes, tooLarge);
  } else text = await response.text!();
  // An answer without a stream was read whole: it is refused all the same.
  if (text.length > limits.maxBytes) throw tooLarge();
  return text;
}

/** Reads a byte stream as UTF-8 text, refusing with `tooLarge()` (and reading no more) past `maxBytes`. */
async function readStream(reader: StreamReader, maxBytes: number, tooLarge: () => PopcornError): Promise<string> {
  const decoder = new host.TextDecoder!();
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Decoding first refuses a chunk that is not bytes (a TypeError, so a LOAD error).
    parts.push(decoder.decode(value, { stream: true }));
    bytes += (value as Uint8Array).byteLength;
    if (!(bytes <= maxBytes)) throw tooLarge();
  }
  parts.push(decoder.decode());
  return parts.join("");
}

/** Cancels a body's stream, whatever its reader does (a fetch of one's own may hand any object). */
function cancel(reader: StreamReader): void {
  Promise.resolve()
    .then(() => reader.cancel())
    .catch(() => {});
}
