// Installed first: the page's timers, intervals and listeners are counted from before anything loads.
import { leftSince, nextTurn, pageActivity } from "./pageActivity.js";
import { type Player, createPopcorn } from "@popcorn-kit/core";
import { afterEach, describe, expect, test } from "vitest";
import { until } from "./until.js";

/** A player made for one test, with what the suite needs to know of it. */
export interface PlayerUnderTest {
  readonly player: Player;
  /** Resolves once the player has its metadata (its duration). */
  readonly ready: Promise<void>;
  /** Destroys the player and removes what the test put on the page for it (the element it was made in). */
  dispose(): void;
}

/** A kind of player for the suite: how to make one, and how long its media is. */
export interface PlayerKind {
  /** The name the tests go by. */
  readonly name: string;
  /** Length of the media the player plays, in seconds: at least 3. */
  readonly duration: number;
  make(): PlayerUnderTest;
}

/** The media events the suite records. */
export const RECORDED = [
  "play",
  "playing",
  "waiting",
  "pause",
  "seeking",
  "seeked",
  "ended",
  "ratechange",
  "volumechange",
  "durationchange",
] as const;

/** Records the player's media events of `types`, in order. */
export function record(player: Player, types: readonly string[] = RECORDED): string[] {
  const events: string[] = [];
  for (const type of types) player.addEventListener(type, () => events.push(type));
  return events;
}

/**
 * Twelve cues on a popcorn instance on `player`, played until each has started; returns the instance (still
 * playing) and how late each start was in ms, by `exactTime` (the media's own time, not the smoothed one).
 */
export async function playCues(
  player: Player,
  exactTime: () => number,
): Promise<{ pop: ReturnType<typeof createPopcorn>; late: number[] }> {
  const pop = createPopcorn(player);
  const late: number[] = [];
  for (let i = 0; i < 12; i++) {
    const start = 0.4 + i * 0.173;
    pop.add("cue", { start, end: start + 0.05, onStart: () => void late.push((exactTime() - start) * 1000) });
  }
  await pop.play();
  await until(() => late.length === 12, 10_000);
  return { pop, late };
}

/**
 * The events from the first `from` on, `waiting` and `durationchange` left out: a player may wait for data at any
 * moment, and a stream's duration may be refined while it loads (hls.js does, whenever its playlists come).
 */
const eventsFrom = (events: string[], from: string) =>
  events.slice(events.lastIndexOf(from)).filter((type) => type !== "waiting" && type !== "durationchange");

/** Samples `currentTime` every frame-ish interval for `ms`: what a page would read while it plays. */
async function sample(player: Player, ms: number): Promise<number[]> {
  const times: number[] = [];
  const started = performance.now();
  while (performance.now() - started < ms) {
    times.push(player.currentTime);
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  return times;
}

const nonDecreasing = (times: number[]) => times.every((time, i) => i === 0 || time >= times[i - 1]!);

/**
 * The player contract every player keeps, whatever drives it (a media element, a virtual clock, a provider's
 * frame): the same states, the same events in the same order, time that never runs back while playing, and
 * nothing left on the page after `destroy()`.
 */
export function definePlayerSuite(kind: PlayerKind): void {
  describe(`player contract: ${kind.name}`, () => {
    const made: PlayerUnderTest[] = [];
    const make = async () => {
      const made1 = kind.make();
      made.push(made1);
      await made1.ready;
      return made1.player;
    };
    afterEach(() => {
      for (const entry of made.splice(0)) entry.dispose();
    });

    test("after metadata: its duration, paused at 0, not ended", async () => {
      const player = await make();
      expect(player.duration).toBeCloseTo(kind.duration, 1);
      expect(player.paused).toBe(true);
      expect(player.ended).toBe(false);
      expect(player.currentTime).toBe(0);
      expect(player.readyState).toBeGreaterThanOrEqual(1);
    });

    test("play then pause: play, playing, pause; time moves forward only while it plays, and holds once paused", async () => {
      const player = await make();
      const events = record(player);
      await player.play();
      expect(player.paused).toBe(false);
      await until(() => events.includes("playing"));
      expect(eventsFrom(events, "play").slice(0, 2)).toEqual(["play", "playing"]);
      const playing = await sample(player, 700);
      expect(nonDecreasing(playing)).toBe(true);
      expect(playing.at(-1)! - playing[0]!).toBeGreaterThan(0.2);
      player.pause();
      expect(player.paused).toBe(true);
      await until(() => events.includes("pause"));
      // A provider's frame pauses a moment later than the call: its exact time may come once, after the shown
      // time and never before it. Then the time holds.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const held = player.currentTime;
      expect(held).toBeGreaterThanOrEqual(playing.at(-1)!);
      expect(new Set(await sample(player, 300))).toEqual(new Set([held]));
    });

    test("seek: seeking then seeked, at the target, paused or playing; playback goes on from there", async () => {
      const player = await make();
      const events = record(player);
      const target = kind.duration / 2;
      player.currentTime = target;
      expect(player.currentTime).toBeCloseTo(target, 2);
      await until(() => events.includes("seeked"));
      expect(eventsFrom(events, "seeking")).toEqual(["seeking", "seeked"]);
      expect(player.seeking).toBe(false);
      expect(player.currentTime).toBeCloseTo(target, 2);
      // Back to the start while playing: time runs on from the target, never from before it.
      await player.play();
      await until(() => player.currentTime > target + 0.1);
      player.currentTime = 0.5;
      await until(() => events.filter((type) => type === "seeked").length === 2);
      const times = await sample(player, 400);
      expect(times[0]).toBeGreaterThanOrEqual(0.5);
      expect(times[0]).toBeLessThan(target);
      expect(nonDecreasing(times)).toBe(true);
      player.pause();
    });

    test("rate, volume and muted: read back at once, each with its change event", async () => {
      const player = await make();
      const events = record(player);
      player.playbackRate = 2;
      expect(player.playbackRate).toBe(2);
      await until(() => events.includes("ratechange"));
      player.volume = 0.5;
      expect(player.volume).toBe(0.5);
      const muted = !player.muted;
      player.muted = muted;
      expect(player.muted).toBe(muted);
      await until(() => events.filter((type) => type === "volumechange").length === 2);
      expect(events).toEqual(["ratechange", "volumechange", "volumechange"]);
      // At rate 2, time still moves forward only.
      await player.play();
      await until(() => events.includes("playing"));
      expect(nonDecreasing(await sample(player, 400))).toBe(true);
      player.pause();
    });

    test("the end: played to its end, it pauses, then ends, at its duration; playing again starts over", async () => {
      const player = await make();
      const events = record(player);
      player.currentTime = kind.duration - 1;
      await until(() => events.includes("seeked"));
      await player.play();
      await until(() => events.includes("ended"), 10_000);
      expect(eventsFrom(events, "pause")).toEqual(["pause", "ended"]);
      expect(player.ended).toBe(true);
      expect(player.paused).toBe(true);
      // At its end, within a frame or two (a stream's last segment may run a little past what its playlist says).
      expect(Math.abs(player.currentTime - player.duration)).toBeLessThan(0.1);
      await player.play();
      await until(() => player.currentTime < 1 && !player.paused);
      expect(player.ended).toBe(false);
      player.pause();
    });

    test("a popcorn instance on it starts and ends a cue at its time, in order", async () => {
      const player = await make();
      const pop = createPopcorn(player);
      // The time of the tick that fired each transition, as the store has it once the tick is done.
      const log: { what: string; at: number }[] = [];
      pop.on("trackstart", () => log.push({ what: "start", at: Number.NaN }));
      pop.on("trackend", () => log.push({ what: "end", at: Number.NaN }));
      pop.store.subscribe(() => {
        for (const entry of log) if (Number.isNaN(entry.at)) entry.at = pop.store.getSnapshot().currentTime;
      });
      pop.add("cue", { start: 0.3, end: 0.8 });
      await pop.play();
      await until(() => log.length === 2, 10_000);
      expect(log.map((entry) => entry.what)).toEqual(["start", "end"]);
      expect(log[0]!.at).toBeGreaterThanOrEqual(0.3);
      expect(log[0]!.at).toBeLessThan(0.8);
      expect(log[1]!.at).toBeGreaterThanOrEqual(0.8);
      pop.destroy();
    });

    test("made, played and destroyed 50 times, it leaves no element, listener, timer or frame", async () => {
      // One first, for what a provider sets up once per page.
      (await make(), made.splice(0)[0]!).dispose();
      await nextTurn();
      const before = pageActivity();
      const children = document.body.childElementCount;
      for (let i = 0; i < 50; i++) {
        const entry = kind.make();
        if (i % 2 === 0) {
          await entry.ready;
          if (i % 4 === 0) await entry.player.play();
        }
        entry.dispose();
      }
      await nextTurn();
      await nextTurn();
      expect(document.body.childElementCount).toBe(children);
      expect(document.querySelectorAll("iframe, video, audio")).toHaveLength(0);
      expect(leftSince(before)).toEqual({ listeners: [], timers: 0, frames: 0 });
    }, 120_000);
  });
}
