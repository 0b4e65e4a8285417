import type { ParsedEvent } from "../types.js";

/**
 * Writes events as Popcorn 1.x JSON data: `{ "data": [ { type: { id?, start, end?, ...options } } ] }`, two-space
 * indented, after the top-level keys of `meta` (title, remote...). An open end (`Infinity`) is left out, which
 * Popcorn JSON reads back as an open end.
 */
export function writePopcornJson(events: readonly ParsedEvent[], meta: Record<string, unknown> = {}): string {
  const data = events.map((event) => {
    const entry: Record<string, unknown> = {};
    if (event.id !== undefined) entry.id = event.id;
    entry.start = event.start;
    if (Number.isFinite(event.end)) entry.end = event.end;
    for (const [key, value] of Object.entries(event.options)) {
      if (key !== "id" && key !== "start" && key !== "end") entry[key] = value;
    }
    return { [event.type]: entry };
  });
  return `${JSON.stringify({ ...meta, data }, null, 2)}\n`;
}
