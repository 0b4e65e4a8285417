import type { Clock } from "../clock/clock.js";
import { resolveTicker } from "../clock/tickSources.js";
import { readSafely, refusal } from "../errors/errors.js";
import { Emitter, type Listener } from "../events/emitter.js";
import { reportUnhandled } from "../host.js";
import { type CueEvent, type SubtitleEvent, builtinPlugins } from "../plugins/builtins.js";
import type { PluginDefinition } from "../plugins/definePlugin.js";
import { checkPlaybackRate, checkVolume } from "../players/mediaChecks.js";
import type { Player } from "../players/player.js";
import { PluginRegistry } from "../plugins/registry.js";
import type { SnapshotStore } from "../store/store.js";
import { type TimeInput, toSeconds } from "../time/toSeconds.js";
import { Timeline } from "../timeline/timeline.js";
import { destroyedError } from "./destroyedError.js";
import { Dispatcher } from "./dispatch.js";
import { checkHtmlSanitizer } from "./htmlSanitizer.js";
import { loadTrack } from "./loadTrack.js";
import { type MediaEventType, PlayerBridge } from "./playerBridge.js";
import { TickLoop } from "./tickLoop.js";
import type { TrackEventFilter, TrackEventInput, TrackEventView } from "../contract/trackEvent.js";
import { TrackEvents } from "./trackEvents.js";
import { Watchers } from "./watchers.js";
import { REFRESH, type TrackRecord } from "./trackRecord.js";
import { checkPopcornOptions, expectFunction, expectName } from "../contract/validate.js";
import type {
  LoadTrackOptions,
  Popcorn,
  PopcornErrorEvent,
  PopcornEvents,
  PopcornOptions,
  TrackSource,
  WatchChange,
} from "../contract/popcorn.js";

// A facade: it checks its arguments and wires its parts (player bridge, tick loop, track events, dispatcher),
// which do the work. A destroyed instance refuses all but destroy, off and listenerCount (#live, #alive).

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

class PopcornInstance implements Popcorn {
  readonly player: Player;
  readonly store: SnapshotStore;
  readonly sanitizeHtml: PopcornOptions["sanitizeHtml"];
  readonly sanitizeFileHtml: PopcornOptions["sanitizeFileHtml"];
  readonly #emitter: Emitter<PopcornEvents & Record<string, unknown>>;
  readonly #plugins = new PluginRegistry();
  readonly #watchers = new Watchers();
  readonly #bridge: PlayerBridge;
  readonly #dispatcher: Dispatcher;
  readonly #loop: TickLoop;
  readonly #clock: Clock;
  readonly #events: TrackEvents;
  readonly #frameRate: number | undefined;
  readonly #parse: PopcornOptions["parse"];
  /** Aborts of loadTrack's network reads in flight: destroy aborts them, so that their promises settle. */
  readonly #reads = new Set<() => void>();

  constructor(player: Player, input: PopcornOptions) {
    const refuse = (cause?: unknown) =>
      refusal("PLAYER", "Player", player, "a media element or an object shaped like one", { cause });
    if (!readSafely(() => typeof player?.addEventListener === "function" && typeof player.play === "function", refuse))
      throw refuse();
    const options = checkPopcornOptions(input);
    this.player = player;
    this.sanitizeHtml = checkHtmlSanitizer(options.sanitizeHtml);
    this.sanitizeFileHtml = checkHtmlSanitizer(options.sanitizeFileHtml, "sanitizeFileHtml");
    this.#frameRate = options.frameRate;
    this.#parse = options.parse;
    this.#emitter = new Emitter((error, type) => this.#reportError({ error, phase: "listener" }, type === "error"));
    const dispatcher = new Dispatcher({
      emitter: this.#emitter,
      watchers: this.#watchers,
      report: (event) => this.#reportError(event),
      removeOnce: (record) => this.#events.removeRecord(record),
    });
    this.#dispatcher = dispatcher;
    this.#bridge = new PlayerBridge(player);
    const timeline = new Timeline<TrackRecord>(dispatcher, 0);
    const loop = new TickLoop({
      player,
      ticker: resolveTicker(player, options.ticker ?? "auto"),
      bridge: this.#bridge,
      timeline,
      dispatcher,
      plugins: this.#plugins,
      onListenerError: (error) => this.#reportError({ error, phase: "listener" }),
      release: () => this.#release(),
    });
    this.#loop = loop;
    this.#clock = loop.clock;
    this.store = loop.store;
    this.#events = new TrackEvents(this, this.#emitter, this.#plugins, timeline, dispatcher, loop, options.frameRate);
    for (const plugin of [...builtinPlugins, ...(options.plugins ?? [])]) this.registerPlugin(plugin);
    this.#bridge.attach((type) => this.#onMediaEvent(type));
    this.#clock.sync();
  }

  get destroyed(): boolean {
    return this.#dispatcher.closed;
  }

  play(): Promise<void> {
    const result = this.#media.play();
    this.#clock.sync();
    this.#clock.tick();
    return Promise.resolve(result);
  }

  pause(): void {
    this.#media.pause();
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
    return this.#media.currentTime;
  }

  set currentTime(time: number) {
    this.seek(time);
  }

  get playbackRate(): number {
    return this.#media.playbackRate;
  }

  set playbackRate(rate: number) {
    this.#alive();
    this.player.playbackRate = checkPlaybackRate(rate, "a positive finite number");
    this.#clock.tick();
  }

  get volume(): number {
    return this.#media.volume;
  }

  set volume(volume: number) {
    this.#alive();
    this.player.volume = checkVolume(volume);
    this.#clock.tick();
  }

  get muted(): boolean {
    return this.#media.muted;
  }

  set muted(muted: boolean) {
    this.#alive();
    if (typeof muted !== "boolean") throw refusal("INVALID_OPTION", "muted", muted, "true or false");
    this.player.muted = muted;
    this.#clock.tick();
  }

  get duration(): number {
    return this.#media.duration;
  }

  get paused(): boolean {
    return this.#media.paused;
  }

  get ended(): boolean {
    return this.#media.ended;
  }

  tick(): void {
    this.#alive();
    this.#clock.tick();
  }

  add(typeOrPlugin: string | PluginDefinition<any, any>, input?: TrackEventInput): TrackEventView<any> {
    return this.#live.add(typeOrPlugin, input);
  }

  update(id: string, changes: Partial<TrackEventInput>): TrackEventView {
    return this.#live.update(id, changes);
  }

  remove(idOrFilter: string | TrackEventFilter): number {
    return this.#live.remove(idOrFilter);
  }

  getTrackEvent(id: string): TrackEventView | undefined {
    return this.#live.get(id);
  }

  getTrackEvents(filter: { type: "subtitle"; active?: boolean; at?: TimeInput }): SubtitleEvent[];
  getTrackEvents(filter: { type: "cue"; active?: boolean; at?: TimeInput }): CueEvent[];
  getTrackEvents(filter?: TrackEventFilter): TrackEventView[];
  getTrackEvents(filter?: TrackEventFilter): TrackEventView[] {
    return this.#live.list(filter);
  }

  exec(time: TimeInput, fn: (pop: Popcorn) => void): TrackEventView {
    return this.#live.exec(time, fn);
  }

  cue(time: TimeInput, fn: (pop: Popcorn) => void): TrackEventView {
    return this.exec(time, fn);
  }

  isActive(id: string): boolean {
    return this.#live.isActive(id);
  }

  progress(id: string): number {
    return this.#live.progress(id);
  }

  watch(id: string, listener: (change: WatchChange) => void): () => void {
    this.#alive();
    expectName(id, "watch()");
    expectFunction(listener, `watch(${JSON.stringify(id)})`);
    return this.#watchers.add(id, listener);
  }

  registerPlugin(plugin: PluginDefinition<any, any>): void {
    this.#alive();
    this.#plugins.register(plugin);
  }

  getPlugin(type: string): PluginDefinition | undefined {
    this.#alive();
    return this.#plugins.get(type);
  }

  enable(type: string): void {
    this.#live.enable(type);
  }

  disable(type: string): void {
    this.#live.disable(type);
  }

  toggle(type: string): boolean {
    if (this.isEnabled(type)) this.disable(type);
    else this.enable(type);
    return this.isEnabled(type);
  }

  isEnabled(type: string): boolean {
    return this.#live.isEnabled(type);
  }

  loadTrack(source: TrackSource, options: LoadTrackOptions = {}): Promise<TrackEventView[]> {
    return loadTrack(this, source, options, this.#parse, this.#loop, (event) => this.#reportError(event), this.#reads);
  }

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
    this.#events.refresh(record);
  }

  destroy(): void {
    if (!this.destroyed) this.#loop.close();
  }

  /** The track events (and #media the player) for a call on a live instance; a destroyed one throws DESTROYED. */
  get #live(): TrackEvents {
    this.#alive();
    return this.#events;
  }

  get #media(): Player {
    this.#alive();
    return this.player;
  }

  #alive(): void {
    if (this.#dispatcher.closed) throw destroyedError();
  }

  /** Ends and tears down every event, fires `destroy` and lets go of everything. */
  #release(): void {
    for (const abort of this.#reads) abort();
    this.#events.tearDownAll();
    this.#emitter.emit("destroy", undefined);
    this.#bridge.detach();
    this.#watchers.clear();
    this.#emitter.clear();
    this.store.clear();
  }

  /** Emits an `error` event; with no listener (or when an error listener threw) it goes to `console.error`. */
  #reportError(event: PopcornErrorEvent, fromErrorListener = false): void {
    if (fromErrorListener || !this.#emitter.has("error"))
      reportUnhandled(`${event.phase} error${event.eventId ? ` in track event "${event.eventId}"` : ""}:`, event.error);
    else this.#emitter.emit("error", event);
  }

  #onMediaEvent(type: MediaEventType): void {
    if (this.#dispatcher.closed) return;
    if (type === "seeking" || type === "emptied") this.#clock.markSeek();
    this.#bridge.observe(type);
    this.#clock.sync();
    this.#clock.tick();
    if (this.#dispatcher.closed) return;
    if (type === "error") this.#reportError({ error: this.#bridge.error, phase: "player" });
    else this.#emitter.emit(type, undefined);
  }
}
