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

/** The text of an HTML fragment (for Popcorn options that held HTML where the kit's plugin takes text). */
export function htmlText(html: unknown): unknown {
  if (typeof html !== "string") return html;
  const Parser = globalThis.DOMParser;
  // A parsed document runs no script and loads nothing; only its text is kept.
  if (Parser === undefined) return stripTags(html);
  return new Parser().parseFromString(html, "text/html").body.textContent ?? "";
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
