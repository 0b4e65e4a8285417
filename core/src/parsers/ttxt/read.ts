import { describeValue } from "../../errors/errors.js";
import { timeTrouble, tryFileTime } from "../fileTime.js";
import type { ParsedEvent, ReaderContext, ReaderResult } from "../types.js";
import { hasFailed, parseXml, type XmlElement } from "../xml.js";

/** What a TTXT parse keeps besides the events (`meta` of the result). */
export interface TtxtMeta {
  /** Attributes of `<TextStreamHeader>` (width, height, translation...). */
  header: Record<string, string>;
}

const SAMPLE_TIME = 'a clock time such as "00:00:01.500"';

/** A sample as read: its time, and its text unless it is empty or could not be read. */
interface Sample {
  time: number;
  text: string | undefined;
  line: number;
  column: number;
  sampleTime: string;
}

/**
 * Reads 3GPP timed text in GPAC's TTXT XML (`<TextStream>` of `<TextSample sampleTime="...">`): each sample
 * shows its text (content, or the older `text` attribute) from its time until the next sample's; empty samples
 * end the previous text. The last sample, with nothing after it, has an open end (`Infinity`).
 */
export function readTtxt(text: string, context: ReaderContext): ReaderResult {
  const meta: TtxtMeta = { header: {} };
  const samples: Sample[] = [];
  let valid = true;
  const { refused } = parseXml(text, context.log, {
    open(element, parent) {
      if (parent !== undefined || element.local === "TextStream") return;
      valid = false;
      if (context.log.full) return;
      context.log.report(
        element.line,
        element.column,
        `root element <${element.name}> is not TTXT: expected <TextStream>.`,
        {
          value: element.name,
          expected: "<TextStream>",
        },
      );
    },
    close(element, parent) {
      if (!valid || parent === undefined || parent.local !== "TextStream") return !valid;
      if (element.local === "TextStreamHeader") meta.header = { ...element.attributes };
      else if (element.local === "TextSample") readSample(element, samples, context);
      return true;
    },
  });
  const events: ParsedEvent[] = [];
  if (refused) return { events, meta: meta as unknown as Record<string, unknown> };
  for (let i = 0; i < samples.length; i++) {
    const { time, text: sampleText, line, column, sampleTime } = samples[i]!;
    if (sampleText === undefined) continue;
    const end = i + 1 < samples.length ? samples[i + 1]!.time : Infinity;
    if (end < time) {
      if (context.log.full) continue;
      context.log.report(
        line,
        column,
        `sample at ${describeValue(sampleTime)} comes after the next one; it is skipped: expected samples in time order.`,
        {
          value: sampleTime,
          expected: "samples in time order",
        },
      );
      continue;
    }
    events.push({ type: context.type, start: time, end, options: { text: sampleText } });
  }
  return { events, meta: meta as unknown as Record<string, unknown> };
}

function readSample(element: XmlElement, samples: Sample[], context: ReaderContext): void {
  const sampleTime = element.attributes.sampleTime ?? "";
  const time = tryFileTime(sampleTime, undefined, context.log.full);
  if (typeof time !== "number") {
    if (context.log.full) return;
    const cause = time;
    context.log.report(
      element.line,
      element.column,
      `invalid sampleTime=${describeValue(sampleTime)}${timeTrouble(cause)}; the sample is skipped: expected ${SAMPLE_TIME}.`,
      {
        value: sampleTime,
        expected: SAMPLE_TIME,
        cause,
      },
    );
    return;
  }
  const text = sampleTextOf(element);
  // A sample that could not be read still ends the one before it.
  samples.push({
    time,
    text: text === "" || hasFailed(element) ? undefined : text,
    line: element.line,
    column: element.column,
    sampleTime,
  });
}

/** Text of a sample: its `text` attribute, or its own text (not that of `<Style>`, `<Highlight>`... children). */
function sampleTextOf(sample: XmlElement): string {
  const attribute = sample.attributes.text;
  let text = attribute ?? "";
  if (attribute === undefined) for (const child of sample.children) if (typeof child === "string") text += child;
  text = text.replace(/\r\n?/g, "\n");
  return sample.attributes["xml:space"] === "preserve" && text.trim() !== "" ? text : text.trim();
}
