// XML error benchmark: 10 MB of TTML, TTXT and Popcorn XML full of errors against 10 MB of the same format
// without any, parsed by @popcorn-kit/core. Prints the median parse time of each, MB per second, how many
// errors were listed, and how many times slower the bad input is. Past the error log's cap (MAX_ERRORS),
// a bad element should cost about what a good one does: no message, line or column is built for it.
// Run: npm run bench -w @popcorn-kit/test -- xml
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parse } from "@popcorn-kit/core/parsers";
import { mulberry32 } from "./random.js";
import { fmt, printTable } from "./table.js";

type XmlFormat = "ttml" | "ttxt" | "popcorn-xml";

const TARGET_BYTES = 10 * 1024 * 1024;
const RUNS = 5;
/** Slow inputs stop early: at least one timed run, then no more once this much time is spent on it. */
const BUDGET_MS = 15_000;

const WORDS = (
  "the a we you they it is was going to have be not what this that know right here there come on look " +
  "never again tomorrow night city bakery morning coffee window listen wait really sorry thank please"
).split(" ");

/** Markup errors that leave the element open: each is reported by the XML parser where it stands. */
const JUNK = [" < ", " &#; ", " ]]> ", " \u0001 ", " </> ", " &#x; "];

/**
 * Three to ten words. `bad` puts one of `JUNK` between each two words instead of a space, so that a broken
 * item holds several errors, as a file of garbage does: each is one more report up to the cap.
 */
function sentence(next: () => number, bad = false): string {
  const words: string[] = [];
  const count = 3 + Math.floor(next() * 8);
  for (let w = 0; w < count; w++) {
    if (w > 0) words.push(bad ? JUNK[Math.floor(next() * JUNK.length)]! : " ");
    words.push(WORDS[Math.floor(next() * WORDS.length)]!);
  }
  return `${words.join("")}.`;
}

function clock(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2): string => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/**
 * One item of a document, valid or broken. A broken item has markup errors in its text and one of several
 * faults besides, picked by a seeded generator so that every run (and every version of the code) reads the same text: a bad time, an
 * end before the start, an undefined entity, an unquoted attribute, a stray end tag, a tag left open, an
 * unknown element, a reference to nothing.
 */
type Item = (next: () => number, time: number, bad: boolean) => string;

const ttmlItem: Item = (next, time, bad) => {
  const text = sentence(next, bad);
  const begin = clock(time);
  const end = clock(time + 2);
  if (!bad) return `<p begin="${begin}" end="${end}">${text}</p>\n`;
  switch (Math.floor(next() * 8)) {
    case 0:
      return `<p begin="${begin}x" end="${end}">${text}</p>\n`;
    case 1:
      return `<p begin="${begin}" end="soon">${text}</p>\n`;
    case 2:
      return `<p begin="${end}" end="${begin}">${text}</p>\n`;
    case 3:
      return `<p begin="${begin}" end="${end}">${text} &nbsp; more</p>\n`;
    case 4:
      return `<p begin=${begin} end="${end}">${text}</p>\n`;
    case 5:
      return `<p begin="${begin}"end="${end}">${text}</p>\n`;
    case 6:
      return `<p begin="${begin}" end="${end}"><unknown a="1">${text}</p>\n`;
    default:
      return `<p begin="-1s" end="99:99:99">${text}<x/></p>\n`;
  }
};

const ttxtItem: Item = (next, time, bad) => {
  const text = sentence(next, bad);
  if (!bad) return `<TextSample sampleTime="${clock(time)}">${text}</TextSample>\n`;
  switch (Math.floor(next() * 6)) {
    case 0:
      return `<TextSample sampleTime="${clock(time)}z">${text}</TextSample>\n`;
    case 1:
      return `<TextSample sampleTime="later">${text}</TextSample>\n`;
    case 2:
      return `<TextSample sampleTime="${clock(time)}">${text} &bogus; </TextSample>\n`;
    case 3:
      return `<TextSample sampleTime=${clock(time)}>${text}</TextSample>\n`;
    case 4:
      return `<TextSample sampleTime="${clock(time)}" sampleTime="${clock(time)}">${text}</TextSample>\n`;
    default:
      return `<TextSample sampleTime="${clock(time)}"><Style>${text}</TextSample>\n`;
  }
};

const popcornItem: Item = (next, time, bad) => {
  const text = sentence(next, bad);
  const start = time.toFixed(3);
  const end = (time + 2).toFixed(3);
  if (!bad) return `<footnote in="${start}" out="${end}" target="notes">${text}</footnote>\n`;
  switch (Math.floor(next() * 7)) {
    case 0:
      return `<footnote in="${start}q" out="${end}" target="notes">${text}</footnote>\n`;
    case 1:
      return `<footnote in="${end}" out="${start}" target="notes">${text}</footnote>\n`;
    case 2:
      return `<footnote in="${start}" out="${end}" resourceid="nowhere">${text}</footnote>\n`;
    case 3:
      return `<footnote in="${start}" out="${end}">${text} &copy;</footnote>\n`;
    case 4:
      return `<footnote in=${start} out="${end}">${text}</footnote>\n`;
    case 5:
      return `<footnote in="${start}"out="${end}">${text}</footnote>\n`;
    default:
      return `<footnote in="1e999" out="${end}"><b>${text}</footnote>\n`;
  }
};

const FORMATS: Record<XmlFormat, { name: string; head: string; tail: string; item: Item }> = {
  ttml: {
    name: "TTML",
    head: '<?xml version="1.0" encoding="UTF-8"?>\n<tt xmlns="http://www.w3.org/ns/ttml" xml:lang="en"><body><div>\n',
    tail: "</div></body></tt>\n",
    item: ttmlItem,
  },
  ttxt: {
    name: "TTXT",
    head: '<?xml version="1.0" encoding="UTF-8"?>\n<TextStream version="1.1">\n<TextStreamHeader width="400" height="60"/>\n',
    tail: "</TextStream>\n",
    item: ttxtItem,
  },
  "popcorn-xml": {
    name: "Popcorn XML",
    head: '<?xml version="1.0" encoding="UTF-8"?>\n<popcorn>\n<manifest><resource id="r1" text="one"/></manifest>\n<timeline>\n',
    tail: "</timeline>\n</popcorn>\n",
    item: popcornItem,
  },
};

/** What a generated document holds: valid items, broken items, or valid items after an end tag that closes its root. */
export type XmlInput = "valid" | "bad" | "orphaned";

/**
 * About `bytes` of a document in `format`, generated from a fixed seed. `"bad"` makes every item broken, each
 * in one of its format's ways, in a seeded order; `"orphaned"` puts an end tag that matches no open element
 * before valid items, so that it closes the root and every item after it is outside the document. Times
 * increase either way.
 */
export function generateXml(format: XmlFormat, bytes: number, input: XmlInput): string {
  const { head, tail, item } = FORMATS[format];
  const next = mulberry32(input === "bad" ? 7 : 11);
  const parts = [head];
  if (input === "orphaned") parts.push("</orphan>\n");
  let size = head.length + tail.length;
  let time = 1;
  while (size < bytes) {
    const part = item(next, time, input === "bad");
    parts.push(part);
    size += part.length;
    time += 2.5;
  }
  parts.push(tail);
  return parts.join("");
}

interface Timed {
  ms: number;
  runs: number;
  events: number;
  errors: number;
}

/** Median time of `parse` on `text`, after one warm-up run; slow inputs stop once `BUDGET_MS` is spent. */
function time(text: string, format: XmlFormat): Timed {
  let result = parse(text, { format });
  const times: number[] = [];
  let spent = 0;
  (globalThis as { gc?: () => void }).gc?.();
  for (let run = 0; run < RUNS && (run === 0 || spent < BUDGET_MS); run++) {
    const started = performance.now();
    result = parse(text, { format });
    const ms = performance.now() - started;
    times.push(ms);
    spent += ms;
  }
  times.sort((a, b) => a - b);
  return {
    ms: times[Math.floor(times.length / 2)]!,
    runs: times.length,
    events: result.events.length,
    errors: result.errors.length,
  };
}

function row(label: string, text: string, timed: Timed, good: Timed | undefined): (string | number)[] {
  const mb = text.length / 1024 / 1024;
  return [
    label,
    fmt(mb, 1),
    timed.events,
    timed.errors,
    timed.runs,
    fmt(timed.ms, 1),
    fmt(mb / (timed.ms / 1000), 1),
    good === undefined ? "-" : `${fmt(timed.ms / good.ms, 2)}x`,
  ];
}

/**
 * Runs the XML error benchmark: per format, 10 MB of valid text and 10 MB of text whose every item is broken,
 * the median parse time of each (up to 5 runs after a warm-up), and the ratio bad / good.
 */
export async function runXmlBench(): Promise<void> {
  console.log(
    `\nXML error benchmark (Node ${process.version}): ${TARGET_BYTES / 1024 / 1024} MB per input, median of up to ${RUNS} runs after a warm-up.`,
  );
  const rows: (string | number)[][] = [];
  for (const format of Object.keys(FORMATS) as XmlFormat[]) {
    const good = generateXml(format, TARGET_BYTES, "valid");
    const goodTime = time(good, format);
    const inputs: [string, XmlInput][] = [["full of errors", "bad"]];
    // One format is enough to show an end tag that closes the root: what follows reads alike in each.
    if (format === "ttml") inputs.push(["root closed at the start", "orphaned"]);
    rows.push(row(`${FORMATS[format].name}, valid`, good, goodTime, undefined));
    for (const [label, input] of inputs) {
      const text = generateXml(format, TARGET_BYTES, input);
      rows.push(row(`${FORMATS[format].name}, ${label}`, text, time(text, format), goodTime));
    }
  }
  printTable(
    "Parse time, valid against full of errors",
    ["input", "MB", "events", "errors", "runs", "median ms", "MB/s", "bad / good"],
    rows,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runXmlBench();
}
