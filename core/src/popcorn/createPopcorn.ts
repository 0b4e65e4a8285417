import { Clock, ON_TICK } from "../clock/clock.js";
import { resolveTicker } from "../clock/tickSources.js";
import { PopcornError, describeValue, refusal } from "../errors.js";
import { Emitter, type Listener } from "../events/emitter.js";
import { reportUnhandled } from "../host.js";
import { type CueEvent, type SubtitleEvent, builtinPlugins } from "../plugins/builtins.js";
import type { PluginDefinition, TrackEventChanges } from "../plugins/definePlugin.js";
import { collectOptions, validateOptions } from "../plugins/manifest.js";
import type { Player } from "../players/player.js";
import { PluginRegistry } from "../plugins/registry.js";
import { type MediaFields, SnapshotStore, type StoreSource } from "../store/store.js";
import { Timeline } from "../timeline/timeline.js";
import { compareStart } from "../timeline/item.js";
import { type TimeInput, toSeconds } from "../time/toSeconds.js";
import { checkHtmlSanitizer } from "./htmlSanitizer.js";
import { loadTrackEvents } from "./loadTrack.js";
import { TIMING_KEYS, type TrackEventFilter, type TrackEventInput, type TrackEventView } from "./trackEvent.js";
import { ADDED, CHANGE, Dispatcher, REMOVED, RESTART_END, RESTART_START } from "./dispatch.js";
import { type MediaEventType, PlayerBridge } from "./playerBridge.js";
import { RecordTable, progressAt, unwindOrder } from "./recordTable.js";
import { Watchers } from "./watchers.js";
import { PluginBinding, REFRESH, TrackRecord, makeView } from "./trackRecord.js";
import {
  checkOnce,
  checkPopcornOptions,
  expectFilter,
  expectFunction,
  expectInput,
  expectName,
  resolveTiming,
} from "./validate.js";
import type {
  LoadTrackOptions,
  Popcorn,
  PopcornErrorEvent,
  PopcornEvents,
  PopcornOptions,
  TrackParser,
  TrackSource,
  WatchChange,
} from "./types.js";

const ID_PATTERN = /^\S(?:.*\S)?$/;
/** No option changed: shared, so that an update of times alone allocates no list. */
const NO_KEYS: readonly string[] = [];

/**
 * Creates a Popcorn instance over a player: a `<video>` or `<audio>` element, a virtual player, or any
 * media-element-shaped object.
 *
 * @example
 * const pop = createPopcorn(document.querySelector("video")!);
 * pop.add("cue", { start: 2, end: 5, onStart: () => banner.hidden = false, onEnd: () => banner.hidden = true });
 * pop.exec(10, () => console.log("ten seconds in"));
 * pop.play();
 */
export function createPopcorn(player: Player, options: PopcornOptions = {}): Popcorn {
  return new PopcornInstance(player, options);
}

/**
 * What the store reads of an instance. A class, not closures: one set of methods for every instance keeps
 * the store's per-tick calls monomorphic.
 */
class InstanceStoreSource implements StoreSource {
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

class PopcornInstance implements Popcorn {
  readonly player: Player;
  readonly store: SnapshotStore;
  readonly sanitizeHtml: PopcornOptions["sanitizeHtml"];
  readonly #emitter: Emitter<PopcornEvents & Record<string, unknown>>;
  readonly #timeline: Timeline<TrackRecord>;
  readonly #clock: Clock;
  readonly #records = new RecordTable();
  readonly #plugins = new PluginRegistry();
  readonly #watchers = new Watchers();
  readonly #bridge: PlayerBridge;
  readonly #dispatcher: Dispatcher;
  readonly #storeSource: InstanceStoreSource;
  readonly #frameRate: number | undefined;
  readonly #parse: TrackParser | undefined;
  readonly #frameRecords: TrackRecord[] = [];
  /** The plugin and this instance, one object per plugin that all its records share. */
  readonly #bindings = new Map<PluginDefinition, PluginBinding>();
  #batching = false;
  #order = 0;
  #frameTime = 0;
  #destroyed = false;
  #releasePending = false;

  constructor(player: Player, input: PopcornOptions) {
    if (!player || typeof player.addEventListener !== "function" || typeof player.play !== "function") {
      throw refusal("PLAYER", "Player", player, "a media element or an object shaped like one");
    }
    const options = checkPopcornOptions(input);
    this.player = player;
    this.sanitizeHtml = checkHtmlSanitizer(options.sanitizeHtml);
    this.#frameRate = options.frameRate;
    this.#parse = options.parse;
    this.#emitter = new Emitter((error, type) => this.#reportError({ error, phase: "listener" }, type === "error"));
    const dispatcher = new Dispatcher({
      emitter: this.#emitter,
      watchers: this.#watchers,
      report: (event) => this.#reportError(event),
      removeOnce: (record) => this.#removeRecord(record),
    });
    this.#dispatcher = dispatcher;
    this.#bridge = new PlayerBridge(player);
    this.#timeline = new Timeline<TrackRecord>(dispatcher, 0);
    this.#clock = new Clock(player, resolveTicker(player, options.ticker ?? "auto"), this);
    this.#timeline.seek(this.#clock.time);
    this.#storeSource = new InstanceStoreSource(this.#bridge, this.#clock, this.#timeline);
    this.store = new SnapshotStore(this.#storeSource, (error) => this.#reportError({ error, phase: "listener" }));
    for (const plugin of [...builtinPlugins, ...(options.plugins ?? [])]) this.registerPlugin(plugin);
    this.#bridge.attach((type) => this.#onMediaEvent(type));
    this.#clock.sync();
  }

  // ---- media -------------------------------------------------------------------------------------------

  get destroyed(): boolean {
    return this.#destroyed;
  }

  play(): Promise<void> {
    this.#alive();
    const result = this.player.play();
    this.#clock.sync();
    this.#clock.tick();
    return Promise.resolve(result);
  }

  pause(): void {
    this.#alive();
    this.player.pause();
    this.#clock.sync();
    this.#clock.tick();
  }

  seek(time: TimeInput): void {
    this.#alive();
    let seconds = toSeconds(time, this.#frameRate);
    const duration = this.player.duration;
    if (Number.isFinite(duration) && seconds > duration) seconds = duration;
    if (seconds === Infinity)
      throw refusal("INVALID_TIME", "Cannot seek to", seconds, "a finite time", { value: time });
    this.#clock.markSeek();
    this.player.currentTime = seconds;
    this.#clock.tick();
  }

  get currentTime(): number {
    this.#alive();
    return this.player.currentTime;
  }

  set currentTime(time: number) {
    this.seek(time);
  }

  get playbackRate(): number {
    this.#alive();
    return this.player.playbackRate;
  }

  set playbackRate(rate: number) {
    this.#alive();
    if (typeof rate !== "number" || !Number.isFinite(rate) || rate <= 0) {
      throw refusal("INVALID_OPTION", "playbackRate", rate, "a positive finite number");
    }
    this.player.playbackRate = rate;
    this.#clock.tick();
  }

  get volume(): number {
    this.#alive();
    return this.player.volume;
  }

  set volume(volume: number) {
    this.#alive();
    if (typeof volume !== "number" || !(volume >= 0 && volume <= 1)) {
      throw refusal("INVALID_OPTION", "volume", volume, "a number from 0 to 1");
    }
    this.player.volume = volume;
    this.#clock.tick();
  }

  get muted(): boolean {
    this.#alive();
    return this.player.muted;
  }

  set muted(muted: boolean) {
    this.#alive();
    if (typeof muted !== "boolean") {
      throw refusal("INVALID_OPTION", "muted", muted, "true or false");
    }
    this.player.muted = muted;
    this.#clock.tick();
  }

  get duration(): number {
    this.#alive();
    return this.player.duration;
  }

  get paused(): boolean {
    this.#alive();
    return this.player.paused;
  }

  get ended(): boolean {
    this.#alive();
    return this.player.ended;
  }

  tick(): void {
    this.#alive();
    this.#clock.tick();
  }

  // ---- track events ------------------------------------------------------------------------------------

  add(typeOrPlugin: string | PluginDefinition<any, any>, input?: TrackEventInput): TrackEventView<any> {
    this.#alive();
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

    let binding = this.#bindings.get(plugin);
    if (binding === undefined) this.#bindings.set(plugin, (binding = new PluginBinding(plugin, this)));
    const record = new TrackRecord(view, ++this.#order, binding);
    this.#records.add(record, timing.id === undefined);
    // Queued only when someone listens: a bulk load without `trackadded` listeners queues nothing.
    if (this.#emitter.has("trackadded")) this.#dispatcher.enqueue(ADDED, record);
    if (plugin.setup) {
      this.#dispatcher.hold++;
      try {
        const cleanup = this.#dispatcher.hook(record, "setup", plugin.setup);
        if (typeof cleanup === "function") record.cleanup = cleanup as () => void;
      } finally {
        this.#dispatcher.hold--;
      }
    }
    record.setUp = true;
    // Setup may have removed its own event, disabled its type, destroyed the instance or moved the event.
    if (!record.removed && !record.indexed && !this.#destroyed && !this.#plugins.isDisabled(plugin.name))
      this.#timeline.insert(record);
    this.#settle();
    return record.view;
  }

  update(id: string, changes: Partial<TrackEventInput>): TrackEventView {
    this.#alive();
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
    if (record.active) this.#storeSource.viewVersion++;
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
      this.#dispatcher.hold++;
      try {
        this.#dispatcher.hook(record, "update", plugin.update, delta);
      } finally {
        this.#dispatcher.hold--;
      }
    }
    this.#settle();
    return record.view;
  }

  remove(idOrFilter: string | TrackEventFilter): number {
    this.#alive();
    if (typeof idOrFilter === "string") {
      this.#removeRecord(this.#get(idOrFilter, "remove()"));
      this.#settle();
      return 1;
    }
    const selected = unwindOrder(this.#select(expectFilter(idOrFilter, "remove()")));
    for (const record of selected) this.#removeRecord(record);
    this.#settle();
    return selected.length;
  }

  getTrackEvent(id: string): TrackEventView | undefined {
    this.#alive();
    expectName(id, "getTrackEvent()");
    return this.#records.get(id)?.view;
  }

  getTrackEvents(filter: { type: "subtitle"; active?: boolean; at?: TimeInput }): SubtitleEvent[];
  getTrackEvents(filter: { type: "cue"; active?: boolean; at?: TimeInput }): CueEvent[];
  getTrackEvents(filter?: TrackEventFilter): TrackEventView[];
  getTrackEvents(filter?: TrackEventFilter): TrackEventView[] {
    this.#alive();
    return this.#select(filter === undefined ? undefined : expectFilter(filter, "getTrackEvents()"))
      .sort(compareStart)
      .map((record) => record.view);
  }

  exec(time: TimeInput, fn: (pop: Popcorn) => void): TrackEventView {
    this.#alive();
    if (typeof fn !== "function") {
      throw refusal("INVALID_OPTION", "exec() got", fn, "a function to run");
    }
    const start = toSeconds(time, this.#frameRate);
    return this.add("cue", { start, end: start, onStart: () => fn(this) });
  }

  cue(time: TimeInput, fn: (pop: Popcorn) => void): TrackEventView {
    return this.exec(time, fn);
  }

  isActive(id: string): boolean {
    this.#alive();
    expectName(id, "isActive()");
    return this.#records.get(id)?.active ?? false;
  }

  progress(id: string): number {
    this.#alive();
    expectName(id, "progress()");
    const record = this.#records.get(id);
    return record ? progressAt(record, this.#clock.time) : 0;
  }

  watch(id: string, listener: (change: WatchChange) => void): () => void {
    this.#alive();
    expectName(id, "watch()");
    expectFunction(listener, `watch(${JSON.stringify(id)})`);
    return this.#watchers.add(id, listener);
  }

  // ---- plugins -----------------------------------------------------------------------------------------

  registerPlugin(plugin: PluginDefinition<any, any>): void {
    this.#alive();
    this.#plugins.register(plugin);
  }

  getPlugin(type: string): PluginDefinition | undefined {
    this.#alive();
    return this.#plugins.get(type);
  }

  enable(type: string): void {
    this.#alive();
    this.#plugins.expectType(type, "enable()");
    if (!this.#plugins.enable(type)) return;
    for (const record of this.#records.values()) {
      // An event still in its setup is indexed by add() once setup returns.
      if (record.plugin.name === type && record.setUp && !record.indexed) this.#timeline.insert(record);
    }
    this.#settle();
  }

  disable(type: string): void {
    this.#alive();
    this.#plugins.expectType(type, "disable()");
    if (!this.#plugins.disable(type)) return;
    for (const record of unwindOrder(this.#select({ type }))) this.#timeline.remove(record);
    this.#settle();
  }

  toggle(type: string): boolean {
    if (this.isEnabled(type)) this.disable(type);
    else this.enable(type);
    return this.isEnabled(type);
  }

  isEnabled(type: string): boolean {
    this.#alive();
    this.#plugins.expectType(type, "isEnabled()");
    return !this.#plugins.isDisabled(type);
  }

  async loadTrack(source: TrackSource, options: LoadTrackOptions = {}): Promise<TrackEventView[]> {
    this.#alive();
    const lang: unknown = options?.lang;
    if (lang !== undefined && (typeof lang !== "string" || lang.trim() === "")) {
      throw refusal("INVALID_OPTION", "loadTrack() got lang", lang, 'a language tag such as "en" or "pt-BR"');
    }
    try {
      const { events, errors } = await loadTrackEvents(source, options, this.#parse);
      this.#alive();
      // Aborted while the file was read: the caller no longer wants its events.
      if (options.signal?.aborted) return [];
      for (const error of errors) this.#reportError({ error, phase: "load" });
      const added: TrackEventView[] = [];
      this.#batching = true;
      try {
        for (const event of events) {
          // A plugin's setup may destroy the instance midway: the rest of the file has nowhere to go.
          if (this.#destroyed) break;
          // A WebVTT cue that ends before it starts is kept by the parser with a warning (reported above); it
          // can never show, so it is not added.
          if (event.end < event.start) continue;
          try {
            const named =
              lang !== undefined &&
              event.options.lang === undefined &&
              "lang" in (this.getPlugin(event.type)?.manifest.options ?? {});
            added.push(
              this.add(event.type, {
                ...event.options,
                ...(named ? { lang } : {}),
                id: event.id,
                start: event.start,
                end: event.end,
              }),
            );
          } catch (error) {
            this.#reportError({ error, phase: "load", plugin: event.type, eventId: event.id });
          }
        }
      } finally {
        this.#batching = false;
      }
      this.#settle();
      return added;
    } catch (error) {
      // A load the caller aborted, or one that outlived the instance, is not an error to report.
      if (!this.#destroyed && !options.signal?.aborted) this.#reportError({ error, phase: "load" });
      throw error;
    }
  }

  // ---- events ------------------------------------------------------------------------------------------

  on(type: string, listener: Listener<any>): () => void {
    this.#alive();
    expectName(type, "on()");
    expectFunction(listener, `on(${JSON.stringify(type)})`);
    return this.#emitter.on(type, listener);
  }

  once(type: string, listener: Listener<any>): () => void {
    this.#alive();
    expectName(type, "once()");
    expectFunction(listener, `once(${JSON.stringify(type)})`);
    return this.#emitter.once(type, listener);
  }

  off(type: string, listener: Listener<any>): void {
    this.#emitter.off(type, listener);
  }

  emit(type: string, data?: unknown): void {
    this.#alive();
    expectName(type, "emit()");
    this.#emitter.emit(type, data);
  }

  listenerCount(type?: string): number {
    if (type !== undefined) return this.#emitter.listenerCount(type);
    return this.#emitter.listenerCount() + this.store.listenerCount + this.#watchers.count;
  }

  [REFRESH](record: TrackRecord): void {
    if (this.#destroyed || record.removed || this.#records.get(record.id) !== record) return;
    const previous = record.view;
    record.view = makeView(
      previous.id,
      previous.type,
      previous.start,
      previous.end,
      previous.once,
      previous.options as Record<string, unknown>,
    );
    if (record.active) this.#storeSource.viewVersion++;
    this.#dispatcher.enqueue(CHANGE, record, previous);
    this.#settle();
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#dispatcher.closing = true;
    this.#clock.stop();
    // From inside a plugin callback, hook or listener, the running command releases once it has finished.
    if (this.#dispatcher.busy) this.#releasePending = true;
    else this.#release();
  }

  /** Ends what is active (latest first), tears every event down, fires `destroy` and lets go of everything. */
  #release(): void {
    this.#timeline.endAll();
    this.#dispatcher.run();
    for (const record of this.#records.values().reverse()) {
      record.removed = true;
      this.#dispatcher.teardown(record);
    }
    this.#emitter.emit("destroy", undefined);
    this.#bridge.detach();
    this.#timeline.clear();
    this.#records.clear();
    this.#bindings.clear();
    this.#watchers.clear();
    this.#emitter.clear();
    this.store.clear();
  }

  // ---- internals ---------------------------------------------------------------------------------------

  #alive(): void {
    if (this.#destroyed) {
      throw new PopcornError(
        "DESTROYED",
        "This Popcorn instance was destroyed: expected calls only before destroy(); create a new instance.",
        {
          expected: "a live instance",
        },
      );
    }
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

  #removeRecord(record: TrackRecord): void {
    if (record.removed) return;
    record.removed = true;
    this.#timeline.remove(record);
    this.#records.delete(record);
    this.#dispatcher.enqueue(REMOVED, record);
  }

  /**
   * Finishes a command: dispatches what it queued and commits the store. Inside a dispatch (a plugin callback
   * or listener issued the command) the running loop dispatches it; while batching, the batch settles once.
   */
  #settle(): void {
    if (this.#batching || this.#dispatcher.busy) return;
    this.#drain();
    if (!this.#destroyed) this.store.commit();
  }

  /** A tick of the clock. @internal */
  [ON_TICK](seek: boolean): void {
    if (this.#destroyed) return;
    const time = this.#clock.time;
    // A reading that neither seeks nor moves time (the `timeupdate` and `seeked` after a seek's `seeking`,
    // `playing` after `play`) has nothing for the timeline or the frame hooks: only the store may have changed.
    if (seek || time !== this.#timeline.time) {
      if (seek) this.#timeline.seek(time);
      else this.#timeline.advance(time);
      this.#drain();
      if (this.#destroyed) return;
      // A tick that a frame hook or a dispatch caused runs no frame hooks of its own: no recursion.
      if (this.#plugins.framePlugins > 0 && this.#timeline.activeCount > 0 && !this.#dispatcher.busy) {
        this.#frameTime = time;
        this.#runFrames();
        if (this.#destroyed) return;
      }
    }
    this.store.commit();
  }

  /**
   * Calls `frame` of every active event. The active list is copied first (into a reused array) and the loop
   * counts as a dispatch, so commands from a frame hook queue their transitions and run after the loop.
   */
  #runFrames(): void {
    const records = this.#frameRecords;
    this.#timeline.forEachActive(this.#collectFrame);
    this.#dispatcher.draining = true;
    try {
      for (let i = 0; i < records.length; i++) {
        const record = records[i]!;
        if (!record.active || this.#destroyed) continue;
        this.#dispatcher.hook(record, "frame", record.plugin.frame!, progressAt(record, this.#frameTime));
      }
    } finally {
      records.length = 0;
      this.#dispatcher.draining = false;
    }
    this.#drain();
  }

  readonly #collectFrame = (record: TrackRecord): void => {
    if (record.plugin.frame) this.#frameRecords.push(record);
  };

  /** Dispatches queued transitions in order. Re-entrant calls return: the running loop picks up their work. */
  #drain(): void {
    if (this.#dispatcher.busy) return;
    this.#dispatcher.drain();
    if (this.#releasePending) {
      this.#releasePending = false;
      this.#release();
    }
  }

  /**
   * Emits an `error` event; with no listener (or when an error listener itself threw) it goes to
   * `console.error` instead, in every build.
   */
  #reportError(event: PopcornErrorEvent, fromErrorListener = false): void {
    if (fromErrorListener || !this.#emitter.has("error")) {
      reportUnhandled(`${event.phase} error${event.eventId ? ` in track event "${event.eventId}"` : ""}:`, event.error);
      return;
    }
    this.#emitter.emit("error", event);
  }

  #onMediaEvent(type: MediaEventType): void {
    if (this.#destroyed) return;
    if (type === "seeking" || type === "emptied") this.#clock.markSeek();
    this.#bridge.observe(type);
    this.#clock.sync();
    this.#clock.tick();
    if (this.#destroyed) return;
    if (type === "error") this.#reportError({ error: this.#bridge.error, phase: "player" });
    else this.#emitter.emit(type, undefined);
  }
}
