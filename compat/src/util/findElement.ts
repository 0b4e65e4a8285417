import { invalid } from "./invalid.js";

/**
 * An element as Popcorn 1.x found one (`Popcorn.dom.find`, `Popcorn("#video")`, a player's target): `"#id"` or a
 * bare id by `getElementById` first (an id may hold characters a selector would read otherwise, such as dots),
 * then any selector in `context`; a selector the browser cannot read, or no document, finds nothing, unless
 * `strict`: then a selector the browser cannot read is a `PopcornError` naming it.
 *
 * @example
 * findElement("video"); // the element with id "video", else the first <video>
 */
export function findElement(selector: string, context?: ParentNode, strict?: boolean): Element | null {
  if (typeof document === "undefined" || typeof selector !== "string" || selector === "") return null;
  const first = selector[0];
  if (first !== "." && first !== "[") {
    const byId = document.getElementById(first === "#" ? selector.slice(1) : selector);
    if (byId) return byId;
  }
  try {
    return (context ?? document).querySelector(selector);
  } catch (cause) {
    if (strict) throw invalid("Popcorn.dom.find() selector", selector, "a CSS selector", { cause });
    return null;
  }
}

/** `Popcorn.dom`: 1.x's `find(selector, context?)`, and its `debug` switch. */
export const dom = {
  /** When true, `find` throws a `PopcornError` for a selector the browser cannot read, as 1.x's debug mode did. */
  debug: false,
  /** The element an id or selector finds (see `findElement`), else null. */
  find(selector: string, context?: ParentNode): Element | null {
    return findElement(selector, context, dom.debug);
  },
};
