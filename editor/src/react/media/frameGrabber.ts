/*
 * Video frames for the timeline's thumbnails: a hidden, muted <video> of the same address seeks to one time at
 * a time and `createImageBitmap` scales each frame off the main thread. The queue holds only the times the view
 * asks for now: scrolling away cancels what was queued for tiles no longer shown.
 */

import { fetchMediaBytes } from "./fetchMedia.js";

/** The most frames kept; the oldest unwanted ones are closed past it. */
const MAX_FRAMES = 240;
/** A seek that never answers is given up after this many milliseconds. */
const SEEK_TIMEOUT = 5000;

/** Frames of one video, captured on demand. */
export interface FrameGrabber {
  /** Asks for the frames at `times` (seconds), in that order; frames queued before and not asked again are dropped. */
  request(times: readonly number[], width: number, height: number): void;
  /** The frame captured at `time`, if it is there. */
  frame(time: number): ImageBitmap | undefined;
  /** The captured frame nearest `time`, to show while the right one comes. */
  nearest(time: number): ImageBitmap | undefined;
  /** The video's width over its height once known; 0 for media without a picture. */
  aspect(): number | undefined;
  /** The video's duration once known. */
  duration(): number;
  /** Calls `listener` when a frame arrives or the metadata is known. */
  subscribe(listener: () => void): () => void;
  /** Closes every frame and empties the hidden video. */
  dispose(): void;
}

/** Options of {@link createFrameGrabber}, for tests. */
export interface FrameGrabberOptions {
  /** Makes the hidden video. @default `document.createElement("video")` */
  readonly createVideo?: () => HTMLVideoElement;
  /** Captures the video's current frame. @default `createImageBitmap` with `resizeWidth`/`resizeHeight` */
  readonly capture?: (video: HTMLVideoElement, width: number, height: number) => Promise<ImageBitmap>;
  /** Reads the whole file, for a server that cannot serve parts of it. @default `fetchMediaBytes` (30 s, 200 MB) */
  readonly readBytes?: (url: string, signal: AbortSignal) => Promise<ArrayBuffer>;
}

/** Whether the browser can seek across `video` (a server without range requests leaves it seekable at 0 only). */
function seeksEverywhere(video: HTMLVideoElement): boolean {
  const { seekable, duration } = video;
  if (!seekable || seekable.length === 0) return false;
  return !(Number.isFinite(duration) && duration > 0) || seekable.end(seekable.length - 1) >= duration * 0.9;
}

const keyOf = (time: number) => Math.round(time * 1000);

/** Starts loading `src` into a hidden video and returns its {@link FrameGrabber}. */
export function createFrameGrabber(src: string, options: FrameGrabberOptions = {}): FrameGrabber {
  const video = options.createVideo?.() ?? document.createElement("video");
  const capture =
    options.capture ??
    ((element, width, height) =>
      createImageBitmap(element, { resizeWidth: width, resizeHeight: height, resizeQuality: "medium" }));
  const frames = new Map<number, ImageBitmap>();
  const listeners = new Set<() => void>();
  let queue: number[] = [];
  let wanted = new Set<number>();
  let size = { width: 0, height: 0 };
  let busy = false;
  let disposed = false;
  let metadata = false;
  let failed = false;
  let seekTimer: ReturnType<typeof setTimeout> | undefined;
  let onSeeked: (() => void) | undefined;
  let copyUrl: string | undefined;
  let reading: AbortController | undefined;
  const readBytes = options.readBytes ?? ((url, signal) => fetchMediaBytes(url, { signal }));

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const evict = () => {
    for (const [key, bitmap] of frames) {
      if (frames.size <= MAX_FRAMES) break;
      if (wanted.has(key)) continue;
      bitmap.close();
      frames.delete(key);
    }
  };

  const grab = (time: number) => {
    busy = true;
    const done = () => {
      clearTimeout(seekTimer);
      if (onSeeked) video.removeEventListener("seeked", onSeeked);
      onSeeked = undefined;
    };
    const next = () => {
      busy = false;
      pump();
    };
    onSeeked = () => {
      done();
      const { width, height } = size;
      capture(video, width, height).then(
        (bitmap) => {
          if (disposed) {
            bitmap.close();
            return;
          }
          frames.get(keyOf(time))?.close();
          frames.set(keyOf(time), bitmap);
          evict();
          notify();
          next();
        },
        () => {
          if (!disposed) next();
        },
      );
    };
    video.addEventListener("seeked", onSeeked);
    seekTimer = setTimeout(() => {
      done();
      next();
    }, SEEK_TIMEOUT);
    video.currentTime = time;
  };

  function pump(): void {
    if (busy || disposed || !metadata || failed || video.videoWidth === 0) return;
    for (;;) {
      const time = queue.shift();
      if (time === undefined) return;
      if (frames.has(keyOf(time))) continue;
      grab(time);
      return;
    }
  }

  // A server that answers without ranges leaves the video unseekable: frames then come from a copy in memory
  // (read within the waveform's limits), played from an object URL that is revoked on dispose.
  const readCopy = () => {
    reading = new AbortController();
    readBytes(src, reading.signal).then(
      (bytes) => {
        if (disposed) return;
        copyUrl = URL.createObjectURL(new Blob([bytes]));
        video.src = copyUrl;
      },
      () => {
        if (disposed) return;
        failed = true;
        notify();
      },
    );
  };

  const onMetadata = () => {
    if (copyUrl === undefined && !src.startsWith("blob:") && video.videoWidth > 0 && !seeksEverywhere(video)) {
      readCopy();
      return;
    }
    metadata = true;
    notify();
    pump();
  };
  const onError = () => {
    failed = true;
    notify();
  };
  video.addEventListener("loadedmetadata", onMetadata);
  video.addEventListener("error", onError);
  video.muted = true;
  video.preload = "auto";
  video.playsInline = true;
  video.src = src;

  return {
    request(times, width, height) {
      const w = Math.max(1, Math.round(width));
      const h = Math.max(1, Math.round(height));
      if (w !== size.width || h !== size.height) {
        // Frames of another size would be scaled again on every draw: they are kept until replaced.
        size = { width: w, height: h };
      }
      wanted = new Set(times.map(keyOf));
      queue = times.filter((time) => !frames.has(keyOf(time)));
      pump();
    },
    frame: (time) => frames.get(keyOf(time)),
    nearest(time) {
      const key = keyOf(time);
      let best: ImageBitmap | undefined;
      let distance = Number.POSITIVE_INFINITY;
      for (const [at, bitmap] of frames) {
        const d = Math.abs(at - key);
        if (d < distance) {
          distance = d;
          best = bitmap;
        }
      }
      return best;
    },
    aspect: () =>
      failed ? 0 : metadata ? (video.videoHeight > 0 ? video.videoWidth / video.videoHeight : 0) : undefined,
    duration: () => (metadata && Number.isFinite(video.duration) ? video.duration : 0),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      disposed = true;
      reading?.abort();
      clearTimeout(seekTimer);
      if (onSeeked) video.removeEventListener("seeked", onSeeked);
      video.removeEventListener("loadedmetadata", onMetadata);
      video.removeEventListener("error", onError);
      listeners.clear();
      queue = [];
      for (const bitmap of frames.values()) bitmap.close();
      frames.clear();
      // Emptied (no src, then load()) so the browser drops its buffers and its connection at once.
      video.removeAttribute("src");
      video.load();
      if (copyUrl !== undefined) URL.revokeObjectURL(copyUrl);
    },
  };
}
