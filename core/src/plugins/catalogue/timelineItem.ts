import { type Markup, el } from "../../markup/markup.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";

/**
 * An item of a timeline (Popcorn's `timeline`): a title, a text, an image and a link that appear at the event's
 * start and stay (its end defaults to the end of the media), so the items of one outlet make a list that grows
 * as the media plays: `order` puts the newest first or last.
 *
 * @example
 * pop.add(timeline, { start: 12, title: "1911", text: "The harbour opens.", target: "history", order: "newest-first" });
 */
export const timeline = /* @__PURE__ */ definePlugin({
  name: "timeline",
  manifest: {
    about: { name: "Timeline", description: "Items that appear at their times and stay, as a growing list." },
    options: {
      title: { type: "text", label: "Title", required: true },
      text: { type: "text", label: "Text" },
      image: { type: "url", kind: "image", label: "Image" },
      alt: {
        type: "text",
        label: "Image description",
        description: "What the image shows; empty for decoration.",
        default: "",
      },
      href: { type: "url", label: "Link" },
      order: { type: "select", label: "Order", choices: ["newest-last", "newest-first"], default: "newest-last" },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `timeline` event. */
export type TimelineOptions = InferOptions<typeof timeline.manifest>;

/**
 * A timeline item's markup: `<article class="pk-timeline-item">` with its title (a link when `href` is
 * given), its text and its image. Its CSS `order` follows its start time, so that in a flex outlet (as the
 * default stylesheet makes one holding timeline items) the newest comes first or last.
 */
export function timelineMarkup({ title, text, image, alt, href, order, event }: MarkupProps<TimelineOptions>): Markup {
  const rank = Math.round((event?.start ?? 0) * 1000);
  return el(
    "article",
    { class: "pk-timeline-item", style: { order: order === "newest-first" ? -rank : rank } },
    el(
      "h3",
      { class: "pk-timeline-item__title" },
      href === undefined ? title : el("a", { href, target: "_blank", rel: "noopener noreferrer" }, title),
    ),
    text !== undefined && text !== "" && el("p", { class: "pk-timeline-item__text" }, text),
    image !== undefined && el("img", { class: "pk-timeline-item__image", src: image, alt, loading: "lazy" }),
  );
}
