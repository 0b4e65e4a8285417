import { PopcornError } from "@popcorn-kit/core";

/** Seconds a media read may take before it is given up. */
export const MEDIA_READ_TIMEOUT = 30;
/** The largest media read for its waveform: 200 MB. */
export const MEDIA_MAX_BYTES = 200 * 1024 * 1024;

/** How to read a media file's bytes. */
export interface FetchMediaOptions {
  /** Aborting it aborts the read (the promise rejects with a `LOAD` error). */
  readonly signal?: AbortSignal;
  /** The fetch to call. @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** Seconds before giving up. @default 30 */
  readonly timeout?: number;
  /** The most bytes to read; a larger file is refused. @default 200 MB */
  readonly maxBytes?: number;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Reads the media at `url` (an http(s), relative or object URL) as bytes, for its waveform. Rejects with a
 * `PopcornError` (`LOAD`) naming the URL when the read fails, answers with an error status, takes longer than
 * `timeout`, is larger than `maxBytes` (announced by its length or counted on the stream, which is then
 * cancelled unread), or is aborted. Every timer and listener it made is released when it settles.
 */
export async function fetchMediaBytes(url: string, options: FetchMediaOptions = {}): Promise<ArrayBuffer> {
  const { signal, timeout = MEDIA_READ_TIMEOUT, maxBytes = MEDIA_MAX_BYTES } = options;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const fail = (reason: string, cause?: unknown) =>
    new PopcornError("LOAD", `Could not read the media for its waveform: ${reason}.`, { value: url, cause });
  const controller = new AbortController();
  let why: PopcornError | undefined;
  const stop = (reason: PopcornError) => {
    why ??= reason;
    controller.abort();
  };
  // Settles at once on abort or time-out, whether or not the fetch and the stream heed the signal.
  const given = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(why));
  });
  given.catch(() => undefined);
  const guard = <T>(promise: Promise<T>) => Promise.race([promise, given]);
  const onAbort = () => stop(fail("the read was aborted"));
  const timer = setTimeout(() => stop(fail(`no answer within ${timeout} s`)), timeout * 1000);
  signal?.addEventListener("abort", onAbort);
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  try {
    if (signal?.aborted) onAbort();
    if (why) throw why;
    const response = await guard(fetchFn(url, { signal: controller.signal }));
    if (!response.ok) throw fail(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`);
    const tooLarge = () =>
      fail(`the file is larger than ${megabytes(maxBytes)}, the most the editor reads to draw a waveform`);
    const announced = Number(response.headers?.get("content-length"));
    if (announced > maxBytes) throw tooLarge();
    if (!response.body) {
      const whole = await guard(response.arrayBuffer());
      if (whole.byteLength > maxBytes) throw tooLarge();
      return whole;
    }
    reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await guard(reader.read());
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) throw tooLarge();
      chunks.push(value);
    }
    const whole = new Uint8Array(bytes);
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    return whole.buffer;
  } catch (error) {
    reader?.cancel().catch(() => undefined);
    if (why) throw why;
    if (error instanceof PopcornError) throw error;
    throw fail(String((error as Error)?.message ?? error), error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}
