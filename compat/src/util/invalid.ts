import type { PopcornError, PopcornErrorDetails } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";

/**
 * Core's `refusal` with the code of a bad argument, `INVALID_OPTION`: the message reads
 * `${subject} ${describeValue(value)}: expected ${expected}.` Most refusals of the compat layer are this one.
 *
 * @example
 * throw invalid("Popcorn.xhr success", success, "a function", { option: "success" });
 */
export function invalid(
  subject: string,
  value: unknown,
  expected: string,
  details?: PopcornErrorDetails,
): PopcornError {
  return refusal("INVALID_OPTION", subject, value, expected, details);
}

/**
 * The values of `keys` in a definition (a plugin's, an effect's, a player's hooks), each read once, refusing the
 * first that is neither undefined nor a function as `${where} ${key}`.
 *
 * @example
 * const [setup] = functionsIn(definition, ["_setup"], 'Popcorn.player("slides")');
 */
export function functionsIn(definition: object, keys: readonly string[], where: string): unknown[] {
  return keys.map((key) => {
    const value = (definition as Record<string, unknown>)[key];
    if (value !== undefined && typeof value !== "function") throw invalid(`${where} ${key}`, value, "a function");
    return value;
  });
}
