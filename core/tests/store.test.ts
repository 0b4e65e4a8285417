import { describe, expect, test } from "vitest";
import { SERVER_SNAPSHOT } from "../src/index.js";
import { setup } from "./harness.js";

describe("store", () => {
  test("snapshots are frozen and the same object until something changes", () => {
    const { pop } = setup({ player: { duration: 10 } });
    const first = pop.store.getSnapshot();
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.active)).toBe(true);
    pop.tick();
    expect(pop.store.getSnapshot()).toBe(first);
    pop.seek(2);
    const second = pop.store.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.currentTime).toBe(2);
  });

  test("one notification per tick at most, none when nothing changed", () => {
    const { pop, clock } = setup();
    pop.add("cue", { start: 1, end: 2 });
    pop.add("cue", { start: 1, end: 3 });
    let notified = 0;
    pop.store.subscribe(() => notified++);
    void pop.play();
    expect(notified).toBe(1);
    clock.advance(1500);
    expect(notified).toBe(2);
    pop.pause();
    expect(notified).toBe(3);
    pop.tick();
    pop.tick();
    expect(notified).toBe(3);
  });

  test("active lists the active events in activation order, with their current views", () => {
    const { pop, clock } = setup();
    pop.add("cue", { id: "late", start: 2, end: 10 });
    pop.add("cue", { id: "early", start: 1, end: 10 });
    void pop.play();
    clock.advance(2500);
    expect(pop.store.getSnapshot().active.map((e) => e.id)).toEqual(["early", "late"]);
    const before = pop.store.getSnapshot();
    pop.update("late", { target: "aside" });
    const after = pop.store.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.active[1]!.options).toEqual({ target: "aside" });
    expect(after.active[0]).toBe(before.active[0]);
  });

  test("a tick that changes only currentTime keeps the same active array", () => {
    const { pop, clock } = setup();
    pop.add("cue", { start: 0, end: 10 });
    void pop.play();
    const a = pop.store.getSnapshot();
    clock.advance(100);
    const b = pop.store.getSnapshot();
    expect(b.currentTime).not.toBe(a.currentTime);
    expect(b.active).toBe(a.active);
  });

  test("the server snapshot is constant and shows nothing active", () => {
    const { pop } = setup();
    pop.add("cue", { start: 0, end: 10 });
    expect(pop.store.getServerSnapshot()).toBe(SERVER_SNAPSHOT);
    expect(SERVER_SNAPSHOT).toMatchObject({ currentTime: 0, paused: true, active: [] });
    expect(Object.isFrozen(SERVER_SNAPSHOT)).toBe(true);
  });

  test("buffered: the player's loaded ranges and their share of the duration, the same array until they change", () => {
    const { pop, player } = setup({ player: { duration: 60 } });
    const first = pop.store.getSnapshot();
    expect(first.buffered).toEqual([[0, 60]]);
    expect(first.bufferedFraction).toBe(1);
    expect(Object.isFrozen(first.buffered) && Object.isFrozen(first.buffered[0])).toBe(true);
    // A seek re-reads the ranges: unchanged, they stay the same array.
    pop.seek(30);
    expect(pop.store.getSnapshot().buffered).toBe(first.buffered);
    // The duration changes: the ranges and the fraction follow.
    player.duration = Infinity;
    expect(pop.store.getSnapshot().buffered).toEqual([]);
    expect(pop.store.getSnapshot().bufferedFraction).toBe(0);
    player.duration = 120;
    expect(pop.store.getSnapshot().buffered).toEqual([[0, 120]]);
    expect(SERVER_SNAPSHOT.buffered).toEqual([]);
    expect(SERVER_SNAPSHOT.bufferedFraction).toBe(0);
  });

  test("unsubscribing stops notifications and is idempotent", () => {
    const { pop } = setup();
    let notified = 0;
    const off = pop.store.subscribe(() => notified++);
    off();
    off();
    pop.seek(3);
    expect(notified).toBe(0);
    expect(pop.listenerCount()).toBe(2);
  });
});

describe("watch", () => {
  test("fires only for its event: start, end, change and remove", () => {
    const { pop, clock } = setup();
    pop.add("cue", { id: "a", start: 1, end: 2 });
    pop.add("cue", { id: "b", start: 0.5, end: 3 });
    const seen: string[] = [];
    pop.watch("a", (change) => seen.push(`${change.type}@${change.event.start}`));
    void pop.play();
    clock.advance(1500);
    pop.update("a", { start: 1.2 });
    clock.advance(1000);
    pop.update("b", { end: 4 });
    pop.remove("a");
    expect(seen).toEqual(["start@1", "change@1.2", "end@1.2", "remove@1.2"]);
  });

  test("can watch an id before the event exists", () => {
    const { pop } = setup();
    const seen: string[] = [];
    const off = pop.watch("later", (c) => seen.push(c.type));
    pop.add("cue", { id: "later", start: 0, end: 1 });
    off();
    pop.remove("later");
    expect(seen).toEqual(["start"]);
  });

  test("progress and isActive read the current state", () => {
    const { pop } = setup();
    pop.add("cue", { id: "a", start: 2, end: 4 });
    expect(pop.progress("a")).toBe(0);
    pop.seek(3);
    expect(pop.isActive("a")).toBe(true);
    expect(pop.progress("a")).toBe(0.5);
    pop.seek(5);
    expect(pop.progress("a")).toBe(1);
    expect(pop.progress("missing")).toBe(0);
  });
});
