// Installed first: the page's timers, intervals and listeners are counted from before anything loads.
import { leftSince, nextTurn, pageActivity } from "./pageActivity.js";
import { PopcornError, createPopcorn } from "@popcorn-kit/core";
import { type YouTubePlayer, createYouTubePlayer } from "@popcorn-kit/core/players/youtube";
import { afterEach, describe, expect, test } from "vitest";
import apiUrl from "../fixtures/providers/youtube-iframe-api.js?url";
import { RECORDED, playCues, record } from "./playerSuite.js";
import { until } from "./until.js";

// The YouTube player in real Chromium, on a stand-in of the IFrame Player API (test/fixtures/providers) served
// in place of the provider's script: its time moves every 250 ms, it has no seek or time events.

const players: YouTubePlayer[] = [];
function make(videoId: string, element = document.body.appendChild(document.createElement("div"))): YouTubePlayer {
  const player = createYouTubePlayer(element, { videoId, apiUrl });
  players.push(player);
  return player;
}

/** Records the player's media events, in order, its errors too. */
const recordAll = (player: YouTubePlayer) => record(player, [...RECORDED, "error"]);

/** The stand-in's own exact time (a test hook of the stand-in, not of the real API). */
const exactTime = (player: YouTubePlayer) => (player.provider as unknown as { __exactTime(): number }).__exactTime();

afterEach(() => {
  for (const player of players.splice(0)) player.destroy();
  document.body.replaceChildren();
});

describe("createYouTubePlayer in Chromium (IFrame Player API stand-in)", () => {
  test("behaves like a <video>: metadata, play, pause, seek, rate, volume and the end, as media events", async () => {
    const player = make("short");
    const events = recordAll(player);
    expect(player.readyState).toBe(0);
    expect(player.duration).toBeNaN();
    await player.ready;
    expect(player.iframe?.title).toBe("YouTube video player");
    expect(player.duration).toBe(3);
    expect(events).toEqual(["durationchange"]);
    await player.play();
    expect(events).toEqual(["durationchange", "play", "waiting", "playing"]);
    expect(player.paused).toBe(false);
    await until(() => player.currentTime > 0.5);
    player.pause();
    expect(player.paused).toBe(true);
    expect(player.currentTime).toBe(exactTime(player));
    // A seek: announced, since the API has no seek events, and done at once.
    player.currentTime = 2;
    expect(player.currentTime).toBe(2);
    await until(() => events.includes("seeked"));
    expect(events.slice(-3)).toEqual(["pause", "seeking", "seeked"]);
    player.playbackRate = 2;
    await until(() => events.at(-1) === "ratechange");
    expect(player.playbackRate).toBe(2);
    player.volume = 0.5;
    player.muted = true;
    expect(player.provider!.getVolume()).toBe(50);
    expect(player.provider!.isMuted()).toBe(true);
    expect(events.slice(-2)).toEqual(["volumechange", "volumechange"]);
    // Playing on to the end: pause, then ended.
    await player.play();
    await until(() => player.ended);
    expect(events.slice(-2)).toEqual(["pause", "ended"]);
    expect(player.paused).toBe(true);
    expect(player.currentTime).toBe(3);
    // Loading progress, from the loaded fraction.
    expect(player.buffered.length).toBe(1);
    expect(player.buffered.end(0)).toBeGreaterThan(0);
  });

  test("cues on a popcorn instance fire at their time, never before it, though the API's clock moves every 250 ms; the store has what it loaded", async () => {
    const player = make("M7lc1UVf-VE");
    await player.ready;
    const { pop, late } = await playCues(player, () => exactTime(player));
    // What the API has loaded, from its loaded fraction, is in the store.
    const { buffered, bufferedFraction } = pop.store.getSnapshot();
    expect(bufferedFraction).toBeCloseTo(player.provider!.getVideoLoadedFraction(), 9);
    expect(buffered).toHaveLength(1);
    expect(buffered[0]![1]).toBeCloseTo(bufferedFraction * 120, 6);
    pop.destroy();
    // Never early. How late depends on how often this page gets a frame, which a busy machine slows: the
    // accuracy itself (within a frame at 60 Hz) is held by core/tests/smooth.test.ts on a manual clock and
    // printed by the smoothing bench.
    expect(Math.min(...late)).toBeGreaterThanOrEqual(0);
  });

  test("errors are a PopcornError naming the video and what the API's code means, on the error event", async () => {
    const player = make("missing");
    const events = recordAll(player);
    await expect(player.ready).rejects.toThrow(PopcornError);
    expect(events).toEqual(["error"]);
    expect((player.error as PopcornError).code).toBe("PLAYER");
    expect((player.error as PopcornError).message).toBe(
      'YouTube video "missing": the video was not found, or it is private.',
    );
    // A popcorn instance reports it as its error event.
    const pop = createPopcorn(make("private"));
    const seen = await new Promise<string>((resolve) =>
      pop.on("error", ({ error }) => resolve((error as Error).message)),
    );
    expect(seen).toMatch(/YouTube video "private": its owner does not allow it to be embedded/);
    pop.destroy();
  });

  test("bad arguments are refused with a PopcornError naming them", () => {
    const element = document.createElement("div");
    expect(() => createYouTubePlayer(null as never, { videoId: "abc" })).toThrow(
      /createYouTubePlayer\(null\): expected the element/,
    );
    expect(() => createYouTubePlayer(element, { videoId: "<script>" })).toThrow(
      /videoId "<script>": expected a YouTube video id/,
    );
    expect(() => createYouTubePlayer(element, { videoId: "abc", apiUrl: "javascript:alert(1)" })).toThrow(PopcornError);
    expect(() => createYouTubePlayer(element, { videoId: "abc", start: -1 })).toThrow(/start -1/);
    expect(element.childElementCount).toBe(0);
  });

  test("1,000 players made and destroyed (before and after ready) leave no frame, interval, timer or listener; the API loads once", async () => {
    // The API is on the page from the tests above; one more player settles what it sets up once.
    const first = make("M7lc1UVf-VE");
    await first.ready;
    first.destroy();
    const before = pageActivity();
    for (let i = 0; i < 1000; i++) {
      const player = make("M7lc1UVf-VE");
      if (i % 2 === 0) {
        await player.ready;
        if (i % 4 === 0) await player.play();
      }
      player.destroy();
    }
    players.splice(0);
    await nextTurn();
    await nextTurn();
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
    expect(document.body.textContent).toBe("");
    expect(document.querySelectorAll(`script[src="${apiUrl}"]`)).toHaveLength(1);
    expect(leftSince(before)).toEqual({ listeners: [], timers: 0, frames: 0 });
  }, 180_000);
});
