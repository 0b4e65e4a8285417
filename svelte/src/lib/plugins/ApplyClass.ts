// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { applyClass } from "@popcorn-kit/core/plugins/applyclass";
import { createPlainMarkupComponent } from "../createMarkupComponent.js";

/**
 * Adds CSS classes while the event is active, and renders nothing: `target` names the `<PopcornTarget>` whose div gets them, `to` the id of the event whose catalogue component gets them on its root element.
 *
 * @example
 * <ApplyClass start={10} end={14} classes="pk-highlight" target="sidebar" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const ApplyClass = /* @__PURE__ */ createPlainMarkupComponent(applyClass, () => null);
