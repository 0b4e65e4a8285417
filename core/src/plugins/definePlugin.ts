import type { Popcorn } from "../popcorn/types.js";
import { checkPlugin } from "./checkPlugin.js";
import type { TrackEventView } from "../popcorn/trackEvent.js";
import type { InferOptions, Manifest } from "./manifest.js";

/**
 * What a plugin callback receives for one track event. The same object is passed to every callback of that
 * event, from `setup` to `teardown`, so `data` can carry what `setup` made.
 */
export interface PluginContext<O = Record<string, unknown>> {
  /** The instance the event belongs to. */
  readonly popcorn: Popcorn;
  /** The event as it is now (a new frozen object after each update). */
  readonly event: TrackEventView<O>;
  /** Shorthand for `event.options`. */
  readonly options: Readonly<O>;
  /** True between `start` and `end`. */
  readonly active: boolean;
  /** Scratch space owned by the plugin for this event (elements, handles, state). */
  readonly data: Record<string, unknown>;
  /**
   * Renders the event's views again without changing its options: the event gets a new frozen view, and
   * watchers and the store see a change. For plugins whose view shows state they keep (a response that
   * arrived, an error). Does nothing once the event is removed.
   */
  refresh(): void;
}

/** The changes an update brought, as given to `update()`: new start/end and options. */
export interface TrackEventChanges<O = Record<string, unknown>> {
  start?: number;
  end?: number;
  options: Partial<O>;
}

/**
 * A plugin: a track event type with an option schema and lifecycle callbacks. Every callback is optional.
 * Order for one event: `setup` when added, then any number of `start` → (`frame`...) → `end`, `update` when
 * its options change, `teardown` when removed or when the instance is destroyed.
 */
export interface PluginDefinition<M extends Manifest = Manifest, O = InferOptions<M>> {
  /** The track event type this plugin handles, e.g. `"footnote"`. */
  readonly name: string;
  /** Option schema: validation and editor forms. */
  readonly manifest: M;
  /** When the event is added. May return a function that runs at teardown. */
  setup?(ctx: PluginContext<O>): void | (() => void);
  /** When the event becomes active. */
  start?(ctx: PluginContext<O>): void;
  /** When the event stops being active. */
  end?(ctx: PluginContext<O>): void;
  /** Once per tick while active, with how far through the event the playhead is, 0 to 1. */
  frame?(ctx: PluginContext<O>, progress: number): void;
  /**
   * When the event's options or times change. Without it, an active event is refreshed by `end` then
   * `start` with the new options.
   */
  update?(ctx: PluginContext<O>, changes: TrackEventChanges<O>): void;
  /** When the event is removed, after its last `end`. */
  teardown?(ctx: PluginContext<O>): void;
}

/**
 * Declares a plugin. The manifest's option types flow into the callbacks' `ctx.options` and into the
 * options `pop.add(plugin, ...)` accepts.
 *
 * @example
 * export const footnote = definePlugin({
 *   name: "footnote",
 *   manifest: { about: { name: "Footnote" }, options: { text: { type: "text", label: "Text", required: true } } },
 *   start(ctx) { console.log(ctx.options.text) },
 * });
 */
export function definePlugin<const M extends Manifest, O = InferOptions<M>>(
  definition: PluginDefinition<M, O>,
): PluginDefinition<M, O> {
  checkPlugin(definition);
  return Object.freeze({ ...definition });
}
