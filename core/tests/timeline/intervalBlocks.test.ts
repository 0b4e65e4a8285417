import { describe, expect, test } from "vitest";
import { IntervalBlocks } from "../../src/timeline/intervalBlocks.js";
import { TimelineItem, compareStart } from "../../src/timeline/item.js";

/** A seeded generator (mulberry32), so that a failure repeats. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The index against a plain list, through thousands of operations: enough to split, empty and rebuild blocks. */
function model(seed: number) {
  const next = random(seed);
  const index = new IntervalBlocks<TimelineItem>();
  const live: TimelineItem[] = [];
  let order = 0;
  const add = () => {
    // Starts on a coarse grid, so that many are equal; some point events and some open ends.
    const start = Math.floor(next() * 400) / 4;
    const roll = next();
    const end = roll < 0.1 ? start : roll < 0.15 ? Infinity : start + Math.floor(next() * 40) / 4;
    const item = new TimelineItem(`e${++order}`, start, end, order);
    index.insert(item);
    live.push(item);
  };
  const remove = () => {
    const item = live.splice(Math.floor(next() * live.length), 1)[0]!;
    index.delete(item);
    expect(item.indexed).toBe(false);
  };
  const sorted = () => live.slice().sort(compareStart);
  const ids = (items: TimelineItem[]) => items.map((item) => item.id);
  return { next, index, live, add, remove, sorted, ids };
}

describe("IntervalBlocks", () => {
  test.each([1, 2, 3])("agrees with a plain list through inserts, deletes and queries (seed %i)", (seed) => {
    const m = model(seed);
    for (let round = 0; round < 60; round++) {
      // Bursts of inserts (one of them a bulk load that rebuilds), then deletes, then every query.
      const inserts = round === 0 ? 3000 : Math.floor(m.next() * 200);
      for (let i = 0; i < inserts; i++) m.add();
      const deletes = Math.floor(m.next() * (round % 10 === 9 ? m.live.length : 150));
      for (let i = 0; i < deletes && m.live.length > 0; i++) m.remove();
      expect(m.index.size).toBe(m.live.length);

      // Every item, through the cursor from the beginning.
      const all: TimelineItem[] = [];
      for (let next = m.index.startsAfter(-Infinity); next < Infinity; next = m.index.cursorStart)
        all.push(m.index.takeStart());
      expect(m.ids(all)).toEqual(m.ids(m.sorted()));

      for (let q = 0; q < 5; q++) {
        const t = Math.floor(m.next() * 440) / 4 - 1;
        const active: TimelineItem[] = [];
        m.index.collectActiveAt(t, active);
        expect(m.ids(active)).toEqual(m.ids(m.sorted().filter((e) => e.start <= t && t < e.end)));
        const after = m.sorted().find((e) => e.start > t);
        expect(m.index.firstStartAfter(t)).toBe(after ? after.start : Infinity);
      }
    }
  });

  test("the playback cursor gives every start once, in order, across ticks and through changes", () => {
    const m = model(7);
    const insertedAt = new Map<TimelineItem, number>();
    const deletedAt = new Map<TimelineItem, number>();
    let time = -1;
    const add = () => {
      m.add();
      insertedAt.set(m.live[m.live.length - 1]!, time);
    };
    for (let i = 0; i < 2000; i++) add();
    const taken: TimelineItem[] = [];
    let next = m.index.startsAfter(time);
    while (time < 120) {
      const t1 = time + m.next() * 0.6;
      // Now and then the index changes between ticks: an insert (ahead of the cursor or behind it), a delete.
      if (m.next() < 0.2) add();
      if (m.next() < 0.05) {
        const before = new Set(m.live);
        m.remove();
        for (const item of before) if (!m.live.includes(item)) deletedAt.set(item, time);
      }
      next = m.index.startsAfter(time);
      while (next <= t1) {
        taken.push(m.index.takeStart());
        next = m.index.cursorStart;
      }
      time = t1;
    }
    for (let i = 1; i < taken.length; i++) expect(compareStart(taken[i - 1]!, taken[i]!)).toBeLessThan(0);
    // Taken: exactly the items that were in the index, ahead of playback, when playback reached their start.
    const expected = [...insertedAt.keys()].filter((item) => {
      const deleted = deletedAt.get(item);
      return (
        insertedAt.get(item)! < item.start && item.start <= time && (deleted === undefined || deleted >= item.start)
      );
    });
    expect(m.ids(taken)).toEqual(m.ids(expected.sort(compareStart)));
    expect(taken.length).toBeGreaterThan(1500);
  });

  test("a change between two takes of one step resumes after the last item given", () => {
    const index = new IntervalBlocks<TimelineItem>();
    const items = Array.from({ length: 600 }, (_, i) => new TimelineItem(`e${i}`, 5, 6, i));
    for (const item of items) index.insert(item);
    expect(index.startsAfter(0)).toBe(5);
    const first = index.takeStart();
    expect(first.id).toBe("e0");
    // Deleting an item ahead and adding one at the same start (a later order) between takes.
    index.delete(items[1]!);
    const late = new TimelineItem("late", 5, 6, 1000);
    index.insert(late);
    const rest: string[] = [];
    while (index.cursorStart <= 5) rest.push(index.takeStart().id);
    expect(rest).toEqual([...items.slice(2).map((item) => item.id), "late"]);
  });
});
