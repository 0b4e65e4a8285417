// Popcorn.xhr on fetch: one GET or POST through core's limited read (time-out, size limit, abort), the answer
// handed over as 1.x handed it. Every failure is a PopcornError, given to `error` when there is one, else a rejection.
import type { PopcornError } from "@popcorn-kit/core";
import { invalid } from "../util/invalid.js";
import { guard, readSafely } from "../util/safely.js";
import { readJsonp } from "./jsonp.js";
import { type PostBody, readText } from "./read.js";
import { type ReadLimits, type ReadOptions, readLimits } from "./limits.js";
import { type ResponseData, answerOf, readJson, readXml, responseData } from "./responseData.js";
import { loadScript } from "./script.js";
import { readableUrl } from "./url.js";
import { isObject } from "../util/objects.js";

/** How `xhr` reads the answer; 1.x's names, in any case (`"JSON"` is `"json"`). */
export type XhrDataType = "text" | "json" | "xml" | "jsonp" | "script";

/** Options of {@link xhr}: Popcorn.xhr's, with the kit's limits. */
export interface XhrOptions extends ReadOptions {
  /** What to read: an http(s), relative or `blob:` URL (any other scheme is refused, never fetched). */
  url: string;
  /** Called with the data once read (see `dataType`). */
  success?: (data: any) => void;
  /** Called with the `PopcornError` when the read fails or a option is refused; without it the promise rejects. */
  error?: (error: PopcornError) => void;
  /**
   * How the answer is read. Left out (1.x's default): the `{ text, json, xml }` object, each reading null where it
   * fails. `"text"`: the text. `"json"`: the parsed JSON. `"xml"`: an XML `Document` (no DOCTYPE). `"jsonp"`: as
   * {@link getJSONP}. `"script"`: as {@link getScript}; `success` gets no data.
   */
  dataType?: XhrDataType | Uppercase<XhrDataType> | "";
  /** 1.x's query string: appended to the URL after `?` or `&` for a GET, the body of a POST. */
  data?: string;
  /** The HTTP method, `"GET"` (1.x's default) or `"POST"`, in any case. */
  type?: "GET" | "POST" | "get" | "post";
  /** The content type of a POST's body. @default "application/x-www-form-urlencoded; charset=UTF-8" */
  contentType?: string;
}

/** Headers per data type: what the answer is expected to be. */
const ACCEPT: Record<string, string> = {
  json: "application/json, */*;q=0.5",
  xml: "application/xml, text/xml, */*;q=0.5",
};

/**
 * Popcorn.xhr: reads a URL with `fetch` and hands the data to `success` (see `dataType`), within a time-out
 * (30 s by default, 0 for none), a size limit (20 MiB) and an optional `signal`. The promise resolves with the
 * same data.
 *
 * Refused with a `PopcornError`, given to `error` if there is one (the promise then resolves with undefined),
 * else as the promise's rejection: a URL of another scheme than http(s), relative or `blob:` (`INVALID_OPTION`,
 * never fetched), a bad option (`INVALID_OPTION`), a failed read, a status other than 2xx, a time-out, an answer
 * over the limit or an abort (`LOAD`), an answer that is not of its `dataType` (`PARSE`).
 *
 * @example
 * Popcorn.xhr({ url: "/data/notes.json", dataType: "json", success: (notes) => show(notes) });
 * const data = await Popcorn.xhr({ url: "/data/notes.json" }); // { text, json, xml }
 */
export async function xhr(options: XhrOptions): Promise<unknown> {
  // The options are read once, behind `readSafely`: a getter or proxy of the page's that throws is refused.
  const onError = readSafely(() => (isObject(options) ? options.error : undefined), "Popcorn.xhr", options);
  let request: XhrRequest;
  let data: unknown;
  try {
    request = readSafely(() => xhrRequest(options), "Popcorn.xhr", options);
    data = await perform(request);
  } catch (error) {
    if (typeof onError !== "function") throw error;
    onError(error as PopcornError);
    return undefined;
  }
  // Outside the try: an error thrown by `success` is the page's own, never handed to `error`.
  if (request.success) request.success(data);
  return data;
}

interface XhrRequest {
  readonly url: string;
  readonly post: PostBody | undefined;
  readonly dataType: XhrDataType | undefined;
  readonly limits: ReadLimits;
  readonly success: ((data: unknown) => void) | undefined;
}

/** Checks the options of one call; a refused option is a `PopcornError` naming it. */
function xhrRequest(options: XhrOptions): XhrRequest {
  if (!isObject(options)) {
    throw invalid("Popcorn.xhr options", options, "an object such as { url, success, dataType }");
  }
  const { success, error, dataType, data, type, contentType = FORM } = options;
  if (success !== undefined && typeof success !== "function") {
    throw invalid("Popcorn.xhr success", success, "a function", { option: "success" });
  }
  if (error !== undefined && typeof error !== "function") {
    throw invalid("Popcorn.xhr error", error, "a function", { option: "error" });
  }
  const post = type !== undefined && String(type).toUpperCase() === "POST";
  if (type !== undefined && !post && String(type).toUpperCase() !== "GET") {
    throw invalid("Popcorn.xhr type", type, '"GET" or "POST"', { option: "type" });
  }
  if (data !== undefined && data !== null && typeof data !== "string") {
    throw invalid("Popcorn.xhr data", data, "a query string", { option: "data" });
  }
  if (typeof contentType !== "string") {
    throw invalid("Popcorn.xhr contentType", contentType, "a string", { option: "contentType" });
  }
  const kind = dataType === undefined || dataType === null || dataType === "" ? undefined : String(dataType);
  const lower = kind?.toLowerCase();
  if (lower !== undefined && !["text", "json", "xml", "jsonp", "script"].includes(lower)) {
    throw invalid("Popcorn.xhr dataType", dataType, '"text", "json", "xml", "jsonp" or "script"', {
      option: "dataType",
    });
  }
  let url = readableUrl(options.url, "Popcorn.xhr url");
  if (data && !post) url += (url.includes("?") ? "&" : "?") + data;
  const limits = readLimits(options, "Popcorn.xhr");
  return {
    url,
    post: post ? { body: data ?? "", contentType } : undefined,
    dataType: lower as XhrDataType | undefined,
    limits,
    success,
  };
}

/** Popcorn 1.x's content type of a POST. */
const FORM = "application/x-www-form-urlencoded; charset=UTF-8";

/** Reads the URL and turns the answer into the data of its type. */
async function perform({ url, post, dataType, limits }: XhrRequest): Promise<unknown> {
  if (dataType === "jsonp") return readJsonp(url, limits);
  if (dataType === "script") return loadScript(url, limits);
  const text = await readText(url, limits, dataType ? ACCEPT[dataType] : undefined, post);
  return dataOf(text, dataType, url);
}

/**
 * `Popcorn.xhr.httpData(settings)`, 1.x's: once `settings.ajax` (an `XMLHttpRequest` the page sent) is done, calls
 * `settings.success` (`this` the request) with its answer as 1.x read it: `{ text, json, xml }`, or the one that
 * `settings.dataType` names (`"text"`, `"json"` or `"xml"`, null where it does not parse).
 */
export const httpData = guard("Popcorn.xhr.httpData", (settings: HttpDataSettings): void => {
  const ajax = settings?.ajax;
  if (!isObject(ajax)) {
    throw invalid(
      "Popcorn.xhr.httpData settings",
      settings,
      "an object { ajax: an XMLHttpRequest, success?, dataType? }",
    );
  }
  const { success, dataType } = settings;
  ajax.onreadystatechange = () => {
    if (ajax.readyState !== 4) return;
    const data = responseData(ajax.responseText);
    success?.call(ajax, dataType ? data[dataType] : data);
  };
});

/** What `httpData` reads: 1.x's settings. */
export interface HttpDataSettings {
  ajax: XMLHttpRequest;
  success?: (this: XMLHttpRequest, data: any) => void;
  dataType?: "text" | "json" | "xml";
}

/** A text as the data of a type: 1.x's `{ text, json, xml }` when none is named. */
export function dataOf(text: string, dataType: "text" | "json" | "xml" | undefined, url: string): unknown {
  if (dataType === "text") return text;
  if (dataType === "json") return readJson(text, answerOf(url));
  if (dataType === "xml") return readXml(text, answerOf(url));
  return responseData(text) satisfies ResponseData;
}
