/**
 * An element as Popcorn 1.x found one (`Popcorn.dom.find`, `Popcorn("#video")`, a player's target): `"#id"` or a
 * bare id by `getElementById` first (an id may hold characters a selector would read otherwise, such as dots),
 * then any selector in `context`; a selector the browser cannot read, or no document, finds nothing.
 *
 * @example
 * findElement("video"); // the element with id "video", else the first <video>
 */
export function findElement(selector: string, context?: ParentNode): Element | null {
  if (typeof document === "undefined" || typeof selector !== "string" || selector === "") return null;
  const first = selector[0];
  if (first !== "." && first !== "[") {
    const byId = document.getElementById(first === "#" ? selector.slice(1) : selector);
    if (byId) return byId;
  }
  try {
    return (context ?? document).querySelector(selector);
  } catch {
    return null;
  }
}
