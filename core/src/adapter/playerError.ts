import type { PopcornError } from "../errors.js";
import type { Player } from "../players/player.js";
import { readPlayerError, toPlayerError } from "../players/playerError.js";

/**
 * The first line of every adapter's error state for `<PopcornYouTube>` and `<PopcornVimeo>` (the
 * `.pk-embed-error` alert), above the error's own message, which says what failed.
 */
export const PLAYER_ERROR_TITLE = "This video could not be shown.";

/**
 * Calls `listener` with the player's error as a `PopcornError` each time the player fails (its `error` event),
 * and at once when it has failed already (`player.error` is set). Returns the function that stops listening.
 * What every adapter's embedded components show their error state from.
 *
 * @example
 * const unwatch = watchPlayerError(player, (error) => showError(error.message));
 * // later, on unmount or before a new player:
 * unwatch();
 */
export function watchPlayerError(player: Player, listener: (error: PopcornError) => void): () => void {
  const onError = (event: unknown) => listener(toPlayerError(readPlayerError(player, event)));
  player.addEventListener("error", onError);
  if (player.error != null) listener(toPlayerError(player.error));
  return () => player.removeEventListener("error", onError);
}
