// Installed first: the page's timers, intervals and listeners are counted from before anything loads.
import { leftSince, nextTurn, pageActivity } from "./pageActivity.js";
import { PopcornError, createPopcorn } from "@popcorn-kit/core";
import { type VimeoPlayer, type VimeoPlayerOptions, createVimeoPlayer } from "@popcorn-kit/core/players/vimeo";
import { afterEach, describe, expect, test } from "vitest";
import StandIn from "../fixtures/providers/vimeo-player.js";
import { RECORDED, playCues, record } from "./playerSuite.js";
import { until } from "./until.js";

// The Vimeo player in real Chromium, on a stand-in of @vimeo/player's Player (test/fixtures/providers) passed as
// its `Player` class: every call and event crosses as a message, its time moves every 250 ms, and it announces
// its own seeks.

const players: VimeoPlayer[] = [];
function make(
  video: Omit<VimeoPlayerOptions, "Player"> | string,
  element = document.body.appendChild(document.createElement("div")),
): VimeoPlayer {
  const player = createVimeoPlayer(element, {
    ...(typeof video === "string" ? { videoId: video } : video),
    Player: StandIn,
  });
  players.push(player);
  return player;
}

/** Records the player's media events, in order, its errors too. */
const recordAll = (player: VimeoPlayer) => record(player, [...RECORDED, "error"]);

type StandInPlayer = InstanceType<typeof StandIn>;
const standIn = (player: VimeoPlayer) => player.provider as StandInPlayer;
/** The stand-in's own exact time (a test hook of the stand-in, not of the real API). */
const exactTime = (player: VimeoPlayer) => standIn(player).__exactTime();
/** Resolves at the stand-in's next `name` event. */
const vimeoEvent = (player: VimeoPlayer, name: string) =>
  new Promise<void>((resolve) => standIn(player).on(name, () => resolve()));

afterEach(() => {
  for (const player of players.splice(0)) player.destroy();
  document.body.replaceChildren();
});

describe("createVimeoPlayer in Chromium (@vimeo/player stand-in)", () => {
  test("behaves like a <video>: metadata, play, pause, seek, rate, volume and the end, as media events", async () => {
    const player = make("3");
    const events = recordAll(player);
    expect(player.readyState).toBe(0);
    expect(player.duration).toBeNaN();
    await player.ready;
    expect(player.iframe?.title).toBe("Vimeo video 3");
    expect(player.duration).toBe(3);
    expect(events).toEqual(["durationchange"]);
    await player.play();
    expect(events).toEqual(["durationchange", "play", "waiting", "playing"]);
    expect(player.paused).toBe(false);
    await until(() => player.currentTime > 0.5);
    // Pausing holds the time shown, then takes Vimeo's exact time, which is not before it: no step back.
    const paused = vimeoEvent(player, "pause");
    const shown = player.currentTime;
    player.pause();
    expect(player.paused).toBe(true);
    const held = player.currentTime;
    expect(held).toBeGreaterThanOrEqual(shown);
    await paused;
    expect(player.currentTime).toBe(exactTime(player));
    expect(player.currentTime).toBeGreaterThanOrEqual(held);
    // A seek: `seeking` at once, `seeked` when Vimeo's comes.
    player.currentTime = 2;
    expect(player.currentTime).toBe(2);
    expect(player.seeking).toBe(true);
    await until(() => events.includes("seeked"));
    expect(player.seeking).toBe(false);
    expect(events.slice(-3)).toEqual(["pause", "seeking", "seeked"]);
    expect(exactTime(player)).toBe(2);
    player.playbackRate = 2;
    expect(player.playbackRate).toBe(2);
    expect(await player.provider!.getPlaybackRate()).toBe(2);
    player.volume = 0.5;
    player.muted = true;
    expect(await player.provider!.getVolume()).toBe(0.5);
    expect(await player.provider!.getMuted()).toBe(true);
    // Vimeo's own volumechange and playbackratechange for these calls are not announced again.
    expect(events.slice(-3)).toEqual(["ratechange", "volumechange", "volumechange"]);
    // Playing on to the end: pause, then ended.
    await player.play();
    await until(() => player.ended);
    expect(events.slice(-2)).toEqual(["pause", "ended"]);
    expect(player.paused).toBe(true);
    expect(player.currentTime).toBe(3);
    // What is loaded, from Vimeo's buffered ranges.
    expect(player.buffered.length).toBe(1);
    expect(player.buffered.end(0)).toBeGreaterThan(0);
    expect(player.error).toBeNull();
    // Playing again from the end starts over: Vimeo's seek to 0.
    await player.play();
    expect(events.slice(-5)).toEqual(["play", "seeking", "seeked", "waiting", "playing"]);
    expect(player.currentTime).toBeLessThan(0.5);
  });

  test("what is set before ready is applied then; a rate Vimeo refuses goes back to Vimeo's, with its error", async () => {
    const player = make({ url: "https://vimeo.com/76979871", start: 10 });
    const events = recordAll(player);
    player.volume = 0.25;
    player.playbackRate = 1.5;
    await player.ready;
    expect(player.currentTime).toBe(10);
    await until(() => !player.seeking);
    expect(exactTime(player)).toBe(10);
    expect(await player.provider!.getVolume()).toBe(0.25);
    expect(await player.provider!.getPlaybackRate()).toBe(1.5);
    expect(events).toEqual(["volumechange", "ratechange", "durationchange", "seeking", "seeked"]);
    player.playbackRate = 4;
    expect(player.playbackRate).toBe(4);
    await until(() => player.playbackRate === 1.5);
    expect(events.slice(-3)).toEqual(["ratechange", "error", "ratechange"]);
    expect((player.error as PopcornError).message).toBe(
      'Vimeo video "https://vimeo.com/76979871": Playback rate must be a number between 0.5 and 2 (RangeError in setPlaybackRate()).',
    );
  });

  test("cues on a popcorn instance fire at their time, never before it, though Vimeo's clock moves every 250 ms; the store has what it loaded", async () => {
    const player = make({ videoId: 76979871 });
    await player.ready;
    const { pop, late } = await playCues(player, () => exactTime(player));
    pop.pause();
    // What Vimeo has loaded, from its buffered ranges, is in the store.
    const { buffered, bufferedFraction } = pop.store.getSnapshot();
    expect(buffered).toHaveLength(1);
    expect(buffered[0]).toEqual([player.buffered.start(0), player.buffered.end(0)]);
    expect(bufferedFraction).toBeGreaterThan(0);
    expect(bufferedFraction).toBeCloseTo(buffered[0]![1] / 120, 9);
    pop.destroy();
    // Never early. How late depends on how often this page gets a frame, which a busy machine slows: the
    // accuracy itself is held by core/tests/smooth.test.ts on a manual clock and printed by the smoothing bench.
    expect(Math.min(...late)).toBeGreaterThanOrEqual(0);
  });

  test("seeks from the frame's own controls are Vimeo's seeking and seeked; a seek while playing waits, then plays", async () => {
    const player = make("76979871");
    const events = recordAll(player);
    await player.ready;
    await player.play();
    // The frame's own controls: Vimeo seeks and announces it.
    void standIn(player).setCurrentTime(30);
    await until(() => events.at(-1) === "playing" && events.includes("seeked"));
    expect(events.slice(1)).toEqual(["play", "waiting", "playing", "seeking", "seeked", "waiting", "playing"]);
    expect(player.currentTime).toBeGreaterThanOrEqual(30);
    expect(player.currentTime).toBeLessThanOrEqual(exactTime(player));
  });

  test("errors are a PopcornError naming the video and Vimeo's error, on the error event and in error", async () => {
    const player = make("404");
    const events = recordAll(player);
    const play = player.play();
    await expect(player.ready).rejects.toThrow(PopcornError);
    // A play() asked for before ready is refused with it.
    await expect(play).rejects.toBe(player.error);
    expect(events).toEqual(["play", "error"]);
    expect((player.error as PopcornError).code).toBe("PLAYER");
    expect((player.error as PopcornError).message).toBe('Vimeo video "404": “https://vimeo.com/404” was not found.');
    // Not embeddable: Vimeo makes the embed, and destroy() removes it.
    const refused = make("403");
    await expect(refused.ready).rejects.toThrow('Vimeo video "403": “https://vimeo.com/403” is not embeddable.');
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
    refused.destroy();
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
    // A password: ready, but play() is refused; paused again.
    const locked = make("401");
    const lockedEvents = recordAll(locked);
    await locked.ready;
    await expect(locked.play()).rejects.toThrow(
      'Vimeo video "401": This video is password-protected (PasswordError in play()).',
    );
    expect(lockedEvents).toEqual(["durationchange", "play", "error", "pause"]);
    expect(locked.paused).toBe(true);
    // A popcorn instance reports it as its error event.
    const pop = createPopcorn(make("404"));
    const seen = await new Promise<string>((resolve) =>
      pop.on("error", ({ error }) => resolve((error as Error).message)),
    );
    expect(seen).toMatch(/Vimeo video "404": “https:\/\/vimeo.com\/404” was not found/);
    pop.destroy();
  });

  test("bad arguments are refused with a PopcornError naming them", () => {
    const element = document.createElement("div");
    const Player = StandIn;
    expect(() => createVimeoPlayer(null as never, { videoId: "1", Player })).toThrow(
      /createVimeoPlayer\(null\): expected the element/,
    );
    expect(() => createVimeoPlayer(element, { videoId: "<script>", Player })).toThrow(
      /videoId "<script>": expected a Vimeo video id/,
    );
    expect(() => createVimeoPlayer(element, { videoId: 1.5, Player })).toThrow(
      /videoId 1.5: expected a Vimeo video id/,
    );
    expect(() => createVimeoPlayer(element, { videoId: "76979871/../1", Player })).toThrow(
      /videoId "76979871\/..\/1": expected a Vimeo video id/,
    );
    expect(() => createVimeoPlayer(element, { Player })).toThrow(
      /videoId undefined: expected a Vimeo video id \(digits\), or a url/,
    );
    expect(() => createVimeoPlayer(element, { videoId: "1", url: "https://vimeo.com/1", Player })).toThrow(
      /expected one of them/,
    );
    for (const url of [
      "http://vimeo.com/1",
      "https://vimeo.com.example/1",
      "https://example.com/vimeo.com/1",
      "https://user@vimeo.com/1",
      "javascript:alert(1)",
      "vimeo.com/1",
    ]) {
      expect(() => createVimeoPlayer(element, { url, Player }), url).toThrow(
        `url ${JSON.stringify(url)}: expected a Vimeo address`,
      );
    }
    expect(() => createVimeoPlayer(element, { videoId: "1", start: -1, Player })).toThrow(/start -1/);
    expect(() => createVimeoPlayer(element, { videoId: "1", Player: "Player" as never })).toThrow(
      /Player "Player": expected @vimeo\/player's Player class/,
    );
    expect(() => createVimeoPlayer(element, { videoId: "1", embed: { id: 2 }, Player })).toThrow(
      /embed an object: expected an object of Vimeo embed options, without id or url/,
    );
    expect(element.childElementCount).toBe(0);
    const player = createVimeoPlayer(element, { url: "https://player.vimeo.com/video/76979871?h=ab882a04fd", Player });
    expect(() => (player.currentTime = -1)).toThrow(/currentTime -1/);
    expect(() => (player.volume = 2)).toThrow(/volume 2/);
    expect(() => (player.playbackRate = 0)).toThrow(/playbackRate 0/);
    player.destroy();
    expect(element.childElementCount).toBe(0);
  });

  test("1,000 players made and destroyed (before Vimeo's player, before ready, after ready, playing) leave no frame, interval, timer or listener", async () => {
    const before = pageActivity();
    for (let i = 0; i < 1000; i++) {
      const player = make("76979871");
      if (i % 4 === 0) {
        await player.ready;
        await player.play();
      } else if (i % 4 === 1) {
        await player.ready;
      } else if (i % 4 === 2) {
        // Vimeo's player is made, its embed is not.
        await nextTurn();
      }
      player.destroy();
      await expect(player.ready).resolves.toBeUndefined();
    }
    players.splice(0);
    await nextTurn();
    await nextTurn();
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
    // The pages' elements are empty again: each player's own element, which Vimeo's player was given, is gone.
    expect(document.querySelectorAll("body > div > *")).toHaveLength(0);
    expect(leftSince(before)).toEqual({ listeners: [], timers: 0, frames: 0 });
  }, 180_000);
});
