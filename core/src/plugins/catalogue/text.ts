import { type Markup, el } from "../../markup/markup.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";
import type { MarkupProps } from "../../markup/markupProps.js";

/**
 * A block of text, or of HTML passed through the instance's sanitizer (Popcorn's `text`). `text` is always
 * text; give `html` for markup.
 *
 * @example
 * pop.add(text, { start: 0, end: 10, html: "<b>Live</b> from the studio" });
 */
export const text = /* @__PURE__ */ definePlugin({
  name: "text",
  manifest: {
    about: { name: "Text", description: "A block of text, or of sanitized HTML." },
    options: {
      text: { type: "text", label: "Text", description: "Shown as plain text.", default: "" },
      html: {
        type: "html",
        label: "HTML",
        description: "Shown as HTML, sanitized; used instead of the text when given.",
      },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `text` event. */
export type TextOptions = InferOptions<typeof text.manifest>;

/** A text block's markup: `<div class="pk-text">` with the sanitized html when given, else the text. */
export function textMarkup({ text: content, html }: MarkupProps<TextOptions>): Markup {
  return html !== undefined && html !== ""
    ? el("div", { class: "pk-text", html })
    : el("div", { class: "pk-text" }, content);
}
