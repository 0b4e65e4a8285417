import { describeValue } from "../../errors/errors.js";
import type { CueTextSummary } from "../cueNodes.js";
import { CueTreeBuilder } from "../cueTree.js";
import { normalizeLines } from "../lines.js";
import { subtitleOptions } from "../subtitleOptions.js";
import type { ParsedEvent, ReaderContext, ReaderResult } from "../types.js";
import type { ReferenceReader } from "../references.js";
import { readWebVTTCueText } from "./cueTextReader.js";
import { type CueSettings, parseCueSettings, parseRegion, type WebVTTRegion } from "./settings.js";
import {
  type Cursor,
  formatTimestamp,
  readWebVTTTimestamp,
  TOO_LARGE,
  TOO_LARGE_NOTE,
  WEBVTT_TIMESTAMP,
} from "./timestamp.js";
import { readCueLines } from "../writeCueLines.js";

/** What a WebVTT parse keeps besides the cues (`meta` of the result). */
export interface WebVTTMeta {
  /** Text after "WEBVTT" on the first line and the header lines below it. */
  header: string;
  /** CSS of each `STYLE` block, as written. */
  styles: string[];
  /** `REGION` blocks, in file order. */
  regions: WebVTTRegion[];
}

const SIGNATURE_EXPECTED = '"WEBVTT" at the start of the file, alone on its line or followed by a space or a tab';

/**
 * Reads a WebVTT file with the W3C WebVTT parser algorithm: signature, header, blocks (cues, `STYLE`,
 * `REGION`, `NOTE`), cue timings and settings, and cue text into a tree. A file without the signature gives
 * no cues and one error. Cues with bad timings are skipped and reported; a cue that ends before it starts is
 * kept, as the algorithm says, with a warning. Character references in cue text are read by `references`.
 * Cue text lines lose the U+200B that the kit's WebVTT writer puts in front of a blank line (see
 * `writeCueLines`), so text written by the kit reads back as written.
 */
export function readWebVTT(text: string, context: ReaderContext, references: ReferenceReader): ReaderResult {
  const input = normalizeLines(text, true);
  const meta: WebVTTMeta = { header: "", styles: [], regions: [] };
  const events: ParsedEvent[] = [];
  if (!hasSignature(input)) {
    const firstLine = input.slice(0, Math.min(input.length, 40)).split("\n")[0] ?? "";
    context.log.report(1, 1, `invalid signature ${describeValue(firstLine)}: expected ${SIGNATURE_EXPECTED}.`, {
      value: firstLine,
      expected: SIGNATURE_EXPECTED,
    });
    return { events, meta: meta as unknown as Record<string, unknown> };
  }
  new WebVTTReader(input, context, events, meta, references).read();
  return { events, meta: meta as unknown as Record<string, unknown> };
}

function hasSignature(input: string): boolean {
  if (!input.startsWith("WEBVTT")) return false;
  if (input.length === 6) return true;
  const c = input.charCodeAt(6);
  return c === 0x20 || c === 0x09 || c === 0x0a;
}

class WebVTTReader {
  readonly #input: string;
  readonly #length: number;
  readonly #context: ReaderContext;
  readonly #events: ParsedEvent[];
  readonly #meta: WebVTTMeta;
  readonly #regions = new Map<string, WebVTTRegion>();
  readonly #cursor: Cursor = { pos: 0 };
  readonly #summary: CueTextSummary = { text: "", voice: undefined, plain: true };
  readonly #tree = new CueTreeBuilder();
  readonly #references: ReferenceReader;
  /** Position of the next "-->" at or after the last line looked at, found once, so scanning stays linear. */
  #nextArrow = -1;
  #pos = 0;
  #line = 1;
  #seenCue = false;
  // The cue of the block being collected.
  #cueStart = 0;
  #cueEnd = 0;
  #cueSettings: CueSettings | undefined;

  constructor(
    input: string,
    context: ReaderContext,
    events: ParsedEvent[],
    meta: WebVTTMeta,
    references: ReferenceReader,
  ) {
    this.#input = input;
    this.#references = references;
    this.#length = input.length;
    this.#context = context;
    this.#events = events;
    this.#meta = meta;
  }

  read(): void {
    const input = this.#input;
    const lineEnd = input.indexOf("\n");
    if (lineEnd === -1) {
      this.#meta.header = input.slice(6).trim();
      return;
    }
    const signatureRest = input.slice(6, lineEnd).trim();
    this.#pos = lineEnd + 1;
    this.#line = 2;
    if (this.#pos >= this.#length) {
      this.#meta.header = signatureRest;
      return;
    }
    const header = input.charCodeAt(this.#pos) !== 0x0a ? this.#collectBlock(true) : "";
    this.#meta.header = signatureRest === "" ? header : header === "" ? signatureRest : `${signatureRest}\n${header}`;
    this.#skipLineFeeds();
    while (this.#pos < this.#length) {
      this.#collectBlock(false);
      this.#skipLineFeeds();
    }
  }

  #skipLineFeeds(): void {
    const input = this.#input;
    while (this.#pos < this.#length && input.charCodeAt(this.#pos) === 0x0a) {
      this.#pos++;
      this.#line++;
    }
  }

  #hasArrow(lineStart: number, lineEnd: number): boolean {
    if (this.#nextArrow < lineStart) {
      const found = this.#input.indexOf("-->", lineStart);
      this.#nextArrow = found === -1 ? this.#length : found;
    }
    return this.#nextArrow + 3 <= lineEnd;
  }

  /**
   * "Collect a WebVTT block": a cue, a STYLE or REGION block, or something ignored (NOTE). Returns the text
   * of the block when it is not a cue (the header lines, when `inHeader`).
   */
  #collectBlock(inHeader: boolean): string {
    const input = this.#input;
    const blockLine = this.#line;
    let lineCount = 0;
    let previousPos = this.#pos;
    let previousLine = this.#line;
    let seenArrow = false;
    let badTimings = false;
    let hasCue = false;
    let id = "";
    let kind: "style" | "region" | undefined;
    // The buffer is always a run of whole lines, so it is kept as a slice of the input.
    let bufferStart = -1;
    let bufferEnd = -1;

    for (;;) {
      const lineStart = this.#pos;
      let lineEnd = input.indexOf("\n", lineStart);
      const seenEOF = lineEnd === -1;
      if (seenEOF) lineEnd = this.#length;
      this.#pos = seenEOF ? this.#length : lineEnd + 1;
      const lineNumber = this.#line++;
      lineCount++;

      if (this.#hasArrow(lineStart, lineEnd)) {
        if (inHeader || !(lineCount === 1 || (lineCount === 2 && !seenArrow))) {
          // Another timing line: it starts the next block.
          this.#pos = previousPos;
          this.#line = previousLine;
          break;
        }
        seenArrow = true;
        previousPos = this.#pos;
        previousLine = this.#line;
        if (this.#readTimings(lineStart, lineEnd, lineNumber)) {
          hasCue = true;
          id = bufferStart === -1 ? "" : input.slice(bufferStart, bufferEnd);
          bufferStart = -1;
          this.#seenCue = true;
        } else {
          hasCue = false;
          badTimings = true;
        }
      } else if (lineStart === lineEnd) {
        break;
      } else {
        if (!inHeader && lineCount === 2 && !this.#seenCue && bufferStart !== -1) {
          const first = input.slice(bufferStart, bufferEnd);
          if (isBlockKeyword(first, "STYLE")) kind = "style";
          else if (isBlockKeyword(first, "REGION")) kind = "region";
          if (kind !== undefined) bufferStart = -1;
        }
        if (bufferStart === -1) bufferStart = lineStart;
        bufferEnd = lineEnd;
        previousPos = this.#pos;
        previousLine = this.#line;
      }
      if (seenEOF) break;
    }

    const buffer = bufferStart === -1 ? "" : input.slice(bufferStart, bufferEnd);
    if (hasCue) this.#addCue(id, buffer);
    else if (kind === "style") this.#meta.styles.push(buffer);
    else if (kind === "region") {
      const region = parseRegion(buffer);
      this.#meta.regions.push(region);
      this.#regions.set(region.id, region);
    } else if (!inHeader && !badTimings) this.#reportIgnoredBlock(buffer, blockLine);
    return buffer;
  }

  #reportIgnoredBlock(buffer: string, line: number): void {
    if (buffer === "" || /^NOTE(?:[ \t\n]|$)/.test(buffer)) return;
    const firstLine = buffer.split("\n", 1)[0]!;
    const keyword = isBlockKeyword(firstLine, "STYLE") ? "STYLE" : isBlockKeyword(firstLine, "REGION") ? "REGION" : "";
    if (keyword !== "") {
      this.#context.log.report(
        line,
        1,
        `${keyword} block after the first cue is ignored: expected STYLE and REGION blocks before the cues.`,
        {
          value: firstLine,
          expected: "STYLE and REGION blocks before the first cue",
        },
      );
      return;
    }
    const expected = 'a cue (timings such as "00:01.000 --> 00:04.000"), or a NOTE, STYLE or REGION block';
    this.#context.log.report(
      line,
      1,
      `text without cue timings is ignored: ${describeValue(firstLine)}: expected ${expected}.`,
      {
        value: firstLine,
        expected,
      },
    );
  }

  /** "Collect WebVTT cue timings and settings" from one line; reports what is wrong and returns false. */
  #readTimings(lineStart: number, lineEnd: number, lineNumber: number): boolean {
    const input = this.#input;
    const cursor = this.#cursor;
    let pos = skipWhitespace(input, lineStart, lineEnd);
    cursor.pos = pos;
    const start = readWebVTTTimestamp(input, lineEnd, cursor);
    if (start < 0) return this.#badTimestamp(pos, lineStart, lineEnd, lineNumber, start === TOO_LARGE);
    pos = skipWhitespace(input, cursor.pos, lineEnd);
    if (!input.startsWith("-->", pos)) {
      const found = input.slice(pos, Math.min(lineEnd, pos + 12));
      this.#context.log.report(
        lineNumber,
        pos - lineStart + 1,
        `expected "-->" after the start time, found ${describeValue(found)}.`,
        {
          value: found,
          expected: '"-->" between the start and end times',
        },
      );
      return false;
    }
    pos = skipWhitespace(input, pos + 3, lineEnd);
    cursor.pos = pos;
    const end = readWebVTTTimestamp(input, lineEnd, cursor);
    if (end < 0) return this.#badTimestamp(pos, lineStart, lineEnd, lineNumber, end === TOO_LARGE);
    if (end < start) {
      // The WebVTT parser keeps such a cue (it never shows): kept, with a warning, for the caller to decide.
      this.#context.log.warn(
        lineNumber,
        pos - lineStart + 1,
        `cue ends at ${formatTimestamp(end)}, before it starts at ${formatTimestamp(start)}; the cue is kept, as WebVTT says, but will not show: expected an end time at or after the start time.`,
        { value: input.slice(lineStart, lineEnd), expected: "an end time at or after the start time" },
      );
    }
    this.#cueStart = start;
    this.#cueEnd = end;
    this.#cueSettings =
      skipWhitespace(input, cursor.pos, lineEnd) === lineEnd
        ? undefined
        : parseCueSettings(input, cursor.pos, lineEnd, this.#regions);
    return true;
  }

  #badTimestamp(pos: number, lineStart: number, lineEnd: number, lineNumber: number, tooLarge: boolean): false {
    if (this.#context.log.full) return false;
    const input = this.#input;
    let stop = pos;
    while (stop < lineEnd && !isSpaceOrTab(input.charCodeAt(stop)) && !input.startsWith("-->", stop)) stop++;
    const value = input.slice(pos, stop);
    const why = tooLarge ? TOO_LARGE_NOTE : "";
    this.#context.log.report(
      lineNumber,
      pos - lineStart + 1,
      `invalid timestamp ${describeValue(value)}${why}: expected ${WEBVTT_TIMESTAMP}.`,
      {
        value,
        expected: WEBVTT_TIMESTAMP,
      },
    );
    return false;
  }

  #addCue(id: string, written: string): void {
    const raw = readCueLines(written);
    let options: Record<string, unknown>;
    if (raw.indexOf("<") === -1 && raw.indexOf("&") === -1)
      options = subtitleOptions(raw, undefined, undefined, this.#cueSettings);
    else {
      const summary = this.#summary;
      const nodes = readWebVTTCueText(raw, summary, this.#tree, this.#references);
      options = summary.plain
        ? subtitleOptions(summary.text, undefined, undefined, this.#cueSettings)
        : subtitleOptions(summary.text, nodes, summary.voice, this.#cueSettings);
    }
    // A cue in a region carries the region's definition, for captions to lay out (WebVTT's region box).
    const region = this.#cueSettings?.region === undefined ? undefined : this.#regions.get(this.#cueSettings.region);
    if (region !== undefined) options.region = region;
    const type = this.#context.type;
    this.#events.push(
      id === ""
        ? { type, start: this.#cueStart, end: this.#cueEnd, options }
        : { id, type, start: this.#cueStart, end: this.#cueEnd, options },
    );
  }
}

/** "STYLE" or "REGION" followed by nothing but ASCII whitespace. */
function isBlockKeyword(line: string, keyword: string): boolean {
  if (!line.startsWith(keyword)) return false;
  for (let i = keyword.length; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) return false;
  }
  return true;
}

function isSpaceOrTab(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0c;
}

function skipWhitespace(input: string, pos: number, end: number): number {
  while (pos < end && isSpaceOrTab(input.charCodeAt(pos))) pos++;
  return pos;
}
