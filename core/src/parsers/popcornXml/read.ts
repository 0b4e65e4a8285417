import { describeValue } from "../../errors/errors.js";
import { timeTrouble, tryFileTime } from "../fileTime.js";
import { getOwn, setOwn } from "../records.js";
import type { ParsedEvent, ReaderContext, ReaderResult } from "../types.js";
import { hasFailed, parseXml, textContent, type XmlElement } from "../xml.js";

/** What a Popcorn XML parse keeps besides the events (`meta` of the result). */
export interface PopcornXmlMeta {
  /** Manifest resources by `id`: their attributes (and `text`), which `resourceid` pulls into events. */
  manifest: Record<string, Record<string, string>>;
}

const TIME_EXPECTED =
  'finite seconds or a timecode such as "12.5", "1:02" or "00:01:02.5" (SMPTE "hh:mm:ss:ff" with <popcorn framerate>)';

/** An open element: the options it passes down, and what kind of element it is. */
interface Frame {
  options: Record<string, unknown>;
  manifest: boolean;
  /** Its times or resource could not be read (reported): it and what is inside it are skipped. */
  skip: boolean;
  /** It has element children: a group, not an event. */
  group: boolean;
}

/**
 * Reads Popcorn 1.x XML: `<popcorn>` with a `<manifest>` of resources and a timeline of elements named after
 * plugins (`<footnote in="5" out="10" target="notes">Text</footnote>`). As Popcorn did, in document order:
 * grouping elements pass their attributes down to the elements inside; a leaf (no child elements) is an
 * event; `in`/`out` (or `start`/`end`) are its times, `resourceid` merges the attributes of a manifest resource
 * listed before it, and the leaf's text becomes `text`. Times go through `toSeconds` and must be finite; a
 * missing `in` is 0 and a missing `out` an open end.
 */
export function readPopcornXml(text: string, context: ReaderContext): ReaderResult {
  const reader = new PopcornXmlReader(context);
  const { refused } = parseXml(text, context.log, {
    open: (element, parent) => reader.open(element, parent),
    close: (element) => reader.close(element),
  });
  return { events: refused ? [] : reader.events, meta: reader.meta as unknown as Record<string, unknown> };
}

class PopcornXmlReader {
  readonly events: ParsedEvent[] = [];
  readonly meta: PopcornXmlMeta = { manifest: {} };
  readonly #context: ReaderContext;
  readonly #frames: Frame[] = [];
  #frameRate: number | undefined;

  constructor(context: ReaderContext) {
    this.#context = context;
  }

  open(element: XmlElement, parent: XmlElement | undefined): void {
    const outer = this.#frames[this.#frames.length - 1];
    if (outer !== undefined) outer.group = true;
    if (parent === undefined) {
      const rate = Number(element.attributes.framerate ?? element.attributes.frameRate);
      this.#frameRate = rate > 0 ? rate : undefined;
      const popcorn = element.local === "popcorn";
      if (!popcorn && !this.#context.log.full) {
        this.#context.log.report(
          element.line,
          element.column,
          `root element <${element.name}> is not Popcorn XML: expected <popcorn>.`,
          {
            value: element.name,
            expected: "<popcorn>",
          },
        );
      }
      this.#frames.push({ options: {}, manifest: false, skip: !popcorn, group: false });
      return;
    }
    if (outer === undefined || outer.skip) {
      this.#frames.push({ options: {}, manifest: false, skip: true, group: false });
      return;
    }
    const manifest = outer.manifest || (this.#frames.length === 1 && element.local === "manifest");
    const frame: Frame = { options: { ...outer.options }, manifest, skip: false, group: false };
    for (const name in element.attributes) {
      const value = element.attributes[name]!;
      if (name === "id") continue;
      if (manifest) setOwn(frame.options, name, value);
      else if (!this.#apply(element, frame.options, name, value)) {
        frame.skip = true;
        break;
      }
    }
    this.#frames.push(frame);
  }

  close(element: XmlElement): boolean {
    const frame = this.#frames.pop();
    if (frame === undefined || frame.skip || frame.group || this.#frames.length <= 1 || hasFailed(element)) return true;
    const { options } = frame;
    const text = textContent(element).trim();
    if (text !== "") options.text = text;
    const id = element.attributes.id;
    if (frame.manifest) {
      if (id !== undefined) setOwn(this.meta.manifest, id, options as Record<string, string>);
      return true;
    }
    const start = typeof options.start === "number" ? options.start : 0;
    const end = typeof options.end === "number" ? options.end : Infinity;
    delete options.start;
    delete options.end;
    if (end < start) {
      if (this.#context.log.full) return true;
      this.#context.log.report(
        element.line,
        element.column,
        `<${element.name}> ends (out) before it starts (in); it is skipped: expected out at or after in.`,
        {
          value: element.attributes.out ?? element.attributes.end,
          expected: "an end at or after the start",
        },
      );
      return true;
    }
    const event: ParsedEvent = { type: element.name, start, end, options };
    if (id !== undefined) event.id = id;
    this.events.push(event);
    return true;
  }

  /** Applies one timeline attribute to the options; reports and returns false when it cannot be read. */
  #apply(element: XmlElement, options: Record<string, unknown>, name: string, value: string): boolean {
    if (name === "in" || name === "start" || name === "out" || name === "end") {
      const log = this.#context.log;
      const time = tryFileTime(value, this.#frameRate, log.full);
      if (typeof time === "number") {
        options[name === "in" || name === "start" ? "start" : "end"] = time;
        return true;
      }
      if (!log.full) {
        const cause = time;
        log.report(
          element.line,
          element.column,
          `invalid ${name}=${describeValue(value)}${timeTrouble(cause)} on <${element.name}>; it is skipped: expected ${TIME_EXPECTED}.`,
          {
            value,
            expected: TIME_EXPECTED,
            cause,
          },
        );
      }
      return false;
    }
    if (name === "resourceid") {
      const resource = getOwn(this.meta.manifest, value);
      if (resource === undefined) {
        if (this.#context.log.full) return false;
        this.#context.log.report(
          element.line,
          element.column,
          `<${element.name}> refers to resource ${describeValue(value)}, which the manifest does not list before it; it is skipped: expected the id of a manifest resource listed before it.`,
          {
            value,
            expected: "the id of a manifest resource listed before it",
          },
        );
        return false;
      }
      Object.assign(options, resource);
      return true;
    }
    setOwn(options, name, value);
    return true;
  }
}
