import { PopcornError } from "@popcorn-kit/core";
import { expect, test, vi } from "vitest";
import { fetchMediaBytes } from "../../../src/react/media/fetchMedia.js";

const streamOf = (chunks: Uint8Array[], onCancel?: () => void) =>
  new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel: onCancel,
  });

test("a file whose length is announced over the limit is refused before it is read", async () => {
  const response = new Response(streamOf([new Uint8Array(10)]), { headers: { "content-length": "300000000" } });
  const error = await fetchMediaBytes("https://cdn.example/long.mp4", { fetch: async () => response }).catch((e) => e);
  expect(error).toBeInstanceOf(PopcornError);
  expect(error.code).toBe("LOAD");
  expect(error.message).toBe(
    "Could not read the media for its waveform: the file is larger than 200 MB, the most the editor reads to draw a waveform.",
  );
});

test("a stream that passes the limit is refused and cancelled, the rest unread", async () => {
  const cancel = vi.fn();
  const chunks = Array.from({ length: 10 }, () => new Uint8Array(600));
  const fetch = async () => new Response(streamOf(chunks, cancel));
  await expect(fetchMediaBytes("/clip.webm", { fetch, maxBytes: 1000 })).rejects.toThrow(/larger than/);
  await Promise.resolve();
  expect(cancel).toHaveBeenCalled();
  expect(chunks.length).toBeGreaterThan(0);
});

test("a file within the limit is read whole", async () => {
  const fetch = async () => new Response(streamOf([Uint8Array.of(1, 2), Uint8Array.of(3)]));
  const bytes = await fetchMediaBytes("/clip.webm", { fetch });
  expect([...new Uint8Array(bytes)]).toEqual([1, 2, 3]);
});

test("aborting (the strip unmounted) rejects at once and aborts the fetch's signal, even if the fetch never answers", async () => {
  let seen: AbortSignal | undefined;
  const fetch = (_url: string | URL | Request, init?: RequestInit) => {
    seen = init?.signal ?? undefined;
    return new Promise<Response>(() => undefined);
  };
  const controller = new AbortController();
  const read = fetchMediaBytes("/clip.webm", { fetch: fetch as typeof globalThis.fetch, signal: controller.signal });
  controller.abort();
  await expect(read).rejects.toThrow("Could not read the media for its waveform: the read was aborted.");
  expect(seen?.aborted).toBe(true);
});

test("no answer within the time-out is a LOAD error naming the time", async () => {
  vi.useFakeTimers();
  try {
    const fetch = () => new Promise<Response>(() => undefined);
    const read = fetchMediaBytes("/clip.webm", { fetch, timeout: 30 });
    const settled = expect(read).rejects.toThrow("no answer within 30 s");
    await vi.advanceTimersByTimeAsync(30_000);
    await settled;
  } finally {
    vi.useRealTimers();
  }
});

test("an error status is refused with it", async () => {
  const fetch = async () => new Response("gone", { status: 404, statusText: "Not Found" });
  await expect(fetchMediaBytes("/clip.webm", { fetch })).rejects.toThrow("HTTP 404 Not Found");
});
