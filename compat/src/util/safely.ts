// What a page gives the 1.x API may throw when it is read: a proxy's trap, a getter, a `toString`. Every public
// call of the compat layer runs behind `guard`, so that such an error reaches the page as a `PopcornError` naming
// what it was given, with the page's own error as its cause, never as a raw TypeError or DOMException.
import { PopcornError } from "@popcorn-kit/core";
import { describeValue, readSafely as readOrRefuse } from "@popcorn-kit/core/errors";

/** What the refusal of a guarded call expects, in words. */
const READABLE = "values whose reading does not throw (what it threw is the cause)";

/**
 * `fn` as a public call named `call`: an error it throws that is not a `PopcornError` becomes one
 * (`INVALID_OPTION`) whose message names every argument and whose cause is that error. A `PopcornError` passes as
 * it is. A call that runs a callback of the page and lets its error through (`Popcorn.forEach`, `xhr`'s `success`)
 * is not guarded whole: it reads its arguments with `readSafely`.
 *
 * @example
 * export const sizeOf = guard("Popcorn.sizeOf", (object: unknown) => ...);
 */
export function guard<A extends unknown[], R, T = unknown>(
  call: string,
  fn: (this: T, ...args: A) => R,
): (this: T, ...args: A) => R {
  return function (this: T, ...args: A): R {
    return readOrRefuse(
      () => fn.apply(this, args),
      (error) => refused(call, args, error),
    );
  };
}

/**
 * Runs `read` over `value`, one argument of the public call `call` that runs the page's callbacks (which `guard`
 * cannot wrap whole): an error the reading throws is refused as `guard` refuses it.
 */
export function readSafely<R>(read: () => R, call: string, value: unknown): R {
  return readOrRefuse(read, (error) => refused(call, [value], error));
}

/** The refusal of a guarded call whose reading threw `error` (core's `readSafely` lets a `PopcornError` pass). */
function refused(call: string, args: readonly unknown[], error: unknown): PopcornError {
  return new PopcornError(
    "INVALID_OPTION",
    `${call}() got ${args.map(describeValue).join(", ") || "no value"}: expected ${READABLE}.`,
    { value: args.length === 1 ? args[0] : args, expected: READABLE, cause: error },
  );
}
