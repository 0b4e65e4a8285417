import type { ParseError, SubtitleFormat } from "@popcorn-kit/core/parsers";

/*
 * The kit's parsers give a line for what they skip, not for the cues they keep. An import that leaves out cues it
 * read (more at once than it lays out) names them by line, as it names the rest: this finds each cue's line, by
 * the line its times are on, for the formats read line by line (WebVTT, SRT, SBV, SSA). It counts those lines as
 * the parser does, less the lines the parser refused; when the count is not the parser's, it says nothing rather
 * than name a wrong line. One pass over the text, linear.
 */

// An SBV timing line: "0:00:01.000,0:00:02.000", spaces around. Each quantifier ends at a literal: linear.
const SBV_TIMING = /^[ \t]*\d+:\d+:\d+(?:\.\d+)?[ \t]*,[ \t]*\d+:\d+:\d+(?:\.\d+)?[ \t]*$/;
const DIGITS = /^[ \t]*\d+[ \t]*$/;
const DIALOGUE = /^[ \t]*dialogue[ \t]*:/i;

/**
 * The line (1-based) of each of the `count` cues the parser read from `text` as `format`, in the parser's order;
 * undefined for a format not read line by line, or when the lines found are not one per cue.
 */
export function cueLines(
  text: string,
  format: SubtitleFormat,
  count: number,
  errors: readonly ParseError[],
): number[] | undefined {
  if (format !== "webvtt" && format !== "srt" && format !== "sbv" && format !== "ssa") return undefined;
  const refused = new Set<number>();
  for (const error of errors) if (error.details.severity !== "warning") refused.add(error.details.line);
  // The parsers count CRLF and a lone CR as one line break each, as here.
  const input = text.indexOf("\r") === -1 ? text : text.replace(/\r\n?/g, "\n");
  const lines: number[] = [];
  let open = false;
  let previousBlank = true;
  let previousDigits = false;
  let line = 1;
  for (let start = 0; start <= input.length; line++) {
    let end = input.indexOf("\n", start);
    if (end === -1) end = input.length;
    const content = input.slice(start, end);
    start = end + 1;
    if (content.trim() === "") {
      previousBlank = true;
      continue;
    }
    let timing: boolean;
    if (format === "sbv") timing = SBV_TIMING.test(content);
    else if (format === "ssa") timing = DIALOGUE.test(content);
    else {
      // SRT reads "-->" in the middle of a cue's text as text: after a text line that is not a cue's number.
      timing = content.includes("-->") && (format === "webvtt" || !open || previousBlank || previousDigits);
    }
    if (timing) {
      open = true;
      if (!refused.has(line)) lines.push(line);
    }
    previousDigits = !timing && DIGITS.test(content);
    previousBlank = false;
  }
  return lines.length === count ? lines : undefined;
}
