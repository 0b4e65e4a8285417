// Popcorn.getJSONP without running any script: the URL is fetched (its `callback=` filled in as 1.x filled it),
// and the answer `name(...)` is unwrapped by a scanner, in one pass, then read with JSON.parse.
import { describeValue } from "@popcorn-kit/core/errors";
import { invalid } from "../util/invalid.js";
import { guid, isObject } from "../util/objects.js";
import { type ReadLimits, type ReadOptions, readLimits } from "./limits.js";
import { answerOf, parseError } from "./responseData.js";
import { getScript } from "./script.js";
import { readableUrl } from "./url.js";
import { readText } from "./read.js";

const EXPECTED = "a JSONP call such as name({...}); or JSON";

/**
 * Popcorn.getJSONP: reads a JSONP URL and hands its data to `success`; the promise resolves with the same data.
 * Unlike 1.x, no script is added to the page and nothing is evaluated: the answer is fetched, and `name(...)`
 * (with an optional `;`, and comments before it) or plain JSON is unwrapped and read with `JSON.parse`. The URL
 * gets its `callback=` parameter as in 1.x: a name of `callback=x` is kept as the prefix of a fresh one, `=?` and
 * `??` are filled in, and `callback=jsonp...` is added.
 *
 * A read that fails (`LOAD`), or an answer that is not a call of one name with JSON inside, nor JSON (`PARSE`),
 * calls `success` with `{ error }`, the `PopcornError`, as 1.x called it with the script's error (the promise
 * resolves with the same object); without `success`, the promise rejects with it. A URL that is not http(s),
 * relative or `blob:` is refused (`INVALID_OPTION`, never fetched): the promise rejects. 1.x's third argument
 * `true` (load as a script) is {@link getScript}.
 *
 * @example
 * const data = await Popcorn.getJSONP("https://example.com/api?format=json", (data) => render(data));
 */
export async function getJSONP(
  url: string,
  success?: (data: unknown) => void,
  options: ReadOptions | boolean = {},
): Promise<unknown> {
  if (success !== undefined && typeof success !== "function") {
    throw invalid("Popcorn.getJSONP success", success, "a function");
  }
  if (options === true) {
    await getScript(url, success as (() => void) | undefined);
    return undefined;
  }
  const checked = readableUrl(url, "Popcorn.getJSONP url");
  const limits = readLimits(isObject(options) ? options : {}, "Popcorn.getJSONP");
  let data: unknown;
  try {
    data = await readJsonp(checked, limits);
  } catch (error) {
    if (!success) throw error;
    data = { error };
  }
  success?.(data);
  return data;
}

/** Reads a checked JSONP URL within the limits: its data, or a `LOAD` or `PARSE` error. */
export async function readJsonp(url: string, limits: ReadLimits): Promise<unknown> {
  const request = jsonpUrl(url);
  const text = await readText(request, limits, "application/javascript, application/json, */*;q=0.5");
  return unwrapJsonp(text, answerOf(request));
}

/**
 * The URL with its callback parameter, as 1.x made it: `callback=name` keeps `name` as the prefix of a fresh
 * name (`callback=?` is `jsonp`); else a first `=?` (at the end of a parameter) or `??` is filled in with a fresh
 * `jsonp...` name, and `callback=` that name is added to the query.
 */
export function jsonpUrl(url: string): string {
  const at = url.indexOf("callback=");
  if (at !== -1) {
    const from = at + "callback=".length;
    const amp = url.indexOf("&", from);
    const to = amp === -1 ? url.length : amp;
    const given = url.slice(from, to);
    const name = guid(given === "?" || given === "" ? "jsonp" : given);
    return `${url.slice(0, from)}${name}${url.slice(to)}`;
  }
  const name = guid("jsonp");
  let filled = url;
  for (let index = 0; index < url.length - 1; index++) {
    const next = url[index + 1];
    if (url[index] === "=" && next === "?" && (index + 2 === url.length || url[index + 2] === "&")) {
      filled = `${url.slice(0, index)}=${name}${url.slice(index + 2)}`;
      break;
    }
    if (url[index] === "?" && next === "?") {
      filled = `${url.slice(0, index)}${name}${url.slice(index + 2)}`;
      break;
    }
  }
  const query = filled.indexOf("?");
  const base = query === -1 ? filled : filled.slice(0, query);
  const rest = query === -1 ? "" : filled.slice(query + 1);
  return `${base}?${rest ? `${rest}&` : ""}callback=${name}`;
}

/**
 * The data of a JSONP answer: `name(json)`, with an optional `;`, white space and leading comments , where `name` is an identifier or a dotted path; or plain JSON. One pass over the text, no pattern.
 * Anything else is a `PopcornError` (`PARSE`) naming what was read.
 */
export function unwrapJsonp(text: string, what: string): unknown {
  const fail = (reason: string, cause?: unknown) => parseError(`${what} ${reason}`, text, EXPECTED, cause);
  const json = (inside: string, reason: string) => {
    try {
      return JSON.parse(inside);
    } catch (cause) {
      throw fail(reason, cause);
    }
  };
  let start = skipIgnored(text, 0);
  if (start === -1) throw fail("has an unclosed comment");
  if (!isNameStart(text.charCodeAt(start))) return json(text.slice(start), "is neither a JSONP call nor JSON");
  // The callee: names joined by dots.
  for (;;) {
    start++;
    while (start < text.length && isNamePart(text.charCodeAt(start))) start++;
    if (text[start] !== "." || !isNameStart(text.charCodeAt(start + 1))) break;
    start++;
  }
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  if (text[start] !== "(")
    throw fail(`is not a JSONP call (${describeValue(text[start] ?? "the end")} after the name)`);
  let end = text.length;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (text[end - 1] === ";") end--;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (end - 1 <= start || text[end - 1] !== ")") throw fail("is not a JSONP call (no closing parenthesis at its end)");
  return json(text.slice(start + 1, end - 1), "has no JSON inside its call");
}

/** The index after white space, a byte order mark and comments from `index`; -1 for an unclosed comment. */
function skipIgnored(text: string, index: number): number {
  let at = index;
  for (;;) {
    while (at < text.length && (isSpace(text.charCodeAt(at)) || text[at] === "\uFEFF")) at++;
    if (text[at] !== "/") return at;
    if (text[at + 1] === "*") {
      const close = text.indexOf("*/", at + 2);
      if (close === -1) return -1;
      at = close + 2;
    } else if (text[at + 1] === "/") {
      const newline = text.indexOf("\n", at + 2);
      at = newline === -1 ? text.length : newline + 1;
    } else return at;
  }
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x2028 || code === 0x2029;
}

function isNameStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 36 || code === 95;
}

function isNamePart(code: number): boolean {
  return isNameStart(code) || (code >= 48 && code <= 57);
}
