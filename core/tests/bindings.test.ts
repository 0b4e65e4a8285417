import { describe, expect, test } from "vitest";
import { selectMediaState } from "../src/index.js";
import { bindTrackEvent } from "../src/adapter/bindTrackEvent.js";
import { createOutletRegistry } from "../src/store/outlets.js";
import { setup } from "./harness.js";

describe("selectMediaState", () => {
  test("notifies only when the selected slice changes, and keeps its identity otherwise", () => {
    const { pop, clock } = setup();
    const paused = selectMediaState(pop.store, (s) => s.paused);
    const range = selectMediaState(
      pop.store,
      (s) => ({ playing: !s.paused }),
      (a, b) => a.playing === b.playing,
    );
    let pausedChanges = 0;
    let rangeChanges = 0;
    paused.subscribe(() => pausedChanges++);
    range.subscribe(() => rangeChanges++);
    const first = range.getSnapshot();
    void pop.play();
    for (let i = 0; i < 10; i++) clock.advance(100);
    pop.pause();
    expect(pausedChanges).toBe(2);
    expect(rangeChanges).toBe(2);
    expect(paused.getSnapshot()).toBe(true);
    expect(range.getSnapshot()).toEqual(first);
    expect(range.getServerSnapshot()).toEqual({ playing: false });
  });

  test("a replaced selector applies at the next read, keeping identity when equal", () => {
    const { pop } = setup();
    pop.seek(5);
    const past = selectMediaState(pop.store, (s) => s.currentTime >= 3);
    expect(past.getSnapshot()).toBe(true);
    past.setSelector((s) => s.currentTime >= 8);
    expect(past.getSnapshot()).toBe(false);
    const list = selectMediaState(
      pop.store,
      (s) => [s.paused],
      (a, b) => a[0] === b[0],
    );
    const first = list.getSnapshot();
    list.setSelector((s) => [s.paused]);
    expect(list.getSnapshot()).toBe(first);
  });

  test("subscribes to the store only while it has subscribers", () => {
    const { pop } = setup();
    const base = pop.listenerCount();
    const time = selectMediaState(pop.store, (s) => s.currentTime);
    const a = time.subscribe(() => {});
    const b = time.subscribe(() => {});
    expect(pop.listenerCount()).toBe(base + 1);
    a();
    b();
    expect(pop.listenerCount()).toBe(base);
  });
});

describe("createOutletRegistry", () => {
  test("registers, notifies and unregisters named outlets; the latest registration wins", () => {
    const outlets = createOutletRegistry<string>();
    const seen: (string | undefined)[] = [];
    const off = outlets.subscribe("side", () => seen.push(outlets.get("side")));
    const first = outlets.register("side", "one");
    const second = outlets.register("side", "two");
    second();
    first();
    off();
    outlets.register("side", "three");
    expect(seen).toEqual(["one", "two", "one", undefined]);
    expect(outlets.listenerCount).toBe(0);
  });
});

describe("bindTrackEvent", () => {
  test("has no effect until connected; connect adds, disconnect removes (ending it first)", () => {
    const { pop, take } = setup();
    const calls: string[] = [];
    const binding = bindTrackEvent(pop, "cue", "x", { start: 0, end: 5 }, { onEnd: () => calls.push("end") });
    expect(pop.getTrackEvents()).toEqual([]);
    expect(binding.getState()).toEqual({ active: false, event: undefined });
    const disconnect = binding.connect();
    expect(binding.getState()).toMatchObject({ active: true, event: { id: "x", start: 0, end: 5 } });
    disconnect();
    expect(calls).toEqual(["end"]);
    expect(take()).toBe("+x -x");
    expect(pop.getTrackEvents()).toEqual([]);
    expect(pop.listenerCount()).toBe(2);
  });

  test("state changes identity only on start, end and change; callbacks see the latest props", () => {
    const { pop } = setup();
    const calls: string[] = [];
    const binding = bindTrackEvent(pop, "cue", "x", { start: 1, end: 2 });
    let notified = 0;
    binding.subscribe(() => notified++);
    binding.connect();
    const idle = binding.getState();
    pop.seek(0.5);
    expect(binding.getState()).toBe(idle);
    binding.set({ start: 1, end: 2 }, { onStart: () => calls.push("latest") });
    expect(binding.getState()).toBe(idle);
    pop.seek(1.5);
    expect(binding.getState().active).toBe(true);
    binding.set({ start: 1, end: 3, target: "side" });
    expect(binding.getState().event?.options).toEqual({ target: "side" });
    expect(calls).toEqual(["latest"]);
    expect(notified).toBe(3);
  });

  test("progress subscribers hear every tick while active, then the end", () => {
    const { pop, clock } = setup();
    const binding = bindTrackEvent(pop, "cue", "x", { start: 1, end: 2 });
    binding.connect();
    const progress: number[] = [];
    binding.subscribeProgress(() => progress.push(binding.progress()));
    void pop.play();
    for (let i = 0; i < 6; i++) clock.advance(500);
    expect(progress).toEqual([0, 0.5, 1]);
  });

  test("a throwing onStart is an error event and the state still becomes active", () => {
    const { pop } = setup();
    const errors: unknown[] = [];
    pop.on("error", (e) => errors.push(e.phase));
    const binding = bindTrackEvent(
      pop,
      "cue",
      "x",
      { start: 1, end: 2 },
      {
        onStart: () => {
          throw new Error("boom");
        },
      },
    );
    let notified = 0;
    binding.subscribe(() => notified++);
    binding.connect();
    pop.seek(1.5);
    expect(errors).toEqual(["start"]);
    expect(binding.getState().active).toBe(true);
    expect(notified).toBe(2);
  });

  test("a failed add leaves nothing behind; disconnecting after destroy is harmless", () => {
    const { pop } = setup();
    const base = pop.listenerCount();
    expect(() => bindTrackEvent(pop, "subtitle", "s", { start: 0 }).connect()).toThrow(/"text" .* is required/);
    expect(pop.listenerCount()).toBe(base);
    const disconnect = bindTrackEvent(pop, "cue", "y", { start: 0 }).connect();
    pop.destroy();
    expect(disconnect).not.toThrow();
  });
});
