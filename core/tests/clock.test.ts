import { afterEach, describe, expect, test, vi } from "vitest";
import {
  type Player,
  type PlayerListener,
  createAutoTicker,
  createIntervalTicker,
  createManualClock,
  createPopcorn,
  createVirtualPlayer,
  definePlugin,
} from "../src/index.js";

/** A virtual player with frame callbacks driven by hand, as a <video> presents frames. */
function playerWithFrames() {
  const clock = createManualClock();
  const player = createVirtualPlayer({ now: clock.now }) as ReturnType<typeof createVirtualPlayer> &
    Required<Pick<Player, "requestVideoFrameCallback" | "cancelVideoFrameCallback">>;
  const pending = new Map<number, (now: number, metadata: { mediaTime: number }) => void>();
  let handles = 0;
  player.requestVideoFrameCallback = (callback) => {
    pending.set(++handles, callback);
    return handles;
  };
  player.cancelVideoFrameCallback = (handle) => void pending.delete(handle);
  const present = (mediaTime: number) => {
    const callbacks = [...pending.values()];
    pending.clear();
    for (const callback of callbacks) callback(0, { mediaTime });
  };
  // The player's listeners, kept to fire a media event (\`timeupdate\`) between two frames, as a <video> does.
  const listeners = new Map<string, Set<PlayerListener>>();
  const add = player.addEventListener.bind(player);
  player.addEventListener = (type, listener) => {
    if (!listeners.has(type)) listeners.set(type, new Set());
    listeners.get(type)?.add(listener);
    add(type, listener);
  };
  const fire = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener({ type, target: player });
  };
  return { clock, player, pending, present, fire };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("tick sources", () => {
  test("auto uses video frame callbacks and the frame's mediaTime while playing, and cancels on pause", () => {
    const { player, pending, present } = playerWithFrames();
    const pop = createPopcorn(player);
    pop.add("cue", { id: "a", start: 0.5, end: 1 });
    const seen: string[] = [];
    pop.on("trackstart", (e) => seen.push(e.id));
    expect(pending.size).toBe(0);
    void pop.play();
    expect(pending.size).toBe(1);
    present(0.6);
    expect(pop.store.getSnapshot().currentTime).toBe(0.6);
    expect(seen).toEqual(["a"]);
    pop.pause();
    expect(pending.size).toBe(0);
    pop.destroy();
  });

  test("a currentTime reading behind the last presented frame is not a rewind; a seek or a frame going back is", () => {
    const { player, present } = playerWithFrames();
    const pop = createPopcorn(player);
    pop.add("cue", { id: "a", start: 0.5, end: 1 });
    const log: string[] = [];
    pop.on("trackstart", (e) => log.push(`+${e.id}`));
    pop.on("trackend", (e) => log.push(`-${e.id}`));
    void pop.play();
    present(0.6);
    // A tick at a media event on a busy page reads currentTime 0.6 s behind the frame (the clock never moved).
    pop.tick();
    expect(pop.store.getSnapshot().currentTime).toBe(0.6);
    present(0.7);
    expect(log).toEqual(["+a"]);
    // A presented frame that goes back is a rewind.
    present(0.2);
    expect(log).toEqual(["+a", "-a"]);
    present(0.6);
    // So is a seek the player signals, whatever the last frame said.
    pop.seek(0.1);
    expect(log).toEqual(["+a", "-a", "+a", "-a"]);
    pop.destroy();
  });

  test("a media event between two presented frames does not move the time past the last frame", () => {
    // currentTime runs ahead of the presented frame: a cue whose start lies between the two waits for the frame.
    const { clock, player, present, fire } = playerWithFrames();
    const pop = createPopcorn(player);
    pop.add("cue", { id: "a", start: 2.071, end: 3 });
    const log: string[] = [];
    pop.on("trackstart", (e) => log.push(`+${e.id}`));
    void pop.play();
    clock.advance(2070);
    present(2.07);
    clock.advance(2.5);
    expect(player.currentTime).toBeCloseTo(2.0725, 9);
    fire("timeupdate");
    pop.tick();
    expect(log).toEqual([]);
    expect(pop.store.getSnapshot().currentTime).toBe(2.07);
    expect(pop.isActive("a")).toBe(false);
    // The next presented frame reaches the start.
    clock.advance(14.2);
    present(2.0867);
    expect(log).toEqual(["+a"]);
    pop.destroy();
  });

  test("at 2x the hold covers twice the lead: a frame there is twice as far ahead in media time", () => {
    const { clock, player, present, fire } = playerWithFrames();
    const pop = createPopcorn(player);
    pop.add("cue", { id: "a", start: 2.1, end: 3 });
    void pop.play();
    player.playbackRate = 2;
    clock.advance(1035);
    present(2.07);
    clock.advance(75);
    fire("timeupdate");
    expect(pop.store.getSnapshot().currentTime).toBe(2.07);
    expect(pop.isActive("a")).toBe(false);
    present(2.2);
    expect(pop.isActive("a")).toBe(true);
    pop.destroy();
  });

  test("pausing between two frames lands on the paused currentTime", () => {
    const { clock, player, present } = playerWithFrames();
    const pop = createPopcorn(player);
    pop.add("cue", { id: "a", start: 2.071, end: 3 });
    void pop.play();
    clock.advance(2070);
    present(2.07);
    clock.advance(2.5);
    pop.pause();
    expect(pop.store.getSnapshot().currentTime).toBeCloseTo(2.0725, 9);
    expect(pop.isActive("a")).toBe(true);
    pop.destroy();
  });

  test("media events move the time on when frames stop coming (a background tab), or never came", () => {
    const { clock, player, present, fire } = playerWithFrames();
    const pop = createPopcorn(player);
    pop.add("cue", { id: "a", start: 2.2, end: 3 });
    void pop.play();
    clock.advance(2070);
    present(2.07);
    // No frame for a quarter second: the next timeupdate takes currentTime.
    clock.advance(250);
    fire("timeupdate");
    expect(pop.store.getSnapshot().currentTime).toBeCloseTo(2.32, 9);
    expect(pop.isActive("a")).toBe(true);
    pop.destroy();

    // Before the first presented frame (and on players without frame callbacks) media events drive the time.
    const second = playerWithFrames();
    const other = createPopcorn(second.player);
    other.add("cue", { id: "b", start: 0.01, end: 1 });
    void other.play();
    second.clock.advance(20);
    second.fire("timeupdate");
    expect(other.isActive("b")).toBe(true);
    other.destroy();
  });

  test("a seek between two frames lands where it asked", () => {
    const { clock, player, present } = playerWithFrames();
    const pop = createPopcorn(player);
    pop.add("cue", { id: "a", start: 2.071, end: 3 });
    void pop.play();
    clock.advance(2070);
    present(2.07);
    pop.seek(2.0725);
    expect(pop.store.getSnapshot().currentTime).toBe(2.0725);
    expect(pop.isActive("a")).toBe(true);
    pop.destroy();
  });

  test("auto falls back to animation frames, then to a 16 ms timer", () => {
    const raf = vi.fn(() => 1);
    vi.stubGlobal("requestAnimationFrame", raf);
    vi.stubGlobal("cancelAnimationFrame", vi.fn());
    const player = createVirtualPlayer();
    const stop = createAutoTicker(player).subscribe(() => {});
    expect(raf).toHaveBeenCalledTimes(1);
    stop();
    expect(cancelAnimationFrame).toHaveBeenCalledWith(1);
    vi.unstubAllGlobals();

    vi.useFakeTimers();
    let frames = 0;
    const stopTimer = createAutoTicker(player).subscribe(() => frames++);
    vi.advanceTimersByTime(16 * 5);
    expect(frames).toBe(5);
    stopTimer();
    vi.advanceTimersByTime(100);
    expect(frames).toBe(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("an interval ticker drives a virtual player in real time order", () => {
    vi.useFakeTimers();
    const player = createVirtualPlayer({ now: () => Date.now() });
    const pop = createPopcorn(player, { ticker: createIntervalTicker(10) });
    pop.add("cue", { id: "a", start: 0.05, end: 0.08 });
    const seen: string[] = [];
    pop.on("trackstart", (e) => seen.push(`+${e.id}`));
    pop.on("trackend", (e) => seen.push(`-${e.id}`));
    void pop.play();
    vi.advanceTimersByTime(100);
    expect(seen).toEqual(["+a", "-a"]);
    pop.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });

  test("manual: no frame ticks, but media events and pop.tick() still tick", () => {
    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now });
    const pop = createPopcorn(player, { ticker: "manual" });
    pop.add("cue", { id: "a", start: 1, end: 2 });
    void pop.play();
    clock.advance(1500);
    expect(pop.isActive("a")).toBe(false);
    pop.tick();
    expect(pop.isActive("a")).toBe(true);
    player.currentTime = 3;
    expect(pop.isActive("a")).toBe(false);
  });

  test("one manual clock can drive several instances", () => {
    const clock = createManualClock();
    const pops = [1, 2].map(() => createPopcorn(createVirtualPlayer({ now: clock.now }), { ticker: clock }));
    for (const pop of pops) {
      pop.add("cue", { id: "a", start: 1, end: 2 });
      void pop.play();
    }
    expect(clock.subscriberCount).toBe(2);
    clock.advance(1500);
    expect(pops.map((p) => p.isActive("a"))).toEqual([true, true]);
    for (const pop of pops) pop.destroy();
    expect(clock.subscriberCount).toBe(0);
  });
});

describe("virtual player", () => {
  test("plays, pauses, seeks and changes rate like a media element, firing its events", () => {
    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 10 });
    const events: string[] = [];
    for (const type of [
      "play",
      "playing",
      "pause",
      "seeking",
      "seeked",
      "ratechange",
      "ended",
      "durationchange",
      "volumechange",
    ]) {
      player.addEventListener(type, () => events.push(type));
    }
    void player.play();
    clock.advance(2000);
    expect(player.currentTime).toBe(2);
    player.playbackRate = 3;
    clock.advance(1000);
    expect(player.currentTime).toBe(5);
    player.currentTime = 1;
    player.pause();
    clock.advance(1000);
    expect(player.currentTime).toBe(1);
    player.duration = 20;
    player.volume = 0.5;
    expect(events).toEqual([
      "play",
      "playing",
      "ratechange",
      "seeking",
      "seeked",
      "pause",
      "durationchange",
      "volumechange",
    ]);
  });

  test("stops at its duration with ended, and play() after the end starts over", () => {
    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 3 });
    void player.play();
    clock.advance(5000);
    expect([player.currentTime, player.paused, player.ended]).toEqual([3, true, true]);
    void player.play();
    expect([player.currentTime, player.paused, player.ended]).toEqual([0, false, false]);
  });

  test("on the host's clock it ends on its own, unread, as a media element does; pause and destroy drop the timer", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    try {
      const player = createVirtualPlayer({ duration: 2 });
      const events: string[] = [];
      for (const type of ["pause", "ended"]) player.addEventListener(type, () => events.push(type));
      void player.play();
      expect(vi.getTimerCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(1000);
      player.pause();
      expect(vi.getTimerCount()).toBe(0);
      void player.play();
      player.playbackRate = 2;
      await vi.advanceTimersByTimeAsync(499);
      expect(events).toEqual(["pause"]);
      await vi.advanceTimersByTimeAsync(1);
      expect(events).toEqual(["pause", "pause", "ended"]);
      expect(vi.getTimerCount()).toBe(0);
      void player.play();
      player.destroy();
      expect(vi.getTimerCount()).toBe(0);
      // On a time source of its own, it waits to be read: no timer.
      const manual = createVirtualPlayer({ duration: 2, now: createManualClock().now });
      void manual.play();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  test("after 50,000 s of 60 Hz frames it is exactly at its duration: ended fires and events ending there end", () => {
    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 50_000 });
    const pop = createPopcorn(player, { ticker: clock });
    for (let i = 0; i < 12; i++) pop.add("cue", { id: `last-${i}`, start: 49_990 + i * 0.5, end: 50_000 });
    const seen: string[] = [];
    pop.on("trackend", (e) => seen.push(e.id));
    pop.on("ended", () => seen.push("ended"));
    void pop.play();
    clock.advance(50_000_000, 1000 / 60);
    expect([player.currentTime, player.paused, player.ended]).toEqual([50_000, true, true]);
    expect(seen.filter((s) => s.startsWith("last-"))).toHaveLength(12);
    expect(seen).toContain("ended");
    expect(pop.store.getSnapshot().active).toHaveLength(0);
    pop.destroy();
  });

  test("its position comes from the time source, not from adding up the steps between reads", () => {
    let ms = 0;
    const player = createVirtualPlayer({ now: () => ms, duration: Infinity });
    void player.play();
    for (let frame = 1; frame <= 600_000; frame++) {
      ms = (frame * 1000) / 60;
      void player.currentTime;
    }
    expect(player.currentTime).toBe(10_000);
    player.playbackRate = 2;
    ms += 1000;
    expect(player.currentTime).toBe(10_002);
  });

  test("a seek runs one tick: its seeking, timeupdate and seeked and the seek's own read move time once", () => {
    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 100 });
    let frames = 0;
    const meter = definePlugin({ name: "meter", manifest: { options: {} }, frame: () => void frames++ });
    const pop = createPopcorn(player, { ticker: clock, plugins: [meter] });
    pop.add("meter", { start: 0, end: 50 });
    let notifications = 0;
    pop.store.subscribe(() => notifications++);
    const media: string[] = [];
    for (const type of ["seeking", "timeupdate", "seeked"]) pop.on(type, () => media.push(type));
    pop.seek(10);
    expect(media).toEqual(["seeking", "timeupdate", "seeked"]);
    expect([frames, notifications]).toEqual([1, 1]);
    player.currentTime = 20;
    expect([frames, notifications]).toEqual([2, 2]);
    expect(pop.store.getSnapshot().currentTime).toBe(20);
    pop.destroy();
  });

  test("an open-ended timeline never ends", () => {
    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now });
    void player.play();
    clock.advance(3_600_000);
    expect(player.duration).toBe(Infinity);
    expect([player.currentTime, player.ended]).toEqual([3600, false]);
  });

  test("refuses bad settings with a PopcornError naming the value", () => {
    const player = createVirtualPlayer();
    expect(() => (player.playbackRate = -1)).toThrow(/playbackRate -1: expected a positive finite number/);
    expect(() => (player.currentTime = Number.NaN)).toThrow(/currentTime NaN/);
    expect(() => createVirtualPlayer({ duration: -5 })).toThrow(/duration -5/);
  });
});
