// The track events of an instance and the commands on them: add, update, remove, look up and select, enable
// and disable a type. Each command changes the record table and the timeline, queues what it caused with the
// dispatcher and settles through the tick loop.
import { PopcornError, describeValue, refusal } from "../errors/errors.js";
import type { Emitter } from "../events/emitter.js";
import type { PluginDefinition, TrackEventChanges } from "../plugins/definePlugin.js";
import { collectOptions, validateOptions } from "../plugins/manifest.js";
import type { PluginRegistry } from "../plugins/registry.js";
import { type TimeInput, toSeconds } from "../time/toSeconds.js";
import { compareStart } from "../timeline/item.js";
import type { Timeline } from "../timeline/timeline.js";
import { ADDED, CHANGE, type Dispatcher, REMOVED, RESTART_END, RESTART_START } from "./dispatch.js";
import { RecordTable, progressAt, unwindOrder } from "./recordTable.js";
import type { TickLoop } from "./tickLoop.js";
import {
  TIMING_KEYS,
  type TrackEventFilter,
  type TrackEventInput,
  type TrackEventView,
} from "../contract/trackEvent.js";
import { PluginBinding, TrackRecord, makeView } from "./trackRecord.js";
import type { Popcorn, PopcornEvents } from "../contract/popcorn.js";
import { checkOnce, expectFilter, expectInput, expectName, resolveTiming } from "../contract/validate.js";

const ID_PATTERN = /^\S(?:.*\S)?$/;
/** No option changed: shared, so that an update of times alone allocates no list. */
const NO_KEYS: readonly string[] = [];

/** An instance's track events by id and in insertion order, and the commands that change them. */
export class TrackEvents {
  readonly #records = new RecordTable();
  /** The plugin and the instance, one object per plugin that all its records share. */
  readonly #bindings = new Map<PluginDefinition, PluginBinding>();
  readonly #popcorn: Popcorn;
  readonly #emitter: Emitter<PopcornEvents & Record<string, unknown>>;
  readonly #plugins: PluginRegistry;
  readonly #timeline: Timeline<TrackRecord>;
  readonly #dispatcher: Dispatcher;
  readonly #loop: TickLoop;
  readonly #frameRate: number | undefined;
  #order = 0;

  /** `popcorn` is the instance, which plugin hooks receive as `ctx.popcorn`. */
  constructor(
    popcorn: Popcorn,
    emitter: Emitter<PopcornEvents & Record<string, unknown>>,
    plugins: PluginRegistry,
    timeline: Timeline<TrackRecord>,
    dispatcher: Dispatcher,
    loop: TickLoop,
    frameRate: number | undefined,
  ) {
    this.#popcorn = popcorn;
    this.#emitter = emitter;
    this.#plugins = plugins;
    this.#timeline = timeline;
    this.#dispatcher = dispatcher;
    this.#loop = loop;
    this.#frameRate = frameRate;
  }

  /** `pop.add()`: validates, runs the plugin's `setup` and puts the event on the timeline. */
  add(typeOrPlugin: string | PluginDefinition<any, any>, input?: TrackEventInput): TrackEventView<any> {
    const plugin = this.#plugins.resolve(typeOrPlugin);
    const timing = input === undefined ? {} : (expectInput(input, "add", plugin.name) as TrackEventInput);
    const id = timing.id ?? this.#records.nextId(plugin.name);
    if (timing.id !== undefined && (typeof id !== "string" || !ID_PATTERN.test(id))) {
      throw refusal("INVALID_OPTION", "Track event id", id, "a non-empty string without surrounding spaces");
    }
    // A generated id is new by construction (RecordTable.nextId); only a chosen one can be taken.
    if (timing.id !== undefined && this.#records.has(id)) {
      throw new PopcornError(
        "DUPLICATE_ID",
        `Track event id ${describeValue(id)} is already on the timeline: expected a new id.`,
        {
          value: id,
          eventId: id,
          expected: "an id not already in use",
        },
      );
    }
    const { start, end } = resolveTiming({ start: timing.start, end: timing.end, id }, this.#frameRate);
    const once = checkOnce(timing.once, id);
    const validated = collectOptions(plugin.name, plugin.manifest, timing, undefined, this.#frameRate, TIMING_KEYS);
    const view = makeView(id, plugin.name, start, end, once ?? false, validated);
    // A definition given to add() is registered only now that its event is accepted.
    this.#plugins.register(plugin);

    let binding = this.#bindings.get(plugin);
    if (binding === undefined) this.#bindings.set(plugin, (binding = new PluginBinding(plugin, this.#popcorn)));
    const record = new TrackRecord(view, ++this.#order, binding);
    this.#records.add(record, timing.id === undefined);
    // Queued only when someone listens: a bulk load without `trackadded` listeners queues nothing.
    if (this.#emitter.has("trackadded")) this.#dispatcher.enqueue(ADDED, record);
    if (plugin.setup) {
      const cleanup = this.#dispatcher.held(record, "setup", plugin.setup);
      if (typeof cleanup === "function") record.cleanup = cleanup as () => void;
    }
    record.setUp = true;
    // Setup may have removed its own event, disabled its type, destroyed the instance or moved the event.
    if (!record.removed && !record.indexed && !this.#dispatcher.closed && !this.#plugins.isDisabled(plugin.name))
      this.#timeline.insert(record);
    this.#loop.settle();
    return record.view;
  }

  /** `pop.update()`: merges the changes, moves the event on the timeline and tells its plugin and watchers. */
  update(id: string, changes: Partial<TrackEventInput>): TrackEventView {
    const record = this.#get(id, "update()");
    const timing = expectInput(changes, "update", id) as Partial<TrackEventInput>;
    if (timing.id !== undefined && timing.id !== id) {
      throw refusal(
        "INVALID_OPTION",
        `Track event ${describeValue(id)} cannot change its id to`,
        timing.id,
        "the same id (remove it and add a new one instead)",
        { eventId: id },
      );
    }
    const previous = record.view;
    const { start, end } = resolveTiming({ start: timing.start, end: timing.end, id }, this.#frameRate, previous);
    let optionKeys: string[] | undefined;
    for (const key in timing) if (Object.hasOwn(timing, key) && !TIMING_KEYS.has(key)) (optionKeys ??= []).push(key);
    const plugin = record.plugin;
    const merged =
      optionKeys === undefined
        ? (previous.options as Record<string, unknown>)
        : validateOptions(plugin.name, plugin.manifest, timing, previous.options, this.#frameRate, TIMING_KEYS);
    const once = checkOnce(timing.once, id) ?? previous.once;
    const changedKeys =
      optionKeys === undefined ? NO_KEYS : optionKeys.filter((key) => !Object.is(merged[key], previous.options[key]));
    const timingChanged = start !== previous.start || end !== previous.end;
    if (!timingChanged && changedKeys.length === 0 && once === previous.once) return previous;

    record.view = makeView(
      id,
      plugin.name,
      start,
      end,
      once,
      changedKeys.length === 0 ? (previous.options as Record<string, unknown>) : merged,
    );
    if (record.active) this.#loop.source.viewVersion++;
    const wasActive = record.active;
    // The record reads its interval from the new view; the timeline moves before the hook runs, so that an
    // update the hook issues itself lands last.
    if (timingChanged && record.indexed) this.#timeline.reschedule(record, previous.start, previous.end);
    if (!plugin.update && (plugin.start || plugin.end) && wasActive && record.active && changedKeys.length > 0) {
      this.#dispatcher.enqueue(RESTART_END, record);
      this.#dispatcher.enqueue(RESTART_START, record);
    }
    this.#dispatcher.enqueue(CHANGE, record, previous);
    if (plugin.update) {
      const delta: TrackEventChanges = { options: {} };
      for (const key of changedKeys) delta.options[key] = merged[key];
      if (start !== previous.start) delta.start = start;
      if (end !== previous.end) delta.end = end;
      this.#dispatcher.held(record, "update", plugin.update, delta);
    }
    this.#loop.settle();
    return record.view;
  }

  /** `pop.remove()`: one event by id, or every event a filter selects (active ones latest first). */
  remove(idOrFilter: string | TrackEventFilter): number {
    if (typeof idOrFilter === "string") {
      this.removeRecord(this.#get(idOrFilter, "remove()"));
      this.#loop.settle();
      return 1;
    }
    const selected = unwindOrder(this.#select(expectFilter(idOrFilter, "remove()")));
    for (const record of selected) this.removeRecord(record);
    this.#loop.settle();
    return selected.length;
  }

  /** `pop.getTrackEvent()`. */
  get(id: string): TrackEventView | undefined {
    expectName(id, "getTrackEvent()");
    return this.#records.get(id)?.view;
  }

  /** `pop.getTrackEvents()`: the events a filter selects, by start time. */
  list(filter?: TrackEventFilter): TrackEventView[] {
    return this.#select(filter === undefined ? undefined : expectFilter(filter, "getTrackEvents()"))
      .sort(compareStart)
      .map((record) => record.view);
  }

  /** `pop.isActive()`. */
  isActive(id: string): boolean {
    expectName(id, "isActive()");
    return this.#records.get(id)?.active ?? false;
  }

  /** `pop.progress()`: how far `time` is into the event, from 0 to 1. */
  progress(id: string): number {
    expectName(id, "progress()");
    const record = this.#records.get(id);
    return record ? progressAt(record, this.#loop.clock.time) : 0;
  }

  /** `pop.exec()`: a cue at `time` that calls `fn` with the instance. */
  exec(time: TimeInput, fn: (pop: Popcorn) => void): TrackEventView {
    if (typeof fn !== "function") throw refusal("INVALID_OPTION", "exec() got", fn, "a function to run");
    const start = toSeconds(time, this.#frameRate);
    return this.add("cue", { start, end: start, onStart: () => fn(this.#popcorn) });
  }

  /** `pop.isEnabled()`. */
  isEnabled(type: string): boolean {
    this.#plugins.expectType(type, "isEnabled()");
    return !this.#plugins.isDisabled(type);
  }

  /** `pop.enable()`: puts the type's events back on the timeline. */
  enable(type: string): void {
    this.#plugins.expectType(type, "enable()");
    if (!this.#plugins.enable(type)) return;
    for (const record of this.#records.values()) {
      // An event still in its setup is indexed by add() once setup returns.
      if (record.plugin.name === type && record.setUp && !record.indexed) this.#timeline.insert(record);
    }
    this.#loop.settle();
  }

  /** `pop.disable()`: takes the type's events off the timeline (active ones end, latest first). */
  disable(type: string): void {
    this.#plugins.expectType(type, "disable()");
    if (!this.#plugins.disable(type)) return;
    for (const record of unwindOrder(this.#select({ type }))) this.#timeline.remove(record);
    this.#loop.settle();
  }

  /** `ctx.refresh()`: a new view with the same contents, so that what renders the event renders it again. */
  refresh(record: TrackRecord): void {
    if (this.#dispatcher.closed || record.removed || this.#records.get(record.id) !== record) return;
    const previous = record.view;
    record.view = makeView(
      previous.id,
      previous.type,
      previous.start,
      previous.end,
      previous.once,
      previous.options as Record<string, unknown>,
    );
    if (record.active) this.#loop.source.viewVersion++;
    this.#dispatcher.enqueue(CHANGE, record, previous);
    this.#loop.settle();
  }

  /** Takes a record off the timeline and out of the table, and queues its removal (once). */
  removeRecord(record: TrackRecord): void {
    if (record.removed) return;
    record.removed = true;
    this.#timeline.remove(record);
    this.#records.delete(record);
    this.#dispatcher.enqueue(REMOVED, record);
  }

  /** Destroy's teardown: ends what is active (latest first), tears every event down (latest added first), lets go. */
  tearDownAll(): void {
    this.#timeline.endAll();
    this.#dispatcher.run();
    for (const record of this.#records.values().reverse()) {
      record.removed = true;
      this.#dispatcher.teardown(record);
    }
    this.#records.clear();
    this.#bindings.clear();
    this.#timeline.clear();
  }

  #get(id: string, where: string): TrackRecord {
    expectName(id, where);
    const record = this.#records.get(id);
    if (!record) {
      throw refusal("NOT_FOUND", "No track event with id", id, "the id of an event on this timeline", { eventId: id });
    }
    return record;
  }

  #select(filter: TrackEventFilter | undefined): TrackRecord[] {
    const records = this.#records.values();
    if (filter === undefined) return records;
    if (typeof filter === "function") return records.filter((record) => filter(record.view));
    const at = filter.at === undefined ? undefined : toSeconds(filter.at, this.#frameRate);
    return records.filter(
      (record) =>
        (filter.type === undefined || record.plugin.name === filter.type) &&
        (filter.active === undefined || record.active === filter.active) &&
        (at === undefined || (record.start <= at && at < record.end)),
    );
  }
}
