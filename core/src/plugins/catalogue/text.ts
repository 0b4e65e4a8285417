import { type Markup, el } from "../../markup/markup.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions, Manifest } from "../manifest.js";
import type { MarkupProps } from "../../markup/markupProps.js";

/** The font families a text block or a callout may ask for: CSS's generic ones, which every device has. */
export const FONT_FAMILIES = ["sans-serif", "serif", "monospace", "cursive"] as const;

const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** What a colour of a text's look accepts, or undefined: hex digits only, so that what reaches CSS is numbers. */
function checkColor(value: string): string | undefined {
  return HEX.test(value) ? undefined : '"#rgb" or "#rrggbb"';
}

// One object per option, shared by `text` and `callout` by name: a spread in a plugin's definition would keep
// the definition in a bundle that only wants the other plugin.
const font = { type: "select", label: "Font", choices: FONT_FAMILIES } as const;
const size = { type: "number", label: "Size (em)", min: 0.5, max: 4, step: 0.1 } as const;
const color = { type: "color", label: "Colour", check: checkColor } as const;
const bold = { type: "boolean", label: "Bold" } as const;
const italic = { type: "boolean", label: "Italic" } as const;
const underline = { type: "boolean", label: "Underline" } as const;
const align = { type: "select", label: "Alignment", choices: ["left", "center", "right"] } as const;

/**
 * The options of a text's look, the same in `text` and `callout` (Popcorn Maker's font settings): a generic font
 * family, a size in em (0.5 to 4), a colour (`#rgb` or `#rrggbb`), bold, italic, underline and alignment. Each
 * left out keeps the stylesheet's.
 */
export const textLookOptions = { font, size, color, bold, italic, underline, align } satisfies Manifest["options"];

/** A text's look, as its options give it. */
export type TextLook = InferOptions<{ options: typeof textLookOptions }>;

/**
 * The classes and inline style of a text's look, for the element of class `block`: `<block>--<font>` (`--serif`,
 * `--monospace`...), `--bold`, `--italic`, `--underline` and `--<align>` (`--left`, `--center`, `--right`); `color`
 * (checked to be hex digits) and `font-size` (a number of em).
 */
export function textLook(block: string, look: TextLook): { class: string; style: Record<string, string | undefined> } {
  let classes = "";
  for (const key of ["font", "bold", "italic", "underline", "align"] as const) {
    const value = look[key];
    if (value) classes += ` ${block}--${value === true ? key : value}`;
  }
  return { class: classes, style: { color: look.color, "font-size": look.size ? `${look.size}em` : undefined } };
}

/**
 * A block of text, or of HTML passed through the instance's sanitizer (Popcorn's `text`). `text` is always
 * text; give `html` for markup. `href` makes the block a link, the look options (font, size, colour...) style
 * it, and `background` paints behind it (Popcorn Maker's text).
 *
 * @example
 * pop.add(text, { start: 0, end: 10, html: "<b>Live</b> from the studio", align: "center", color: "#fff" });
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
      href: { type: "url", label: "Link" },
      font,
      size,
      color,
      bold,
      italic,
      underline,
      align,
      background: { type: "color", label: "Background", check: checkColor },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `text` event. */
export type TextOptions = InferOptions<typeof text.manifest>;

/**
 * A text block's markup: `<div class="pk-text">` with the sanitized html when given, else the text, inside
 * `a.pk-text__link` when `href` is given. Its look is classes (`pk-text--bold`...) and an inline style of values
 * the options' checks keep to numbers (`color`, `font-size`, `background-color`).
 */
export function textMarkup(props: MarkupProps<TextOptions>): Markup {
  const { text: content, html, href } = props;
  const look = textLook("pk-text", props);
  const inner = html ? { html } : { html: undefined };
  return el(
    "div",
    {
      class: `pk-text${look.class}`,
      style: { ...look.style, "background-color": props.background },
      ...(href ? {} : inner),
    },
    href
      ? el(
          "a",
          { class: "pk-text__link", href, target: "_blank", rel: "noopener noreferrer", ...inner },
          !html && content,
        )
      : !html && content,
  );
}
