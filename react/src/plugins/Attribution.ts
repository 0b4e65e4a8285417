// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
"use client";
import { attribution, attributionMarkup } from "@popcorn-kit/core/plugins/attribution";
import { createPlainMarkupComponent } from "@popcorn-kit/react";

/**
 * The title, author, source and license of a work, while the event is active: `<p class="pk-attribution">`; `license` is one of `LICENSES` (its name and link are filled in).
 *
 * @example
 * <Attribution start={3} end={8} title="Harbour at dawn" author="A. Fisher" source="https://example.org/harbour" license="cc-by-4.0" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Attribution = /* @__PURE__ */ createPlainMarkupComponent(attribution, attributionMarkup);
