import { PopcornError, describeValue } from "../../errors/errors.js";

// The argument checks of the embedded providers' players (YouTube, Vimeo).

/** Checks a player factory's `element` and `options` (an object), and `options.start`; returns the start, in seconds. */
export function checkEmbed(factory: string, element: unknown, options: unknown, expected: string): number {
  if (typeof HTMLElement === "undefined" || !(element instanceof HTMLElement)) {
    throw new PopcornError(
      "PLAYER",
      `${factory}(${describeValue(element)}): expected the element to put the video in.`,
      { value: element, expected: "an HTMLElement" },
    );
  }
  if (options === null || typeof options !== "object") {
    throw new PopcornError("INVALID_OPTION", `${factory} options ${describeValue(options)}: expected ${expected}.`, {
      value: options,
      expected: "an object",
    });
  }
  const start = (options as { start?: unknown }).start ?? 0;
  if (typeof start !== "number" || !(start >= 0) || !Number.isFinite(start)) {
    throw new PopcornError("INVALID_TIME", `start ${describeValue(start)}: expected a number of seconds, 0 or more.`, {
      value: start,
      option: "start",
    });
  }
  return start;
}

/** Checks a time to seek to. */
export function checkSeek(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new PopcornError(
      "INVALID_TIME",
      `currentTime ${describeValue(value)}: expected a number of seconds, 0 or more.`,
      { value, expected: "a number of seconds, 0 or more" },
    );
  }
  return value;
}
