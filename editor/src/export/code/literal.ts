import { refusal } from "@popcorn-kit/core/errors";

/**
 * Characters escaped inside every string literal the exports write, whatever the framework: `<` and `>` (no
 * `</script>` or tag can end a block), `&` (no entity is decoded inside a template attribute), `{` and `}` (no
 * `{{` interpolation or `{expression}` opens in a template), the backtick and `$` (no template literal), and the
 * line and paragraph separators. `JSON.stringify` has already escaped quotes, backslashes and control characters.
 */
const UNSAFE = /[<>&{}`$\u2028\u2029]/g;

const hex = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * A JSON value as a JavaScript expression that reads back as the same value, safe to place inside a JSX
 * expression container, a Vue binding (after `htmlAttribute`) or a Svelte expression: strings become
 * double-quoted literals in which no character can end the surrounding template or script.
 *
 * @example
 * jsLiteral('He said "}}</script>"'); // "He said \u0022..." with `<`, `}` escaped
 */
export function jsLiteral(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value).replace(UNSAFE, hex);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw refusal("INVALID_OPTION", "A number in exported code", value, "a finite number");
    return Object.is(value, -0) ? "0" : String(value);
  }
  if (typeof value === "boolean" || value === null) return String(value);
  if (Array.isArray(value)) return `[${value.map(jsLiteral).join(", ")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{ ${entries.map(([key, v]) => `${jsLiteral(key)}: ${jsLiteral(v)}`).join(", ")} }`;
  }
  throw refusal(
    "INVALID_OPTION",
    "A value in exported code",
    value,
    "a JSON value (string, number, boolean, null, array or object)",
  );
}

/** Text for an HTML element's content: `&`, `<` and `>` as entities. */
export function htmlText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A value for a double-quoted HTML attribute (or a Vue binding's expression): `&`, `<`, `>` and `"` as entities. */
export function htmlAttribute(value: string): string {
  return htmlText(value).replace(/"/g, "&quot;");
}

/**
 * JSON for a `<script type="application/json">` block: `<` as `\u003c`, so that no `</script>` or `<!--` in a
 * text ends or changes the block; the line separators too, for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, hex);
}

/**
 * Script text for an inline `<script>`: a `</script` inside (in a string, a regular expression or a comment) would
 * end the block, so its slash is escaped; a `<!--` would let a `<script` after it keep the block's own end tag from
 * ending it, so its `!` is written `\x21`. Both read the same in a string, a template and a regular expression.
 */
export function inlineScript(text: string): string {
  return text.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\x21--");
}

/**
 * A string written as a plain attribute (`text="tide"`) in JSX, Vue and Svelte alike: none of its characters is
 * decoded, interpolated or ends the attribute in any of the three (no `&`, `{`, `<`, quotes but `'`, backslash or
 * line break). Any other string is bound as a literal.
 */
export const PLAIN_ATTRIBUTE = /^[\w .,:;!?'()[\]#%+=*@~|/-]*$/;

/** A prop name written bare in code (`text`, `onStart`): letters, digits, `_` and `$`, not starting with a digit. */
export const PROP_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
