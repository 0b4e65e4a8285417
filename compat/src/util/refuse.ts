import { PopcornError, type PopcornErrorCode } from "@popcorn-kit/core";

/** How a refused value is named in a message: short, never the whole of a long string or object. */
export function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === "function") return "a function";
  if (value === null || typeof value !== "object") return String(value);
  return Array.isArray(value) ? "an array" : "an object";
}

/**
 * The compat layer's refusal: a `PopcornError` whose message names the call, the value and what is accepted,
 * as everywhere in the kit.
 */
export function refuse(code: PopcornErrorCode, subject: string, value: unknown, expected: string): PopcornError {
  return new PopcornError(code, `${subject} ${describe(value)}: expected ${expected}.`, { value, expected });
}
