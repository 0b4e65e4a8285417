import { describe, expect, test } from "vitest";
import { PopcornError } from "../../src/errors/errors.js";
import { TimelineItem } from "../../src/timeline/item.js";
import { Timeline } from "../../src/timeline/timeline.js";

type Spec = [id: string, start: number, end: number];

/** A seeded generator (mulberry32), so that a failure repeats. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function timelineWith(events: Spec[], time = 0) {
  const log: string[] = [];
  const timeline = new Timeline<TimelineItem>(
    { start: (i) => log.push(`+${i.id}`), end: (i) => log.push(`-${i.id}`) },
    time,
  );
  const items = new Map<string, TimelineItem>();
  let order = 0;
  for (const [id, start, end] of events) {
    const item = new TimelineItem(id, start, end, ++order);
    items.set(id, item);
    timeline.insert(item);
  }
  const take = () => log.splice(0).join(" ");
  /** Gives an event a new interval and re-indexes it, as the instance does on `update`. */
  const move = (id: string, start: number, end: number) => {
    const item = items.get(id)!;
    const { start: previousStart, end: previousEnd } = item;
    item.moveTo(start, end);
    timeline.reschedule(item, previousStart, previousEnd);
  };
  return { timeline, items, take, move };
}

describe("continuous playback (rule 2)", () => {
  test.each<[string, Spec[], number, string]>([
    ["an event crossed whole in one step starts then ends", [["a", 1, 2]], 3, "+a -a"],
    [
      "events fire in order of their times",
      [
        ["a", 1, 2],
        ["b", 1.5, 5],
        ["c", 3, 4],
      ],
      10,
      "+a +b -a +c -c -b",
    ],
    ["a step ending on a start includes it", [["a", 2, 3]], 2, "+a"],
    ["a step ending on an end includes it", [["a", 0.5, 2]], 2, "+a -a"],
    [
      "equal starts fire in insertion order, equal ends in reverse",
      [
        ["a", 1, 3],
        ["b", 1, 3],
      ],
      5,
      "+a +b -b -a",
    ],
    [
      "at equal times every end comes before any start",
      [
        ["b", 2, 4],
        ["a", 1, 2],
      ],
      3,
      "+a -a +b",
    ],
    [
      "nested events unwind",
      [
        ["outer", 1, 5],
        ["inner", 2, 5],
      ],
      6,
      "+outer +inner -inner -outer",
    ],
    ["a point event starts then ends at once", [["p", 1.5, 1.5]], 2, "+p -p"],
    [
      "a point event is ordered with the starts at its time",
      [
        ["a", 0.5, 1],
        ["p", 1, 1],
        ["b", 1, 2],
      ],
      1.5,
      "+a -a +p -p +b",
    ],
    ["nothing at or before the start time fires", [["a", 0, 1]], 0.5, ""],
  ])("%s", (_name, events, to, expected) => {
    const { timeline, take } = timelineWith(events, 0);
    take();
    timeline.advance(to);
    expect(take()).toBe(expected);
  });

  test("a step that crosses nothing reports nothing and keeps the active set", () => {
    const { timeline, take } = timelineWith([
      ["a", 0, 10],
      ["b", 20, 30],
    ]);
    expect(take()).toBe("+a");
    expect(timeline.advance(5)).toBe(false);
    expect(timeline.advance(5)).toBe(false);
    expect(take()).toBe("");
    expect(timeline.activeCount).toBe(1);
    expect(timeline.time).toBe(5);
  });

  test("a point event fires once, when playback reaches it, not again from its own time", () => {
    const { timeline, take } = timelineWith([["p", 2, 2]]);
    timeline.advance(2);
    expect(take()).toBe("+p -p");
    timeline.advance(3);
    expect(take()).toBe("");
  });

  test("an event stays active while ticks land inside it, then ends once", () => {
    const { timeline, take } = timelineWith([["a", 1, 2]]);
    for (let t = 0; t <= 3; t += 0.25) timeline.advance(t);
    expect(take()).toBe("+a -a");
  });
});

describe("seeking (rule 3)", () => {
  test("events wholly inside the skipped span do not fire", () => {
    const { timeline, take } = timelineWith([
      ["a", 1, 2],
      ["b", 4, 6],
    ]);
    timeline.seek(5);
    expect(take()).toBe("+b");
  });

  test("rewinding ends what is no longer active and starts what now is", () => {
    const { timeline, take } = timelineWith(
      [
        ["a", 1, 5],
        ["b", 0, 2],
      ],
      3,
    );
    expect(take()).toBe("+a");
    timeline.seek(0.5);
    expect(take()).toBe("-a +b");
  });

  test("a backward advance is a seek", () => {
    const { timeline, take } = timelineWith([["a", 1, 2]], 1.5);
    take();
    timeline.advance(0);
    expect(take()).toBe("-a");
  });

  test("ends unwind in reverse activation order, starts follow start order", () => {
    const { timeline, take } = timelineWith(
      [
        ["a", 0, 10],
        ["b", 1, 9],
        ["c", 2, 8],
      ],
      5,
    );
    expect(take()).toBe("+a +b +c");
    timeline.seek(20);
    expect(take()).toBe("-c -b -a");
    timeline.seek(5);
    expect(take()).toBe("+a +b +c");
  });

  test("events active on both sides of a seek do not fire", () => {
    const { timeline, take } = timelineWith(
      [
        ["long", 0, 100],
        ["short", 10, 11],
      ],
      5,
    );
    take();
    timeline.seek(50);
    expect(take()).toBe("");
    expect(timeline.activeCount).toBe(1);
  });

  test("a seek onto a point event does not fire it", () => {
    const { timeline, take } = timelineWith([["p", 3, 3]]);
    timeline.seek(3);
    expect(take()).toBe("");
  });
});

describe("re-evaluation (rule 6)", () => {
  test("inserting an event that spans the current time starts it at once", () => {
    const { timeline, take } = timelineWith([], 5);
    timeline.insert(new TimelineItem("a", 4, 6, 1));
    expect(take()).toBe("+a");
  });

  test("inserting a point event at the current time fires it; elsewhere it waits", () => {
    const { timeline, take } = timelineWith([], 5);
    timeline.insert(new TimelineItem("now", 5, 5, 1));
    timeline.insert(new TimelineItem("past", 4, 4, 2));
    timeline.insert(new TimelineItem("later", 6, 6, 3));
    expect(take()).toBe("+now -now");
    timeline.advance(7);
    expect(take()).toBe("+later -later");
  });

  test("moving an active event's start past the current time ends it at once", () => {
    const { timeline, take, move } = timelineWith([["a", 0, 10]], 5);
    take();
    move("a", 6, 10);
    expect(take()).toBe("-a");
    timeline.advance(7);
    expect(take()).toBe("+a");
  });

  test("moving an event over the current time starts it; changing its end keeps it active", () => {
    const { timeline, take, move } = timelineWith([["a", 8, 10]], 5);
    move("a", 4, 10);
    expect(take()).toBe("+a");
    move("a", 4, 6);
    expect(take()).toBe("");
    timeline.advance(6);
    expect(take()).toBe("-a");
  });

  test("an active event rescheduled to end earlier ends in the right order", () => {
    const { timeline, take, move } = timelineWith(
      [
        ["a", 0, 10],
        ["b", 0, 3],
      ],
      1,
    );
    take();
    move("a", 0, 2);
    timeline.advance(5);
    expect(take()).toBe("-a -b");
  });

  test("removing an active event ends it; removing others is silent", () => {
    const { timeline, items, take } = timelineWith(
      [
        ["a", 0, 10],
        ["b", 20, 30],
      ],
      1,
    );
    take();
    timeline.remove(items.get("b")!);
    timeline.remove(items.get("a")!);
    expect(take()).toBe("-a");
    timeline.advance(40);
    expect(take()).toBe("");
    expect(timeline.size).toBe(0);
  });
});

describe("scale", () => {
  test("100,000 events: a sweep starts and ends each exactly once, a seek finds exactly the active ones", () => {
    const random = seeded(7);
    let starts = 0;
    let ends = 0;
    const timeline = new Timeline<TimelineItem>({ start: () => starts++, end: () => ends++ }, 0);
    const items: TimelineItem[] = [];
    for (let i = 0; i < 100_000; i++) {
      const start = 1 + random() * 50_000;
      const item = new TimelineItem(`e${i}`, start, start + 0.5 + random() * 9.5, i);
      items.push(item);
      timeline.insert(item);
    }
    for (let t = 0; t <= 50_011; t += 1 / 6) timeline.advance(t);
    expect(starts).toBe(100_000);
    expect(ends).toBe(100_000);

    const at = 25_000.5;
    timeline.seek(at);
    const expected = items
      .filter((i) => i.start <= at && at < i.end)
      .map((i) => i.id)
      .sort();
    const actual: string[] = [];
    timeline.forEachActive((i) => actual.push(i.id));
    expect(actual.sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  test("after any mix of playback, seeks, moves, inserts and removals, the active events are exactly those spanning the time, listed in activation order, and ends unwind latest first", () => {
    const random = seeded(11);
    // Times on a coarse grid, so that equal starts, equal ends and point events are common.
    const time = () => Math.floor(random() * 800) / 8;
    const interval = (): [number, number] => {
      const start = time();
      return [start, random() < 0.1 ? start : start + Math.floor(random() * 80) / 8];
    };
    // The model's activation list, and each call's ends with the activation number of the event that ended.
    let activations = 0;
    const listed: { item: TimelineItem; activation: number }[] = [];
    let ends: { end: number; activation: number }[] = [];
    const timeline = new Timeline<TimelineItem>(
      {
        start: (item) => void listed.push({ item, activation: ++activations }),
        end: (item) => {
          const [entry] = listed.splice(
            listed.findIndex((listing) => listing.item === item),
            1,
          );
          // A point event starts and ends at once, after the ends at its time: it is not among the ends that unwind.
          if (item.start !== item.end) ends.push({ end: item.end, activation: entry!.activation });
        },
      },
      0,
    );
    const live = new Set<TimelineItem>();
    let order = 0;
    const insert = () => {
      const item = new TimelineItem(`e${++order}`, ...interval(), order);
      live.add(item);
      timeline.insert(item);
    };
    for (let i = 0; i < 2_000; i++) insert();
    let t = 0;
    for (let step = 0; step < 3_000; step++) {
      const roll = random();
      const items = [...live];
      ends = [];
      if (roll < 0.5) {
        timeline.advance((t += random() * 0.5));
        // Ends at equal times unwind in reverse activation order.
        for (let i = 1; i < ends.length; i++) {
          if (ends[i]!.end === ends[i - 1]!.end) expect(ends[i]!.activation).toBeLessThan(ends[i - 1]!.activation);
        }
      } else if (roll < 0.6) {
        timeline.seek((t = time()));
        // A seek ends what it leaves latest activated first.
        for (let i = 1; i < ends.length; i++) expect(ends[i]!.activation).toBeLessThan(ends[i - 1]!.activation);
      } else if (roll < 0.8 && items.length > 0) {
        const item = items[Math.floor(random() * items.length)]!;
        const { start, end } = item;
        item.moveTo(...interval());
        timeline.reschedule(item, start, end);
      } else if (roll < 0.9) insert();
      else if (items.length > 0) {
        const item = items[Math.floor(random() * items.length)]!;
        live.delete(item);
        timeline.remove(item);
      }
      const expected = [...live]
        .filter((item) => item.start <= t && t < item.end)
        .map((item) => item.id)
        .sort();
      const actual: string[] = [];
      timeline.forEachActive((item) => actual.push(item.id));
      // In activation order: the order the sink heard the starts in.
      expect(actual).toEqual(listed.map((entry) => entry.item.id));
      expect(actual.sort()).toEqual(expected);
    }
  });

  test("an item refuses an interval the timeline cannot order, naming it, and keeps the one it had", () => {
    const { timeline, items, take } = timelineWith([["a", 1, 3]], 2);
    take();
    const a = items.get("a")!;
    const hostile: [unknown, unknown][] = [
      [-1, 3],
      [Number.NaN, 3],
      [Infinity, Infinity],
      ["1", 3],
      [1, "3"],
      [null, 3],
      [{ valueOf: () => 1 }, 3],
      [2, 1],
      [2, Number.NaN],
      [1e308, 1],
    ];
    for (const [start, end] of hostile) {
      expect(() => a.moveTo(start as number, end as number)).toThrow(PopcornError);
      expect(() => new TimelineItem("b", start as number, end as number, 2)).toThrow(PopcornError);
    }
    expect(() => a.moveTo(-1, 3)).toThrow(/^Start -1: expected a finite number of seconds from 0\.$/);
    expect(() => a.moveTo(2, 1)).toThrow(/^End 1: expected a number of seconds from the start \(2\), or Infinity\.$/);
    // Nothing moved: the item keeps its interval and stays active until its end.
    expect([a.start, a.end, a.active]).toEqual([1, 3, true]);
    timeline.advance(3);
    expect(take()).toBe("-a");
    // Open-ended and point intervals are accepted.
    expect(() => a.moveTo(4, Infinity)).not.toThrow();
    expect(() => a.moveTo(5, 5)).not.toThrow();
  });
});
