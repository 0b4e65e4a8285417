import type { VimeoApiPlayer } from "./VimeoApiPlayer.js";

/** The fields of Vimeo's event data that are read; any of them may be missing or of another type. */
export interface VimeoEventData {
  seconds?: unknown;
  duration?: unknown;
  playbackRate?: unknown;
  volume?: unknown;
  muted?: unknown;
}

/**
 * Vimeo's events, each with what it does to the source's mirror and which media events it fires; listened to in
 * this order. Every Vimeo event the source follows is here: its media events come only from these and its calls.
 */
export interface VimeoEventTable {
  /** Playback asked for (in the frame, or by a call): `play`. */
  play(): void;
  /** Playback runs: `play` if it was paused, `playing`. */
  playing(): void;
  /** Loading caught up: `playing` again if it was waiting. */
  bufferend(): void;
  /** Loading fell behind: `waiting` while playing (after a seek, at its end). */
  bufferstart(): void;
  /** Paused (in the frame, or by a call), at `seconds`: `pause`. */
  pause(data: VimeoEventData): void;
  /** The end: `timeupdate`, `pause`, `ended`. */
  ended(data: VimeoEventData): void;
  timeupdate(data: VimeoEventData): void;
  /** A seek from the frame's own controls (one asked for was announced when asked): `seeking`. */
  seeking(data: VimeoEventData): void;
  seeked(data: VimeoEventData): void;
  durationchange(data: VimeoEventData): void;
  /** More is loaded: `progress`, once the buffered ranges are read. */
  progress(): void;
  /** The rate changed in the frame: `ratechange`. */
  playbackratechange(data: VimeoEventData): void;
  /** The volume changed in the frame: `volumechange`. */
  volumechange(data: VimeoEventData): void;
  /** Vimeo's error, named: `error`. */
  error(data: unknown): void;
}

/**
 * Listens to the events of `table` on Vimeo's player; returns the function that stops listening, which `destroy()`
 * calls before anything else can reach the source.
 */
export function listenToVimeo(provider: VimeoApiPlayer, table: VimeoEventTable): () => void {
  const handlers: [string, (data: unknown) => void][] = [];
  for (const [name, handle] of Object.entries(table) as [string, (data: VimeoEventData) => void][]) {
    const handler = (data: unknown) => handle((data ?? {}) as VimeoEventData);
    handlers.push([name, handler]);
    provider.on(name, handler);
  }
  return () => {
    for (const [name, handler] of handlers) provider.off(name, handler);
  };
}

/** A time in Vimeo's data (a number of seconds, 0 or more), or `fallback`. */
export function readTime(value: unknown, fallback: number): number {
  return typeof value === "number" && value >= 0 ? value : fallback;
}

/** Vimeo's buffered ranges, `[[start, end], ...]` (or `[{ start, end }, ...]`), keeping only well-formed ones. */
export function readRanges(ranges: unknown): [number, number][] {
  const pairs: [number, number][] = [];
  if (!Array.isArray(ranges)) return pairs;
  for (const range of ranges as unknown[]) {
    const object = range as { start?: unknown; end?: unknown } | null;
    const [start, end] = Array.isArray(range) ? (range as unknown[]) : [object?.start, object?.end];
    if (typeof start === "number" && typeof end === "number" && end > start && start >= 0) pairs.push([start, end]);
  }
  return pairs;
}
