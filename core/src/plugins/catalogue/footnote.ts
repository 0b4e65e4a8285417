import { type Markup, el } from "../../markup/markup.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";
import type { MarkupProps } from "../../markup/markupProps.js";

/**
 * A footnote: a short text beside the media while the event is active (Popcorn's `footnote`).
 *
 * @example
 * pop.add(footnote, { start: 2, end: 6, text: "Recorded in 1969", target: "notes" });
 */
export const footnote = /* @__PURE__ */ definePlugin({
  name: "footnote",
  manifest: {
    about: { name: "Footnote", description: "A short text shown while the event is active." },
    options: {
      text: { type: "text", label: "Text", required: true },
      target: { type: "target", label: "Target", description: "Outlet the footnote renders into." },
    },
  },
});

/** The options of a `footnote` event. */
export type FootnoteOptions = InferOptions<typeof footnote.manifest>;

/** A footnote's markup: `<aside class="pk-footnote">` with its text. */
export function footnoteMarkup({ text }: MarkupProps<FootnoteOptions>): Markup {
  return el("aside", { class: "pk-footnote" }, text);
}
