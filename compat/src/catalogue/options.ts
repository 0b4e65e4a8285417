/** The options with an undefined value left out, so that the kit plugin applies its defaults. */
export function defined(options: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) if (value !== undefined) out[key] = value;
  return out;
}

/** A string option as Popcorn 1.x read it (numbers were shown as they are), else the value as given. */
export function text(value: unknown): unknown {
  return typeof value === "number" ? String(value) : value;
}

/**
 * The text of an HTML fragment, as a reader sees it: its text nodes, without what scripts, styles and templates
 * hold.
 */
export function htmlText(html: string): string {
  const Parser = globalThis.DOMParser;
  // A parsed document runs no script and loads nothing; only its text is kept.
  if (Parser === undefined) return stripTags(html);
  const body = new Parser().parseFromString(html, "text/html").body;
  for (const hidden of body.querySelectorAll("script, style, template, noscript")) hidden.remove();
  return body.textContent ?? "";
}

/**
 * The name of the option of type `html` that stands beside the text option `key` in compat's copies of the kit's
 * plugins (see `withHtmlOptions`): `textHtml` for `text`.
 *
 * @example
 * htmlOptionName("text"); // "textHtml"
 */
export function htmlOptionName(key: string): string {
  return `${key}Html`;
}

/**
 * A text option of a kit plugin from a Popcorn 1.x option that was HTML (set as `innerHTML`): `{ [key]: its text,
 * [key + "Html"]: the HTML }`, which compat's view shows sanitized in the text's place (see `withHtmlOptions`).
 * With `asWritten` true (a call's `escape: true`, the option of Popcorn Maker's `text`, which compat reads on every
 * such plugin) it is text only, shown as written, as is HTML without a tag or an entity (which reads the same); the
 * HTML of an earlier call is then cleared. A value that is not a string (or a number) goes on as it is, for the kit
 * plugin's manifest to refuse.
 *
 * @example
 * htmlOption("text", "A <b>bold</b> note", undefined); // { text: "A bold note", textHtml: "A <b>bold</b> note" }
 * htmlOption("text", "a <b> c", true); // { text: "a <b> c", textHtml: null }
 */
export function htmlOption(key: string, value: unknown, asWritten: unknown): Record<string, unknown> {
  const given = text(value);
  const html = htmlOptionName(key);
  if (typeof given !== "string") return { [key]: given };
  // Without a tag or an entity, HTML is its own text: the text alone says it.
  if (asWritten === true || !(given.includes("<") || given.includes("&"))) return { [key]: given, [html]: null };
  return { [key]: htmlText(given), [html]: given };
}

/** The text between tags, in one pass (a `<` never closed stays as text, as in HTML). */
function stripTags(html: string): string {
  let text = "";
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    const close = open < 0 ? -1 : html.indexOf(">", open + 1);
    if (close < 0) return text + html.slice(at);
    text += html.slice(at, open);
    at = close + 1;
  }
  return text;
}

/** Escapes text for HTML: what the `text` plugin's `multiline` needs before it turns line breaks into `<br>`. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A number as Popcorn 1.x pages wrote them, often as strings ("51.5"); anything else as given. */
export function number(value: unknown): unknown {
  if (typeof value !== "string" || value.trim() === "") return value;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : value;
}
