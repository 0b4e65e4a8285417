import { type Markup, el } from "../../markup/markup.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";

/** The licenses an attribution can name, with their names and the pages that state them. */
export const LICENSES = {
  "cc-by-4.0": { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" },
  "cc-by-sa-4.0": { name: "CC BY-SA 4.0", url: "https://creativecommons.org/licenses/by-sa/4.0/" },
  "cc-by-nd-4.0": { name: "CC BY-ND 4.0", url: "https://creativecommons.org/licenses/by-nd/4.0/" },
  "cc-by-nc-4.0": { name: "CC BY-NC 4.0", url: "https://creativecommons.org/licenses/by-nc/4.0/" },
  "cc-by-nc-sa-4.0": { name: "CC BY-NC-SA 4.0", url: "https://creativecommons.org/licenses/by-nc-sa/4.0/" },
  "cc-by-nc-nd-4.0": { name: "CC BY-NC-ND 4.0", url: "https://creativecommons.org/licenses/by-nc-nd/4.0/" },
  "cc0-1.0": { name: "CC0 1.0", url: "https://creativecommons.org/publicdomain/zero/1.0/" },
  "public-domain": { name: "Public Domain Mark 1.0", url: "https://creativecommons.org/publicdomain/mark/1.0/" },
} as const;

/** The id of a license in `LICENSES`. */
export type LicenseId = keyof typeof LICENSES;

const LICENSE_IDS = Object.keys(LICENSES) as LicenseId[];

/**
 * An attribution of a work shown in the media: its title (a link to its source), its author and its license,
 * chosen from `LICENSES` so that its name and link are right.
 *
 * @example
 * pop.add(attribution, { start: 0, end: 6, title: "Harbour at dawn", author: "A. Fisher", source: "https://example.org/harbour", license: "cc-by-4.0" });
 */
export const attribution = /* @__PURE__ */ definePlugin({
  name: "attribution",
  manifest: {
    about: { name: "Attribution", description: "The title, author, source and license of a work." },
    options: {
      title: { type: "text", label: "Title", required: true },
      author: { type: "text", label: "Author" },
      source: { type: "url", label: "Source", description: "Where the work comes from." },
      license: { type: "select", label: "License", choices: LICENSE_IDS },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of an `attribution` event. */
export type AttributionOptions = InferOptions<typeof attribution.manifest>;

/**
 * An attribution's markup: `<p class="pk-attribution">` with the title in a `<cite>` (a link to the source when
 * given), the author, and the license's name linked to its text (`rel="license"`), separated by " · ".
 */
export function attributionMarkup({ title, author, source, license }: MarkupProps<AttributionOptions>): Markup {
  const parts: Markup[] = [
    el(
      "cite",
      { class: "pk-attribution__title" },
      source === undefined ? title : el("a", { href: source, target: "_blank", rel: "noopener noreferrer" }, title),
    ),
  ];
  if (author !== undefined && author !== "") parts.push(el("span", { class: "pk-attribution__author" }, author));
  if (license !== undefined) {
    const { name, url } = LICENSES[license];
    parts.push(
      el(
        "a",
        { class: "pk-attribution__license", href: url, rel: "license noopener noreferrer", target: "_blank" },
        name,
      ),
    );
  }
  return el(
    "p",
    { class: "pk-attribution" },
    parts.flatMap((part, i) => (i === 0 ? [part] : [" · ", part])),
  );
}
