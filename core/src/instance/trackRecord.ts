import type { PluginContext, PluginDefinition } from "../plugins/definePlugin.js";
import { TimelineEntry } from "../timeline/item.js";
import type { TrackEventView } from "../contract/trackEvent.js";
import type { Popcorn } from "../contract/popcorn.js";

/** The instance's method behind `PluginContext.refresh()` (a symbol, so it is not part of the public instance). */
export const REFRESH: unique symbol = Symbol("refresh");

const SET_UP = 1;
const REMOVED = 2;
const STARTED = 4;

/**
 * A record's plugin and instance, and its cleanup and plugin data. Every record of one plugin in one instance
 * shares one binding, whose cleanup and data stay null; a record that needs a cleanup or data gets a binding
 * of its own, made on first use. So a record keeps one field for all four, and most events (those with no
 * cleanup and no plugin state) cost no object of their own for them. A binding with a cleanup or data is a
 * record's own: only such a binding is ever written.
 */
export class PluginBinding {
  readonly plugin: PluginDefinition;
  readonly popcorn: Popcorn;
  cleanup: (() => void) | null = null;
  data: Record<string, unknown> | null = null;

  constructor(plugin: PluginDefinition, popcorn: Popcorn) {
    this.plugin = plugin;
    this.popcorn = popcorn;
  }

  /** This binding if it is a record's own (it has a cleanup or data), else a new one for the record to own. */
  writable(): PluginBinding {
    return this.cleanup === null && this.data === null ? new PluginBinding(this.plugin, this.popcorn) : this;
  }
}

/**
 * A track event as the instance keeps it: timeline bookkeeping, plugin and public view (which holds its id
 * and interval). It is also the plugin context its hooks receive (typed as `PluginContext`, so plugins see
 * only that): one object per event, no second allocation on first start and no second object to fetch on
 * every hook. A record is kept per event, so each field counts: its plugin, instance, cleanup and plugin
 * data share one field (see `PluginBinding`), and its three flags another.
 */
export class TrackRecord extends TimelineEntry implements PluginContext {
  // No private method in this class: one would add a brand field to every record.
  #binding: PluginBinding;
  // The three flags below in one field.
  #flags = 0;

  constructor(view: TrackEventView, order: number, binding: PluginBinding) {
    super(view, order);
    this.#binding = binding;
  }

  get plugin(): PluginDefinition {
    return this.#binding.plugin;
  }

  get popcorn(): Popcorn {
    return this.#binding.popcorn;
  }

  /** What runs at teardown: the function `setup` returned, or null. */
  get cleanup(): (() => void) | null {
    return this.#binding.cleanup;
  }
  set cleanup(cleanup: (() => void) | null) {
    if (cleanup === null && this.#binding.cleanup === null) return;
    (this.#binding = this.#binding.writable()).cleanup = cleanup;
  }

  /**
   * The event's frozen public view, which is also its timeline interval: the record keeps no copy of the id
   * or the times (and no boxed doubles). An update replaces the view, then re-indexes the record
   * (Timeline.reschedule).
   */
  get view(): TrackEventView {
    return this.interval as TrackEventView;
  }
  set view(view: TrackEventView) {
    this.interval = view;
  }

  get id(): string {
    return this.view.id;
  }

  /** Set once setup ran: teardown runs only for events that were set up. */
  get setUp(): boolean {
    return (this.#flags & SET_UP) !== 0;
  }
  set setUp(value: boolean) {
    this.#flags = value ? this.#flags | SET_UP : this.#flags & ~SET_UP;
  }

  /** Set when removal began, so that a second removal (a `once` end during destroy) does nothing. */
  get removed(): boolean {
    return (this.#flags & REMOVED) !== 0;
  }
  set removed(value: boolean) {
    this.#flags = value ? this.#flags | REMOVED : this.#flags & ~REMOVED;
  }

  /** Set between the dispatch of a start and of its end: what the plugin and listeners were told. */
  get started(): boolean {
    return (this.#flags & STARTED) !== 0;
  }
  set started(value: boolean) {
    this.#flags = value ? this.#flags | STARTED : this.#flags & ~STARTED;
  }

  get event(): TrackEventView {
    return this.view;
  }

  get options(): Readonly<Record<string, unknown>> {
    return this.view.options;
  }

  refresh(): void {
    (this.popcorn as unknown as { [REFRESH](record: TrackRecord): void })[REFRESH](this);
  }

  /** Made on first use: plugins that keep no state never need one. */
  get data(): Record<string, unknown> {
    if (this.#binding.data === null) (this.#binding = this.#binding.writable()).data = {};
    return this.#binding.data!;
  }
}

const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({});

/** Makes the frozen public view of a track event. Events without options share one frozen empty object. */
export function makeView(
  id: string,
  type: string,
  start: number,
  end: number,
  once: boolean,
  options: Record<string, unknown> | undefined,
): TrackEventView {
  let frozen = NO_OPTIONS;
  for (const _ in options) {
    frozen = Object.freeze(options!);
    break;
  }
  return Object.freeze({ id, type, start, end, once, options: frozen });
}
