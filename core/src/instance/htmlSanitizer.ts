import { refusal } from "../errors/errors.js";
import type { HtmlSanitizer } from "../contract/popcorn.js";

/**
 * The `sanitizeHtml` (or `sanitizeFileHtml`, named by `option`) option of `createPopcorn`, checked: a function,
 * or undefined for the default.
 */
export function checkHtmlSanitizer(
  value: unknown,
  option: "sanitizeHtml" | "sanitizeFileHtml" = "sanitizeHtml",
): HtmlSanitizer | undefined {
  if (value === undefined || typeof value === "function") return value as HtmlSanitizer | undefined;
  throw refusal("INVALID_OPTION", option, value, "a function (html: string) => string", { option });
}
