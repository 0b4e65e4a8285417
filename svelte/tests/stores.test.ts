import { PopcornError, createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { get, writable } from "svelte/store";
import { describe, expect, test, vi } from "vitest";
import { createPopcornInstance, cueState, currentTime, mediaState } from "../src/lib/index.js";

function setup() {
  const clock = createManualClock();
  const player = createVirtualPlayer({ now: clock.now, duration: 60 });
  const pop = createPopcorn(player, { ticker: clock });
  return { clock, player, pop };
}

describe("mediaState and currentTime", () => {
  test("a slice notifies when it changes, not on every frame", () => {
    const { pop, clock } = setup();
    const seen: boolean[] = [];
    const unsubscribe = mediaState(pop, (s) => s.paused).subscribe((paused) => seen.push(paused));
    void pop.play();
    for (let i = 0; i < 10; i++) clock.advance(100);
    pop.pause();
    unsubscribe();
    expect(seen).toEqual([true, false, true]);
  });

  test("currentTime follows every frame", () => {
    const { pop, clock } = setup();
    const times: number[] = [];
    const unsubscribe = currentTime(pop).subscribe((t) => times.push(t));
    void pop.play();
    clock.advance(250);
    clock.advance(250);
    unsubscribe();
    expect(times).toEqual([0, 0.25, 0.5]);
  });

  test("without an instance it holds the server snapshot; it follows a store from none to one instance to another", () => {
    const first = setup();
    const second = setup();
    second.pop.seek(7);
    const source = writable<typeof first.pop | null>(null);
    const duration = mediaState(source, (s) => s.duration);
    const time = currentTime(source);
    const values: number[] = [];
    const unsubscribe = time.subscribe((t) => values.push(t));
    expect(get(duration)).toBeNaN();
    first.pop.seek(3);
    source.set(first.pop);
    source.set(second.pop);
    source.set(null);
    unsubscribe();
    expect(values).toEqual([0, 3, 7, 0]);
    expect(first.pop.listenerCount()).toBe(0);
    expect(second.pop.listenerCount()).toBe(0);
  });

  test("subscribes to the instance only while it has subscribers", () => {
    const { pop } = setup();
    const before = pop.listenerCount();
    const whole = mediaState(pop);
    const a = whole.subscribe(() => {});
    const b = whole.subscribe(() => {});
    expect(pop.listenerCount()).toBe(before + 1);
    expect(get(whole)).toBe(pop.store.getSnapshot());
    a();
    b();
    expect(pop.listenerCount()).toBe(before);
  });
});

describe("cueState", () => {
  test("owns a cue event while subscribed; its value flips only at the edges", () => {
    const { pop, clock } = setup();
    const chorus = cueState(pop, { id: "chorus", start: 1, end: 2 });
    expect(pop.getTrackEvent("chorus")).toBeUndefined();
    const active: boolean[] = [];
    const unsubscribe = chorus.subscribe((state) => active.push(state.active));
    expect(pop.getTrackEvent("chorus")).toMatchObject({ type: "cue", start: 1, end: 2 });
    void pop.play();
    for (let i = 0; i < 30; i++) clock.advance(100);
    unsubscribe();
    expect(active).toEqual([false, true, false]);
    expect(pop.getTrackEvent("chorus")).toBeUndefined();
    expect(pop.listenerCount()).toBe(0);
  });

  test("a cue that starts and ends within one tick tells its subscribers nothing: it never showed", () => {
    const { pop, clock } = setup();
    const brief = cueState(pop, { id: "brief", start: 1.2, end: 1.4 });
    const seen: boolean[] = [];
    const unsubscribe = brief.subscribe((state) => seen.push(state.active));
    const flips: string[] = [];
    pop.on("trackstart", (e) => flips.push(`+${e.id}`));
    pop.on("trackend", (e) => flips.push(`-${e.id}`));
    void pop.play();
    clock.advance(1000);
    clock.advance(1000);
    expect(flips).toEqual(["+brief", "-brief"]);
    expect(seen).toEqual([false]);
    unsubscribe();
  });

  test("progress runs through the cue; update moves the cue and may end it at once", () => {
    const { pop, clock } = setup();
    const verse = cueState(pop, { start: 1, end: 3 });
    const progress: number[] = [];
    const stopProgress = verse.progress.subscribe((p) => progress.push(p));
    void pop.play();
    clock.advance(2000);
    clock.advance(500);
    expect(progress).toEqual([0, 0.5, 0.75]);
    expect(get(verse).active).toBe(true);
    verse.update({ start: 2.6, end: 3 });
    expect(get(verse).active).toBe(false);
    stopProgress();
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("onStart and onEnd receive the event, as <Cue>'s do; a bad time is a PopcornError naming the value", () => {
    const { pop } = setup();
    const calls: string[] = [];
    const unsubscribe = cueState(pop, {
      id: "intro",
      start: 0,
      end: 5,
      onStart: (event) => calls.push(`start ${event.id} ${event.end}`),
      onEnd: (event) => calls.push(`end ${event.id}`),
    }).subscribe(() => {});
    expect(calls).toEqual(["start intro 5"]);
    expect(pop.getTrackEvent("intro")?.options).toEqual({});
    unsubscribe();
    expect(calls).toEqual(["start intro 5", "end intro"]);
    const backwards = cueState(pop, { start: 5, end: 2 });
    expect(() => backwards.subscribe(() => {})).toThrow(PopcornError);
    expect(pop.getTrackEvents()).toEqual([]);
    expect(pop.listenerCount()).toBe(0);
  });
});

describe("createPopcornInstance", () => {
  test("attach makes the instance and loads its tracks; the teardown destroys it and empties the store", async () => {
    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 10 });
    const instance = createPopcornInstance({
      ticker: clock,
      tracks: [{ src: "WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n" }],
    });
    expect(get(instance)).toBeNull();
    const detach = instance.attach(player);
    const pop = get(instance)!;
    expect(pop.player).toBe(player);
    await vi.waitFor(() => expect(pop.getTrackEvents({ type: "subtitle" })).toHaveLength(1));
    detach();
    expect(get(instance)).toBeNull();
    expect(pop.destroyed).toBe(true);
    expect(player.listenerCount()).toBe(0);
  });
});
