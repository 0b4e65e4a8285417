import { PopcornError } from "../errors.js";

/**
 * A player's failure as a `PopcornError` (`PLAYER`): the player's own error when it is one already (the embedded
 * players'), else one that wraps `cause` (a `MediaError`, an `ErrorEvent`'s error) and repeats its message.
 */
export function toPlayerError(cause: unknown): PopcornError {
  if (cause instanceof PopcornError) return cause;
  const message = (cause as { message?: unknown } | null | undefined)?.message;
  return new PopcornError(
    "PLAYER",
    `The player failed${typeof message === "string" && message ? `: ${message}` : ""}.`,
    {
      cause,
    },
  );
}

/** What failed, from a player and its `error` event: the player's error, else the event's own (an HLS stream's). */
export function readPlayerError(player: { readonly error?: unknown }, event: unknown): unknown {
  return player.error ?? (event as { error?: unknown } | null | undefined)?.error ?? null;
}
