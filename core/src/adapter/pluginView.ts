import type { PluginDefinition } from "../plugins/definePlugin.js";
import type { TrackEventState } from "./bindTrackEvent.js";
import type { TrackEventView } from "../contract/trackEvent.js";
import type { Popcorn } from "../contract/popcorn.js";
import type { HtmlOrigin, HtmlSanitizers } from "../sanitize/sanitizers.js";
import { pluginViewOptionsWith } from "../sanitize/viewOptions.js";

/**
 * What a plugin component's View receives, in every adapter: the event's options flat (validated, defaults
 * applied, `html` options sanitized), the event, whether it is active, and its progress.
 */
export type PluginViewProps<O = Record<string, unknown>> = O & {
  /** The track event as the timeline holds it (its `options` keep html as given, unsanitized). */
  readonly event: TrackEventView<O>;
  /** True while the playhead is inside `[start, end)`. */
  readonly active: boolean;
  /**
   * 0 to 1 through the event. Tracked: a View that reads it re-renders on every frame while the event is active;
   * one that does not re-renders only when the event starts, ends or changes.
   */
  readonly progress: number;
};

const targets = new WeakMap<PluginDefinition<any, any>, { name: string | undefined }>();

/**
 * The name of the plugin's option of type `target`, whatever it is called (`target`, `place`...), or undefined
 * when its manifest has none: the option whose value names the `<PopcornTarget>` outlet its View renders into.
 *
 * @example
 * targetOptionOf(definePlugin({ name: "note", manifest: { options: { place: { type: "target" } } } })); // "place"
 */
export function targetOptionOf(plugin: PluginDefinition<any, any>): string | undefined {
  let found = targets.get(plugin);
  if (!found) {
    const options = plugin.manifest.options;
    found = { name: Object.keys(options).find((key) => options[key]!.type === "target") };
    targets.set(plugin, found);
  }
  return found.name;
}

/**
 * The outlet a plugin's View renders into: the value of its option of type `target` in `options` (the event's,
 * or the props while there is no event yet), or undefined to render in place.
 */
export function pluginOutlet(
  plugin: PluginDefinition<any, any>,
  options: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  const key = targetOptionOf(plugin);
  const value = key === undefined ? undefined : options?.[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * `pluginViewProps` with the sanitizers to fall back on when the instance has none of its own given as
 * `fallback` (see `pluginViewOptionsWith`): `NO_HTML` for a plugin with no option of type `html`, so that its
 * component does not bring DOMPurify.
 *
 * @example
 * const viewProps = pluginViewPropsWith(NO_HTML, footnote, cue.getState(), pop, props, cue.readProgress);
 */
export function pluginViewPropsWith<O>(
  fallback: HtmlSanitizers,
  plugin: PluginDefinition<any, O>,
  state: TrackEventState,
  pop: Popcorn | null | undefined,
  props: Readonly<Record<string, unknown>>,
  readProgress: () => number,
  origin: HtmlOrigin = "page",
): PluginViewProps<O> {
  const event = state.event as TrackEventView<O> | undefined;
  const viewProps = { ...pluginViewOptionsWith(fallback, plugin, event, pop, props, origin) } as Record<
    string,
    unknown
  >;
  Object.defineProperties(viewProps, {
    event: { value: event, enumerable: true },
    active: { value: state.active, enumerable: true },
    progress: { get: readProgress, enumerable: true },
  });
  return viewProps as PluginViewProps<O>;
}
