// Popcorn 1.x set many of its plugins' texts as `innerHTML` (a footnote's `text`, a subtitle's, a lower third's
// name...); the kit's plugins take text there. Compat keeps both apart, as the kit's own `text` plugin does (`text`
// is text, `html` is HTML): each such text option gets a sibling option of type `html`, `<key>Html`, which core's
// view props pass through the instance's sanitizer for the event's origin (the page's `sanitizeHtml`, the strict
// `sanitizeFileHtml` for a file's events) before it shows where the plugin's markup shows the text.
import type { PluginDefinition } from "@popcorn-kit/core";
import type { Markup, MarkupElement, MarkupProps } from "@popcorn-kit/core/markup";
import { htmlOptionName, htmlText } from "../catalogue/options.js";
import { invalid } from "../util/invalid.js";

/**
 * A copy of `plugin` (same name and hooks) whose manifest also has, for each text option in `keys`, an option
 * `<key>Html` of type `html`. Throws a `PopcornError` naming a key that is not one of the plugin's text options.
 *
 * @example
 * withHtmlOptions(footnote, ["text"]).manifest.options.textHtml; // { type: "html", ... }
 */
export function withHtmlOptions(
  plugin: PluginDefinition<any, any>,
  keys: readonly string[],
): PluginDefinition<any, any> {
  const options: Record<string, unknown> = { ...plugin.manifest.options };
  for (const key of keys) {
    const spec = plugin.manifest.options[key] as { type?: unknown; label?: unknown } | undefined;
    if (spec?.type !== "text") {
      throw invalid(`withHtmlOptions() got key`, key, `the name of one of ${plugin.name}'s options of type "text"`);
    }
    // Shown, sanitized, in the text's place when given: what Popcorn 1.x set as innerHTML.
    options[htmlOptionName(key)] = {
      type: "html",
      label: `${typeof spec.label === "string" ? spec.label : key} (HTML)`,
    };
  }
  return { ...plugin, manifest: { ...plugin.manifest, options } };
}

/** One html option's place in a render: the placeholder the markup got as the text, and the sanitized html. */
interface Slot {
  readonly mark: string;
  readonly html: string;
}

// Private-use characters and a random part: a placeholder no text of the page is expected to hold. Were one to hold
// it, it would only show that event's own sanitized html there.
const MARK = `\uE000${Math.random().toString(36).slice(2, 10)}:`;

/** `text` with each slot's placeholder replaced by the text of its html. */
function withText(text: string, slots: readonly Slot[]): string {
  let out = text;
  for (const slot of slots) if (out.includes(slot.mark)) out = out.split(slot.mark).join(htmlText(slot.html));
  return out;
}

/**
 * The markup with each slot's html as the content of the element whose whole content its placeholder is (where
 * every plugin of the catalogue puts such a text). A placeholder anywhere else, in an attribute (an `aria-label`)
 * or inside a longer text, becomes the html's text.
 */
function fill(markup: MarkupElement, slots: readonly Slot[]): MarkupElement {
  let attrs = markup.attrs;
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === "string" && value.includes(MARK)) attrs = { ...attrs, [name]: withText(value, slots) };
  }
  const only = markup.children.length === 1 ? markup.children[0] : undefined;
  const whole = slots.find((slot) => slot.mark === only);
  if (whole !== undefined) return { ...markup, attrs, children: [], html: whole.html };
  const children = markup.children.map((child) =>
    typeof child === "string" ? withText(child, slots) : fill(child, slots),
  );
  return { ...markup, attrs, children };
}

/**
 * `markup` showing, for each text option in `keys` whose `<key>Html` is given, that html (already sanitized by
 * core's view props) where it shows the text: the markup runs as it is, with a placeholder as the text, so its tags
 * and class names stay the kit's, and the element that holds the placeholder holds the html instead (see `fill`).
 *
 * @example
 * const view = htmlMarkup(footnoteMarkup, ["text"]); // <aside class="pk-footnote">A <b>bold</b> note</aside>
 */
export function htmlMarkup(
  markup: (props: MarkupProps<any>) => Markup | null,
  keys: readonly string[],
): (props: MarkupProps<any>) => Markup | null {
  return (props) => {
    const slots: Slot[] = [];
    const own: PropertyDescriptorMap = {};
    for (const key of keys) {
      const html = (props as Record<string, unknown>)[htmlOptionName(key)];
      if (typeof html !== "string") continue;
      // Html that sanitizes to nothing shows nothing, not the text beside it.
      if (html === "") {
        own[key] = { value: "", enumerable: true };
        continue;
      }
      const slot = { mark: `${MARK}${slots.length}\uE000`, html };
      slots.push(slot);
      own[key] = { value: slot.mark, enumerable: true };
    }
    if (Object.keys(own).length === 0) return markup(props);
    // The other props stay inherited, `progress` among them: it is still read only if the markup reads it.
    const node = markup(Object.create(props, own) as MarkupProps<any>);
    if (node === null || slots.length === 0) return node;
    return typeof node === "string" ? withText(node, slots) : fill(node, slots);
  };
}
