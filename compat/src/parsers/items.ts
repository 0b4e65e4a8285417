// Parsed events and a parser's track data as the items the instance adds, each with the call's options under
// its own.
import { PopcornError } from "@popcorn-kit/core";
import { describeValue } from "@popcorn-kit/core/errors";
import type { ParsedEvent, SubtitleFormat } from "@popcorn-kit/core/parsers";
import { UNSAFE_KEYS, extend, isRecord } from "../util/objects.js";
import type { ParsedItem, ParserOutput } from "./types.js";

/** Formats whose events are Popcorn 1.x data (plugin names and options as the file wrote them). */
const POPCORN_DATA = new Set<SubtitleFormat>(["popcorn-json", "popcorn-xml"]);

/**
 * Core's parsed events as items. Popcorn data keeps 1.x's options (an open end is left out, the instance's
 * default); a subtitle file's cues are kit items. A cue that ends before it starts (kept by the WebVTT parser,
 * with a warning already listed) is left out: it never shows, and an instance refuses it.
 */
export function itemsOfEvents(
  events: readonly ParsedEvent[],
  format: SubtitleFormat,
  defaults: Readonly<Record<string, unknown>>,
): ParsedItem[] {
  const popcorn = POPCORN_DATA.has(format);
  const items: ParsedItem[] = [];
  for (const event of events) {
    if (event.end < event.start) continue;
    const options: Record<string, unknown> = extend({}, defaults, event.options);
    if (event.id !== undefined) options.id = event.id;
    options.start = event.start;
    if (!popcorn || Number.isFinite(event.end)) options.end = event.end;
    items.push(popcorn ? { plugin: event.type, options } : { plugin: event.type, options, kit: true });
  }
  return items;
}

/**
 * A parser's track data as items, 1.x's way: every own key of every item of `data` is one event of that plugin.
 * What is not an object of options is skipped and reported (`PARSE`, naming where it was); keys that would reach
 * what objects inherit (`__proto__`...) are skipped silently, as `extend` skips them.
 */
export function itemsOfOutput(
  output: ParserOutput,
  defaults: Readonly<Record<string, unknown>>,
  parser: string,
): { items: ParsedItem[]; errors: PopcornError[] } {
  const items: ParsedItem[] = [];
  const errors: PopcornError[] = [];
  const data = output.data ?? [];
  if (!Array.isArray(data)) {
    errors.push(skipped(`${parser} gave data ${describeValue(data)}`, data, "an array of { pluginName: options }"));
    return { items, errors };
  }
  data.forEach((item: unknown, index) => {
    if (!isRecord(item)) {
      errors.push(skipped(`${parser} data[${index}] is ${describeValue(item)}`, item, "{ pluginName: options }"));
      return;
    }
    for (const [plugin, options] of Object.entries(item)) {
      if (UNSAFE_KEYS.has(plugin)) continue;
      if (!isRecord(options)) {
        const where = `${parser} data[${index}].${plugin} is ${describeValue(options)}`;
        errors.push(skipped(where, options, "an object of options"));
        continue;
      }
      items.push({ plugin, options: extend<Record<string, unknown>>({}, defaults, options) });
    }
  });
  return { items, errors };
}

function skipped(what: string, value: unknown, expected: string): PopcornError {
  return new PopcornError("PARSE", `${what}; it is skipped: expected ${expected}.`, { value, expected });
}
