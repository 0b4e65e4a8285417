import { describe, expect, test } from "vitest";
import { PLAYER_ERROR_TITLE } from "../src/players/embedded/embeddedError.js";
import { watchPlayerError } from "../src/players/embedded/watchPlayerError.js";
import { PopcornError } from "../src/index.js";
import type { Player, PlayerListener } from "../src/players/player.js";

/**
 * A player that only fails: its `error`, its `readyState` (0 until set), and `fail(error, event?)`, which sets the
 * error and fires `error`.
 */
function failingPlayer() {
  const listeners = new Set<PlayerListener>();
  const player = {
    error: null as unknown,
    readyState: 0,
    addEventListener: (type: string, listener: PlayerListener) => type === "error" && listeners.add(listener),
    removeEventListener: (type: string, listener: PlayerListener) => type === "error" && listeners.delete(listener),
    fail(error: unknown, event: unknown = { type: "error" }) {
      player.error = error;
      for (const listener of [...listeners]) listener(event);
    },
    listeners,
  };
  return player as typeof player & Player;
}

describe("watchPlayerError", () => {
  test("calls the listener with the player's PopcornError each time it fails, until unsubscribed", () => {
    const player = failingPlayer();
    const seen: PopcornError[] = [];
    const unwatch = watchPlayerError(player, (error) => seen.push(error));
    expect(seen).toEqual([]);
    const failure = new PopcornError("PLAYER", 'Could not load the YouTube IFrame Player API from "/missing.js".');
    player.fail(failure);
    expect(seen).toEqual([failure]);
    unwatch();
    player.fail(new PopcornError("PLAYER", "Again."));
    expect(seen).toHaveLength(1);
    expect(player.listeners.size).toBe(0);
  });

  test("a player that failed already is reported at once", () => {
    const player = failingPlayer();
    const failure = new PopcornError("PLAYER", 'YouTube video "missing": the video was not found, or it is private.');
    player.error = failure;
    const seen: PopcornError[] = [];
    watchPlayerError(player, (error) => seen.push(error));
    expect(seen).toEqual([failure]);
  });

  test("another error (a MediaError, an error event's own) becomes a PopcornError that repeats its message", () => {
    const player = failingPlayer();
    const seen: PopcornError[] = [];
    watchPlayerError(player, (error) => seen.push(error));
    player.fail({ code: 3, message: "PIPELINE_ERROR_DECODE" });
    player.fail(null, { type: "error", error: new Error("manifestLoadError") });
    expect(seen.map((error) => [error instanceof PopcornError, error.code, error.message])).toEqual([
      [true, "PLAYER", "The player failed: PIPELINE_ERROR_DECODE."],
      [true, "PLAYER", "The player failed: manifestLoadError."],
    ]);
  });

  test("an error of a player that is ready (a call the provider refused) is left out: its frame shows the video", () => {
    const player = failingPlayer();
    const seen: PopcornError[] = [];
    watchPlayerError(player, (error) => seen.push(error));
    player.readyState = 4;
    player.fail(
      new PopcornError(
        "PLAYER",
        'Vimeo video "76979871": Playback rate must be a number between 0.5 and 2 (RangeError in setPlaybackRate()).',
      ),
    );
    expect(seen).toEqual([]);
    // Nor at once, when watched after such an error.
    watchPlayerError(player, (error) => seen.push(error));
    expect(seen).toEqual([]);
  });

  test("the default error state's first line says in words that the video failed", () => {
    expect(PLAYER_ERROR_TITLE).toBe("This video could not be shown.");
  });
});
