import { definePlugin, type InferOptions } from "@popcorn-kit/core";
import { el, type Markup, type MarkupProps } from "@popcorn-kit/core/markup";

/**
 * A term and its definition, shown beside the media while the term is spoken: a plugin written as the
 * catalogue's are, a headless definition and a markup function, rendered by each framework's
 * `createMarkupComponent` with the same tags and class names.
 *
 * @example
 * pop.add(glossary, { start: 4, end: 9, term: "Timecode", definition: "A position in the media." });
 */
export const glossary = definePlugin({
  name: "glossary",
  manifest: {
    about: { name: "Glossary", description: "A term and its definition, while the term is spoken." },
    options: {
      term: { type: "text", label: "Term", required: true, maxLength: 80 },
      definition: { type: "text", label: "Definition", required: true },
      source: { type: "url", label: "Source", description: "Where the definition comes from." },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `glossary` event. */
export type GlossaryOptions = InferOptions<typeof glossary.manifest>;

/** A glossary entry's markup: `<aside class="glossary">` with the term, the definition and its source. */
export function glossaryMarkup({ term, definition, source }: MarkupProps<GlossaryOptions>): Markup {
  return el(
    "aside",
    { class: "glossary" },
    el("strong", { class: "glossary__term" }, term),
    el("p", { class: "glossary__definition" }, definition),
    source !== undefined && source !== "" && el("a", { class: "glossary__source", href: source }, "Source"),
  );
}
