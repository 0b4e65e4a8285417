// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
"use client";
import { ticker, tickerMarkup } from "@popcorn-kit/core/plugins/ticker";
import { createPlainMarkupComponent } from "@popcorn-kit/react";

/**
 * A news crawl along the bottom of the video while the event is active: `<div class="pk-ticker" role="region">`, on the media's clock.
 *
 * @example
 * <Ticker start={0} end={30} text="Storm warning for the north coast until 18:00" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Ticker = /* @__PURE__ */ createPlainMarkupComponent(ticker, tickerMarkup);
