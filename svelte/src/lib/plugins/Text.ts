// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { text, textMarkup } from "@popcorn-kit/core/plugins/text";
import { createMarkupComponent } from "../createMarkupComponent.js";

/**
 * A block of text, or of sanitized HTML (`html`), while the event is active: `<div class="pk-text">`.
 *
 * @example
 * <Text start={0} end={10} html="<b>Live</b> from the studio" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Text = /* @__PURE__ */ createMarkupComponent(text, textMarkup);
