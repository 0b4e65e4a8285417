import { type Markup, el } from "../../markup/markup.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";

/**
 * A person tag (Popcorn's `tagthisperson`): who is on screen, with a picture and a link to more about them.
 *
 * @example
 * pop.add(persontag, { start: 2, end: 9, name: "Grace Hopper", image: "/people/grace.jpg", href: "https://example.org/grace" });
 */
export const persontag = /* @__PURE__ */ definePlugin({
  name: "persontag",
  manifest: {
    about: { name: "Person tag", description: "Who is on screen: a name, a picture and a link." },
    options: {
      name: { type: "text", label: "Name", required: true },
      image: { type: "url", kind: "image", label: "Picture" },
      href: { type: "url", label: "Link", description: "A page about the person." },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `persontag` event. */
export type PersontagOptions = InferOptions<typeof persontag.manifest>;

/**
 * A person tag's markup: `<div class="pk-persontag">` with the picture (its `alt` empty: the name beside it says
 * who it is) and the name, a link when `href` is given.
 */
export function persontagMarkup({ name, image, href }: MarkupProps<PersontagOptions>): Markup {
  return el(
    "div",
    { class: "pk-persontag" },
    image !== undefined && el("img", { class: "pk-persontag__image", src: image, alt: "", loading: "lazy" }),
    href === undefined
      ? el("span", { class: "pk-persontag__name" }, name)
      : el("a", { class: "pk-persontag__name", href, target: "_blank", rel: "noopener noreferrer" }, name),
  );
}
