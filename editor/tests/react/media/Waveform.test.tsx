// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { Thumbnails, Waveform } from "../../../src/react/media/MediaStrip.js";
import { renderPanel } from "../renderEditor.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const strip = { pxPerSecond: 40, scrollTime: 0, width: 600, height: 32 };

test("without media the strips are quiet and empty, hidden from screen readers", () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  renderPanel(
    <>
      <Waveform {...strip} />
      <Thumbnails {...strip} />
    </>,
  );
  const waveform = screen.getByTestId("pke-waveform");
  expect(waveform.dataset.state).toBe("empty");
  expect(waveform.closest("[aria-hidden='true']")).not.toBeNull();
  expect(screen.getByTestId("pke-thumbnails").closest("[aria-hidden='true']")).not.toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

test("the waveform reads the project's media and abandons the read when it unmounts", () => {
  let signal: AbortSignal | undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise(() => undefined);
    }),
  );
  const { unmount } = renderPanel(<Waveform {...strip} />, {
    media: { source: { kind: "url", url: "https://cdn.example/harbour.webm" } },
  });
  expect(screen.getByTestId("pke-waveform").dataset.state).toBe("loading");
  expect(vi.mocked(fetch)).toHaveBeenCalledWith("https://cdn.example/harbour.webm", expect.anything());
  unmount();
  expect(signal?.aborted).toBe(true);
});

test("a YouTube video has no waveform to read", () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  renderPanel(<Waveform {...strip} />, {
    media: { source: { kind: "youtube", url: "https://youtu.be/dQw4w9WgXcQ" } },
  });
  expect(screen.getByTestId("pke-waveform").dataset.state).toBe("empty");
  expect(fetch).not.toHaveBeenCalled();
});
