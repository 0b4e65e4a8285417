// @vitest-environment jsdom
import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { connectPreview } from "../../../src/react/stage/connectPreview.js";
import { frameRateNotes } from "../../../src/react/media/frameRateNote.js";
import { Transport, formatTimecode } from "../../../src/react/stage/Transport.js";
import { renderPanel } from "../renderEditor.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test("formatTimecode writes mm:ss.mmm, with hours from an hour on", () => {
  expect(formatTimecode(12.48)).toBe("00:12.480");
  expect(formatTimecode(39.5)).toBe("00:39.500");
  expect(formatTimecode(3725.0004)).toBe("1:02:05.000");
  expect(formatTimecode(Number.NaN)).toBe("00:00.000");
});

function setup() {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
  const rendered = renderPanel(<Transport />, {
    media: { source: { kind: "url", url: "/media/clip.webm" }, duration: 39.5, frameRate: 24 },
  });
  const clock = createManualClock();
  const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 39.5 }), { ticker: clock });
  let stop = () => undefined as void;
  act(() => {
    stop = connectPreview(pop, { editor: rendered.editor, preview: rendered.ui.preview });
  });
  return { ...rendered, clock, pop, stop };
}

test("before the media mounts the controls are disabled; the total is the project's duration", () => {
  renderPanel(<Transport />, { media: { source: null, duration: 39.5, frameRate: 24 } });
  expect(screen.getByRole<HTMLButtonElement>("button", { name: "Play" }).disabled).toBe(true);
  expect(screen.getByText("/ 00:39.500", { exact: false })).toBeTruthy();
});

test("play and pause, with the time written once per animation frame and no render per frame", () => {
  const { clock, pop, stop } = setup();
  fireEvent.click(screen.getByRole("button", { name: "Play" }));
  expect(pop.paused).toBe(false);
  expect(screen.getByRole("button", { name: "Pause" })).toBeTruthy();
  const readout = document.querySelector(".pke-transport-now") as HTMLElement;
  act(() => clock.advance(1000));
  act(() => clock.advance(250));
  // Two ticks, one animation frame: one write.
  act(() => vi.advanceTimersToNextFrame());
  expect(readout.textContent).toBe("00:01.250");
  expect(document.querySelector(".pke-transport-frame")?.textContent).toBe("Frame 30");
  fireEvent.click(screen.getByRole("button", { name: "Pause" }));
  expect(pop.paused).toBe(true);
  stop();
});

test("jump to end pauses at the end (the out point when trimmed); jump to start goes to the in point", () => {
  const { pop, stop } = setup();
  fireEvent.click(screen.getByRole("button", { name: "Jump to end" }));
  pop.tick();
  expect(pop.currentTime).toBe(39.5);
  fireEvent.click(screen.getByRole("button", { name: "Jump to start" }));
  pop.tick();
  expect(pop.currentTime).toBe(0);
  stop();
});

test("the rate select and the mute button drive the player", () => {
  const { pop, stop } = setup();
  fireEvent.change(screen.getByLabelText("Playback rate"), { target: { value: "1.5" } });
  expect(pop.playbackRate).toBe(1.5);
  const mute = screen.getByRole("button", { name: "Mute" });
  expect(mute.getAttribute("aria-pressed")).toBe("false");
  act(() => fireEvent.click(mute));
  expect(pop.muted).toBe(true);
  expect(screen.getByRole("button", { name: "Mute" }).getAttribute("aria-pressed")).toBe("true");
  stop();
});

test("unmounting cancels the pending frame and stops following the instance", () => {
  const { clock, pop, stop, unmount } = setup();
  const cancel = vi.spyOn(globalThis, "cancelAnimationFrame");
  void pop.play();
  act(() => clock.advance(100));
  unmount();
  expect(cancel).toHaveBeenCalled();
  expect(() => clock.advance(100)).not.toThrow();
  stop();
});

test("playback renders nothing per frame: only play and pause re-render the transport", () => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
  let commits = 0;
  const rendered = renderPanel(
    <Profiler id="transport" onRender={() => (commits += 1)}>
      <Transport />
    </Profiler>,
    { media: { source: { kind: "url", url: "/media/clip.webm" }, duration: 39.5, frameRate: 24 } },
  );
  const clock = createManualClock();
  const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 39.5 }), { ticker: clock });
  let stop = () => undefined as void;
  act(() => {
    stop = connectPreview(pop, { editor: rendered.editor, preview: rendered.ui.preview });
  });
  act(() => void pop.play());
  const before = commits;
  for (let i = 0; i < 30; i++) {
    act(() => clock.advance(40));
    act(() => vi.advanceTimersToNextFrame());
  }
  expect(commits).toBe(before);
  expect(document.querySelector(".pke-transport-now")?.textContent).toBe("00:01.200");
  stop();
});

test("a frame rate the media's file did not give is said to be assumed; one read from the file is not", () => {
  const { editor } = renderPanel(<Transport />, {
    media: { source: { kind: "url", url: "/media/clip.webm" }, duration: 39.5, frameRate: 30 },
  });
  const source = editor.getSnapshot().project.media.source!;
  const notes = frameRateNotes(editor);
  act(() => notes.set({ note: { source, frameRate: 30, origin: "assumed" } }));
  expect(document.querySelector(".pke-transport-frame")?.textContent).toBe("Frame 0 at 30 fps, assumed");
  act(() => notes.set({ note: { source, frameRate: 30, origin: "file" } }));
  expect(document.querySelector(".pke-transport-frame")?.textContent).toBe("Frame 0");
});
