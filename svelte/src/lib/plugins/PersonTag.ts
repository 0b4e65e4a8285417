// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { persontag, persontagMarkup } from "@popcorn-kit/core/plugins/persontag";
import { createPlainMarkupComponent } from "../createMarkupComponent.js";

/**
 * Who is on screen, while the event is active: `<div class="pk-persontag">` with a picture and the name, a link when `href` is given.
 *
 * @example
 * <PersonTag start={3} end={8} name="Grace Hopper" image="/people/grace.jpg" href="https://example.org/grace" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const PersonTag = /* @__PURE__ */ createPlainMarkupComponent(persontag, persontagMarkup);
