import { SaxesParser } from "saxes";
import { PopcornError, describeValue } from "../errors/errors.js";
import type { ErrorLog } from "./errorLog.js";

/** An element of a parsed XML document. */
export interface XmlElement {
  /** Name as written, with its prefix (`tt:p`). */
  name: string;
  /** Name without its prefix (`p`). */
  local: string;
  /** Attributes, keyed by name as written. */
  attributes: Record<string, string>;
  children: XmlNode[];
  /** 1-based line and column of the start tag's "<". */
  line: number;
  column: number;
  /** True when the XML inside this element (not in a child element) was malformed, e.g. an undefined entity. */
  failed: boolean;
}

/** An element, or a run of text (entities and CDATA already resolved). */
export type XmlNode = XmlElement | string;

/** Elements nested deeper than this are dropped (and reported), so the tree is safe to walk recursively. */
export const MAX_XML_DEPTH = 256;

const EXPECTED_ENTITY = "one of XML's five entities (&amp; &lt; &gt; &quot; &apos;) or a numeric character reference";

/** Thrown to stop saxes at a DOCTYPE; never leaves `parseXml`. */
const STOP = Symbol("stop");

/**
 * saxes, handing its errors over as messages. saxes makes an `Error` of each one (with a stack trace, most of
 * what an error costs) before handing it on; text made of errors has one every few characters, and past the
 * log's cap nothing would be kept of it.
 */
class MessageParser extends SaxesParser<{ position: true }> {
  readonly #onMessage: (message: string) => void;

  /** @param onMessage - called with each error's message as saxes writes it ("unquoted attribute value.") */
  constructor(onMessage: (message: string) => void) {
    super({ position: true });
    this.#onMessage = onMessage;
  }

  override fail(message: string): this {
    this.#onMessage(message);
    return this;
  }
}

/** Hooks a format reader gives `parseXml` to read a document as it streams by. */
export interface XmlVisitor {
  /** A start tag was read: the element has its attributes, not its children yet. `parent` is undefined for the root. */
  open?(element: XmlElement, parent: XmlElement | undefined): void;
  /**
   * An element ended, with its whole subtree. Return true when it has been dealt with: it is then dropped
   * from its parent, so a large document is never held in memory whole.
   */
  close?(element: XmlElement, parent: XmlElement | undefined): boolean | void;
}

/** What `parseXml` found. */
export interface XmlResult {
  /** The root element, less what the visitor dropped; undefined when there is none. */
  root: XmlElement | undefined;
  /** True when a DOCTYPE stopped the parse: whatever the visitor made of the document must be discarded. */
  refused: boolean;
}

/**
 * Parses XML with saxes into a small element tree, calling the visitor's hooks as elements start and end: no
 * DOM, no DOCTYPE (refused: an error, and the parse stops), no entities beyond XML's five (an undefined one is
 * an error, is never expanded, and marks its element failed). Malformed XML is reported with line and column
 * and read on as far as saxes can.
 */
export function parseXml(text: string, log: ErrorLog, visitor: XmlVisitor = {}): XmlResult {
  const parser = new MessageParser(onMessage);
  const document: XmlElement = { name: "", local: "", attributes: {}, children: [], line: 1, column: 1, failed: false };
  const open: XmlElement[] = [document];
  // Depth beyond MAX_XML_DEPTH: elements not kept, only counted so their end tags match up.
  let dropped = 0;
  let tooDeepReported = false;

  parser.on("opentagstart", (tag) => {
    if (open.length > MAX_XML_DEPTH || dropped > 0) {
      dropped++;
      if (!tooDeepReported) {
        tooDeepReported = true;
        open[open.length - 1]!.failed = true;
        log.report(
          parser.line,
          Math.max(1, parser.column - tag.name.length - 1),
          `elements are nested more than ${MAX_XML_DEPTH} deep; the deeper ones are not read: expected a flatter document.`,
          {
            value: tag.name,
            expected: `at most ${MAX_XML_DEPTH} levels of elements`,
          },
        );
      }
      return;
    }
    const colon = tag.name.indexOf(":");
    const element: XmlElement = {
      name: tag.name,
      local: colon === -1 ? tag.name : tag.name.slice(colon + 1),
      attributes: {},
      children: [],
      line: parser.line,
      column: Math.max(1, parser.column - tag.name.length - 1),
      failed: false,
    };
    open[open.length - 1]!.children.push(element);
    open.push(element);
  });
  const close = (): void => {
    const element = open.pop()!;
    const parent = open[open.length - 1]!;
    // The element just ended, so it is its parent's last child.
    if (
      visitor.close?.(element, parent === document ? undefined : parent) === true &&
      parent.children[parent.children.length - 1] === element
    ) {
      parent.children.pop();
    }
  };
  parser.on("opentag", (tag) => {
    if (dropped > 0) {
      if (tag.isSelfClosing) dropped--;
      return;
    }
    const element = open[open.length - 1]!;
    element.attributes = tag.attributes as Record<string, string>;
    const parent = open[open.length - 2]!;
    visitor.open?.(element, parent === document ? undefined : parent);
    if (tag.isSelfClosing) close();
  });
  parser.on("closetag", (tag) => {
    if (tag.isSelfClosing) return;
    if (dropped > 0) dropped--;
    else if (open.length > 1) close();
  });
  const addText = (value: string): void => {
    if (dropped > 0 || open.length === 1) return;
    const children = open[open.length - 1]!.children;
    const last = children.length - 1;
    if (last >= 0 && typeof children[last] === "string") children[last] += value;
    else children.push(value);
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("doctype", () => {
    log.report(
      parser.line,
      1,
      "DOCTYPE declarations are refused (they can define entities and fetch files); nothing is read: expected an XML document without <!DOCTYPE>.",
      {
        value: "<!DOCTYPE",
        expected: "no DOCTYPE declaration",
      },
    );
    throw STOP;
  });
  function onMessage(written: string): void {
    open[open.length - 1]!.failed = true;
    // Past the cap the report would be dropped: only what the error means for the tree is kept.
    if (log.full) return;
    const message = written.replace(/\.$/, "");
    if (message === "undefined entity" || message === "disallowed character in entity name") {
      const amp = text.lastIndexOf("&", parser.position - 1);
      const entity = amp === -1 ? "" : text.slice(amp, parser.position);
      log.report(
        parser.line,
        Math.max(1, parser.column - entity.length + 1),
        `undefined entity ${describeValue(entity)}, not expanded; its element is not read: expected ${EXPECTED_ENTITY}.`,
        {
          value: entity,
          expected: EXPECTED_ENTITY,
        },
      );
      return;
    }
    log.report(parser.line, parser.column + 1, `malformed XML: ${message}: expected well-formed XML.`, {
      value: message,
      expected: "well-formed XML",
    });
  }

  try {
    parser.write(text).close();
    // Elements a truncated document leaves open (saxes reported them) still end, so the visitor sees them.
    while (open.length > 1) close();
  } catch (error) {
    if (error === STOP) return { root: undefined, refused: true };
    if (error instanceof PopcornError) throw error;
    // saxes only throws through its handlers, which report; anything else is a bug in saxes: report it too.
    log.report(
      parser.line,
      parser.column + 1,
      `malformed XML: ${String((error as Error)?.message ?? error)}: expected well-formed XML.`,
      {
        cause: error,
        expected: "well-formed XML",
      },
    );
  }
  return { root: document.children.find((child): child is XmlElement => typeof child !== "string"), refused: false };
}

/** Plain text inside an element, its descendants' included. */
export function textContent(element: XmlElement): string {
  let text = "";
  for (const child of element.children) text += typeof child === "string" ? child : textContent(child);
  return text;
}

/** True when the element or anything inside it was malformed. */
export function hasFailed(element: XmlElement): boolean {
  if (element.failed) return true;
  for (const child of element.children) if (typeof child !== "string" && hasFailed(child)) return true;
  return false;
}

/** The value of an attribute by its local name (any prefix), e.g. `frameRate` for `ttp:frameRate`. */
export function attribute(element: XmlElement, local: string): string | undefined {
  const direct = element.attributes[local];
  if (direct !== undefined) return direct;
  for (const name in element.attributes) {
    const colon = name.indexOf(":");
    if (colon !== -1 && name.slice(colon + 1) === local) return element.attributes[name];
  }
  return undefined;
}
