import { PopcornError } from "../../errors/errors.js";
import type { Player } from "../player.js";

/**
 * Calls `listener` with the player's error as a `PopcornError` each time the player fails to load (its `error`
 * event while its `readyState` is 0: the provider's script, the embed or the video did not load), and at once when
 * it has failed already (`player.error` is set). Returns the function that stops listening. What the embedded
 * players' controller (`createEmbeddedPlayer`) shows its error state from.
 *
 * An error of a player that is ready is left out: a call the provider refused (a playback rate, a `play()` that a
 * password form stops), where the frame shows the video or its own message. It is still the player's `error`
 * event, the instance's `error` event and the media state's `error`.
 *
 * @example
 * const unwatch = watchPlayerError(player, (error) => showError(error.message));
 * // later, on unmount or before a new player:
 * unwatch();
 */
export function watchPlayerError(player: Player, listener: (error: PopcornError) => void): () => void {
  const onError = (event: unknown) => {
    // The player's error, else the event's own (an ErrorEvent's `error`, as the HLS player sends).
    if (player.readyState === 0) listener(toPlayerError(player.error ?? (event as { error?: unknown } | null)?.error));
  };
  player.addEventListener("error", onError);
  if (player.error != null && player.readyState === 0) listener(toPlayerError(player.error));
  return () => player.removeEventListener("error", onError);
}

/**
 * The embedded players' errors are `PopcornError`s already; another player's (a `MediaError`) is wrapped in the
 * words of the instance's player bridge (`instance/playerBridge.ts`, which writes them inline: a shared function
 * costs the root entry bytes over its budget).
 */
function toPlayerError(cause: unknown): PopcornError {
  const message = (cause as { message?: string } | null | undefined)?.message;
  return cause instanceof PopcornError
    ? cause
    : new PopcornError("PLAYER", `The player failed${message ? `: ${message}` : ""}.`, { cause });
}
