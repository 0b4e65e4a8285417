import type { PluginDefinition } from "../plugins/definePlugin.js";
import type { Popcorn } from "../contract/popcorn.js";
import { DEFAULT_SANITIZERS, type HtmlOrigin } from "../sanitize/instanceSanitizer.js";
import type { TrackEventState } from "./bindTrackEvent.js";
import { type PluginViewProps, pluginViewPropsWith } from "./pluginView.js";

/**
 * The props of a plugin's View for the event in `state` (see `PluginViewProps`): `pluginViewOptions` flat, then
 * `event`, `active`, and `progress` as a getter that calls `readProgress` (a component event's, which tracks
 * the read). Without an event (a view kept mounted before the instance exists) the options are `props` validated,
 * html ones `""`, and `event` is undefined.
 *
 * @example
 * const viewProps = pluginViewProps(footnote, cue.getState(), pop, props, cue.readProgress);
 */
export function pluginViewProps<O>(
  plugin: PluginDefinition<any, O>,
  state: TrackEventState,
  pop: Popcorn | null | undefined,
  props: Readonly<Record<string, unknown>>,
  readProgress: () => number,
  origin: HtmlOrigin = "page",
): PluginViewProps<O> {
  return pluginViewPropsWith(DEFAULT_SANITIZERS, plugin, state, pop, props, readProgress, origin);
}
