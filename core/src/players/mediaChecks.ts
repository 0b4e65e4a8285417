import { refusal } from "../errors.js";

// The argument checks of a player's volume and playback rate, with the messages and codes they throw.

/** Checks a volume, 0 to 1; throws an `INVALID_OPTION` `PopcornError` for anything else. */
export function checkVolume(value: unknown): number {
  if (typeof value !== "number" || !(value >= 0 && value <= 1)) {
    throw refusal("INVALID_OPTION", "volume", value, "a number from 0 to 1");
  }
  return value;
}

/**
 * Checks a playback rate, a positive finite number; throws an `INVALID_OPTION` `PopcornError` for anything else.
 * `expected` is the wording the error gives (the embedded players say "a positive number"), and `note` what the
 * provider itself takes, added to the message only.
 */
export function checkPlaybackRate(value: unknown, expected = "a positive finite number", note = ""): number {
  if (typeof value !== "number" || !(value > 0) || !Number.isFinite(value)) {
    // The note is in the message only: the error's `expected` stays the bare wording.
    throw refusal("INVALID_OPTION", "playbackRate", value, expected + note, { expected });
  }
  return value;
}
