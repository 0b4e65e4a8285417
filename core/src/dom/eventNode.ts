import { pluginViewPropsWith } from "../adapter/pluginView.js";
import type { PluginDefinition, Popcorn } from "../contract/popcorn.js";
import type { TrackEventView } from "../contract/trackEvent.js";
import type { Markup } from "../markup/markup.js";
import { type MarkupView, markupPropsWith } from "../markup/markupView.js";
import type { HtmlOrigin, HtmlSanitizers } from "../sanitize/sanitizers.js";

/** An active event's markup as the DOM renderers draw it, and whether it read `progress` (then it is drawn again each frame). */
export interface EventNode {
  readonly node: Markup | null;
  readonly readsProgress: boolean;
}

/**
 * The markup of `event`, active, on `pop`: its plugin's View props (html through `sanitizers` for its `origin`) given
 * to `markup`, with `progress` read through the instance and noted when read. What `renderPopcorn` and `withDomView`
 * both draw from.
 */
export function eventNode(
  sanitizers: HtmlSanitizers,
  plugin: PluginDefinition<any, any>,
  markup: MarkupView<any>,
  pop: Popcorn,
  event: TrackEventView,
  origin: HtmlOrigin,
): EventNode {
  let readsProgress = false;
  const readProgress = () => {
    readsProgress = true;
    return pop.progress(event.id);
  };
  const viewProps = pluginViewPropsWith(sanitizers, plugin, { active: true, event }, pop, {}, readProgress, origin);
  const node = markup(markupPropsWith(sanitizers, viewProps, pop, origin));
  return { node, readsProgress };
}
