// The measuring side of the cue-timing benchmark, bundled into every subject's page: it plays the clip and
// records, frame by frame, which video frame is presented and which cues' elements are in the DOM.
import { type BenchCue, cueElementId, cueElementIndex, makeBenchCues } from "./cues.js";

/** A presented video frame, as its `requestVideoFrameCallback` callback reported it. */
export interface FrameRecord {
  mediaTime: number;
  presentedFrames: number;
  expectedDisplayTime: number;
  now: number;
  /** The rendering update (counted by the page's animation-frame loop) in which the callback ran. */
  update: number;
}

/** When a measured cue's element was first seen in the DOM, at the end of a rendering update. */
export interface Sighting {
  /** The presentedFrames of the latest presented frame at that moment. */
  presentedFrames: number;
  /** The rendering update it was seen in (the same count as {@link FrameRecord.update}). */
  update: number;
}

/** What one run of a page reports. */
export interface PageResult {
  frames: FrameRecord[];
  /** Per measured cue, in order: its first sighting, or null when its element never showed. */
  seen: (Sighting | null)[];
  /** The starts of the measured cues. */
  starts: number[];
  /** Per cue: renders of its content counted by the subject (frameworks), during playback. */
  renders: number[];
  /** Per cue: its element added to or removed from the DOM during playback, one per flip. */
  flips: number[];
  droppedFrames: number;
  totalFrames: number;
}

/** What a subject's page gets to set itself up with. */
export interface PageContext {
  /** The element to render into. */
  root: HTMLElement;
  /** The 1,000 cues; `cueElementId(cue.index)` is the id of the element each shows while active. */
  cues: BenchCue[];
  /** Counts one render of cue `index`'s content (frameworks: called from the cue's render function or snippet). */
  rendered(index: number): void;
}

declare global {
  interface Window {
    /** Set once the subject is set up and the clip can play through. */
    cueTiming?: { run(): Promise<PageResult> };
  }
}

const animationFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * Sets the page up with `setup` (which renders the subject and resolves with its `<video>` once every cue is in
 * place), then exposes `window.cueTiming.run()`: one play of the clip from its start, at the `rate` of the page's
 * query, with `load` milliseconds of busy work in each animation frame (0: none).
 *
 * How a sighting is attributed to a frame: a `requestVideoFrameCallback` loop, registered before the subject
 * starts its own, records every presented frame it is called for. An animation-frame loop runs once per rendering
 * update, after all of that update's video-frame callbacks and the microtasks they queued (a framework's flush
 * included), just before style, layout and paint: it looks up each measured cue's element and attributes a newly
 * present one to the latest presented frame. What a subject does in its video-frame callback, or in a microtask
 * after it, is therefore seen in the same update as that frame and painted with it; what it defers to a task
 * (a timer, a message) lands after that paint and is seen at the next update, with the next presented frame if
 * one came.
 */
export function benchPage(setup: (context: PageContext) => Promise<HTMLVideoElement>): void {
  const params = new URLSearchParams(location.search);
  const rate = Number(params.get("rate") ?? "1");
  const load = Number(params.get("load") ?? "0");
  const cues = makeBenchCues();
  const measured = cues.filter((cue) => cue.measured);
  let renders = cues.map(() => 0);
  const root = document.getElementById("app")!;

  const ready = (async () => {
    const video = await setup({ root, cues, rendered: (index) => void (renders[index] = (renders[index] ?? 0) + 1) });
    video.muted = true;
    if (video.readyState < 4) {
      await new Promise<void>((resolve, reject) => {
        video.addEventListener("canplaythrough", () => resolve(), { once: true });
        video.addEventListener("error", () => reject(new Error(`clip failed to load: ${video.error?.message}`)), {
          once: true,
        });
      });
    }
    return video;
  })();

  const run = async (): Promise<PageResult> => {
    const video = await ready;
    const frames: FrameRecord[] = [];
    const seen: (Sighting | null)[] = measured.map(() => null);
    let presented = 0;
    let update = 0;
    let live = true;

    const onFrame = (now: number, metadata: VideoFrameCallbackMetadata) => {
      if (!live) return;
      video.requestVideoFrameCallback(onFrame);
      presented = metadata.presentedFrames;
      frames.push({
        mediaTime: metadata.mediaTime,
        presentedFrames: metadata.presentedFrames,
        expectedDisplayTime: metadata.expectedDisplayTime,
        now,
        update,
      });
    };
    video.requestVideoFrameCallback(onFrame);
    if (load > 0) {
      const busy = () => {
        if (!live) return;
        requestAnimationFrame(busy);
        const until = performance.now() + load;
        while (performance.now() < until) {
          // the main thread is taken, as by a page with heavy work each frame
        }
      };
      requestAnimationFrame(busy);
    }
    const look = () => {
      if (!live) return;
      requestAnimationFrame(look);
      for (let i = 0; i < measured.length; i++) {
        if (seen[i] === null && document.getElementById(cueElementId(measured[i]!.index))) {
          seen[i] = { presentedFrames: presented, update };
        }
      }
      update++;
    };
    requestAnimationFrame(look);

    const flips = cues.map(() => 0);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of [...record.addedNodes, ...record.removedNodes]) {
          const index = node instanceof Element ? cueElementIndex(node.id) : undefined;
          if (index !== undefined) flips[index]!++;
        }
      }
    });
    observer.observe(root, { childList: true, subtree: true });

    video.playbackRate = rate;
    renders = cues.map(() => 0);
    const ended = new Promise<void>((resolve) => video.addEventListener("ended", () => resolve(), { once: true }));
    await video.play();
    await ended;
    // The last updates settle (an end is not measured, but flips and renders are counted to the last one).
    for (let i = 0; i < 3; i++) await animationFrame();
    live = false;
    observer.disconnect();
    const quality = video.getVideoPlaybackQuality();
    return {
      frames,
      seen,
      starts: measured.map((cue) => cue.start),
      renders,
      flips,
      droppedFrames: quality.droppedVideoFrames,
      totalFrames: quality.totalVideoFrames,
    };
  };

  window.cueTiming = { run };
}

/** The clip beside the page, muted so that it may play unprompted. */
export const CLIP_URL = "./clip.webm";
