import type { PluginContext, PluginDefinition } from "../plugins/definePlugin.js";
import { TimelineItem } from "../timeline/item.js";
import type { TrackEventView } from "./trackEvent.js";
import type { Popcorn } from "./types.js";

/** A track event as the instance keeps it: timeline bookkeeping, plugin, public view and plugin context. */
export class TrackRecord extends TimelineItem {
  readonly plugin: PluginDefinition;
  view: TrackEventView;
  /** Set once setup ran: teardown runs only for events that were set up. */
  setUp = false;
  /** Set when removal began, so that a second removal (a `once` end during destroy) does nothing. */
  removed = false;
  /** Set between the dispatch of a start and of its end: what the plugin and listeners were told. */
  started = false;
  cleanup: (() => void) | null = null;
  #context: RecordContext | null = null;

  constructor(view: TrackEventView, order: number, plugin: PluginDefinition) {
    super(view.id, view.start, view.end, order);
    this.view = view;
    this.plugin = plugin;
  }

  /** The plugin context, made on first use: plugins without callbacks never need one. */
  context(popcorn: Popcorn): PluginContext {
    return (this.#context ??= new RecordContext(popcorn, this));
  }
}

class RecordContext implements PluginContext {
  readonly popcorn: Popcorn;
  readonly data: Record<string, unknown> = {};
  readonly #record: TrackRecord;

  constructor(popcorn: Popcorn, record: TrackRecord) {
    this.popcorn = popcorn;
    this.#record = record;
  }

  get event(): TrackEventView {
    return this.#record.view;
  }

  get options(): Readonly<Record<string, unknown>> {
    return this.#record.view.options;
  }

  get active(): boolean {
    return this.#record.active;
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
