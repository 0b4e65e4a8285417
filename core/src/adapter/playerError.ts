import type { PopcornError } from "../errors.js";
import type { Player } from "../players/player.js";
import { readPlayerError, toPlayerError } from "../players/playerError.js";

/**
 * The first line of every adapter's error state for `<PopcornYouTube>` and `<PopcornVimeo>` (the
 * `.pk-embed-error` alert), above the error's own message, which says what failed.
 */
export const PLAYER_ERROR_TITLE = "This video could not be shown.";

/**
 * Calls `listener` with the player's error as a `PopcornError` each time the player fails to load (its `error`
 * event while its `readyState` is 0: the provider's script, the embed or the video did not load), and at once when
 * it has failed already (`player.error` is set). Returns the function that stops listening. What every adapter's
 * embedded components show their error state from.
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
    if (player.readyState === 0) listener(toPlayerError(readPlayerError(player, event)));
  };
  player.addEventListener("error", onError);
  if (player.error != null && player.readyState === 0) listener(toPlayerError(player.error));
  return () => player.removeEventListener("error", onError);
}
