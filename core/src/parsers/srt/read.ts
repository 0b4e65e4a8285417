import { describeValue } from "../../errors/errors.js";
import { readClockTime } from "../clockTime.js";
import type { CueTextSummary } from "../cueNodes.js";
import { CueTreeBuilder } from "../cueTree.js";
import { isBlank, isDigitsLine, normalizeLines } from "../lines.js";
import { parseSrtCueText } from "./cueText.js";
import { subtitleOptions } from "../subtitleOptions.js";
import type { ParsedEvent, ReaderContext, ReaderResult } from "../types.js";
import { type Cursor, formatTimestamp, TOO_LARGE, TOO_LARGE_NOTE } from "../webvtt/timestamp.js";
import { CUE_LINE_MARK, readCueLines } from "../writeCueLines.js";

const SRT_TIMESTAMP = "hh:mm:ss,mmm (or hh:mm:ss.mmm)";

/**
 * Reads SubRip (SRT) the way players do in practice: indexes optional, "," or "." before the milliseconds,
 * one-digit fields, BOM, any line breaks, missing or extra blank lines. A cue runs from its timing line to the
 * next one, less the next cue's index and blank lines at either end. Tags become the cue text tree. The marks
 * the kit's SRT writer puts in text (U+200B at the start of a line and in `--\u200B>`, see `writeCueLines`)
 * are dropped, so text written by the kit reads back as written.
 */
export function readSrt(text: string, context: ReaderContext): ReaderResult {
  return { events: new SrtReader(normalizeLines(text), context).read(), meta: {} };
}

class SrtReader {
  readonly #input: string;
  readonly #context: ReaderContext;
  readonly #events: ParsedEvent[] = [];
  readonly #cursor: Cursor = { pos: 0 };
  readonly #summary: CueTextSummary = { text: "", voice: undefined, plain: true };
  readonly #tree = new CueTreeBuilder();
  #nextArrow = -1;
  // Timing of the cue whose text is being collected; `#open` is false before the first cue and after a bad one.
  #open = false;
  #start = 0;
  #end = 0;
  /** Start of the first non-blank text line of the cue, -1 until there is one. */
  #textStart = -1;
  /** End of the last non-blank line, of the one before it, and whether a blank line came just before it. */
  #lastEnd = -1;
  #lastStart = -1;
  #beforeLastEnd = -1;
  #blankBeforeLast = false;
  #previousBlank = true;
  /** True after a bad timing line: the text below it belongs to the skipped cue. */
  #skipping = false;
  #strayLine = 0;

  constructor(input: string, context: ReaderContext) {
    this.#input = input;
    this.#context = context;
  }

  read(): ParsedEvent[] {
    const input = this.#input;
    const length = input.length;
    let pos = 0;
    let line = 1;
    while (pos < length) {
      let lineEnd = input.indexOf("\n", pos);
      if (lineEnd === -1) lineEnd = length;
      this.#readLine(pos, lineEnd, line);
      pos = lineEnd + 1;
      line++;
    }
    this.#finish(false);
    this.#reportStray();
    return this.#events;
  }

  #readLine(start: number, end: number, line: number): void {
    const input = this.#input;
    if (this.#nextArrow < start) {
      const found = input.indexOf("-->", start);
      this.#nextArrow = found === -1 ? input.length : found;
    }
    if (this.#nextArrow + 3 <= end) {
      // A line with "-->" in the middle of cue text that is no timing line is text ("He said --> go").
      const inText =
        this.#open &&
        !this.#previousBlank &&
        (this.#lastStart === -1 || !isDigitsLine(input, this.#lastStart, this.#lastEnd));
      if (this.#readTimings(start, end, line, !inText)) return;
      if (!inText) {
        this.#finish(true);
        this.#skipping = true;
        this.#previousBlank = true;
        return;
      }
    }
    if (isBlank(input, start, end)) {
      this.#previousBlank = true;
      return;
    }
    if (!this.#open && !this.#skipping && this.#strayLine === 0 && !isDigitsLine(input, start, end))
      this.#strayLine = line;
    if (this.#open && this.#textStart === -1) this.#textStart = start;
    this.#blankBeforeLast = this.#previousBlank;
    this.#beforeLastEnd = this.#lastEnd;
    this.#lastStart = start;
    this.#lastEnd = end;
    this.#previousBlank = false;
  }

  /** Reads a timing line; on success closes the previous cue and opens a new one. */
  #readTimings(lineStart: number, lineEnd: number, line: number, report: boolean): boolean {
    const input = this.#input;
    const cursor = this.#cursor;
    cursor.pos = skipSpaces(input, lineStart, lineEnd);
    const startPos = cursor.pos;
    const start = readClockTime(input, lineEnd, cursor, true);
    if (start < 0) return report && this.#badTime(startPos, lineStart, lineEnd, line, start === TOO_LARGE);
    let pos = skipSpaces(input, cursor.pos, lineEnd);
    if (!input.startsWith("-->", pos)) {
      if (!report) return false;
      const found = input.slice(pos, Math.min(lineEnd, pos + 12));
      this.#context.log.report(
        line,
        pos - lineStart + 1,
        `expected "-->" after the start time, found ${describeValue(found)}.`,
        {
          value: found,
          expected: '"-->" between the start and end times',
        },
      );
      return false;
    }
    pos = skipSpaces(input, pos + 3, lineEnd);
    cursor.pos = pos;
    let end = readClockTime(input, lineEnd, cursor, true);
    // The end time stops at a space or the end of the line (SRT may put coordinates after it).
    if (
      end >= 0 &&
      cursor.pos < lineEnd &&
      input.charCodeAt(cursor.pos) !== 0x20 &&
      input.charCodeAt(cursor.pos) !== 0x09
    )
      end = -1;
    if (end < 0) return report && this.#badTime(pos, lineStart, lineEnd, line, end === TOO_LARGE);
    this.#finish(true);
    this.#reportStray();
    if (end < start) {
      this.#context.log.report(
        line,
        pos - lineStart + 1,
        `cue ends at ${formatTimestamp(end, ",")}, before it starts at ${formatTimestamp(start, ",")}; the cue is skipped: expected an end time at or after the start time.`,
        { value: input.slice(lineStart, lineEnd), expected: "an end time at or after the start time" },
      );
      this.#open = false;
      this.#skipping = true;
    } else {
      this.#open = true;
      this.#skipping = false;
      this.#start = start;
      this.#end = end;
    }
    this.#textStart = -1;
    this.#lastStart = -1;
    this.#lastEnd = -1;
    this.#previousBlank = false;
    return true;
  }

  #badTime(pos: number, lineStart: number, lineEnd: number, line: number, tooLarge: boolean): false {
    if (this.#context.log.full) return false;
    const input = this.#input;
    let stop = pos;
    while (
      stop < lineEnd &&
      input.charCodeAt(stop) !== 0x20 &&
      input.charCodeAt(stop) !== 0x09 &&
      !input.startsWith("-->", stop)
    )
      stop++;
    const value = input.slice(pos, stop);
    const why = tooLarge ? TOO_LARGE_NOTE : "";
    this.#context.log.report(
      line,
      pos - lineStart + 1,
      `invalid timestamp ${describeValue(value)}${why}: expected ${SRT_TIMESTAMP}.`,
      {
        value,
        expected: SRT_TIMESTAMP,
      },
    );
    return false;
  }

  #reportStray(): void {
    if (this.#strayLine === 0) return;
    const line = this.#strayLine;
    this.#strayLine = 0;
    this.#context.log.report(
      line,
      1,
      'text outside any cue is ignored: expected an index or a timing line such as "00:00:01,000 --> 00:00:04,000".',
      {
        expected: "a cue index or timing line",
      },
    );
  }

  /** Ends the open cue. `beforeCue`: a timing line follows, so a last line of digits is its index. */
  #finish(beforeCue: boolean): void {
    if (!this.#open) return;
    const input = this.#input;
    let textEnd = this.#lastEnd;
    const lastIsIndex =
      this.#lastStart !== -1 &&
      (beforeCue || this.#blankBeforeLast) &&
      isDigitsLine(input, this.#lastStart, this.#lastEnd);
    if (lastIsIndex) textEnd = this.#lastStart === this.#textStart ? -1 : this.#beforeLastEnd;
    const raw = this.#textStart === -1 || textEnd === -1 ? "" : readSrtLines(input.slice(this.#textStart, textEnd));
    let options: Record<string, unknown>;
    if (raw.indexOf("<") === -1 && raw.indexOf("{") === -1) options = { text: raw };
    else {
      const nodes = parseSrtCueText(raw, this.#summary, this.#tree);
      options = subtitleOptions(this.#summary.text, this.#summary.plain ? undefined : nodes, undefined, undefined);
    }
    this.#events.push({ type: this.#context.type, start: this.#start, end: this.#end, options });
    this.#open = false;
  }
}

/** Drops the marks the kit's SRT writer puts in cue text: at the start of a line, and one in `--\u200B>`. */
function readSrtLines(text: string): string {
  return text.indexOf(CUE_LINE_MARK) === -1 ? text : readCueLines(text).replace(/--\u200B(\u200B*)>/g, "--$1>");
}

function skipSpaces(input: string, pos: number, end: number): number {
  while (pos < end && (input.charCodeAt(pos) === 0x20 || input.charCodeAt(pos) === 0x09)) pos++;
  return pos;
}
