import { type Markup, el } from "../../markup/markup.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";
import { textLook, textLookOptions } from "./text.js";

/**
 * A callout (Popcorn Maker's `popup`): a speech bubble, a thought bubble or a plain box over the media, its tail
 * pointing to a corner. The callout fills its outlet: place the outlet (a `<PopcornTarget>` laid over the video,
 * or a layout's region) and the callout takes its size. The look options (font, size, colour, bold, italic,
 * underline, alignment) style its text (Popcorn Maker's popup).
 *
 * @example
 * pop.add(callout, { start: 4, end: 9, text: "Watch the pier", shape: "speech", tail: "bottom-right", target: "pier" });
 */
export const callout = /* @__PURE__ */ definePlugin({
  name: "callout",
  manifest: {
    about: { name: "Callout", description: "A speech bubble, thought bubble or box over the media." },
    options: {
      text: { type: "text", label: "Text", required: true },
      shape: { type: "select", label: "Shape", choices: ["speech", "thought", "box"], default: "speech" },
      tail: {
        type: "select",
        label: "Tail",
        choices: ["bottom-left", "bottom-right", "top-left", "top-right", "none"],
        default: "bottom-left",
      },
      href: { type: "url", label: "Link", description: "Where the callout links to." },
      ...textLookOptions,
      target: { type: "target", label: "Target", description: "Outlet the callout renders into." },
    },
  },
});

/** The options of a `callout` event. */
export type CalloutOptions = InferOptions<typeof callout.manifest>;

/**
 * A callout's markup: `<div class="pk-callout pk-callout--<shape> pk-callout--tail-<tail>" role="note">` holding
 * `p.pk-callout__text`, inside `a.pk-callout__link` when `href` is given. The stylesheet draws the bubble and
 * its tail (a box has none); its look is classes (`pk-callout--bold`...) and an inline style of values the
 * options' checks keep to numbers (`color`, `font-size`).
 */
export function calloutMarkup(props: MarkupProps<CalloutOptions>): Markup {
  const { text, shape, tail, href } = props;
  const look = textLook("pk-callout", props);
  const paragraph = el("p", { class: "pk-callout__text" }, text);
  return el(
    "div",
    { class: `pk-callout pk-callout--${shape} pk-callout--tail-${tail}${look.class}`, role: "note", style: look.style },
    href === undefined
      ? paragraph
      : el("a", { class: "pk-callout__link", href, target: "_blank", rel: "noopener noreferrer" }, paragraph),
  );
}
