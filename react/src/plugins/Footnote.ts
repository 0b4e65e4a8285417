// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
"use client";
import { footnote, footnoteMarkup } from "@popcorn-kit/core/plugins/footnote";
import { createPlainMarkupComponent } from "@popcorn-kit/react";

/**
 * A footnote while the event is active: `<aside class="pk-footnote">` with its text, in place or in the outlet `target` names.
 *
 * @example
 * <Footnote start={2} end={6} text="Recorded in 1969" target="notes" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Footnote = /* @__PURE__ */ createPlainMarkupComponent(footnote, footnoteMarkup);
