import type { PopcornError } from "../errors/errors.js";
import type { TrackEventView } from "../contract/trackEvent.js";

/** The media state adapters render from: one frozen object, the same until something changes. */
export interface MediaSnapshot {
  /** Playhead in seconds, as the clock last observed it. */
  readonly currentTime: number;
  /** Length in seconds; `NaN` before metadata, `Infinity` when open-ended. */
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  readonly seeking: boolean;
  readonly playbackRate: number;
  readonly volume: number;
  readonly muted: boolean;
  readonly readyState: number;
  /** The last player error, until playback recovers. */
  readonly error: PopcornError | null;
  /**
   * What the player has loaded, as `[start, end]` pairs in seconds (its `buffered` ranges), read when it fires
   * `progress` (and at metadata, seeks and `emptied`). Empty for a player that does not say.
   */
  readonly buffered: readonly BufferedRange[];
  /** How much of the media is loaded: the buffered seconds over the duration, 0 to 1 (0 while the duration is unknown or infinite). */
  readonly bufferedFraction: number;
  /** Active track events, in activation order. */
  readonly active: readonly TrackEventView[];
}

/** A loaded range of the media: `[start, end]` in seconds. */
export type BufferedRange = readonly [start: number, end: number];

/** No range loaded. */
export const NO_RANGES: readonly BufferedRange[] = Object.freeze([]);

/** The store contract adapters use (React's `useSyncExternalStore`, Vue refs, Svelte stores). */
export interface MediaStore {
  /** Calls `listener` after a tick or command that changed the snapshot: once per tick at most. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot: the same object until something changed. */
  getSnapshot(): MediaSnapshot;
  /** A constant snapshot for server rendering and hydration (`SERVER_SNAPSHOT`). */
  getServerSnapshot(): MediaSnapshot;
}

/** The media fields of a snapshot, without the active list. */
export type MediaFields = { -readonly [K in Exclude<keyof MediaSnapshot, "active">]: MediaSnapshot[K] };

const EMPTY: readonly TrackEventView[] = Object.freeze([]);

/**
 * The snapshot every server render and every hydrating client render uses: nothing loaded, nothing active.
 * Constant, so server markup and the first client render always agree.
 */
export const SERVER_SNAPSHOT: MediaSnapshot = Object.freeze({
  currentTime: 0,
  duration: Number.NaN,
  paused: true,
  ended: false,
  seeking: false,
  playbackRate: 1,
  volume: 1,
  muted: false,
  readyState: 0,
  error: null,
  buffered: NO_RANGES,
  bufferedFraction: 0,
  active: EMPTY,
});

/** The media fields as the store keeps them: one fixed shape, so that reading and comparing them is cheap. */
class Fields implements MediaFields {
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  seeking = false;
  playbackRate = 1;
  volume = 1;
  muted = false;
  readyState = 0;
  error: PopcornError | null = null;
  buffered = NO_RANGES;
  bufferedFraction = 0;
}

/** Whether two numbers differ, NaN counting as equal to NaN (a duration before metadata). */
function differ(a: number, b: number): boolean {
  // biome-ignore lint/suspicious/noSelfCompare: NaN is the only value not equal to itself
  return a !== b && (a === a || b === b);
}

function sameFields(a: Fields, b: Fields): boolean {
  return !(
    differ(a.currentTime, b.currentTime) ||
    differ(a.duration, b.duration) ||
    a.paused !== b.paused ||
    a.ended !== b.ended ||
    a.seeking !== b.seeking ||
    differ(a.playbackRate, b.playbackRate) ||
    differ(a.volume, b.volume) ||
    a.muted !== b.muted ||
    differ(a.readyState, b.readyState) ||
    a.error !== b.error ||
    a.buffered !== b.buffered ||
    differ(a.bufferedFraction, b.bufferedFraction)
  );
}

/** Where the store reads state from; implemented by the Popcorn instance. */
export interface StoreSource {
  /** Writes the current media fields into `into`. Must not allocate on the tick path. */
  readFields(into: MediaFields): void;
  /** Changes whenever the active list or one of its views changes. */
  activeVersion(): number;
  /** The active views in activation order. */
  activeViews(): readonly TrackEventView[];
}

/**
 * Immutable snapshots over a mutable source. `commit()` compares the source with the last state and, if
 * anything changed, notifies subscribers once. Snapshots are built lazily: a tick that nobody reads
 * allocates nothing.
 */
export class SnapshotStore implements MediaStore {
  readonly #source: StoreSource;
  readonly #onListenerError: (error: unknown) => void;
  // The committed fields and the ones being read: a commit that finds a change swaps them instead of copying.
  #state = new Fields();
  #scratch = new Fields();
  #committedVersion: number;
  #builtVersion = -1;
  #active: readonly TrackEventView[] = EMPTY;
  #snapshot: MediaSnapshot | null = null;
  #stale = false;
  #listeners: readonly (() => void)[] = [];

  constructor(source: StoreSource, onListenerError: (error: unknown) => void) {
    this.#source = source;
    this.#onListenerError = onListenerError;
    source.readFields(this.#state);
    this.#committedVersion = source.activeVersion();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners = [...this.#listeners, listener];
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      const index = this.#listeners.indexOf(listener);
      if (index >= 0) this.#listeners = [...this.#listeners.slice(0, index), ...this.#listeners.slice(index + 1)];
    };
  };

  getSnapshot = (): MediaSnapshot => {
    if (this.#stale) {
      this.#stale = false;
      this.#refresh(false);
    }
    if (this.#snapshot) return this.#snapshot;
    if (this.#builtVersion !== this.#committedVersion) {
      const views = this.#source.activeViews();
      this.#active = views.length === 0 ? EMPTY : Object.freeze(views.slice());
      this.#builtVersion = this.#committedVersion;
    }
    this.#snapshot = Object.freeze({ ...this.#state, active: this.#active });
    return this.#snapshot;
  };

  getServerSnapshot = (): MediaSnapshot => SERVER_SNAPSHOT;

  /** Number of subscribers. */
  get listenerCount(): number {
    return this.#listeners.length;
  }

  /**
   * Reads the source; if anything changed, invalidates the snapshot and notifies subscribers once. With no
   * subscriber it only marks the state stale: the next `getSnapshot()` reads it, so unobserved ticks cost nothing.
   */
  commit(): boolean {
    if (this.#listeners.length === 0) {
      this.#stale = true;
      return false;
    }
    return this.#refresh(true);
  }

  #refresh(notify: boolean): boolean {
    const next = this.#scratch;
    this.#source.readFields(next);
    const version = this.#source.activeVersion();
    if (version === this.#committedVersion && sameFields(next, this.#state)) return false;
    this.#committedVersion = version;
    this.#scratch = this.#state;
    this.#state = next;
    this.#snapshot = null;
    if (!notify) return true;
    for (const listener of this.#listeners) {
      try {
        listener();
      } catch (error) {
        this.#onListenerError(error);
      }
    }
    return true;
  }

  /** Drops every subscriber. */
  clear(): void {
    this.#listeners = [];
  }
}
