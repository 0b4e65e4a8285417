// How the catalogue suites compare an adapter's DOM with core's markup, the same way in every suite.

/**
 * A copy of `root` as markup is compared: no comments (framework anchors), no blank text between the root's
 * children (a template's layout), adjacent text merged, styles in one spelling.
 */
export function normalized(root: Element): Element {
  const copy = root.cloneNode(true) as Element;
  const walker = copy.ownerDocument.createTreeWalker(copy, 0x80 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode!.removeChild(comment);
  for (const child of [...copy.childNodes])
    if (child.nodeType === 3 && child.textContent!.trim() === "") copy.removeChild(child);
  for (const element of copy.querySelectorAll("[style]")) {
    const style = (element as HTMLElement).style;
    const properties = Array.from({ length: style.length }, (_, i) => style.item(i)).sort();
    element.setAttribute(
      "style",
      properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join("; "),
    );
  }
  // A search field's text is a DOM property set by adapters; the attribute may or may not be there.
  for (const field of copy.querySelectorAll("input")) field.removeAttribute("value");
  copy.normalize();
  return copy;
}

/** Whether two normalized elements hold the same markup: tags, attributes (in any order) and text. */
export function sameContent(actual: Element, expected: Element): boolean {
  const a = [...actual.childNodes];
  const b = [...expected.childNodes];
  return a.length === b.length && a.every((node, i) => node.isEqualNode(b[i]!));
}

/** `html` parsed into an element like the root, normalized the same way. */
export function parsed(html: string): Element {
  const container = document.createElement("div");
  container.innerHTML = html;
  return normalized(container);
}
