// @vitest-environment jsdom
import { expect, test, vi } from "vitest";
import { createFrameGrabber } from "../../../src/react/media/frameGrabber.js";

/** A hidden video that seeks when told, with a seekable range like a server that answers ranges. */
function fakeVideo(seekableTo = 40) {
  const video = document.createElement("video");
  Object.defineProperties(video, {
    videoWidth: { value: 640 },
    videoHeight: { value: 360 },
    duration: { value: 40 },
    seekable: { value: { length: 1, start: () => 0, end: () => seekableTo } },
  });
  const seeks: number[] = [];
  Object.defineProperty(video, "currentTime", {
    get: () => seeks.at(-1) ?? 0,
    set: (time: number) => seeks.push(time),
  });
  const load = vi.spyOn(video, "load").mockImplementation(() => undefined);
  return { video, seeks, load };
}

const bitmap = () => ({ close: vi.fn(), width: 80, height: 45 }) as unknown as ImageBitmap;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("frames are captured one seek at a time; times scrolled out of view are dropped from the queue", async () => {
  const { video, seeks } = fakeVideo();
  const grabber = createFrameGrabber("/clip.webm", { createVideo: () => video, capture: async () => bitmap() });
  video.dispatchEvent(new Event("loadedmetadata"));
  expect(grabber.aspect()).toBeCloseTo(16 / 9);
  grabber.request([0, 2, 4, 6], 80, 45);
  expect(seeks).toEqual([0]);
  // Scrolled on before the first frame came: 2, 4 and 6 are no longer wanted.
  grabber.request([20, 22], 80, 45);
  video.dispatchEvent(new Event("seeked"));
  await settle();
  expect(seeks).toEqual([0, 20]);
  video.dispatchEvent(new Event("seeked"));
  await settle();
  video.dispatchEvent(new Event("seeked"));
  await settle();
  expect(seeks).toEqual([0, 20, 22]);
  expect(grabber.frame(20)).toBeDefined();
  expect(grabber.frame(2)).toBeUndefined();
  // A frame not captured yet borrows the nearest one.
  expect(grabber.nearest(21)).toBe(grabber.frame(20));
  grabber.dispose();
});

test("dispose closes every frame and empties the hidden video", async () => {
  const { video, load } = fakeVideo();
  const frames: ImageBitmap[] = [];
  const grabber = createFrameGrabber("/clip.webm", {
    createVideo: () => video,
    capture: async () => {
      const made = bitmap();
      frames.push(made);
      return made;
    },
  });
  video.dispatchEvent(new Event("loadedmetadata"));
  grabber.request([1], 80, 45);
  video.dispatchEvent(new Event("seeked"));
  await settle();
  expect(frames).toHaveLength(1);
  grabber.dispose();
  expect(frames[0]?.close).toHaveBeenCalled();
  expect(video.hasAttribute("src")).toBe(false);
  expect(load).toHaveBeenCalled();
});

test("a media without a picture (audio only) captures nothing and says its aspect is 0", () => {
  const video = document.createElement("video");
  Object.defineProperties(video, { videoWidth: { value: 0 }, videoHeight: { value: 0 } });
  const capture = vi.fn();
  const grabber = createFrameGrabber("/talk.mp3", { createVideo: () => video, capture });
  video.dispatchEvent(new Event("loadedmetadata"));
  grabber.request([0, 5], 80, 45);
  expect(grabber.aspect()).toBe(0);
  expect(capture).not.toHaveBeenCalled();
  grabber.dispose();
});

test("a server without ranges (unseekable video): frames come from a copy in memory, revoked on dispose", async () => {
  const { video } = fakeVideo(0);
  URL.createObjectURL = vi.fn(() => "blob:copy");
  URL.revokeObjectURL = vi.fn();
  const readBytes = vi.fn(async () => new ArrayBuffer(8));
  const grabber = createFrameGrabber("/clip.webm", {
    createVideo: () => video,
    capture: async () => bitmap(),
    readBytes,
  });
  video.dispatchEvent(new Event("loadedmetadata"));
  expect(readBytes).toHaveBeenCalledWith("/clip.webm", expect.any(AbortSignal));
  await settle();
  expect(video.getAttribute("src")).toBe("blob:copy");
  grabber.dispose();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:copy");
});
