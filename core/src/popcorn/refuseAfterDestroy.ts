// The one guard of a destroyed instance. destroy() gives the instance members of its own that throw
// DESTROYED in place of its class's, so a live instance checks nothing on any call (the tick, add, update and
// seek paths stay as they were) and no method has to remember a check of its own.
import { PopcornError } from "../errors.js";

/** What a destroyed instance still answers: whether it is destroyed, destroy again, and letting go of listeners. */
const OPEN = ["constructor", "destroyed", "destroy", "off", "listenerCount"];

/** The error every call on a destroyed instance throws (or, from a method that returns a promise, rejects with). */
export function destroyedError(): PopcornError {
  return new PopcornError(
    "DESTROYED",
    "This Popcorn instance was destroyed: expected calls only before destroy(); create a new instance.",
    {
      expected: "a live instance",
    },
  );
}

function refuse(): never {
  throw destroyedError();
}

// Made on the first destroy, from the instance class's prototype.
let refusals: PropertyDescriptorMap | undefined;

/**
 * Makes every method, getter and setter of `instance` (those its class defines, except the `OPEN` ones)
 * throw DESTROYED from now on; `loadTrack`, which returns a promise, rejects with it. Fields (`player`,
 * `store`) stay readable.
 */
export function refuseAfterDestroy(instance: object): void {
  if (refusals === undefined) {
    const prototype = Object.getPrototypeOf(instance) as object;
    refusals = {};
    for (const name of Object.getOwnPropertyNames(prototype)) {
      if (OPEN.includes(name)) continue;
      const { value, set } = Object.getOwnPropertyDescriptor(prototype, name)!;
      refusals[name] = value
        ? { value: name === "loadTrack" ? () => Promise.reject(destroyedError()) : refuse }
        : { get: refuse, set: set && refuse };
    }
  }
  // Own members that shadow the class's: a live instance's shape, and so every call on it, is left as it was.
  Object.defineProperties(instance, refusals);
}
