import type { Emitter } from "../events/emitter.js";
import type { PluginContext } from "../plugins/definePlugin.js";
import type { TransitionSink } from "../timeline/timeline.js";
import { progressAt } from "./recordTable.js";
import type { TrackEventView } from "../contract/trackEvent.js";
import type { TrackRecord } from "./trackRecord.js";
import type { PopcornErrorEvent, PopcornEvents } from "../contract/popcorn.js";
import { WATCH_PHASES, type Watchers } from "./watchers.js";

// What the queue holds: a kind and its record (and, for changes, the previous view), in parallel arrays so
// that queueing allocates nothing.
export const ADDED = 0;
export const START = 1;
export const END = 2;
export const CHANGE = 3;
export const REMOVED = 4;
// An active event whose options changed and whose plugin has no `update` hook is ended and started again;
// this `end` does not count as the end of a `once` event.
export const RESTART_END = 5;
export const RESTART_START = 6;
export type DispatchKind =
  | typeof ADDED
  | typeof START
  | typeof END
  | typeof CHANGE
  | typeof REMOVED
  | typeof RESTART_END
  | typeof RESTART_START;

/** What the dispatcher needs of its instance. */
export interface DispatchHost {
  readonly emitter: Emitter<PopcornEvents & Record<string, unknown>>;
  readonly watchers: Watchers;
  report(event: PopcornErrorEvent): void;
  /** A `once` event ended: remove it (which queues its removal). */
  removeOnce(record: TrackRecord): void;
}

/**
 * The lifecycle queue of an instance: transitions and changes are queued as they happen and dispatched in
 * order (plugin hook, then the instance's event, then the event's watchers), so that a command issued from
 * inside a hook or listener never interleaves with the one running. It also owns the re-entrancy state the
 * instance consults (`busy`: the queue or a frame loop runs, or a `setup`/`update` hook runs inside the command
 * that called it) and whether the instance was destroyed (`closed`). Only its own methods write them, each
 * raising a flag and lowering it in `finally`.
 */
export class Dispatcher implements TransitionSink<TrackRecord> {
  readonly #host: DispatchHost;
  readonly #kinds: DispatchKind[] = [];
  readonly #records: (TrackRecord | undefined)[] = [];
  readonly #previous: (TrackEventView | undefined)[] = [];
  /** Entries in the arrays: they keep their length between drains, so queueing never resizes them. */
  #length = 0;
  #cursor = 0;
  /** True while the queue or a frame loop runs: commands queue, the running loop dispatches them. */
  #draining = false;
  /** Depth of `setup`/`update` hooks inside `add()`/`update()`: while above 0, nothing dispatches. */
  #hold = 0;
  #closed = false;

  constructor(host: DispatchHost) {
    this.#host = host;
  }

  /** True while the queue runs or a hook holds it: a command must leave dispatch to the running one. */
  get busy(): boolean {
    return this.#draining || this.#hold > 0;
  }

  /** True once the instance was destroyed: only what closes still dispatches (ends of started events, teardowns). */
  get closed(): boolean {
    return this.#closed;
  }

  /** Marks the instance destroyed (see `closed`). */
  close(): void {
    this.#closed = true;
  }

  /** The timeline's transitions: queued for dispatch. */
  start(record: TrackRecord): void {
    this.enqueue(START, record);
  }

  end(record: TrackRecord): void {
    this.enqueue(END, record);
  }

  enqueue(kind: DispatchKind, record: TrackRecord, previous?: TrackEventView): void {
    const n = this.#length++;
    this.#kinds[n] = kind;
    this.#records[n] = record;
    this.#previous[n] = previous;
  }

  /** Dispatches what is queued unless busy; what the dispatch queues runs in the same loop. */
  drain(): void {
    if (this.busy || this.#length === 0) return;
    this.#draining = true;
    try {
      this.run();
    } finally {
      this.#draining = false;
    }
  }

  /**
   * Calls `frame` of each record still active, at `time`, as one dispatch: commands from a frame hook queue
   * their transitions, which the caller drains after the loop.
   */
  frames(records: readonly TrackRecord[], time: number): void {
    this.#draining = true;
    try {
      for (let i = 0; i < records.length; i++) {
        const record = records[i]!;
        if (!record.active || this.#closed) continue;
        this.hook(record, "frame", record.plugin.frame!, progressAt(record, time));
      }
    } finally {
      this.#draining = false;
    }
  }

  /** Dispatches everything queued, now (destroy's release, which runs outside any dispatch). */
  run(): void {
    const records = this.#records;
    const previous = this.#previous;
    while (this.#cursor < this.#length) {
      const i = this.#cursor++;
      const record = records[i]!;
      const view = previous[i];
      // Let go of what was dispatched, so that a removed event is not kept alive by the queue.
      records[i] = previous[i] = undefined;
      this.#dispatch(this.#kinds[i]!, record, view);
    }
    this.#length = this.#cursor = 0;
    // After a burst (a bulk load with listeners), give the memory back.
    if (records.length > 4096) this.#kinds.length = records.length = previous.length = 0;
  }

  /**
   * Calls a plugin's lifecycle hook with the event's context (and `arg`: an update's changes, a frame's
   * progress); an error it throws is reported, not thrown.
   */
  hook<A>(
    record: TrackRecord,
    phase: PopcornErrorEvent["phase"],
    hook: (ctx: PluginContext, arg: A) => unknown,
    arg?: A,
  ): unknown {
    try {
      return hook.call(record.plugin, record, arg as A);
    } catch (error) {
      this.#host.report({ error, phase, plugin: record.plugin.name, eventId: record.id });
      return undefined;
    }
  }

  /**
   * Calls a `setup` or `update` hook (as `hook` does) from inside the command that runs it, holding dispatch
   * meanwhile: what the hook causes is dispatched when the command settles, after the command's own work.
   */
  held<A>(
    record: TrackRecord,
    phase: PopcornErrorEvent["phase"],
    hook: (ctx: PluginContext, arg: A) => unknown,
    arg?: A,
  ): unknown {
    this.#hold++;
    try {
      return this.hook(record, phase, hook, arg);
    } finally {
      this.#hold--;
    }
  }

  /** Runs the event's cleanup and its plugin's `teardown`, once, if it was set up. */
  teardown(record: TrackRecord): void {
    if (!record.setUp) return;
    record.setUp = false;
    const { plugin, cleanup } = record;
    record.cleanup = null;
    if (cleanup) {
      try {
        cleanup();
      } catch (error) {
        this.#host.report({ error, phase: "teardown", plugin: plugin.name, eventId: record.id });
      }
    }
    if (plugin.teardown) this.hook(record, "teardown", plugin.teardown);
  }

  #dispatch(kind: DispatchKind, record: TrackRecord, previous: TrackEventView | undefined): void {
    const { plugin } = record;
    const { emitter } = this.#host;
    if (this.#closed && kind !== END && kind !== RESTART_END && kind !== REMOVED) return;
    switch (kind) {
      case ADDED:
        emitter.emit("trackadded", record.view);
        return;
      case START:
      case RESTART_START:
        record.started = true;
        if (plugin.start) this.hook(record, "start", plugin.start);
        emitter.emit("trackstart", record.view);
        this.#notify(record, "start");
        return;
      case END:
      case RESTART_END:
        // An end whose start was never dispatched (dropped by destroy) has nothing to close.
        if (!record.started) return;
        record.started = false;
        if (plugin.end) this.hook(record, "end", plugin.end);
        emitter.emit("trackend", record.view);
        this.#notify(record, "end");
        if (kind === END && record.view.once && !record.removed) this.#host.removeOnce(record);
        return;
      case CHANGE:
        if (emitter.has("trackchange")) emitter.emit("trackchange", { event: record.view, previous: previous! });
        this.#notify(record, "change");
        return;
      case REMOVED:
        this.teardown(record);
        emitter.emit("trackremoved", record.view);
        this.#notify(record, "remove");
        return;
    }
  }

  #notify(record: TrackRecord, type: keyof typeof WATCH_PHASES): void {
    if (!this.#host.watchers.watching(record.id)) return;
    this.#host.watchers.notify(record.id, type, record.view, (error) =>
      this.#host.report({ error, phase: WATCH_PHASES[type], plugin: record.plugin.name, eventId: record.id }),
    );
  }
}
