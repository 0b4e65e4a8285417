import { PopcornError } from "../errors/errors.js";
import { MEDIA_EVENTS, type Player } from "../players/player.js";
import { type BufferedRange, type MediaFields, NO_RANGES } from "../store/store.js";

/** A media event the instance follows. */
export type MediaEventType = (typeof MEDIA_EVENTS)[number];

/**
 * What an instance hears from and reads of its player: the media event listeners (added once, removed on
 * destroy), the player's error state, and the fields of the store's snapshot.
 */
export class PlayerBridge {
  readonly #player: Player;
  readonly #listeners: [MediaEventType, (event: unknown) => void][] = [];
  /** The last player error, until playback recovers (`loadstart` or `playing`). */
  error: PopcornError | null = null;
  /** The player's buffered ranges as last read (a new array only when they changed), and their share of the duration. */
  #buffered: readonly BufferedRange[] = NO_RANGES;
  #bufferedFraction = 0;
  /** The last `error` event, whose own `error` says more where the player's does not (an HLS stream's failure). */
  #errorEvent: unknown = null;

  constructor(player: Player) {
    this.#player = player;
    this.#readBuffered();
  }

  /** Listens to every media event in `MEDIA_EVENTS`. */
  attach(onEvent: (type: MediaEventType) => void): void {
    for (const type of MEDIA_EVENTS) {
      const listener = (event: unknown) => {
        if (type === "error") this.#errorEvent = event;
        onEvent(type);
      };
      this.#player.addEventListener(type, listener);
      this.#listeners.push([type, listener]);
    }
  }

  /** Removes every listener `attach` added. */
  detach(): void {
    for (const [type, listener] of this.#listeners) this.#player.removeEventListener(type, listener);
    this.#listeners.length = 0;
  }

  /** Follows the player's error state through a media event. */
  observe(type: MediaEventType): void {
    // Reading `buffered` allocates (a TimeRanges in browsers): it is read at the events that change it, never per tick.
    if (
      type === "progress" ||
      type === "durationchange" ||
      type === "loadedmetadata" ||
      type === "seeked" ||
      type === "emptied" ||
      type === "canplaythrough"
    )
      this.#readBuffered();
    if (type === "loadstart" || type === "playing") this.error = null;
    if (type === "error") {
      // The player's error (a MediaError), else the event's (an ErrorEvent's `error`, as the HLS player sends).
      const cause =
        (this.#player as { error?: unknown }).error ?? (this.#errorEvent as { error?: unknown } | null)?.error;
      this.#errorEvent = null;
      const message = (cause as { message?: string } | null)?.message;
      this.error =
        cause instanceof PopcornError
          ? cause
          : new PopcornError("PLAYER", `The player failed${message ? `: ${message}` : ""}.`, { cause });
    }
  }

  /** Writes the snapshot's media fields, with the clock's `time`. Allocates nothing: it runs every tick. */
  readFields(into: MediaFields, time: number): void {
    const player = this.#player;
    into.currentTime = time;
    into.duration = player.duration;
    into.paused = player.paused;
    into.ended = player.ended;
    into.seeking = player.seeking;
    into.playbackRate = player.playbackRate;
    into.volume = player.volume;
    into.muted = player.muted;
    into.readyState = player.readyState;
    into.error = this.error;
    into.buffered = this.#buffered;
    into.bufferedFraction = this.#bufferedFraction;
  }

  #readBuffered(): void {
    const player = this.#player;
    const ranges = player.buffered;
    const next: BufferedRange[] = [];
    let loaded = 0;
    for (let i = 0; i < (ranges?.length ?? 0); i++) {
      const start = ranges!.start(i);
      const end = ranges!.end(i);
      if (end > start) {
        next.push(Object.freeze([start, end] as const));
        loaded += end - start;
      }
    }
    // The same ranges keep the same array, so the snapshot does not change for nothing.
    if (String(next) !== String(this.#buffered)) this.#buffered = next.length > 0 ? Object.freeze(next) : NO_RANGES;
    const duration = player.duration;
    this.#bufferedFraction = duration > 0 && duration < Infinity ? Math.min(1, loaded / duration) : 0;
  }
}
