// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { wordriver, wordriverMarkup } from "@popcorn-kit/core/plugins/wordriver";
import { createPlainMarkupComponent } from "@popcorn-kit/vue";

/**
 * Words flowing across their outlet while the event is active: `<span class="pk-wordriver">`, on the media's clock.
 *
 * @example
 * <WordRiver :start="4" :end="9" text="harbour" color="#2a7ab0" target="river" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const WordRiver = /* @__PURE__ */ createPlainMarkupComponent(wordriver, wordriverMarkup);
