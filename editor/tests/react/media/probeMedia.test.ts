// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { MEDIA_ADDRESS_EXPECTED } from "../../../src/io/mediaAddress.js";
import { probeMedia } from "../../../src/react/media/probeMedia.js";

afterEach(() => {
  vi.useRealTimers();
});

/** A real <video> of jsdom (which loads nothing), with the listeners it holds counted. */
function video(duration = Number.NaN) {
  const element = document.createElement("video");
  Object.defineProperty(element, "duration", { value: duration });
  let listening = 0;
  const add = element.addEventListener.bind(element);
  const remove = element.removeEventListener.bind(element);
  element.addEventListener = ((...args: Parameters<typeof add>) => {
    listening++;
    add(...args);
  }) as typeof element.addEventListener;
  element.removeEventListener = ((...args: Parameters<typeof remove>) => {
    listening--;
    remove(...args);
  }) as typeof element.removeEventListener;
  return { element, listening: () => listening };
}

test("metadata: the duration (0 for a live stream), the element emptied and its listeners released", async () => {
  const { element, listening } = video(12.5);
  const probe = probeMedia("https://example.com/a", { createElement: () => element });
  expect(element.getAttribute("src")).toBe("https://example.com/a");
  expect(element.preload).toBe("metadata");
  element.dispatchEvent(new Event("loadedmetadata"));
  await expect(probe).resolves.toEqual({ ok: true, duration: 12.5 });
  expect(element.hasAttribute("src")).toBe(false);
  expect(listening()).toBe(0);
  const live = video(Number.POSITIVE_INFINITY);
  const stream = probeMedia("https://example.com/live", { createElement: () => live.element });
  live.element.dispatchEvent(new Event("loadedmetadata"));
  await expect(stream).resolves.toEqual({ ok: true, duration: 0 });
});

test("an error says what the element reported, naming the address and what is accepted", async () => {
  const { element, listening } = video();
  Object.defineProperty(element, "error", { value: { code: 2 } });
  const probe = probeMedia("https://example.com/gone", { createElement: () => element });
  element.dispatchEvent(new Event("error"));
  await expect(probe).resolves.toEqual({
    ok: false,
    reason: "error",
    message: `“https://example.com/gone” could not be read (a network error): give ${MEDIA_ADDRESS_EXPECTED}.`,
  });
  expect(listening()).toBe(0);
});

test("the time-out and an abort settle it, clearing the timer", async () => {
  vi.useFakeTimers();
  const slow = video();
  const probe = probeMedia("https://example.com/slow", { timeout: 3, createElement: () => slow.element });
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersByTime(3000);
  await expect(probe).resolves.toMatchObject({ ok: false, reason: "timeout" });
  expect(slow.listening()).toBe(0);

  const controller = new AbortController();
  const aborted = video();
  const cancelled = probeMedia("https://example.com/x", {
    signal: controller.signal,
    createElement: () => aborted.element,
  });
  controller.abort();
  await expect(cancelled).resolves.toMatchObject({ ok: false, reason: "aborted" });
  expect(vi.getTimerCount()).toBe(0);
  expect(aborted.listening()).toBe(0);
  // Aborted before it began: nothing is loaded.
  const before = video();
  await expect(
    probeMedia("https://example.com/y", { signal: controller.signal, createElement: () => before.element }),
  ).resolves.toMatchObject({ reason: "aborted" });
  expect(before.element.hasAttribute("src")).toBe(false);
  expect(vi.getTimerCount()).toBe(0);
});
