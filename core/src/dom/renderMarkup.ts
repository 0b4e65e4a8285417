import type { Markup, MarkupElement } from "../markup/markup.js";
import { type MountSlot, createMountSlot } from "../markup/mount.js";

/** Markup rendered into the page by `renderMarkup`. */
export interface RenderedMarkup {
  /** The top-level nodes it put into the parent (none for `null`). */
  readonly nodes: readonly Node[];
  /**
   * Renders `markup` in place of what is there: elements of the same tag and key are kept and patched (their
   * mounts updated, not made again), others replaced.
   */
  update(markup: Markup | null): void;
  /** Destroys every mount, removes every listener and every node it added. Calling it twice is harmless. */
  destroy(): void;
}

/** One rendered piece of markup: its node, and for an element what is needed to patch and release it. */
interface Rendered {
  markup: Markup;
  node: Node;
  children: Rendered[];
  slot: MountSlot | undefined;
  /** The listeners on the element, which read the current markup's handlers. */
  click: (() => void) | undefined;
  input: ((event: Event) => void) | undefined;
}

function create(markup: Markup, document: Document): Rendered {
  const text = typeof markup === "string";
  const rendered: Rendered = {
    markup,
    node: text ? document.createTextNode(markup) : document.createElement(markup.tag),
    children: [],
    slot: undefined,
    click: undefined,
    input: undefined,
  };
  if (text) return rendered;
  patchElement(rendered, undefined, markup);
  if (markup.html === undefined) {
    for (const child of markup.children) {
      const item = create(child, document);
      rendered.children.push(item);
      rendered.node.appendChild(item.node);
    }
  }
  return rendered;
}

/** Sets the element's attributes, style, html and listeners from `next`, removing what `previous` had and `next` has not. */
function patchElement(rendered: Rendered, previous: MarkupElement | undefined, next: MarkupElement): void {
  const element = rendered.node as HTMLElement;
  rendered.markup = next;
  for (const name of Object.keys(previous?.attrs ?? {})) if (!(name in next.attrs)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(next.attrs)) {
    // A `true` attribute is present and empty, as in HTML (`controls`, `playsinline`, `hidden`).
    const text = value === true ? "" : String(value);
    if (element.getAttribute(name) !== text) element.setAttribute(name, text);
  }
  for (const property of Object.keys(previous?.style ?? {}))
    if (next.style?.[property] === undefined) element.style.removeProperty(property);
  for (const [property, value] of Object.entries(next.style ?? {})) element.style.setProperty(property, value);
  if (element.getAttribute("style") === "") element.removeAttribute("style");
  // Sanitized by core (the instance's sanitizer) before it reached the markup.
  if (next.html !== undefined && next.html !== previous?.html) element.innerHTML = next.html;
  if (next.onClick !== undefined && rendered.click === undefined) {
    rendered.click = () => (rendered.markup as MarkupElement).onClick?.();
    element.addEventListener("click", rendered.click);
  }
  if (next.onInput !== undefined && rendered.input === undefined) {
    rendered.input = (event) => (rendered.markup as MarkupElement).onInput?.((event.target as HTMLInputElement).value);
    element.addEventListener("input", rendered.input);
  }
  // A search field's `value` is its text, set again on each render (the attribute is only where it starts).
  if (next.tag === "input" && typeof next.attrs.value === "string" && next.onInput !== undefined)
    (element as HTMLInputElement).value = next.attrs.value;
}

/** Runs (or updates) the mounts of a rendered tree once its nodes are in the page. */
function runMounts(rendered: Rendered): void {
  if (typeof rendered.markup === "string") return;
  for (const child of rendered.children) runMounts(child);
  const mount = rendered.markup.mount;
  if (mount === undefined && rendered.slot === undefined) return;
  rendered.slot ??= createMountSlot();
  rendered.slot.set(rendered.node as HTMLElement, mount);
}

/** Destroys the mounts and listeners of a rendered tree (its nodes are removed by the caller). */
function release(rendered: Rendered): void {
  for (const child of rendered.children) release(child);
  rendered.slot?.clear();
  rendered.slot = undefined;
  if (rendered.click !== undefined) rendered.node.removeEventListener("click", rendered.click);
  if (rendered.input !== undefined) rendered.node.removeEventListener("input", rendered.input);
  rendered.click = undefined;
  rendered.input = undefined;
}

function sameKind(a: Markup, b: Markup): boolean {
  if (typeof a === "string" || typeof b === "string") return typeof a === typeof b;
  return a.tag === b.tag && a.key === b.key && (a.html === undefined) === (b.html === undefined);
}

/** `next` rendered where `rendered` is: patched when it is the same kind of node, else a new node in its place. */
function patch(rendered: Rendered, next: Markup, document: Document): Rendered {
  if (!sameKind(rendered.markup, next)) {
    const made = create(next, document);
    release(rendered);
    rendered.node.parentNode?.replaceChild(made.node, rendered.node);
    return made;
  }
  if (typeof next === "string") {
    if (rendered.markup !== next) rendered.node.nodeValue = next;
    rendered.markup = next;
    return rendered;
  }
  const previous = rendered.markup as MarkupElement;
  patchElement(rendered, previous, next);
  if (next.html === undefined) patchChildren(rendered, next.children, document);
  return rendered;
}

function patchChildren(rendered: Rendered, next: readonly Markup[], document: Document): void {
  const element = rendered.node;
  const kept = rendered.children.slice(0, next.length).map((child, index) => patch(child, next[index]!, document));
  for (const gone of rendered.children.slice(next.length)) {
    release(gone);
    element.removeChild(gone.node);
  }
  for (const markup of next.slice(kept.length)) {
    const made = create(markup, document);
    element.appendChild(made.node);
    kept.push(made);
  }
  rendered.children = kept;
}

/**
 * Renders core's plugin markup (`el` trees) into the page, as the framework adapters do: the same tags,
 * attributes and class names; text always as text nodes; `html` (sanitized by core before it reached the
 * markup) as the element's content; `onClick` and `onInput` as listeners; each element's mount run with core's
 * mount slot once it is in the page, updated while it stays, destroyed when it goes.
 *
 * @example
 * const view = renderMarkup(footnoteMarkup(props), document.getElementById("notes")!);
 * view.update(footnoteMarkup(nextProps));
 * view.destroy();
 */
export function renderMarkup(markup: Markup | null, parent: Node, before: Node | null = null): RenderedMarkup {
  const document = parent.ownerDocument ?? (parent as Document);
  let root: Rendered | undefined;
  let destroyed = false;
  const mountRoot = (next: Markup | null, at: Node | null): void => {
    if (next === null) return;
    root = create(next, document);
    parent.insertBefore(root.node, at !== null && at.parentNode === parent ? at : null);
    runMounts(root);
  };
  const unmount = (): void => {
    if (root === undefined) return;
    release(root);
    root.node.parentNode?.removeChild(root.node);
    root = undefined;
  };
  mountRoot(markup, before);
  return {
    get nodes() {
      return root === undefined ? [] : [root.node];
    },
    update(next) {
      if (destroyed) return;
      if (root === undefined) return mountRoot(next, before);
      if (next === null) return unmount();
      root = patch(root, next, document);
      runMounts(root);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      unmount();
    },
  };
}
