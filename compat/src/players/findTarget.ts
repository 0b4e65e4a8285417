import { PopcornError } from "@popcorn-kit/core";
import { describeValue } from "@popcorn-kit/core/adapter";

/**
 * The element a player goes in, found as 1.x's `Popcorn.dom.find` found it: an element as it is; a string not
 * starting with `#`, `.` or `[` is first an element id, then a selector; a selector that does not parse finds
 * nothing. Nothing found (or no document) is a `PopcornError` (`PLAYER`) naming the target.
 *
 * @param where - the call, for the message: `Popcorn.smart target`
 */
export function findTarget(target: unknown, where: string): HTMLElement {
  const doc = (globalThis as { document?: Document }).document;
  let found: unknown = target;
  if (typeof target === "string" && doc) {
    const first = target[0];
    found = first !== "#" && first !== "." && first !== "[" ? doc.getElementById(target) : null;
    if (!found) {
      try {
        found = doc.querySelector(target);
      } catch {
        found = null;
      }
    }
  }
  if (typeof HTMLElement === "undefined" || !(found instanceof HTMLElement)) {
    throw new PopcornError(
      "PLAYER",
      `${where} ${describeValue(target)}${typeof target === "string" ? " matched nothing" : ""}: expected an element, its id or a selector for it.`,
      { value: target, expected: "an element, its id or a selector" },
    );
  }
  return found;
}
