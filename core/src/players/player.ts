/** Metadata a video frame callback receives; only `mediaTime` is read. */
export interface VideoFrameMetadata {
  /** Presentation time of the frame, in seconds of media time. */
  mediaTime: number;
}

/** Time ranges in seconds, shaped like the DOM's `TimeRanges`: `start(i)` and `end(i)` for i below `length`. */
export interface TimeRangesLike {
  readonly length: number;
  start(index: number): number;
  end(index: number): number;
}

/** Listener shape shared by DOM elements and the kit's players. */
export type PlayerListener = (event: unknown) => void;

/**
 * A media source the kit can drive: anything shaped like `HTMLMediaElement`. Every `<video>` and `<audio>`
 * conforms as is, and so does any media-element-compatible custom element.
 */
export interface Player {
  /** Playback position in seconds; setting it seeks. */
  currentTime: number;
  /** Length in seconds; `NaN` before metadata, `Infinity` for streams and open-ended timelines. */
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  readonly seeking: boolean;
  /** 0 to 1. */
  volume: number;
  muted: boolean;
  playbackRate: number;
  /** 0 (nothing) to 4 (enough data), as `HTMLMediaElement.readyState`. */
  readonly readyState: number;
  /** Whether playback wraps to the start at the end. */
  loop?: boolean;
  /** The ranges of media loaded, as `HTMLMediaElement.buffered` (a `TimeRanges`), where the player knows them. */
  readonly buffered?: TimeRangesLike;
  /** The last media error, if the player reports one (`HTMLMediaElement.error`). */
  readonly error?: unknown;
  play(): Promise<void> | void;
  pause(): void;
  addEventListener(type: string, listener: PlayerListener): void;
  removeEventListener(type: string, listener: PlayerListener): void;
  /** Calls back once per presented video frame (`HTMLVideoElement.requestVideoFrameCallback`). */
  requestVideoFrameCallback?(callback: (now: number, metadata: VideoFrameMetadata) => void): number;
  cancelVideoFrameCallback?(handle: number): void;
  /** Releases every timer, listener and iframe the player made. */
  destroy?(): void;
}

/** The media events a player fires that the kit listens to and re-emits under the same names. */
export const MEDIA_EVENTS = [
  "loadstart",
  "emptied",
  "loadedmetadata",
  "loadeddata",
  "canplay",
  "canplaythrough",
  "durationchange",
  "play",
  "playing",
  "pause",
  "waiting",
  "stalled",
  "seeking",
  "seeked",
  "timeupdate",
  "ratechange",
  "volumechange",
  "ended",
  "progress",
  "error",
] as const;

/** A media event name from `MEDIA_EVENTS`. */
export type MediaEventName = (typeof MEDIA_EVENTS)[number];
