// Hand-written scanners that read input without a regular expression (addresses, a transcript search, a JSONP
// answer, exported code), each fed the long run of what almost matches that would make a naive scan quadratic.
// Used by the linear-time test, which reads each in a worker stopped at a deadline: what the scanner does in
// milliseconds at these sizes, a quadratic one takes hours to do. The unit tests of each scanner check what it
// answers; this table checks only that it answers.
import { unwrapJsonp } from "../../compat/src/network/jsonp.js";
import type { SubtitleEvent } from "../../core/src/plugins/builtins.js";
import { searchTranscript } from "../../core/src/plugins/catalogue/transcript/searchTranscript.js";
import { detectSource } from "../../core/src/players/detectSource.js";
import { highlight } from "../../editor/src/react/files/highlight.js";
import { MB } from "./inputs.js";

/** One hostile input for one scanner: `read` answers a short summary of what the scanner returned. */
export interface Scanner {
  name: string;
  /** What `read` answers for this input: the test compares it, so a scanner that gives up early is caught. */
  answer: string;
  read(size: number): string;
}

/** The input's size: far past where a quadratic scan runs for hours. */
export const SCANNER_SIZE = 1 * MB;

const kindOf = (url: string): string => detectSource(url)?.kind ?? "null";

/** A transcript line of `text`, as the transcript search reads it. */
const line = (text: string): SubtitleEvent =>
  ({ id: "l", type: "subtitle", start: 0, end: 1, once: false, options: { text } }) as SubtitleEvent;

const refusal = (read: () => unknown): string => {
  try {
    read();
    return "read";
  } catch (error) {
    return (error as Error).message.includes("not a JSONP call") ? "not a JSONP call" : (error as Error).message;
  }
};

export const SCANNERS: Scanner[] = [
  {
    name: "detectSource, a youtu.be id of a million letters",
    answer: "video",
    read: (n) => kindOf(`https://youtu.be/${"a".repeat(n)}`),
  },
  {
    name: "detectSource, a watch address with a long v and a long t",
    answer: "video",
    read: (n) => kindOf(`https://www.youtube.com/watch?v=${"-".repeat(n / 2)}&t=${"1".repeat(n / 2)}`),
  },
  {
    name: "detectSource, a Vimeo path of half a million parts",
    answer: "vimeo",
    read: (n) => kindOf(`https://vimeo.com/${"1/".repeat(n / 2)}`),
  },
  {
    name: "detectSource, a path of ./ before .m3u8",
    answer: "hls",
    read: (n) => kindOf(`/${"./".repeat(n / 2)}.m3u8`),
  },
  {
    name: "detectSource, a path of dots",
    answer: "video",
    read: (n) => kindOf(`https://example.com/${".".repeat(n)}`),
  },
  { name: "detectSource, a name of % before .mp3", answer: "audio", read: (n) => kindOf(`${"%".repeat(n)}.mp3`) },
  {
    name: "detectSource, a fragment of repeated units",
    answer: "youtube",
    read: (n) => kindOf(`https://youtu.be/dQw4w9WgXcQ#t=${"1h".repeat(n / 2)}`),
  },
  {
    name: "searchTranscript, a query that almost matches at every place of a long line",
    // The match: the last quarter of the line and its b (1 MB is 1,048,576 characters).
    answer: "[[786432,1048577]]",
    read: (n) => {
      const found = searchTranscript([line(`${"a".repeat(n)}b`)], `${"a".repeat(n / 4)}b`);
      return JSON.stringify(found?.get("l") ?? null);
    },
  },
  {
    name: "unwrapJsonp, a long dotted name and an open call of spaces",
    answer: "not a JSONP call",
    read: (n) => refusal(() => unwrapJsonp(`${"a.".repeat(n / 2)}a (${" ".repeat(n / 2)}`, "x")),
  },
  {
    name: "highlight, unterminated strings, comments and tags",
    answer: "same text",
    read: () => {
      // Each kind of unterminated token, 35,000 characters each: 140,000 in all, under the 150,000 past which
      // highlight shows code plain.
      const hostile = `${'"\\'.repeat(17_500)}\n${"'a\n".repeat(11_666)}${"<!--".repeat(8_750)}${"/*".repeat(17_500)}`;
      const parts = highlight(hostile);
      const text = parts
        .map((part) => (typeof part === "string" ? part : (part as { props: { children: string } }).props.children))
        .join("");
      return text === hostile && parts.length > 1 ? "same text" : `changed (${parts.length} parts)`;
    },
  },
];
