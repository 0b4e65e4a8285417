import type { CueNode, CueSpanNode, CueTimestampNode } from "./cueNodes.js";

/**
 * Deepest nesting of spans a tree keeps. Deeper start tags are ignored, so a hostile file cannot make a
 * tree that overflows the stack of whoever walks it.
 */
export const MAX_SPAN_DEPTH = 64;

/**
 * Builds a cue text tree as a parser reads it: text, leaves, and spans that open and close. Lists start with
 * their first child as a one-element literal rather than an empty array pushed to, which would reserve room
 * for 17: a file's trees then take a third of the memory, and garbage collection has less to copy.
 */
export class CueTreeBuilder {
  /** The top-level nodes. */
  root: CueNode[] = [];
  /** Spans not closed yet, outermost first. */
  readonly open: CueSpanNode[] = [];
  /** The innermost open span, if any. */
  current: CueSpanNode | undefined;

  /** Starts a new tree (the spans array is reused). */
  reset(): void {
    this.root = [];
    this.open.length = 0;
    this.current = undefined;
  }

  /** Appends text, merged into a string that ends the current list. */
  text(text: string): void {
    if (text === "") return;
    const parent = this.current;
    const list = parent === undefined ? this.root : parent.children;
    const last = list.length - 1;
    if (last >= 0 && typeof list[last] === "string") list[last] += text;
    else this.#append(parent, list, text);
  }

  /** Appends text as a node of its own, even next to another string (WebVTT's text nodes). */
  textNode(text: string): void {
    if (text === "") return;
    const parent = this.current;
    this.#append(parent, parent === undefined ? this.root : parent.children, text);
  }

  /** Appends a node that has no children (a timestamp). */
  leaf(node: CueTimestampNode): void {
    const parent = this.current;
    this.#append(parent, parent === undefined ? this.root : parent.children, node);
  }

  /** Appends a span and makes it the current one. */
  openSpan(node: CueSpanNode): void {
    const parent = this.current;
    this.#append(parent, parent === undefined ? this.root : parent.children, node);
    this.open.push(node);
    this.current = node;
  }

  /** Closes the innermost span and returns it. */
  close(): CueSpanNode | undefined {
    const closed = this.open.pop();
    this.current = this.open[this.open.length - 1];
    return closed;
  }

  /** Closes every span from the `index`-th open one inwards. */
  closeTo(index: number): void {
    this.open.length = index;
    this.current = this.open[index - 1];
  }

  #append(parent: CueSpanNode | undefined, list: CueNode[], node: CueNode): void {
    if (list.length > 0) list.push(node);
    else if (parent === undefined) this.root = [node];
    else parent.children = [node];
  }
}
