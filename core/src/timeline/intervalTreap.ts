import { type TimelineItem, compareStart } from "./item.js";
import { sortByStart } from "./sortByStart.js";

/**
 * An interval index: a treap keyed by (start, insertion order), each node augmented with the largest end in
 * its subtree.
 *
 * Insertions wait in a buffer until the next query, which then either inserts them one by one (a few) or
 * rebuilds the tree from one sorted merge (many, as when a subtitle file or a whole project loads): adding
 * n events and then playing costs O(n log n) however they arrive, and adding is O(1) until then.
 *
 * Costs, n items, expected over the random priorities: insert O(1) then O(log n) amortized at the next
 * query; delete O(log n); the items whose start lies in a range, O(log n + k); the items active at t
 * (stabbing), O(log n + a·log(n/a)) for a results, because subtrees whose largest end is not after t are
 * never entered; the first start after t, O(log n). Memory O(n): the nodes are the items themselves.
 */
export class IntervalTreap<T extends TimelineItem> {
  #root: T | null = null;
  #size = 0;
  #treeSize = 0;
  readonly #pending: T[] = [];
  // xorshift32 with a fixed seed: tree shape, and so timing, repeat from run to run.
  #seed = 0x9e3779b9;

  /** Number of indexed items. */
  get size(): number {
    return this.#size;
  }

  /** Adds an item. Its `start`, `end` and `order` must not change while it is indexed. */
  insert(item: T): void {
    item.left = item.right = null;
    item.maxEnd = item.end;
    item.indexed = true;
    // A pending item is marked by its buffer position in `priority`, negated; tree nodes have priorities >= 0.
    item.priority = -1 - this.#pending.length;
    this.#pending.push(item);
    this.#size++;
  }

  /** Removes an indexed item. */
  delete(item: T): void {
    if (!item.indexed) return;
    if (item.priority < 0) {
      const pending = this.#pending;
      const index = -1 - item.priority;
      const last = pending.pop()!;
      if (last !== item) {
        pending[index] = last;
        last.priority = item.priority;
      }
    } else {
      this.#root = deleteNode(this.#root, item);
      this.#treeSize--;
    }
    item.indexed = false;
    item.left = item.right = null;
    this.#size--;
  }

  /** Moves buffered insertions into the tree: one by one when few, by a rebuild when many. */
  #flush(): void {
    const pending = this.#pending;
    if (pending.length === 0) return;
    if (pending.length * 16 <= this.#treeSize) {
      for (const item of pending) {
        item.priority = this.#nextPriority();
        this.#root = insertNode(this.#root, item);
      }
    } else {
      this.#rebuild();
    }
    this.#treeSize += pending.length;
    pending.length = 0;
  }

  #nextPriority(): number {
    let x = this.#seed;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.#seed = x >>> 0;
    // Small integers (cheap to store), below the priorities a rebuild gives, so rebuilt nodes stay on top.
    return this.#seed % REBUILT_PRIORITY;
  }

  #rebuild(): void {
    const tree: T[] = [];
    collectRange(this.#root, -Infinity, Infinity, tree);
    const added = sortByStart(this.#pending);
    const all: T[] = new Array(tree.length + added.length);
    let i = 0;
    let j = 0;
    for (let k = 0; k < all.length; k++) {
      all[k] = j >= added.length || (i < tree.length && compareStart(tree[i]!, added[j]!) < 0) ? tree[i++]! : added[j++]!;
    }
    this.#root = build(all, 0, all.length, REBUILT_PRIORITY + 64);
  }

  /** Removes every item. */
  clear(): void {
    for (const item of this.#pending) {
      item.indexed = false;
      item.priority = 0;
    }
    this.#pending.length = 0;
    this.#treeSize = 0;
    const stack: (T | null)[] = [this.#root];
    while (stack.length > 0) {
      const node = stack.pop();
      if (!node) continue;
      stack.push(node.left as T | null, node.right as T | null);
      node.left = node.right = null;
      node.indexed = false;
    }
    this.#root = null;
    this.#size = 0;
  }

  /**
   * Appends to `out`, in (start, order) order, every item with `after < start <= upTo`.
   * @returns the first start after `upTo`, or `Infinity`: the walk passes it anyway
   */
  collectStartsIn(after: number, upTo: number, out: T[]): number {
    this.#flush();
    return collectRange(this.#root, after, upTo, out);
  }

  /** Appends to `out`, in (start, order) order, every item with `start <= t < end`. */
  collectActiveAt(t: number, out: T[]): void {
    this.#flush();
    collectStab(this.#root, t, out);
  }

  /** Appends every item to `out` in (start, order) order. */
  collectAll(out: T[]): void {
    this.#flush();
    collectRange(this.#root, -Infinity, Infinity, out);
  }

  /** The smallest start strictly after `t`, or `Infinity`. */
  firstStartAfter(t: number): number {
    this.#flush();
    let node = this.#root;
    let best = Infinity;
    while (node) {
      if (node.start > t) {
        best = node.start;
        node = node.left as T | null;
      } else {
        node = node.right as T | null;
      }
    }
    return best;
  }
}

/** Priorities of rebuilt nodes fall from this plus 64 by one per level; random ones stay below it. */
const REBUILT_PRIORITY = 0x3fffff00;

/** Builds a balanced subtree from sorted items, priorities falling with depth so the heap order holds. */
function build<T extends TimelineItem>(items: T[], from: number, to: number, priority: number): T | null {
  if (from >= to) return null;
  const middle = (from + to) >>> 1;
  const node = items[middle]!;
  node.priority = priority;
  node.left = build(items, from, middle, priority - 1);
  node.right = build(items, middle + 1, to, priority - 1);
  pull(node);
  return node;
}

function pull(node: TimelineItem): void {
  let max = node.end;
  if (node.left && node.left.maxEnd > max) max = node.left.maxEnd;
  if (node.right && node.right.maxEnd > max) max = node.right.maxEnd;
  node.maxEnd = max;
}

function insertNode<T extends TimelineItem>(root: T | null, item: T): T {
  if (!root) return item;
  if (compareStart(item, root) < 0) {
    const left = insertNode(root.left as T | null, item);
    root.left = left;
    if (left.priority > root.priority) {
      root.left = left.right;
      pull(root);
      left.right = root;
      pull(left);
      return left;
    }
  } else {
    const right = insertNode(root.right as T | null, item);
    root.right = right;
    if (right.priority > root.priority) {
      root.right = right.left;
      pull(root);
      right.left = root;
      pull(right);
      return right;
    }
  }
  pull(root);
  return root;
}

function merge(a: TimelineItem | null, b: TimelineItem | null): TimelineItem | null {
  if (!a) return b;
  if (!b) return a;
  if (a.priority > b.priority) {
    a.right = merge(a.right, b);
    pull(a);
    return a;
  }
  b.left = merge(a, b.left);
  pull(b);
  return b;
}

function deleteNode<T extends TimelineItem>(root: T | null, item: T): T | null {
  if (!root) return null;
  if (root === item) return merge(root.left, root.right) as T | null;
  if (compareStart(item, root) < 0) root.left = deleteNode(root.left as T | null, item);
  else root.right = deleteNode(root.right as T | null, item);
  pull(root);
  return root;
}

/** In-order walk of the items with `after < start <= upTo`; returns the first start beyond `upTo`. */
function collectRange<T extends TimelineItem>(node: T | null, after: number, upTo: number, out: T[]): number {
  while (node) {
    if (node.start <= after) {
      node = node.right as T | null;
      continue;
    }
    const beyond = collectRange(node.left as T | null, after, upTo, out);
    if (beyond !== Infinity) return beyond;
    if (node.start > upTo) return node.start;
    out.push(node);
    node = node.right as T | null;
  }
  return Infinity;
}

function collectStab<T extends TimelineItem>(node: T | null, t: number, out: T[]): void {
  while (node && node.maxEnd > t) {
    collectStab(node.left as T | null, t, out);
    if (node.start > t) return;
    if (node.end > t) out.push(node);
    node = node.right as T | null;
  }
}
