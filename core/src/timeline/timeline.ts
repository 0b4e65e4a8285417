import { ActiveSet } from "./activeSet.js";
import { IntervalBlocks } from "./intervalBlocks.js";
import type { TimelineEntry } from "./item.js";

/** Receives the transitions a timeline operation produces, in the order they happen. */
export interface TransitionSink<T> {
  start(item: T): void;
  end(item: T): void;
}

/**
 * The timing algorithm: which track events are active at the current time, and which start and end when time
 * moves. Pure data structure: no clock, no DOM, no plugins. Every operation reports its transitions to the
 * sink synchronously, in the order ARCHITECTURE.md's timing rules fix:
 *
 * - active at t means `start <= t < end`; a point event (`start === end`) is never active;
 * - `advance(t1)` is continuous playback from the current time t0: starts in (t0, t1] and ends in (t0, t1],
 *   ordered by time, ends before starts at equal times, equal ends in reverse activation order, equal starts in
 *   insertion order; an event wholly inside the step starts and ends; a point event starts then ends at once;
 * - `seek(t1)` ends what was active and is not at t1 (reverse activation order), then starts what is active
 *   at t1 and was not (start order); nothing inside the skipped span fires;
 * - `insert`, `reschedule` and `remove` re-evaluate the one event at the current time.
 *
 * Costs (n indexed, k transitions, a active, blocks of B; see intervalBlocks.ts): insert, remove, reschedule
 * O(log n + B); `advance` with nothing to do O(1) and allocation-free; `advance` with k transitions
 * O(k log a) from the start cursor (plus O(log n) after the index changed); `seek` O(n/B + B·c + a log a).
 */
export class Timeline<T extends TimelineEntry> {
  readonly #index = new IntervalBlocks<T>();
  readonly #active = new ActiveSet<T>();
  readonly #sink: TransitionSink<T>;
  // Reused between calls so that steady-state ticks allocate nothing.
  readonly #buffer: T[] = [];
  #time = 0;
  /** Where the step being run started. */
  #from = 0;
  #nextStart = Infinity;
  /** The end of the active event that ends first, or Infinity: kept here so the common tick reads one field. */
  #nextEnd = Infinity;

  constructor(sink: TransitionSink<T>, time = 0) {
    this.#sink = sink;
    this.#time = time;
  }

  /** The time of the last observation, in seconds. */
  get time(): number {
    return this.#time;
  }

  /** Number of indexed (enabled) events. */
  get size(): number {
    return this.#index.size;
  }

  /** Number of active events. */
  get activeCount(): number {
    return this.#active.size;
  }

  /** Changes whenever the set of active events changes. */
  get activeVersion(): number {
    return this.#active.version;
  }

  /** Calls `fn` for each active event in activation order. */
  forEachActive(fn: (item: T) => void): void {
    this.#active.forEach(fn);
  }

  /** Indexes an event and re-evaluates it at the current time: it may start (and, if a point, end) at once. */
  insert(item: T): void {
    this.#index.insert(item);
    const t = this.#time;
    const { start, end } = item.interval;
    if (start > t) {
      if (start < this.#nextStart) this.#nextStart = start;
    } else if (start === end) {
      if (start === t) {
        this.#sink.start(item);
        this.#sink.end(item);
      }
    } else if (t < end) {
      this.#activate(item, end);
    }
  }

  /** Ends the event if active, then drops it from the index. */
  remove(item: T): void {
    if (item.active) this.#deactivate(item);
    if (!item.indexed) return;
    this.#index.delete(item);
    if (item.interval.start === this.#nextStart) this.#nextStart = this.#index.firstStartAfter(this.#time);
  }

  /**
   * Re-indexes an indexed event whose interval was replaced (it was `previousStart`, `previousEnd`: equal
   * times are no move), and re-evaluates it at once: it ends if the current time left it, starts if the
   * current time entered it, and a point event moved onto the current time fires. Call it right after
   * replacing the interval, before anything else reads the timeline.
   */
  reschedule(item: T, previousStart: number, previousEnd: number): void {
    const { start, end } = item.interval;
    if (previousStart === start && previousEnd === end) return;
    const wasActive = item.active;
    this.#index.delete(item);
    this.#index.insert(item);
    this.#nextStart = this.#index.firstStartAfter(this.#time);

    const t = this.#time;
    const nowActive = start <= t && t < end;
    if (wasActive && !nowActive) this.#deactivate(item);
    else if (wasActive) {
      this.#active.reschedule(item, end);
      this.#nextEnd = this.#active.nextEnd;
    } else if (nowActive) this.#activate(item, end);
    else if (start === end && start === t) {
      this.#sink.start(item);
      this.#sink.end(item);
    }
  }

  /**
   * Continuous playback from the current time to `t1`. A step backwards is a seek.
   * @returns true when something started or ended
   */
  advance(t1: number): boolean {
    const t0 = this.#time;
    if (t1 < t0) return this.seek(t1);
    this.#time = t1;
    // The common tick: nothing starts or ends by t1. Two comparisons, no allocation; small enough to inline.
    if (t1 < this.#nextStart && t1 < this.#nextEnd) return false;
    this.#from = t0;
    return this.#step();
  }

  /**
   * The transitions of the step from `#from` to the current time, in time order (ends first at equal times).
   * The times are read from fields, not passed: doubles passed to a call that is not inlined are boxed, and
   * that would cost the common tick an allocation.
   */
  #step(): boolean {
    const t0 = this.#from;
    const t1 = this.#time;
    const index = this.#index;
    // Only ends in this step: no start was passed, so the next start stays where it was.
    if (t1 >= this.#nextStart) this.#nextStart = index.startsAfter(t0);
    let fired = false;
    for (;;) {
      const nextStart = this.#nextStart <= t1 ? this.#nextStart : Infinity;
      const nextEnd = this.#nextEnd <= t1 ? this.#nextEnd : Infinity;
      if (nextStart === Infinity && nextEnd === Infinity) break;
      fired = true;
      if (nextEnd <= nextStart) {
        this.#deactivate(this.#active.peek()!);
      } else {
        // The start and end come from the index's arrays: starting an event reads nothing of it.
        const start = this.#nextStart;
        const item = index.takeStart();
        const end = index.takenEnd;
        this.#nextStart = index.cursorStart;
        if (start === end) {
          this.#sink.start(item);
          this.#sink.end(item);
        } else {
          this.#activate(item, end);
        }
      }
    }
    return fired;
  }

  /**
   * Jumps to `t1`: ends what was active and is not active at t1, in reverse activation order, then starts
   * what is active at t1 and was not, in start order. Events wholly inside the skipped span do not fire.
   * @returns true when something started or ended
   */
  seek(t1: number): boolean {
    this.#time = t1;
    const now = this.#buffer;
    this.#index.collectActiveAt(t1, now);
    const ended = this.#active.size;
    this.#active.forEachLatestFirst(this.#endIfLeft);
    let fired = this.#active.size !== ended;
    for (const item of now) {
      if (!item.active) {
        this.#activate(item, item.interval.end);
        fired = true;
      }
    }
    now.length = 0;
    this.#nextStart = this.#index.firstStartAfter(t1);
    return fired;
  }

  /** Ends an active event that the current time is not inside (a seek left it). */
  readonly #endIfLeft = (item: T): void => {
    if (!(item.interval.start <= this.#time && this.#time < item.interval.end)) this.#deactivate(item);
  };

  /** Ends every active event in reverse activation order (destroy). The index is kept. */
  endAll(): void {
    for (let item = this.#active.last(); item; item = this.#active.last()) this.#deactivate(item);
  }

  /** Drops every event without firing anything. */
  clear(): void {
    for (let item = this.#active.last(); item; item = this.#active.last()) this.#active.delete(item);
    this.#nextEnd = Infinity;
    this.#index.clear();
    this.#nextStart = Infinity;
  }

  #activate(item: T, end: number): void {
    this.#active.add(item, end);
    this.#nextEnd = this.#active.nextEnd;
    this.#sink.start(item);
  }

  #deactivate(item: T): void {
    this.#active.delete(item);
    this.#nextEnd = this.#active.nextEnd;
    this.#sink.end(item);
  }
}
