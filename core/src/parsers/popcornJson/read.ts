import { describeValue } from "../../errors/errors.js";
import { fileTime, timeTrouble } from "../fileTime.js";
import { dataItemOffsets, jsonErrorOffset } from "./positions.js";
import { LineCounter } from "../lineCounter.js";
import type { ParsedEvent, ReaderContext, ReaderResult } from "../types.js";

const DATA_EXPECTED = '{ "data": [ { "pluginName": { "start": 1, "end": 2, ...options } } ] }';
const TIME_EXPECTED = 'finite seconds, or a timecode such as "1:02" or "00:01:02.5"';

/**
 * Reads Popcorn 1.x JSON data: `{ data: [ { pluginName: { start, end, ...options } } ] }`. Each key of each
 * item is one event of that plugin type (Popcorn read them the same way). `id` becomes the event id; times go
 * through `toSeconds` and must be finite (`1e999` is refused); a missing `start` is 0 and a missing `end` an
 * open end. Other top-level keys (title, remote, media...) are kept in `meta`.
 */
export function readPopcornJson(text: string, context: ReaderContext): ReaderResult {
  const events: ParsedEvent[] = [];
  const source = text.replace(/^\uFEFF/, "");
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (cause) {
    const found = /at position (\d+)/.exec(String((cause as Error).message));
    const offset = found !== null ? Number(found[1]) : jsonErrorOffset(source);
    const { line, column } = new LineCounter(source).at(offset);
    context.log.report(
      line,
      column,
      `invalid JSON (${String((cause as Error).message).replace(/\.$/, "")}): expected ${DATA_EXPECTED}.`,
      {
        expected: DATA_EXPECTED,
        cause,
      },
    );
    return { events, meta: {} };
  }
  if (!isRecord(data) || !Array.isArray(data.data)) {
    context.log.report(1, 1, `no "data" array: expected ${DATA_EXPECTED}.`, { value: data, expected: DATA_EXPECTED });
    return { events, meta: {} };
  }
  const { data: items, ...meta } = data;
  let offsets: number[] | undefined;
  const lines = new LineCounter(source);
  const report = (index: number, message: string, value: unknown, expected: string, cause?: unknown): void => {
    offsets ??= dataItemOffsets(source);
    const { line, column } = lines.at(offsets[index] ?? 0);
    context.log.report(line, column, `data[${index}]: ${message}`, { value, expected, cause });
  };
  for (const [index, item] of (items as unknown[]).entries()) {
    if (!isRecord(item)) {
      report(
        index,
        `${describeValue(item)} is not an object; it is skipped: expected { "pluginName": { ...options } }.`,
        item,
        DATA_EXPECTED,
      );
      continue;
    }
    for (const [type, value] of Object.entries(item)) {
      if (!isRecord(value)) {
        report(
          index,
          `options of "${type}" are ${describeValue(value)}; it is skipped: expected an object of options.`,
          value,
          "an object of options",
        );
        continue;
      }
      const { start: startValue, end: endValue, id, ...options } = value;
      let start: number;
      let end: number;
      try {
        // An end left out is an open end; one written as 1e999 (Infinity once parsed) is refused.
        start = startValue === undefined || startValue === null ? 0 : fileTime(startValue);
        end = endValue === undefined || endValue === null ? Infinity : fileTime(endValue);
      } catch (cause) {
        const bad = (cause as { details?: { value?: unknown } }).details?.value;
        report(
          index,
          `"${type}" has an invalid time ${describeValue(bad)}${timeTrouble(cause)}; it is skipped: expected ${TIME_EXPECTED}.`,
          bad,
          TIME_EXPECTED,
          cause,
        );
        continue;
      }
      if (end < start) {
        report(
          index,
          `"${type}" ends (${end}) before it starts (${start}); it is skipped: expected end at or after start.`,
          endValue,
          "an end at or after the start",
        );
        continue;
      }
      const event: ParsedEvent = { type, start, end, options };
      if (typeof id === "string" || typeof id === "number") event.id = String(id);
      events.push(event);
    }
  }
  return { events, meta };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
