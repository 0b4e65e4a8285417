import { describeValue } from "../../errors/errors.js";
import { readClockTime } from "../clockTime.js";
import { isBlank, normalizeLines } from "../lines.js";
import type { ParsedEvent, ReaderContext, ReaderResult } from "../types.js";
import { type Cursor, formatTimestamp, TOO_LARGE, TOO_LARGE_NOTE } from "../webvtt/timestamp.js";

const SBV_TIMING = "h:mm:ss.mmm,h:mm:ss.mmm";

/**
 * Reads SBV (YouTube's SubViewer captions): blocks of a `h:mm:ss.mmm,h:mm:ss.mmm` line and text lines,
 * separated by blank lines. `[br]` in text is a line break. A missing blank line before a timing line is
 * forgiven; a block whose timing line cannot be read is skipped and reported.
 */
export function readSbv(text: string, context: ReaderContext): ReaderResult {
  const input = normalizeLines(text);
  const events: ParsedEvent[] = [];
  const cursor: Cursor = { pos: 0 };
  const timing = { start: 0, end: 0 };
  const next: Timing = { start: 0, end: 0, tooLarge: false };
  let pos = 0;
  let line = 1;
  let open = false;
  let skipping = false;
  let textStart = -1;
  let textEnd = -1;

  const finish = (): void => {
    if (open) {
      const raw = textStart === -1 ? "" : input.slice(textStart, textEnd);
      events.push({
        type: context.type,
        start: timing.start,
        end: timing.end,
        options: { text: raw.replace(/\[br\]/gi, "\n") },
      });
    }
    open = false;
    textStart = -1;
  };

  while (pos < input.length) {
    let lineEnd = input.indexOf("\n", pos);
    if (lineEnd === -1) lineEnd = input.length;
    if (isBlank(input, pos, lineEnd)) {
      finish();
      skipping = false;
    } else if (readTiming(input, pos, lineEnd, cursor, next)) {
      finish();
      skipping = false;
      timing.start = next.start;
      timing.end = next.end;
      if (timing.end < timing.start) {
        context.log.report(
          line,
          1,
          `cue ends at ${formatTimestamp(timing.end)}, before it starts at ${formatTimestamp(timing.start)}; the cue is skipped: expected an end time at or after the start time.`,
          {
            value: input.slice(pos, lineEnd),
            expected: "an end time at or after the start time",
          },
        );
        skipping = true;
      } else open = true;
    } else if (open) {
      if (textStart === -1) textStart = pos;
      textEnd = lineEnd;
    } else if (!skipping) {
      const value = input.slice(pos, lineEnd);
      const why = next.tooLarge ? TOO_LARGE_NOTE : "";
      context.log.report(
        line,
        cursor.pos - pos + 1,
        `invalid timing line ${describeValue(value)}${why}: expected ${SBV_TIMING}; the block is skipped.`,
        {
          value,
          expected: SBV_TIMING,
        },
      );
      skipping = true;
    }
    pos = lineEnd + 1;
    line++;
  }
  finish();
  return { events, meta: {} };
}

/** A timing line as read; `tooLarge` after a failure: a time there was past the largest number. */
interface Timing {
  start: number;
  end: number;
  tooLarge: boolean;
}

/** Reads a whole `start,end` line; on failure leaves the cursor where the line stops fitting. */
function readTiming(input: string, lineStart: number, lineEnd: number, cursor: Cursor, out: Timing): boolean {
  let pos = lineStart;
  while (pos < lineEnd && (input.charCodeAt(pos) === 0x20 || input.charCodeAt(pos) === 0x09)) pos++;
  cursor.pos = pos;
  const start = readClockTime(input, lineEnd, cursor, false);
  out.tooLarge = start === TOO_LARGE;
  if (start < 0) return false;
  if (cursor.pos >= lineEnd || input.charCodeAt(cursor.pos) !== 0x2c) return false;
  cursor.pos++;
  const end = readClockTime(input, lineEnd, cursor, false);
  out.tooLarge = end === TOO_LARGE;
  if (end < 0) return false;
  pos = cursor.pos;
  while (pos < lineEnd && (input.charCodeAt(pos) === 0x20 || input.charCodeAt(pos) === 0x09)) pos++;
  if (pos !== lineEnd) return false;
  out.start = start;
  out.end = end;
  return true;
}
