// What an instance's store reads: the player's fields (through the player bridge, at the clock's time) and
// the timeline's active events.
import type { Clock } from "../clock/clock.js";
import type { PlayerBridge } from "./playerBridge.js";
import type { TrackEventView } from "../contract/trackEvent.js";
import type { TrackRecord } from "./trackRecord.js";
import type { Timeline } from "../timeline/timeline.js";
import type { MediaFields, StoreSource } from "../store/store.js";

/**
 * What the store reads of an instance. A class, not closures: one set of methods for every instance keeps
 * the store's per-tick calls monomorphic.
 */
export class InstanceStoreSource implements StoreSource {
  readonly #bridge: PlayerBridge;
  readonly #clock: Clock;
  readonly #timeline: Timeline<TrackRecord>;
  /** Bumped when an active event's view changes (its membership in the active list did not). */
  viewVersion = 0;

  constructor(bridge: PlayerBridge, clock: Clock, timeline: Timeline<TrackRecord>) {
    this.#bridge = bridge;
    this.#clock = clock;
    this.#timeline = timeline;
  }

  readFields(into: MediaFields): void {
    this.#bridge.readFields(into, this.#clock.time);
  }

  activeVersion(): number {
    return this.#timeline.activeVersion + this.viewVersion;
  }

  activeViews(): TrackEventView[] {
    const views: TrackEventView[] = [];
    this.#timeline.forEachActive((record) => views.push(record.view));
    return views;
  }
}
