import type { Composition } from "../plugin/compose.js";

/** What the effect keeps on an event: the classes by selector, and what it added to which element. */
interface Applied {
  _applyclass?: [selector: string, classes: string[]][];
  _applied?: [element: Element, classes: string[]][];
}

/** Reads Popcorn 1.x's `applyclass` option, `"selector: classes, parent: classes"`, in one pass over its parts. */
function rules(value: unknown): [string, string[]][] {
  if (typeof value !== "string") return [];
  const found: [string, string[]][] = [];
  for (const part of value.split(",")) {
    const colon = part.indexOf(":");
    const selector = (colon < 0 ? part : part.slice(0, colon)).trim();
    const classes =
      colon < 0
        ? []
        : part
            .slice(colon + 1)
            .split(" ")
            .filter(Boolean);
    if (selector && classes.length > 0) found.push([selector, classes]);
  }
  return found;
}

/** The elements a rule names: the target's parent for `parent`, else the target's descendants matching it. */
function elementsOf(target: unknown, selector: string): Element[] {
  if (typeof target !== "string" || typeof document === "undefined") return [];
  const element = document.getElementById(target);
  if (!element) return [];
  if (selector === "parent") return element.parentElement ? [element.parentElement] : [];
  try {
    return [...element.querySelectorAll(selector)];
  } catch {
    // A selector the browser cannot read names nothing, as an id that names no element does.
    return [];
  }
}

/**
 * Popcorn 1.x's `applyclass` effect: an event that names it (`effect: "applyclass"`) and has
 * `applyclass: "selector: classes, parent: classes"` adds those classes, while it is active, to the elements
 * inside its target that match each selector (`parent`: the target's parent). Classes an element already had stay
 * when the event ends. The catalogue's `applyclass` plugin (`p.applyclass({ classes, target })`) does the same
 * as an event of its own.
 */
export const applyclassEffect: Composition = {
  manifest: { about: { name: "applyclass effect" }, options: {} },
  _setup(options: Applied & Record<string, unknown>) {
    options._applyclass = rules(options.applyclass);
  },
  start(_event, options: Applied & Record<string, unknown>) {
    const applied: [Element, string[]][] = [];
    for (const [selector, classes] of options._applyclass ?? []) {
      for (const element of elementsOf(options.target, selector)) {
        const added = classes.filter((name) => !element.classList.contains(name));
        element.classList.add(...added);
        applied.push([element, added]);
      }
    }
    options._applied = applied;
  },
  end(_event, options: Applied) {
    for (const [element, classes] of options._applied ?? []) element.classList.remove(...classes);
    options._applied = [];
  },
  _teardown(options: Applied) {
    for (const [element, classes] of options._applied ?? []) element.classList.remove(...classes);
    options._applied = [];
  },
};
