import { PopcornError } from "@popcorn-kit/core";
import { describeValue } from "@popcorn-kit/core/errors";
import { findElement } from "../util/findElement.js";

/**
 * The element a player goes in, found as 1.x's `Popcorn.dom.find` found it (`findElement`): an element as it
 * is; an id or a selector. Nothing found (or no document) is a `PopcornError` (`PLAYER`) naming the target.
 *
 * @param where - the call, for the message: `Popcorn.smart target`
 */
export function findTarget(target: unknown, where: string): HTMLElement {
  const found: unknown = typeof target === "string" ? findElement(target) : target;
  if (typeof HTMLElement === "undefined" || !(found instanceof HTMLElement)) {
    throw new PopcornError(
      "PLAYER",
      `${where} ${describeValue(target)}${typeof target === "string" ? " matched nothing" : ""}: expected an element, its id or a selector for it.`,
      { value: target, expected: "an element, its id or a selector" },
    );
  }
  return found;
}
