// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { webpage, webpageMarkup } from "@popcorn-kit/core/plugins/webpage";
import { createPlainMarkupComponent } from "@popcorn-kit/vue";

/**
 * A web page in a sandboxed, lazily loaded iframe while the event is active (`sandbox` lifts flags from an allow-list).
 *
 * @example
 * <Webpage :start="10" :end="20" src="https://example.org/" title="The project site" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Webpage = /* @__PURE__ */ createPlainMarkupComponent(webpage, webpageMarkup);
