// The tick loop of an instance: each tick of its clock moves the timeline, dispatches what that caused, runs
// the active events' frame hooks and commits the store; each command settles through it the same way. It also
// runs destroy's release once no dispatch is running.
import { Clock, ON_TICK, type TickTarget } from "../clock/clock.js";
import type { Ticker } from "../clock/tickSources.js";
import type { Player } from "../players/player.js";
import type { PluginRegistry } from "../plugins/registry.js";
import { InstanceStoreSource } from "./instanceStoreSource.js";
import { SnapshotStore } from "../store/store.js";
import type { Timeline } from "../timeline/timeline.js";
import type { Dispatcher } from "./dispatch.js";
import type { PlayerBridge } from "./playerBridge.js";
import type { TrackRecord } from "./trackRecord.js";

/** What a tick loop drives, and what it calls. */
export interface TickLoopParts {
  /** The player the clock reads. */
  readonly player: Player;
  /** Where frame ticks come from while the player plays; null for manual ticks only. */
  readonly ticker: Ticker | null;
  /** What the store reads the player's fields through. */
  readonly bridge: PlayerBridge;
  /** The timeline each tick moves. */
  readonly timeline: Timeline<TrackRecord>;
  /** The queue each tick and command drains. */
  readonly dispatcher: Dispatcher;
  /** The instance's plugins: whether any has a `frame` hook. */
  readonly plugins: PluginRegistry;
  /** A store subscriber threw. */
  onListenerError(error: unknown): void;
  /** Lets go of everything after destroy(); called once no dispatch runs. */
  release(): void;
}

/**
 * Owns an instance's clock (whose tick target it is) and store (which it commits after each tick and
 * command), and moves the timeline with the clock.
 */
export class TickLoop implements TickTarget {
  /** The instance's clock, which reports each tick here. */
  readonly clock: Clock;
  /** What the store reads; `viewVersion` is bumped when an active event's view changes. */
  readonly source: InstanceStoreSource;
  /** The instance's store. */
  readonly store: SnapshotStore;
  readonly #timeline: Timeline<TrackRecord>;
  readonly #dispatcher: Dispatcher;
  readonly #plugins: PluginRegistry;
  readonly #release: () => void;
  readonly #frameRecords: TrackRecord[] = [];
  #frameTime = 0;
  #batching = false;
  #releasePending = false;

  constructor(parts: TickLoopParts) {
    this.#timeline = parts.timeline;
    this.#dispatcher = parts.dispatcher;
    this.#plugins = parts.plugins;
    this.#release = parts.release;
    this.clock = new Clock(parts.player, parts.ticker, this);
    this.#timeline.seek(this.clock.time);
    this.source = new InstanceStoreSource(parts.bridge, this.clock, parts.timeline);
    this.store = new SnapshotStore(this.source, parts.onListenerError);
  }

  /** A tick of the clock. @internal */
  [ON_TICK](seek: boolean): void {
    if (this.#dispatcher.closed) return;
    const time = this.clock.time;
    // A reading that neither seeks nor moves time (the `timeupdate` and `seeked` after a seek's `seeking`,
    // `playing` after `play`) has nothing for the timeline or the frame hooks: only the store may have changed.
    if (seek || time !== this.#timeline.time) {
      if (seek) this.#timeline.seek(time);
      else this.#timeline.advance(time);
      this.drain();
      if (this.#dispatcher.closed) return;
      // A tick that a frame hook or a dispatch caused runs no frame hooks of its own: no recursion.
      if (this.#plugins.framePlugins > 0 && this.#timeline.activeCount > 0 && !this.#dispatcher.busy) {
        this.#frameTime = time;
        this.#runFrames();
        if (this.#dispatcher.closed) return;
      }
    }
    this.store.commit();
  }

  /**
   * Finishes a command: dispatches what it queued and commits the store. Inside a dispatch (a plugin callback
   * or listener issued the command) the running loop dispatches it; while batching, the batch settles once.
   */
  settle(): void {
    if (this.#batching || this.#dispatcher.busy) return;
    this.drain();
    if (!this.#dispatcher.closed) this.store.commit();
  }

  /** Runs `commands` as one batch: their commands do not settle one by one; the batch settles once after. */
  batch(commands: () => void): void {
    this.#batching = true;
    try {
      commands();
    } finally {
      this.#batching = false;
    }
    this.settle();
  }

  /** Dispatches queued transitions in order. Re-entrant calls return: the running loop picks up their work. */
  drain(): void {
    if (this.#dispatcher.busy) return;
    this.#dispatcher.drain();
    if (this.#releasePending) {
      this.#releasePending = false;
      this.#release();
    }
  }

  /**
   * Destroys: stops the clock and closes the dispatcher, then releases, at once or (from inside a plugin
   * callback, hook or listener) once the running command has finished.
   */
  close(): void {
    this.#dispatcher.close();
    this.clock.stop();
    if (this.#dispatcher.busy) this.#releasePending = true;
    else this.#release();
  }

  /**
   * Calls `frame` of every active event. The active list is copied first (into a reused array) and the loop
   * counts as a dispatch, so commands from a frame hook queue their transitions and run after the loop.
   */
  #runFrames(): void {
    const records = this.#frameRecords;
    this.#timeline.forEachActive(this.#collectFrame);
    try {
      this.#dispatcher.frames(records, this.#frameTime);
    } finally {
      records.length = 0;
    }
    this.drain();
  }

  readonly #collectFrame = (record: TrackRecord): void => {
    if (record.plugin.frame) this.#frameRecords.push(record);
  };
}
