// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { lowerthird, lowerthirdMarkup } from "@popcorn-kit/core/plugins/lowerthird";
import { createPlainMarkupComponent } from "../createMarkupComponent.js";

/**
 * A lower third while the event is active: `<div class="pk-lowerthird">` with a name and a title; over the bottom left of the video inside a `.pk-stage`.
 *
 * @example
 * <LowerThird start={3} end={8} name="Ada Lovelace" title="Mathematician" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const LowerThird = /* @__PURE__ */ createPlainMarkupComponent(lowerthird, lowerthirdMarkup);
