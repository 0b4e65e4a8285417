import type { PluginContext, PluginDefinition } from "../plugins/definePlugin.js";
import { TimelineEntry } from "../timeline/item.js";
import type { TrackEventView } from "./trackEvent.js";
import type { Popcorn } from "./types.js";

/** The instance's method behind `PluginContext.refresh()` (a symbol, so it is not part of the public instance). */
export const REFRESH: unique symbol = Symbol("refresh");

const SET_UP = 1;
const REMOVED = 2;
const STARTED = 4;

/** What every record of one plugin in one instance shares: one object, so that a record keeps one field for both. */
export interface PluginBinding {
  readonly plugin: PluginDefinition;
  readonly popcorn: Popcorn;
}

/** What a record keeps only once it needs it: its cleanup, and its plugin's data. */
class Extras {
  cleanup: (() => void) | null = null;
  data: Record<string, unknown> | null = null;
}

/**
 * A track event as the instance keeps it: timeline bookkeeping, plugin and public view (which holds its id
 * and interval). It is also the plugin context its hooks receive (typed as `PluginContext`, so plugins see
 * only that): one object per event, no second allocation on first start and no second object to fetch on
 * every hook. A record is kept per event, so each field counts: what most events never use (a cleanup, plugin
 * data) sits in an object made on first use.
 */
export class TrackRecord extends TimelineEntry implements PluginContext {
  readonly #binding: PluginBinding;
  // The three flags below in one field.
  #flags = 0;
  #extras: Extras | null = null;

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
    return this.#extras === null ? null : this.#extras.cleanup;
  }
  set cleanup(cleanup: (() => void) | null) {
    // No private method here: one would add a brand field to every record.
    if (cleanup !== null || this.#extras !== null) (this.#extras ??= new Extras()).cleanup = cleanup;
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
    return ((this.#extras ??= new Extras()).data ??= {});
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
