import { PopcornError, describeValue } from "../errors/errors.js";
import type { MarkupMount } from "./mount.js";

/**
 * The tags a plugin's markup may use: content, media and the sandboxed iframe; never `script`, `style`,
 * `object`, `embed` or forms (the one `input` is a search field: `type="search"`, nothing else).
 */
export type MarkupTag =
  | "a"
  | "article"
  | "aside"
  | "audio"
  | "b"
  | "blockquote"
  | "button"
  | "cite"
  | "div"
  | "em"
  | "figcaption"
  | "figure"
  | "footer"
  | "h2"
  | "h3"
  | "header"
  | "i"
  | "iframe"
  | "img"
  | "input"
  | "li"
  | "nav"
  | "ol"
  | "p"
  | "rt"
  | "ruby"
  | "section"
  | "small"
  | "span"
  | "strong"
  | "time"
  | "u"
  | "ul"
  | "video";

const TAGS: ReadonlySet<string> = new Set<MarkupTag>([
  "a",
  "article",
  "aside",
  "audio",
  "b",
  "blockquote",
  "button",
  "cite",
  "div",
  "em",
  "figcaption",
  "figure",
  "footer",
  "h2",
  "h3",
  "header",
  "i",
  "iframe",
  "img",
  "input",
  "li",
  "nav",
  "ol",
  "p",
  "rt",
  "ruby",
  "section",
  "small",
  "span",
  "strong",
  "time",
  "u",
  "ul",
  "video",
]);

/** Elements that have no children and no end tag. */
export const VOID_TAGS: ReadonlySet<string> = new Set(["img", "input"]);

/** An attribute value; `true` is a boolean attribute, present and empty. */
export type MarkupValue = string | number | true;

/**
 * One element of a plugin's markup: what every adapter renders with its framework's own elements, so the
 * markup (tags, attributes, class names) is the same in React, Vue and Svelte. Text is always text.
 */
export interface MarkupElement {
  readonly tag: MarkupTag;
  /** Attributes by their HTML names (`class`, `referrerpolicy`, `aria-live`); no `on…` handlers, no `style`. */
  readonly attrs: Readonly<Record<string, MarkupValue>>;
  /** Inline style by CSS property (`--pk-progress`, `inset-inline-start`), or undefined. */
  readonly style: Readonly<Record<string, string>> | undefined;
  /** The content: elements and text, or nothing when `html` is set. */
  readonly children: readonly Markup[];
  /** Already sanitized HTML for the content, from an option of type `html`; undefined otherwise. */
  readonly html: string | undefined;
  /** Called on a click (for buttons and links that seek). */
  readonly onClick: (() => void) | undefined;
  /**
   * Called with the field's text as the user types (a search `input`); its `value` attribute is then the
   * controlled value: adapters set the field's text to it on each render.
   */
  readonly onInput: ((value: string) => void) | undefined;
  /** Tells siblings of a list apart across renders. */
  readonly key: string | undefined;
  /** Imperative work on the element once it is in the page (see `mount`). */
  readonly mount: MarkupMount | undefined;
}

/** Markup: an element, or a string of text. */
export type Markup = MarkupElement | string;

/** A child as `el` takes it: markup, a number, or nothing (`null`, `undefined`, `false`), or a list of them. */
export type MarkupChild = Markup | number | null | undefined | false | readonly MarkupChild[];

/** What `el` takes besides attributes. */
export interface MarkupAttributes {
  class?: string | undefined;
  style?: Readonly<Record<string, string | number | undefined>> | undefined;
  /** Sanitized HTML as the content; the element then takes no children. */
  html?: string | undefined;
  onClick?: (() => void) | undefined;
  /** Called with the text of a search `input` as the user types. */
  onInput?: ((value: string) => void) | undefined;
  key?: string | number | undefined;
  /**
   * Imperative work on the element in the page (a map, a playing clip, an animation on the media's clock). A
   * mount that draws into its element goes on one without children, so the framework leaves it alone.
   */
  mount?: MarkupMount | undefined;
  [attribute: string]:
    | MarkupValue
    | false
    | null
    | undefined
    | Readonly<Record<string, string | number | undefined>>
    | (() => void)
    | ((value: string) => void)
    | MarkupMount;
}

const ATTRIBUTE = /^[a-z][a-z0-9-]*$/;

function refuse(what: string, value: unknown, expected: string): never {
  throw new PopcornError("INVALID_OPTION", `Markup ${what} ${describeValue(value)}: expected ${expected}.`, {
    value,
    expected,
  });
}

function addChildren(into: Markup[], child: MarkupChild): void {
  if (child === null || child === undefined || child === false) return;
  if (typeof child === "number") into.push(String(child));
  else if (typeof child === "string" || !Array.isArray(child)) into.push(child as Markup);
  else for (const item of child as readonly MarkupChild[]) addChildren(into, item);
}

/**
 * Makes an element of plugin markup. Attributes that are `undefined`, `null` or `false` are left out; event
 * handler attributes (`on…`) and unknown tags are refused, so markup cannot carry script.
 *
 * @example
 * el("aside", { class: "pk-footnote" }, el("p", { class: "pk-footnote__text" }, options.text))
 */
export function el(tag: MarkupTag, props: MarkupAttributes = {}, ...children: MarkupChild[]): MarkupElement {
  if (!TAGS.has(tag)) refuse("tag", tag, `one of ${[...TAGS].join(", ")}`);
  const attrs: Record<string, MarkupValue> = {};
  let style: Record<string, string> | undefined;
  for (const [name, value] of Object.entries(props)) {
    if (
      name === "style" ||
      name === "html" ||
      name === "onClick" ||
      name === "onInput" ||
      name === "key" ||
      name === "mount"
    )
      continue;
    if (value === undefined || value === null || value === false) continue;
    if (!ATTRIBUTE.test(name) || name.startsWith("on"))
      refuse("attribute", name, "a lower-case attribute name that is not an event handler");
    if (typeof value !== "string" && typeof value !== "number" && value !== true)
      refuse(`attribute ${name}`, value, "a string, a number or true");
    attrs[name] = value;
  }
  if (props.style !== undefined) {
    for (const [property, value] of Object.entries(props.style)) {
      if (value === undefined) continue;
      (style ??= {})[property] = String(value);
    }
  }
  const content: Markup[] = [];
  addChildren(content, children);
  if (props.html !== undefined && content.length > 0) refuse("element with html", tag, "html or children, not both");
  if (VOID_TAGS.has(tag) && (content.length > 0 || props.html !== undefined)) refuse("element", tag, "no content");
  if (props.mount !== undefined && typeof (props.mount as Partial<MarkupMount>).run !== "function")
    refuse("mount", props.mount, "a mount(run, input)");
  if (tag === "input" && attrs.type !== "search") refuse("input type", attrs.type, 'type "search"');
  if (props.onInput !== undefined && tag !== "input") refuse("onInput on", tag, "an input");
  return {
    tag,
    attrs,
    style,
    children: content,
    html: props.html,
    onClick: props.onClick,
    onInput: props.onInput,
    key: props.key === undefined ? undefined : String(props.key),
    mount: props.mount,
  };
}

// What could end a declaration or open a block: a `;` in a value would add declarations of its own.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const STYLE_BREAK = /[;{}\\\u0000-\u001f]/;

/**
 * The `style` attribute's text for an element's style, or undefined. A declaration whose property or value could
 * end it (`top: "0%; position: fixed"`) is left out, as a browser leaves out an invalid value set through the
 * style object (React's and Vue's way): what data puts in a value never becomes a declaration of its own.
 */
export function styleText(style: MarkupElement["style"]): string | undefined {
  if (style === undefined) return undefined;
  return Object.entries(style)
    .filter(([property, value]) => !STYLE_BREAK.test(property + value))
    .map(([property, value]) => `${property}: ${value}`)
    .join("; ");
}

const escapeText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, "&quot;");

/**
 * Serializes markup to HTML: text escaped, attributes quoted, html content as it is (it was sanitized).
 * What the editor's HTML export writes, and what tests compare the adapters' output with.
 */
export function renderToString(markup: Markup | null): string {
  if (markup === null) return "";
  if (typeof markup === "string") return escapeText(markup);
  let out = `<${markup.tag}`;
  for (const [name, value] of Object.entries(markup.attrs)) {
    out += value === true ? ` ${name}=""` : ` ${name}="${escapeAttribute(String(value))}"`;
  }
  const style = styleText(markup.style);
  if (style !== undefined) out += ` style="${escapeAttribute(style)}"`;
  out += ">";
  if (VOID_TAGS.has(markup.tag)) return out;
  out += markup.html ?? markup.children.map(renderToString).join("");
  return `${out}</${markup.tag}>`;
}
