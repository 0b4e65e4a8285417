import { describeValue } from "../../errors/errors.js";
import { ttmlParagraph, type TtmlFragment } from "./paragraph.js";
import { TTML_TIME, type TtmlTimeBase, ttmlTime, ttmlTimeBase } from "./time.js";
import { setOwn } from "../records.js";
import type { ParsedEvent, ReaderContext, ReaderResult } from "../types.js";
import { TOO_LARGE, TOO_LARGE_NOTE } from "../webvtt/timestamp.js";
import { attribute, hasFailed, parseXml, type XmlElement } from "../xml.js";

/** What a TTML parse keeps besides the events (`meta` of the result). */
export interface TtmlMeta {
  /** `xml:lang` of the document. */
  lang?: string;
  /** `<style>` definitions by `xml:id`, attributes by local name (`color`, `fontStyle`...). */
  styles: Record<string, Record<string, string>>;
  /** `<region>` definitions by `xml:id`, attributes by local name (`origin`, `extent`...). */
  regions: Record<string, Record<string, string>>;
}

/** Inline styling of a TTML paragraph (the `settings` option): its `tts:*` attributes by local name. */
export type TtmlSettings = Record<string, string>;

/** What a timed element passes down to its children. */
interface Scope {
  begin: number;
  end: number;
  lang: string;
  region: string | undefined;
  preserve: boolean;
  /** This element is a `seq` container: its children start one after another. */
  seq: boolean;
  /** End of the last child read so far, where the next child of a `seq` starts. */
  previousEnd: number;
}

/** Elements whose timing nests: a scope each. */
const CONTAINERS = new Set(["body", "div"]);

/**
 * Reads TTML (and DFXP, its older name): `begin`, `end` and `dur` in clock or offset time with
 * `ttp:frameRate`, `ttp:subFrameRate` and `ttp:tickRate`, timing nested through `body`, `div`, `p` and `span`
 * (`par` and `seq` containers), `<br/>` line breaks and XML whitespace rules. A paragraph whose spans show at
 * different times becomes one event per stretch of unchanged text. Styles and regions are kept in `meta`.
 * Paragraphs are read as the XML streams by, so a large file is never held in memory whole.
 */
export function readTtml(text: string, context: ReaderContext): ReaderResult {
  const meta: TtmlMeta = { styles: {}, regions: {} };
  const reader = new TtmlReader(context, meta);
  const { refused } = parseXml(text, context.log, {
    open: (element, parent) => reader.open(element, parent),
    close: (element) => reader.close(element),
  });
  return { events: refused ? [] : reader.events, meta: meta as unknown as Record<string, unknown> };
}

class TtmlReader {
  readonly events: ParsedEvent[] = [];
  readonly #context: ReaderContext;
  readonly #meta: TtmlMeta;
  #base: TtmlTimeBase = { frameRate: 30, subFrameRate: 1, tickRate: 1 };
  /** False once the root turned out not to be `<tt>`: nothing more is read. */
  #valid = true;
  /** Scopes of the open `tt`, `body` and `div` elements; `undefined` for one whose times were invalid. */
  readonly #scopes: (Scope | undefined)[] = [];

  constructor(context: ReaderContext, meta: TtmlMeta) {
    this.#context = context;
    this.#meta = meta;
  }

  open(element: XmlElement, parent: XmlElement | undefined): void {
    if (parent === undefined) {
      this.#openRoot(element);
      return;
    }
    if (!this.#valid || !CONTAINERS.has(element.local)) return;
    this.#scopes.push(this.#child(element));
  }

  close(element: XmlElement): boolean {
    if (!this.#valid) return true;
    switch (element.local) {
      case "head":
        readHead(element, this.#meta);
        return true;
      case "body":
      case "div": {
        const scope = this.#scopes.pop();
        this.#ended(scope);
        return true;
      }
      case "p": {
        if (this.#scopes.length < 2) return true;
        const scope = this.#child(element);
        if (scope !== undefined) this.#paragraph(element, scope);
        this.#ended(scope);
        return true;
      }
      default:
        return false;
    }
  }

  #openRoot(root: XmlElement): void {
    if (root.local !== "tt") {
      this.#valid = false;
      // Each element after the root has closed comes here too: one report each, up to the cap.
      if (this.#context.log.full) return;
      this.#context.log.report(root.line, root.column, `root element <${root.name}> is not TTML: expected <tt>.`, {
        value: root.name,
        expected: "<tt>",
      });
      return;
    }
    this.#base = ttmlTimeBase((local) => attribute(root, local));
    const lang = root.attributes["xml:lang"] ?? "";
    if (lang !== "") this.#meta.lang = lang;
    const preserve = root.attributes["xml:space"] === "preserve";
    this.#scopes.push({ begin: 0, end: Infinity, lang, region: undefined, preserve, seq: false, previousEnd: 0 });
  }

  /** The scope of a child of the innermost open container, or `undefined` when it or that container is invalid. */
  #child(element: XmlElement): Scope | undefined {
    const parent = this.#scopes[this.#scopes.length - 1];
    if (parent === undefined) return undefined;
    return this.#scope(element, parent, parent.seq ? parent.previousEnd : parent.begin);
  }

  /** A child of the innermost container ended at `scope.end`: the next child of a `seq` starts there. */
  #ended(scope: Scope | undefined): void {
    const parent = this.#scopes[this.#scopes.length - 1];
    if (parent !== undefined && scope !== undefined) parent.previousEnd = scope.end;
  }

  /**
   * The interval and inherited values of an element, given its parent's; `syncBase` is where its begin counts
   * from (the parent's begin, or the previous sibling's end in a `seq`). `undefined` (reported) when its
   * times are invalid.
   */
  #scope(element: XmlElement, parent: Scope, syncBase: number): Scope | undefined {
    const beginText = element.attributes.begin;
    const endText = element.attributes.end;
    const durText = element.attributes.dur;
    const begin = beginText === undefined ? 0 : this.#time(element, "begin", beginText);
    const end = endText === undefined ? Infinity : this.#time(element, "end", endText);
    const dur = durText === undefined ? Infinity : this.#time(element, "dur", durText);
    if (begin < 0 || end < 0 || dur < 0) return undefined;
    if (endText !== undefined && end < begin) {
      if (this.#context.log.full) return undefined;
      this.#context.log.report(
        element.line,
        element.column,
        `<${element.name}> ends (end="${endText}") before it begins (begin="${beginText ?? 0}"); it is skipped: expected end at or after begin.`,
        {
          value: endText,
          expected: "an end at or after the begin",
        },
      );
      return undefined;
    }
    const start = syncBase + begin;
    // Each time is finite, but a sum of two can pass the largest double: that is no time either.
    const overflow = overflows(syncBase, begin)
      ? beginText
      : overflows(syncBase, end)
        ? endText
        : overflows(start, dur)
          ? durText
          : undefined;
    if (overflow !== undefined) {
      if (this.#context.log.full) return undefined;
      this.#context.log.report(
        element.line,
        element.column,
        `<${element.name}> has a time ${describeValue(overflow)} that, counted from ${syncBase} s, is past the largest number; it is skipped: expected times whose sums are finite.`,
        {
          value: overflow,
          expected: "times whose sums are finite",
        },
      );
      return undefined;
    }
    // In a seq container an element with no end or dur takes no time; in a par it lasts as long as its parent.
    const stop =
      endText === undefined && durText === undefined
        ? parent.seq
          ? start
          : parent.end
        : Math.min(syncBase + end, start + dur);
    const space = element.attributes["xml:space"];
    const clippedBegin = Math.max(start, parent.begin);
    return {
      begin: clippedBegin,
      end: Math.min(stop, parent.end),
      lang: element.attributes["xml:lang"] ?? parent.lang,
      region: element.attributes.region ?? parent.region,
      preserve: space === undefined ? parent.preserve : space === "preserve",
      seq: element.attributes.timeContainer === "seq",
      previousEnd: clippedBegin,
    };
  }

  #time(element: XmlElement, name: string, text: string): number {
    const seconds = ttmlTime(text, this.#base);
    if (seconds >= 0) return seconds;
    if (this.#context.log.full) return -1;
    const why = seconds === TOO_LARGE ? TOO_LARGE_NOTE : "";
    this.#context.log.report(
      element.line,
      element.column,
      `invalid ${name}=${describeValue(text)}${why} on <${element.name}>; it is skipped: expected ${TTML_TIME}.`,
      {
        value: text,
        expected: TTML_TIME,
      },
    );
    return -1;
  }

  #paragraph(p: XmlElement, scope: Scope): void {
    if (scope.end <= scope.begin || hasFailed(p)) return;
    const fragments: TtmlFragment[] = [];
    this.#collect(p, scope, fragments);
    const pieces = ttmlParagraph(fragments, scope.begin, scope.end, scope.preserve);
    const id = p.attributes["xml:id"];
    const style = p.attributes.style;
    let settings: TtmlSettings | undefined;
    for (const name in p.attributes) {
      if (name.startsWith("tts:")) setOwn((settings ??= {}), name.slice(4), p.attributes[name]!);
    }
    for (let index = 0; index < pieces.length; index++) {
      const piece = pieces[index]!;
      const options: Record<string, unknown> = { text: piece.text };
      if (scope.lang !== "") options.lang = scope.lang;
      if (scope.region !== undefined) options.region = scope.region;
      if (style !== undefined) options.style = style;
      if (settings !== undefined) options.settings = settings;
      const event: ParsedEvent = { type: this.#context.type, start: piece.start, end: piece.end, options };
      // A paragraph split in time keeps its id on the first piece only: ids must stay unique.
      if (id !== undefined && index === 0) event.id = id;
      this.events.push(event);
    }
  }

  /** Collects the text of a paragraph or span with the interval in which each piece shows. */
  #collect(element: XmlElement, scope: Scope, fragments: TtmlFragment[]): void {
    for (const child of element.children) {
      if (typeof child === "string") {
        fragments.push({ text: child, begin: scope.begin, end: scope.end, preserve: scope.preserve });
        continue;
      }
      if (child.local === "br") fragments.push({ text: "\n", begin: scope.begin, end: scope.end, preserve: true });
      else if (child.local === "span") {
        const inner = this.#scope(child, scope, scope.seq ? scope.previousEnd : scope.begin);
        if (inner === undefined) continue;
        scope.previousEnd = inner.end;
        if (inner.end > inner.begin) this.#collect(child, inner, fragments);
      }
      // Other elements in a paragraph (metadata, set, animation) hold no text to show.
    }
  }
}

/** Two finite times whose sum is not. */
function overflows(a: number, b: number): boolean {
  return Number.isFinite(a) && Number.isFinite(b) && !Number.isFinite(a + b);
}

function readHead(head: XmlElement, meta: TtmlMeta): void {
  for (const child of head.children) {
    if (typeof child === "string") continue;
    if (child.local === "styling" || child.local === "layout") readHead(child, meta);
    else if (child.local === "style" || child.local === "region") {
      const id = child.attributes["xml:id"];
      if (id === undefined) continue;
      const definition: Record<string, string> = {};
      for (const [name, value] of Object.entries(child.attributes)) {
        if (name !== "xml:id") setOwn(definition, name.slice(name.indexOf(":") + 1), value);
      }
      setOwn(child.local === "style" ? meta.styles : meta.regions, id, definition);
    }
  }
}
