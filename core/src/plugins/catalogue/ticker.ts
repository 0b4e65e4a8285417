import { type Markup, el } from "../../markup/markup.js";
import { followMedia } from "../../markup/mediaAnimation.js";
import { mount } from "../../markup/mount.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";

/**
 * A news crawl along the bottom of the video while the event is active (Popcorn's `ticker`), on the media's
 * clock: it pauses with the media, and on hover or focus. Screen readers read the text once, as a labelled
 * `role="region"` that is not live: a crawl is not a notification, and the visual copy that makes it loop is
 * `aria-hidden`. Inside a `.pk-stage` the default stylesheet lays it over the bottom of the video; with
 * `prefers-reduced-motion` it stands still and wraps.
 *
 * @example
 * pop.add(ticker, { start: 0, end: 30, text: "Storm warning for the north coast until 18:00", speed: 12 });
 */
export const ticker = /* @__PURE__ */ definePlugin({
  name: "ticker",
  manifest: {
    about: { name: "Ticker", description: "A news crawl along the bottom of the video." },
    options: {
      text: { type: "text", label: "Text", required: true },
      speed: {
        type: "number",
        label: "Seconds per crawl",
        description: "How long the text takes to cross once.",
        min: 1,
        max: 600,
        default: 15,
      },
      label: { type: "text", label: "Label", description: "What screen readers call the ticker.", default: "News" },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `ticker` event. */
export type TickerOptions = InferOptions<typeof ticker.manifest>;

/**
 * A ticker's markup: `<div class="pk-ticker" role="region" aria-label>` holding the moving track, the text
 * and its `aria-hidden` copy; `--pk-ticker-duration` is one crawl.
 */
export function tickerMarkup({ text, speed, label, event, pop }: MarkupProps<TickerOptions>): Markup {
  return el(
    "div",
    { class: "pk-ticker", role: "region", "aria-label": label },
    el(
      "div",
      {
        class: "pk-ticker__track",
        style: { "--pk-ticker-duration": `${speed}s` },
        mount: mount(followMedia, { pop, start: event?.start ?? 0 }),
      },
      el("span", { class: "pk-ticker__text" }, text),
      el("span", { class: "pk-ticker__text", "aria-hidden": "true" }, text),
    ),
  );
}
