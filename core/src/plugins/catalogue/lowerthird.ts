import { type Markup, el } from "../../markup/markup.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";

/**
 * A lower third: a name and title bar, as news and documentaries show under a speaker. Inside a `.pk-stage`
 * the default stylesheet lays it over the bottom left of the video.
 *
 * @example
 * pop.add(lowerthird, { start: 3, end: 8, name: "Ada Lovelace", title: "Mathematician" });
 */
export const lowerthird = /* @__PURE__ */ definePlugin({
  name: "lowerthird",
  manifest: {
    about: { name: "Lower third", description: "A name and title bar under a speaker." },
    options: {
      name: { type: "text", label: "Name", required: true },
      title: { type: "text", label: "Title", description: "Role or affiliation, under the name." },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `lowerthird` event. */
export type LowerthirdOptions = InferOptions<typeof lowerthird.manifest>;

/** A lower third's markup: `<div class="pk-lowerthird">` with its name and, when given, its title. */
export function lowerthirdMarkup({ name, title }: MarkupProps<LowerthirdOptions>): Markup {
  return el(
    "div",
    { class: "pk-lowerthird" },
    el("strong", { class: "pk-lowerthird__name" }, name),
    title !== undefined && title !== "" && el("span", { class: "pk-lowerthird__title" }, title),
  );
}
