// Inputs that find parsers which are not linear: realistic files that grow (shapes) and crafted worst cases for
// every path where a regular expression or a scanner reads input (adversaries): long runs of what almost
// matches. Used by the linear-time test (a hang detector with a wide margin) and by the parser bench (the
// growth ratios), so both read the same inputs.
import type { SubtitleFormat } from "@popcorn-kit/core/parsers";

export const MB = 1 << 20;
// Cue text of a realistic length: what is measured is the growth with size, not the cost per event.
export const LONG = "and a second line that runs on for a while, as subtitles do";
const PARAGRAPH = `${LONG}, ${LONG}, ${LONG}`;
/** Repeats `unit` to about `size` characters, between `head` and `tail`. */
export const shape =
  (head: string, unit: string, tail = "") =>
  (size: number) =>
    head + unit.repeat(Math.ceil(size / unit.length)) + tail;
const cue = (i: number): string =>
  `${String(Math.floor(i / 60) % 60).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}.000`;
const manyVttCues = (size: number): string => {
  const parts = ["WEBVTT\n\n"];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const part = `${cue(i)} --> ${cue(i + 1)} align:start\n<v Bob>Line <i>${i}</i> &amp; more of what was said, ${LONG}\n\n`;
    parts.push(part);
    length += part.length;
  }
  return parts.join("");
};

export const SHAPES: [string, SubtitleFormat, (size: number) => string][] = [
  ["many cues", "webvtt", manyVttCues],
  ["one giant cue line", "webvtt", shape("WEBVTT\n\n00:00.000 --> 00:01.000\n", "abcdefgh ")],
  ["thousands of <", "webvtt", shape("WEBVTT\n\n00:00.000 --> 00:01.000\n", "<")],
  ["thousands of <i>", "webvtt", shape("WEBVTT\n\n00:00.000 --> 00:01.000\n", "<i>")],
  ["thousands of &", "webvtt", shape("WEBVTT\n\n00:00.000 --> 00:01.000\n", "&ampamp&#9999999999")],
  ["thousands of tags, then one &", "webvtt", shape("WEBVTT\n\n00:00.000 --> 00:01.000\n", `<b>${LONG}</b>`, "&amp;")],
  ["lines of -->", "webvtt", shape("WEBVTT\n\n", "-->\n")],
  ["one line of -->", "webvtt", shape("WEBVTT\n\n", "-->")],
  ["many cues", "srt", shape("", `1\n00:00:01,000 --> 00:00:02,000\n<i>Hello</i> {\\an8}there, ${LONG}\n${LONG}\n\n`)],
  ["thousands of < and {", "srt", shape("1\n00:00:01,000 --> 00:00:02,000\n", "<{\\")],
  ["lines of -->", "srt", shape("", "-->\n")],
  ["one giant line", "srt", shape("", "x")],
  ["many cues", "sbv", shape("", `0:00:01.000,0:00:02.000\nHello[br]there, ${LONG}\n\n`)],
  [
    "many events",
    "ssa",
    shape(
      "[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n",
      `Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\i1}Hi{\\i0}\\Nthere, ${LONG}\n`,
    ),
  ],
  ["Dialogue lines without commas, then one", "ssa", shape("[Events]\n", "Dialogue: no fields here\n", ",")],
  ["a dialogue of {", "ssa", shape("[Events]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,", "{")],
  [
    "many paragraphs",
    "ttml",
    shape(
      '<tt xmlns="http://www.w3.org/ns/ttml"><body><div>',
      `<p begin="1s" end="2s">Hello <span begin="0.5s">there</span><br/>${PARAGRAPH}</p>\n`,
      "</div></body></tt>",
    ),
  ],
  [
    "one paragraph of timed spans",
    "ttml",
    shape(
      '<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p>',
      `<span begin="1s" end="2s">${PARAGRAPH}</span><span begin="3s">${PARAGRAPH}</span>`,
      "</p></div></body></tt>",
    ),
  ],
  [
    "many samples",
    "ttxt",
    shape("<TextStream>", `<TextSample sampleTime="00:00:01.000">Hello, ${PARAGRAPH}</TextSample>\n`, "</TextStream>"),
  ],
  ["many bad items", "popcorn-json", shape('{"data":[', '"not an object",', "1]}")],
  [
    "many items",
    "popcorn-json",
    shape('{"data":[', `{"footnote":{"start":1,"end":2,"text":"${LONG}"}},`, '{"footnote":{"start":1}}]}'),
  ],
  [
    "many elements",
    "popcorn-xml",
    shape("<popcorn><timeline>", `<footnote in="1" out="2">${PARAGRAPH}</footnote>\n`, "</timeline></popcorn>"),
  ],
];

/** An input: `head`, then `unit` repeated to the size asked for, then `tail`; no format means detect it. */
export interface Adversary {
  name: string;
  format?: SubtitleFormat;
  head: string;
  unit: string;
  tail?: string;
}

const VTT = "WEBVTT\n\n";
const VTT_CUE = `${VTT}00:00.000 --> 00:01.000\n`;
const SRT_CUE = "1\n00:00:01,000 --> 00:00:02,000\n";
const SSA_LINE = "[Events]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,";
const TT = '<tt xmlns="http://www.w3.org/ns/ttml"><body><div>';
const TT_END = "</div></body></tt>";

export const ADVERSARIES: Adversary[] = [
  // Format detection (the first 4 KB), then whatever reader it picks reads the rest.
  { name: "XML comments before the root", head: "", unit: "<!---->" },
  { name: "XML processing instructions before the root", head: "", unit: "<?a?>" },
  { name: "an XML comment that never ends", head: "<!--", unit: "-" },
  { name: "a DOCTYPE subset of ] never followed by >", head: "<!DOCTYPE a [", unit: "] " },
  { name: "a DOCTYPE without its >", head: "<!DOCTYPE", unit: " a" },
  { name: "digits, never an arrow (SRT detection)", head: "", unit: "1" },
  { name: "clock times, never an arrow (SRT detection)", head: "", unit: "1:11.1" },
  { name: "clock times and spaces, never an arrow", head: "", unit: "11:11 \t" },
  { name: "timing lines that almost fit SBV", head: "", unit: "0:00:00.000,0:00:00.000x\n" },
  { name: "a line of spaces and digits (SBV detection)", head: "", unit: " 1" },
  { name: "section names that almost fit SSA", head: "", unit: "[v4+ styles\n" },
  // WebVTT timings, settings and regions.
  { name: "a timestamp of a long digit run", format: "webvtt", head: VTT, unit: "9", tail: ":00.000 --> 00:01.000\nx" },
  {
    name: "a timestamp with a long fraction",
    format: "webvtt",
    head: `${VTT}00:00.`,
    unit: "0",
    tail: " --> 00:01.000\nx",
  },
  { name: "timing lines that almost fit", format: "webvtt", head: VTT, unit: "00:00.00 --> 00:01.000\nx\n\n" },
  { name: "arrows between timestamps", format: "webvtt", head: VTT, unit: "00:00.000 --> " },
  {
    name: "line: with a long number",
    format: "webvtt",
    head: `${VTT}00:00.000 --> 00:01.000 line:`,
    unit: "1",
    tail: ".5%\nx",
  },
  {
    name: "line: of digits and dots",
    format: "webvtt",
    head: `${VTT}00:00.000 --> 00:01.000 line:-`,
    unit: "1.",
    tail: "\nx",
  },
  {
    name: "position: with a long percentage",
    format: "webvtt",
    head: `${VTT}00:00.000 --> 00:01.000 position:`,
    unit: "9",
    tail: "%,line-left\nx",
  },
  {
    name: "size: of digits and dots",
    format: "webvtt",
    head: `${VTT}00:00.000 --> 00:01.000 size:`,
    unit: "0.",
    tail: "%\nx",
  },
  {
    name: "thousands of settings",
    format: "webvtt",
    head: `${VTT}00:00.000 --> 00:01.000 `,
    unit: "line:1% align:end ",
    tail: "\nx",
  },
  { name: "a setting of colons", format: "webvtt", head: `${VTT}00:00.000 --> 00:01.000 a`, unit: ":", tail: "\nx" },
  {
    name: "a region with a long lines value",
    format: "webvtt",
    head: `${VTT}REGION\nid:r lines:`,
    unit: "1",
    tail: "\n\n00:00.000 --> 00:01.000 region:r\nx",
  },
  {
    name: "a region anchor of long numbers",
    format: "webvtt",
    head: `${VTT}REGION\nid:r regionanchor:`,
    unit: "1",
    tail: "%,1%\n\n00:00.000 --> 00:01.000\nx",
  },
  {
    name: "many region settings",
    format: "webvtt",
    head: `${VTT}REGION\n`,
    unit: "width:50% scroll:up ",
    tail: "\n\n00:00.000 --> 00:01.000\nx",
  },
  {
    name: "a STYLE block of many lines",
    format: "webvtt",
    head: `${VTT}STYLE\n`,
    unit: "::cue { color: red }\n",
    tail: "\n00:00.000 --> 00:01.000\nx",
  },
  { name: "NOTE blocks", format: "webvtt", head: VTT, unit: "NOTE x\n\n" },
  // WebVTT cue text: tags, annotations, timestamps, character references.
  { name: "a tag of many class names", format: "webvtt", head: `${VTT_CUE}<c`, unit: ".a", tail: ">x" },
  { name: "an annotation of whitespace", format: "webvtt", head: `${VTT_CUE}<v`, unit: " \t\f", tail: ">x" },
  { name: "an annotation of references", format: "webvtt", head: `${VTT_CUE}<v `, unit: "&amp;&a", tail: ">x" },
  {
    name: "& and letters that name nothing",
    format: "webvtt",
    head: VTT_CUE,
    unit: "&abcdefghijklmnopqrstuvwxyzabcdefghi",
  },
  { name: "legacy names without a semicolon", format: "webvtt", head: VTT_CUE, unit: "&amp" },
  { name: "a name that begins a longer one", format: "webvtt", head: VTT_CUE, unit: "&notin" },
  { name: "a decimal reference of a long digit run", format: "webvtt", head: `${VTT_CUE}&#`, unit: "0", tail: "65;" },
  { name: "a hex reference of a long digit run", format: "webvtt", head: `${VTT_CUE}&#x`, unit: "f", tail: ";" },
  { name: "& alone, many times", format: "webvtt", head: VTT_CUE, unit: "&&#&#x&;" },
  { name: "timestamp tags that almost fit", format: "webvtt", head: VTT_CUE, unit: "<00:00:00.00>" },
  { name: "a timestamp tag of a long digit run", format: "webvtt", head: `${VTT_CUE}<`, unit: "1", tail: ">x" },
  { name: "end tags", format: "webvtt", head: `${VTT_CUE}<c>`, unit: "</" },
  { name: "tags never closed", format: "webvtt", head: VTT_CUE, unit: "<c.a " },
  { name: "ruby and ruby text", format: "webvtt", head: VTT_CUE, unit: "<ruby>a<rt>b</rt>c</ruby>" },
  // SRT.
  {
    name: "an SRT timestamp of a long digit run",
    format: "srt",
    head: "1\n",
    unit: "9",
    tail: ":00:00,000 --> 00:00:01,000\nx",
  },
  {
    name: "a font colour whose quote never closes",
    format: "srt",
    head: `${SRT_CUE}<font color="`,
    unit: "x",
    tail: ">y",
  },
  { name: "a font tag of color= attributes", format: "srt", head: `${SRT_CUE}<font `, unit: "color=", tail: ">y" },
  {
    name: "a font tag of color words and spaces",
    format: "srt",
    head: `${SRT_CUE}<font `,
    unit: "color \t",
    tail: ">y",
  },
  {
    name: "a font tag of opening quotes",
    format: "srt",
    head: `${SRT_CUE}<font `,
    unit: "color=\"x color='y ",
    tail: ">y",
  },
  { name: "font tags that never end", format: "srt", head: SRT_CUE, unit: "<font color=" },
  { name: "override blocks that never close", format: "srt", head: SRT_CUE, unit: "{\\" },
  // SBV.
  { name: "an SBV time of a long digit run", format: "sbv", head: "", unit: "9", tail: ":00:00.000,0:00:01.000\nx" },
  { name: "an SBV fraction of a long digit run", format: "sbv", head: "0:00:00.", unit: "1", tail: ",0:00:01.000\nx" },
  { name: "[br] that almost fits", format: "sbv", head: "0:00:00.000,0:00:01.000\n", unit: "[br", tail: "]" },
  // SSA.
  { name: "a drawing override of a long number", format: "ssa", head: `${SSA_LINE}{\\p`, unit: "1", tail: "}x" },
  { name: "an override block of \\a", format: "ssa", head: `${SSA_LINE}{`, unit: "\\a", tail: "}x" },
  { name: "an override block of \\an", format: "ssa", head: `${SSA_LINE}{`, unit: "\\an", tail: "}x" },
  { name: "text of escapes", format: "ssa", head: SSA_LINE, unit: "\\N\\h\\n\\" },
  { name: "override blocks that never close", format: "ssa", head: SSA_LINE, unit: "{" },
  {
    name: "an SSA time of a long digit run",
    format: "ssa",
    head: "[Events]\nDialogue: 0,",
    unit: "9",
    tail: ":00:00.00,0:00:01.00,Default,,0,0,0,,x",
  },
  // TTML.
  {
    name: "an offset time of a long digit run",
    format: "ttml",
    head: `${TT}<p begin="`,
    unit: "1",
    tail: `s">x</p>${TT_END}`,
  },
  {
    name: "an offset time of digits and dots",
    format: "ttml",
    head: `${TT}<p begin="`,
    unit: "1.",
    tail: `s">x</p>${TT_END}`,
  },
  {
    name: "a clock time with a long fraction",
    format: "ttml",
    head: `${TT}<p begin="00:00:00.`,
    unit: "1",
    tail: `">x</p>${TT_END}`,
  },
  {
    name: "a clock time of many colons",
    format: "ttml",
    head: `${TT}<p begin="`,
    unit: "11:",
    tail: `">x</p>${TT_END}`,
  },
  {
    name: "a frame rate multiplier of spaces",
    format: "ttml",
    head: '<tt xmlns="http://www.w3.org/ns/ttml" ttp:frameRateMultiplier="1',
    unit: " \t",
    tail: 'x"><body/></tt>',
  },
  {
    name: "a tick rate of a long digit run",
    format: "ttml",
    head: '<tt xmlns="http://www.w3.org/ns/ttml" ttp:tickRate="',
    unit: "1",
    tail: '."><body/></tt>',
  },
  {
    name: "paragraph text of XML whitespace",
    format: "ttml",
    head: `${TT}<p begin="1s" end="2s">`,
    unit: "a\t\r\n ",
    tail: `</p>${TT_END}`,
  },
  // TTXT.
  {
    name: "a sample time of a long digit run",
    format: "ttxt",
    head: '<TextStream><TextSample sampleTime="',
    unit: "1",
    tail: 's">x</TextSample></TextStream>',
  },
  {
    name: "a sample time of many colons",
    format: "ttxt",
    head: '<TextStream><TextSample sampleTime="',
    unit: "1:",
    tail: '">x</TextSample></TextStream>',
  },
  {
    name: "a sample time with a long fraction",
    format: "ttxt",
    head: '<TextStream><TextSample sampleTime="0:00:00.',
    unit: "1",
    tail: ',">x</TextSample></TextStream>',
  },
  // Popcorn JSON (broken JSON has its error located by a scanner) and Popcorn XML.
  { name: "broken JSON after a long number", format: "popcorn-json", head: '{"data":[', unit: "1", tail: "x]}" },
  { name: "broken JSON after a long fraction", format: "popcorn-json", head: '{"data":[1.', unit: "1", tail: "e+x]}" },
  {
    name: "broken JSON in a string of escapes",
    format: "popcorn-json",
    head: '{"data":["',
    unit: "\\u12",
    tail: '"]}',
  },
  {
    name: "a start of many colons",
    format: "popcorn-json",
    head: '{"data":[{"f":{"start":"',
    unit: "1:",
    tail: '"}}]}',
  },
  {
    name: "a start of a long digit run",
    format: "popcorn-json",
    head: '{"data":[{"f":{"start":"',
    unit: "1",
    tail: 'x"}}]}',
  },
  {
    name: "an in= of a long digit run",
    format: "popcorn-xml",
    head: '<popcorn><timeline><footnote in="',
    unit: "1",
    tail: '.">x</footnote></timeline></popcorn>',
  },
  {
    name: "an in= of many colons",
    format: "popcorn-xml",
    head: '<popcorn><timeline><footnote in="',
    unit: "1:",
    tail: '">x</footnote></timeline></popcorn>',
  },
  {
    name: "an in= of SMPTE separators",
    format: "popcorn-xml",
    head: '<popcorn framerate="25"><timeline><footnote in="',
    unit: "1;",
    tail: '">x</footnote></timeline></popcorn>',
  },
];

/** The text of an adversary at about `size` characters. */
export const adversaryText = ({ head, unit, tail = "" }: Adversary, size: number): string =>
  head + unit.repeat(Math.ceil(size / unit.length)) + tail;
