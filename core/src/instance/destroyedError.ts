import { PopcornError } from "../errors/errors.js";

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
