import { describe, expect, test, vi } from "vitest";
import { PopcornError, createManualClock, createPopcorn, createVirtualPlayer } from "../src/index.js";
import { smoothTime } from "../src/players/smooth.js";
import { coarsePlayer } from "./coarsePlayer.js";

const FRAME = 1000 / 60;

/** A provider stand-in updating its time every 250 ms (phase 7 ms against the frames), smoothed. */
function setup(options: { drift?: number; duration?: number } = {}) {
  const clock = createManualClock();
  const truthPlayer = createVirtualPlayer({ now: clock.now, duration: options.duration ?? 600 });
  const source = coarsePlayer(truthPlayer, { now: clock.now, every: 250, phase: 7, drift: options.drift });
  const player = smoothTime(source, { now: clock.now });
  const events: string[] = [];
  for (const type of ["seeking", "seeked"]) player.addEventListener(type, () => events.push(type));
  return { clock, truthPlayer, source, player, events };
}

describe("smoothTime", () => {
  test("between the source's quarter-second updates, time runs on at the rate: never ahead of playback, never back, within a frame of it", () => {
    const { clock, source, player } = setup();
    void player.play();
    let shown = player.currentTime;
    let worstRaw = 0;
    let worstSmooth = 0;
    for (let frame = 0; frame < 60 * 20; frame++) {
      if (frame === 60 * 10) player.playbackRate = 2;
      clock.advance(FRAME);
      const time = player.currentTime;
      const truth = source.truth();
      expect(time).toBeGreaterThanOrEqual(shown);
      expect(time).toBeLessThanOrEqual(truth + 1e-9);
      if (frame > 60) {
        worstSmooth = Math.max(worstSmooth, truth - time);
        worstRaw = Math.max(worstRaw, truth - source.currentTime);
      }
      shown = time;
    }
    // The raw clock trails by up to a quarter second (half a second at rate 2); the smoothed one by under a frame.
    expect(worstRaw).toBeGreaterThan(0.2);
    expect(worstSmooth).toBeLessThan(FRAME / 1000);
    expect(shown).toBeCloseTo(10 + 20, 0);
  });

  test("paused, the time is the source's own; play resumes from it", () => {
    const { clock, source, player } = setup();
    void player.play();
    clock.advance(3000, FRAME);
    player.pause();
    const at = player.currentTime;
    expect(at).toBe(source.truth());
    clock.advance(2000, FRAME);
    expect(player.currentTime).toBe(at);
    void player.play();
    clock.advance(500, FRAME);
    expect(player.currentTime).toBeGreaterThan(at + 0.48);
    expect(player.currentTime).toBeLessThanOrEqual(source.truth());
  });

  test("waiting (the source buffers): the time stands where the source is, and runs on once it plays again", () => {
    const { clock, source, player } = setup();
    void player.play();
    clock.advance(2000, FRAME);
    source.stall();
    const at = player.currentTime;
    expect(at).toBe(source.truth());
    clock.advance(1500, FRAME);
    expect(player.currentTime).toBe(at);
    source.resume();
    clock.advance(1000, FRAME);
    expect(player.currentTime).toBeGreaterThan(at + 0.98);
    expect(player.currentTime).toBeLessThanOrEqual(source.truth());
  });

  test("a seek takes effect at once, with seeking now and seeked when the source reports the target; backwards too", () => {
    const { clock, source, player, events } = setup();
    void player.play();
    clock.advance(5000, FRAME);
    player.currentTime = 2;
    expect(events).toEqual(["seeking"]);
    expect(player.seeking).toBe(true);
    expect(player.currentTime).toBe(2);
    expect(events).toEqual(["seeking", "seeked"]);
    expect(player.seeking).toBe(false);
    clock.advance(1000, FRAME);
    expect(player.currentTime).toBeGreaterThan(2.98);
    expect(player.currentTime).toBeLessThanOrEqual(source.truth());
  });

  test("seeked comes though nothing reads the time (a paused page): the layer reads the source every 50 ms until it is there; destroy stops that", async () => {
    vi.useFakeTimers();
    try {
      const { player, events } = setup();
      player.currentTime = 30;
      expect(events).toEqual(["seeking"]);
      expect(vi.getTimerCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(50);
      expect(events).toEqual(["seeking", "seeked"]);
      expect(player.seeking).toBe(false);
      expect(vi.getTimerCount()).toBe(0);
      // Destroyed while a seek waits: its timer goes with it, and no seeked comes.
      player.currentTime = 40;
      player.destroy();
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(500);
      expect(events).toEqual(["seeking", "seeked", "seeking"]);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a jump the source makes on its own (its controls) is a seek: seeking and seeked, and the new time at once", () => {
    const { clock, source, player, events } = setup();
    void player.play();
    clock.advance(2000, FRAME);
    void player.currentTime;
    source.currentTime = 100;
    clock.advance(FRAME);
    expect(player.currentTime).toBeCloseTo(100, 1);
    expect(events).toEqual(["seeking", "seeked"]);
    // A small correction is no jump.
    clock.advance(2000, FRAME);
    expect(events).toEqual(["seeking", "seeked"]);
  });

  test("a source with its own seek events: they pass through, and none is synthesized", () => {
    const clock = createManualClock();
    const source = createVirtualPlayer({ now: clock.now, duration: 60 });
    const player = smoothTime(source, { now: clock.now });
    const events: string[] = [];
    for (const type of ["seeking", "seeked"]) player.addEventListener(type, () => events.push(type));
    void player.play();
    clock.advance(1000, FRAME);
    player.currentTime = 30;
    clock.advance(FRAME);
    expect(player.currentTime).toBeCloseTo(30 + FRAME / 1000, 6);
    player.currentTime = 10;
    expect(events).toEqual(["seeking", "seeked", "seeking", "seeked"]);
  });

  test("a source slower than its rate says: the estimate stops ahead of it within a frame and a bit, and never goes back", () => {
    const { clock, source, player } = setup({ drift: 0.97 });
    void player.play();
    let shown = 0;
    let ahead = 0;
    for (let frame = 0; frame < 60 * 30; frame++) {
      clock.advance(FRAME);
      const time = player.currentTime;
      expect(time).toBeGreaterThanOrEqual(shown);
      ahead = Math.max(ahead, time - source.truth());
      shown = time;
    }
    // 3% slow: at most a frame's read interval plus 3% of a quarter second ahead.
    expect(ahead).toBeLessThan(FRAME / 1000 + 0.25 * 0.03 + 1e-6);
    expect(shown).toBeGreaterThan(29);
  });

  test("cues on a popcorn instance fire within a frame of their time, and never before it; on the raw clock up to a quarter second late", () => {
    const run = (smooth: boolean) => {
      const clock = createManualClock();
      const truthPlayer = createVirtualPlayer({ now: clock.now, duration: 120 });
      const source = coarsePlayer(truthPlayer, { now: clock.now, every: 250, phase: 11 });
      const pop = createPopcorn(smooth ? smoothTime(source, { now: clock.now }) : source, { ticker: clock });
      const late: number[] = [];
      // 300 cues at times that fall anywhere between the source's updates.
      for (let i = 0; i < 300; i++) {
        const start = 1 + i * 0.3331;
        pop.add("cue", { start, end: start + 0.1, onStart: () => void late.push(source.truth() - start) });
      }
      void pop.play();
      clock.advance(105_000, FRAME);
      pop.destroy();
      return late;
    };
    const smoothed = run(true);
    const raw = run(false);
    expect(smoothed).toHaveLength(300);
    expect(Math.min(...smoothed)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...smoothed)).toBeLessThan(0.02);
    expect(Math.min(...raw)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...raw)).toBeGreaterThan(0.2);
  });

  test("destroy removes every listener it and its users added to the source", () => {
    const clock = createManualClock();
    const truthPlayer = createVirtualPlayer({ now: clock.now, duration: 60 });
    const player = smoothTime(truthPlayer, { now: clock.now });
    const pop = createPopcorn(player, { ticker: clock });
    void pop.play();
    clock.advance(500, FRAME);
    expect(truthPlayer.listenerCount()).toBeGreaterThan(0);
    pop.destroy();
    player.destroy();
    expect(player.listenerCount()).toBe(0);
    expect(truthPlayer.listenerCount()).toBe(0);
  });

  test("bad arguments are a PopcornError naming the value", () => {
    expect(() => smoothTime(null as never)).toThrow(PopcornError);
    expect(() => smoothTime("video" as never)).toThrow(/smoothTime\("video"\): expected a player/);
    const source = createVirtualPlayer();
    expect(() => smoothTime(source, { jumpThreshold: -1 })).toThrow(
      /jumpThreshold -1: expected a positive number of seconds/,
    );
    expect(() => smoothTime(source, { now: 5 as never })).toThrow(/now 5: expected a function/);
    const player = smoothTime(source);
    expect(() => (player.currentTime = Number.NaN)).toThrow(PopcornError);
    expect(player.seeking).toBe(false);
  });
});
