import { PopcornError, describeValue } from "../errors/errors.js";

// The argument checks of a player's volume and playback rate, with the messages and codes they throw.

/** Checks a volume, 0 to 1; throws an `INVALID_OPTION` `PopcornError` for anything else. */
export function checkVolume(value: unknown): number {
  if (typeof value !== "number" || !(value >= 0 && value <= 1)) {
    throw new PopcornError("INVALID_OPTION", `volume ${describeValue(value)}: expected a number from 0 to 1.`, {
      value,
      expected: "a number from 0 to 1",
    });
  }
  return value;
}

/**
 * Checks a playback rate, a positive finite number; throws an `INVALID_OPTION` `PopcornError` for anything else.
 * `expected` is the wording the error gives (the virtual player and the instance say "a positive finite number",
 * the embedded players "a positive number"), and `note` what the provider itself takes, in the message only.
 */
export function checkPlaybackRate(value: unknown, expected: string, note = ""): number {
  if (typeof value !== "number" || !(value > 0) || !Number.isFinite(value)) {
    throw new PopcornError("INVALID_OPTION", `playbackRate ${describeValue(value)}: expected ${expected}${note}.`, {
      value,
      expected,
    });
  }
  return value;
}
