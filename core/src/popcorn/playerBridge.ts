import { PopcornError } from "../errors.js";
import { MEDIA_EVENTS, type Player } from "../players/player.js";
import type { MediaFields } from "../store/store.js";

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

  constructor(player: Player) {
    this.#player = player;
  }

  /** Listens to every media event in `MEDIA_EVENTS`. */
  attach(onEvent: (type: MediaEventType) => void): void {
    for (const type of MEDIA_EVENTS) {
      const listener = () => onEvent(type);
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
    if (type === "loadstart" || type === "playing") this.error = null;
    if (type === "error") {
      const cause = (this.#player as { error?: unknown }).error;
      const message = (cause as { message?: string } | null)?.message;
      this.error = new PopcornError("PLAYER", `The player failed${message ? `: ${message}` : ""}.`, { cause });
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
  }
}
