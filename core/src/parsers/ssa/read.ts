import { describeValue } from "../../errors/errors.js";
import { readClockTime } from "../clockTime.js";
import { normalizeLines } from "../lines.js";
import { setOwn } from "../records.js";
import { ssaText } from "./text.js";
import type { ParsedEvent, ReaderContext, ReaderResult } from "../types.js";
import { type Cursor, formatTimestamp, TOO_LARGE, TOO_LARGE_NOTE } from "../webvtt/timestamp.js";

/** Placement of an SSA/ASS event (the `settings` option): only what differs from the style's defaults. */
export interface SsaSettings {
  /** Stacking layer (ASS); higher layers draw on top. */
  layer?: number;
  /** Margins in script pixels that override the style's. */
  marginL?: number;
  marginR?: number;
  marginV?: number;
  /** Transition effect, as written ("Scroll up;...", "Karaoke"). */
  effect?: string;
  /** Numpad alignment (1-9) from an `{\an}` or `{\a}` override in the text. */
  alignment?: number;
}

/** What an SSA/ASS parse keeps besides the events (`meta` of the result). */
export interface SsaMeta {
  /** `[Script Info]` entries, such as `Title`, `ScriptType`, `PlayResX`, `WrapStyle`. */
  scriptInfo: Record<string, string>;
  /** `[V4 Styles]` / `[V4+ Styles]` entries, each keyed by the section's Format names. */
  styles: Record<string, string>[];
}

const DEFAULT_EVENT_FORMAT = [
  "layer",
  "start",
  "end",
  "style",
  "name",
  "marginl",
  "marginr",
  "marginv",
  "effect",
  "text",
];
const SSA_TIME = "h:mm:ss.cc";

/**
 * Reads SubStation Alpha (SSA, v4) and Advanced SSA (ASS, v4+): `[Script Info]`, the styles section and
 * `[Events]` with its `Format:` line and `Dialogue:` lines. Override blocks (`{\i1}`) are removed from the
 * text, `\N` is a line break (`\n` too with `WrapStyle: 2`), `\h` a no-break space. The style name becomes
 * the `style` option and the speaker (`Name`) the `voice` option.
 */
export function readSsa(text: string, context: ReaderContext): ReaderResult {
  const input = normalizeLines(text);
  const meta: SsaMeta = { scriptInfo: {}, styles: [] };
  const events: ParsedEvent[] = [];
  const cursor: Cursor = { pos: 0 };
  let section = "";
  let styleFormat: string[] | undefined;
  let format = eventFormat(DEFAULT_EVENT_FORMAT);
  let wrapStyle2 = false;
  let pos = 0;
  let line = 0;
  while (pos < input.length) {
    let lineEnd = input.indexOf("\n", pos);
    if (lineEnd === -1) lineEnd = input.length;
    const lineStart = pos;
    pos = lineEnd + 1;
    line++;
    const content = input.slice(lineStart, lineEnd).trim();
    if (content === "" || content.startsWith(";") || content.startsWith("!:")) continue;
    if (content.startsWith("[") && content.endsWith("]")) {
      section = content.slice(1, -1).trim().toLowerCase();
      continue;
    }
    const colon = content.indexOf(":");
    if (colon === -1) continue;
    const key = content.slice(0, colon).trim().toLowerCase();
    const value = content.slice(colon + 1).trimStart();
    if (section === "script info") {
      setOwn(meta.scriptInfo, content.slice(0, colon).trim(), value.trim());
      if (key === "wrapstyle") wrapStyle2 = value.trim() === "2";
    } else if (section === "v4 styles" || section === "v4+ styles") {
      if (key === "format") styleFormat = value.split(",").map((name) => name.trim());
      else if (key === "style") meta.styles.push(readStyle(value, styleFormat));
    } else if (section === "events") {
      if (key === "format") format = eventFormat(value.split(",").map((name) => name.trim().toLowerCase()));
      else if (key === "dialogue") {
        const valueStart = input.indexOf(":", lineStart) + 1;
        const event = readDialogue(
          input,
          valueStart,
          format,
          { line, lineStart, lineEnd },
          wrapStyle2,
          context,
          cursor,
        );
        if (event !== undefined) events.push(event);
      }
    }
  }
  return { events, meta: meta as unknown as Record<string, unknown> };
}

function readStyle(value: string, format: string[] | undefined): Record<string, string> {
  const fields = value.split(",");
  const names = format ?? ["Name"];
  const style: Record<string, string> = {};
  for (let i = 0; i < names.length && i < fields.length; i++) setOwn(style, names[i]!, fields[i]!.trim());
  return style;
}

/** Where each known field sits in a Format line; -1 when absent. */
interface EventFormat {
  count: number;
  start: number;
  end: number;
  style: number;
  name: number;
  text: number;
  layer: number;
  marginL: number;
  marginR: number;
  marginV: number;
  effect: number;
}

function eventFormat(names: readonly string[]): EventFormat {
  const at = (name: string): number => names.indexOf(name);
  return {
    count: names.length,
    start: at("start"),
    end: at("end"),
    style: at("style"),
    name: names.includes("name") ? at("name") : at("actor"),
    text: at("text"),
    layer: at("layer"),
    marginL: at("marginl"),
    marginR: at("marginr"),
    marginV: at("marginv"),
    effect: at("effect"),
  };
}

/** Where a Dialogue line is, for its errors. */
interface Place {
  line: number;
  lineStart: number;
  lineEnd: number;
}

function readDialogue(
  input: string,
  valueStart: number,
  format: EventFormat,
  place: Place,
  wrapStyle2: boolean,
  context: ReaderContext,
  cursor: Cursor,
): ParsedEvent | undefined {
  const { line, lineStart, lineEnd } = place;
  // Every field but the last ends at a comma; the last (Text) keeps its commas.
  const fields: string[] = [];
  const fieldStarts: number[] = [];
  let pos = valueStart;
  for (let i = 0; i < format.count - 1; i++) {
    // Looked for within the line only: a search running on through the file would make parsing quadratic.
    let comma = pos;
    while (comma < lineEnd && input.charCodeAt(comma) !== 0x2c) comma++;
    if (comma === lineEnd) break;
    fields.push(input.slice(pos, comma).trim());
    fieldStarts.push(pos);
    pos = comma + 1;
  }
  fields.push(input.slice(pos, lineEnd));
  fieldStarts.push(pos);
  if (fields.length < format.count) {
    const expected = `${format.count} comma-separated fields, as the Format line says`;
    context.log.report(
      line,
      1,
      `Dialogue line has ${fields.length} fields, fewer than the ${format.count} of its Format line; the event is skipped.`,
      {
        value: input.slice(lineStart, lineEnd),
        expected,
      },
    );
    return undefined;
  }
  const start = readTime(input, format.start, fields, fieldStarts, place, context, cursor);
  if (start < 0) return undefined;
  const end = readTime(input, format.end, fields, fieldStarts, place, context, cursor);
  if (end < 0) return undefined;
  if (end < start) {
    context.log.report(
      line,
      fieldStarts[format.end]! - lineStart + 1,
      `event ends at ${formatTimestamp(end)}, before it starts at ${formatTimestamp(start)}; it is skipped: expected an end time at or after the start time.`,
      {
        value: input.slice(lineStart, lineEnd),
        expected: "an end time at or after the start time",
      },
    );
    return undefined;
  }
  const { text, alignment } = ssaText(fields[format.text] ?? "", wrapStyle2);
  const options: Record<string, unknown> = { text };
  const style = fields[format.style];
  if (style !== undefined && style !== "") options.style = style.replace(/^\*/, "");
  const name = fields[format.name];
  if (name !== undefined && name !== "") options.voice = name;
  const settings = readSettings(format, fields, alignment);
  if (settings !== undefined) options.settings = settings;
  return { type: context.type, start, end, options };
}

function readTime(
  input: string,
  index: number,
  fields: readonly string[],
  fieldStarts: readonly number[],
  place: Place,
  context: ReaderContext,
  cursor: Cursor,
): number {
  const value = index === -1 ? "" : fields[index]!;
  cursor.pos = 0;
  const seconds = value === "" ? -1 : readClockTime(value, value.length, cursor, false);
  if (seconds >= 0 && cursor.pos === value.length) return seconds;
  let column = 1;
  if (index !== -1) {
    let at = fieldStarts[index]!;
    while (at < place.lineEnd && (input.charCodeAt(at) === 0x20 || input.charCodeAt(at) === 0x09)) at++;
    column = at - place.lineStart + 1;
  }
  const why = seconds === TOO_LARGE ? TOO_LARGE_NOTE : "";
  context.log.report(
    place.line,
    column,
    `invalid time ${describeValue(value)}${why}: expected ${SSA_TIME}; the event is skipped.`,
    {
      value,
      expected: SSA_TIME,
    },
  );
  return -1;
}

function readSettings(
  format: EventFormat,
  fields: readonly string[],
  alignment: number | undefined,
): SsaSettings | undefined {
  const settings: SsaSettings = {};
  const layer = Number(fields[format.layer]);
  if (Number.isInteger(layer) && layer !== 0) settings.layer = layer;
  const margins = [
    ["marginL", format.marginL],
    ["marginR", format.marginR],
    ["marginV", format.marginV],
  ] as const;
  for (const [name, index] of margins) {
    const margin = Number(fields[index]);
    if (Number.isFinite(margin) && margin !== 0) settings[name] = margin;
  }
  const effect = fields[format.effect];
  if (effect !== undefined && effect !== "") settings.effect = effect;
  if (alignment !== undefined) settings.alignment = alignment;
  return Object.keys(settings).length === 0 ? undefined : settings;
}
