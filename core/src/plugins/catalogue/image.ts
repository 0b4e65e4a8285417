import { type Markup, el } from "../../markup/markup.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";
import type { MarkupProps } from "../../markup/markupProps.js";

/**
 * An image with its alternative text, an optional caption and an optional link (Popcorn's `image`). `alt` is
 * required: give `alt: ""` for an image that is only decoration.
 *
 * @example
 * pop.add(image, { start: 4, end: 9, src: "/media/map.png", alt: "Map of the route", caption: "The route in 1969" });
 */
export const image = /* @__PURE__ */ definePlugin({
  name: "image",
  manifest: {
    about: { name: "Image", description: "An image, with alternative text, a caption and a link." },
    options: {
      src: { type: "url", kind: "image", label: "Image URL", required: true },
      alt: {
        type: "text",
        label: "Alternative text",
        description: "What the image shows, for screen readers; empty for decoration.",
        required: true,
      },
      href: { type: "url", label: "Link", description: "Where a click on the image leads." },
      caption: { type: "text", label: "Caption" },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of an `image` event. */
export type ImageOptions = InferOptions<typeof image.manifest>;

/**
 * An image's markup: `<figure class="pk-image">` holding the `<img>` (inside a link when `href` is given) and
 * its `<figcaption>`.
 */
export function imageMarkup({ src, alt, href, caption }: MarkupProps<ImageOptions>): Markup {
  const img = el("img", { class: "pk-image__img", src, alt, loading: "lazy", decoding: "async" });
  return el(
    "figure",
    { class: "pk-image" },
    href === undefined
      ? img
      : el("a", { class: "pk-image__link", href, target: "_blank", rel: "noopener noreferrer" }, img),
    caption !== undefined && caption !== "" && el("figcaption", { class: "pk-image__caption" }, caption),
  );
}
