// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { callout, calloutMarkup } from "@popcorn-kit/core/plugins/callout";
import { createPlainMarkupComponent } from "../createMarkupComponent.js";

/**
 * A speech bubble, thought bubble or box over the media while the event is active (Popcorn Maker's `popup`): `<div class="pk-callout" role="note">` with its text, a link when `href` is given, its tail at the corner `tail` names. It fills its outlet: place the outlet.
 *
 * @example
 * <Callout start={4} end={9} text="Watch the pier" shape="thought" tail="bottom-right" target="pier" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Callout = /* @__PURE__ */ createPlainMarkupComponent(callout, calloutMarkup);
