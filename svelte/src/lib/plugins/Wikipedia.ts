// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { wikipedia, wikipediaMarkup } from "@popcorn-kit/core/plugins/wikipedia";
import { createPlainMarkupComponent } from "../createMarkupComponent.js";

/**
 * A Wikipedia article while the event is active: `<article class="pk-wikipedia">` with its title linking to the article, its first sentences (at most `words`), its lead image and a credit, from the REST summary API, with loading and error states. Pass `fetch` to route the request (a proxy, a cache, a test).
 *
 * @example
 * <Wikipedia start={5} end={15} title="Lisbon" words={40} target="notes" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Wikipedia = /* @__PURE__ */ createPlainMarkupComponent(wikipedia, wikipediaMarkup);
