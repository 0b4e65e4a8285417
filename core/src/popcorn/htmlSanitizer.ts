import { PopcornError, describeValue } from "../errors.js";
import type { HtmlSanitizer } from "./types.js";

/** The `sanitizeHtml` option of `createPopcorn`, checked: a function, or undefined for the default. */
export function checkHtmlSanitizer(value: unknown): HtmlSanitizer | undefined {
  if (value === undefined || typeof value === "function") return value as HtmlSanitizer | undefined;
  const expected = "a function (html: string) => string";
  throw new PopcornError("INVALID_OPTION", `sanitizeHtml ${describeValue(value)}: expected ${expected}.`, { option: "sanitizeHtml", value, expected });
}
