import fc from "fast-check";
import { expect, test } from "vitest";
import { createManualClock, createPopcorn, createVirtualPlayer, definePlugin } from "../src/index.js";

// A reference model of ARCHITECTURE.md's timing rules, written plainly: brute-force scans and one sort per
// step, sharing nothing with the timeline's index. The instance must emit exactly the transitions it does.

interface ModelEvent {
  id: string;
  type: string;
  start: number;
  end: number;
  order: number;
  active: boolean;
  activation: number;
}

class Model {
  time = 0;
  readonly events = new Map<string, ModelEvent>();
  readonly disabled = new Set<string>();
  readonly log: string[] = [];
  #orders = 0;
  #activations = 0;

  #live(): ModelEvent[] {
    return [...this.events.values()].filter((e) => !this.disabled.has(e.type));
  }

  #start(e: ModelEvent): void {
    this.log.push(`+${e.id}`);
    if (e.start === e.end) this.log.push(`-${e.id}`);
    else {
      e.active = true;
      e.activation = ++this.#activations;
    }
  }

  #end(e: ModelEvent): void {
    e.active = false;
    this.log.push(`-${e.id}`);
  }

  #evaluate(e: ModelEvent): void {
    const t = this.time;
    if (e.start === e.end ? e.start === t : e.start <= t && t < e.end) this.#start(e);
  }

  active(): string[] {
    return [...this.events.values()]
      .filter((e) => e.active)
      .sort((a, b) => a.activation - b.activation)
      .map((e) => e.id);
  }

  add(id: string, type: string, start: number, end: number): void {
    const e: ModelEvent = { id, type, start, end, order: ++this.#orders, active: false, activation: 0 };
    this.events.set(id, e);
    if (!this.disabled.has(type)) this.#evaluate(e);
  }

  remove(id: string): void {
    const e = this.events.get(id)!;
    if (e.active) this.#end(e);
    this.events.delete(id);
  }

  update(id: string, start: number, end: number): void {
    const e = this.events.get(id)!;
    if (e.start === start && e.end === end) return;
    const wasActive = e.active;
    e.start = start;
    e.end = end;
    if (this.disabled.has(e.type)) return;
    const nowActive = start <= this.time && this.time < end;
    if (wasActive && !nowActive) this.#end(e);
    else if (!wasActive) this.#evaluate(e);
  }

  disable(type: string): void {
    if (this.disabled.has(type)) return;
    this.disabled.add(type);
    const ending = [...this.events.values()].filter((e) => e.type === type && e.active);
    for (const e of ending.sort((a, b) => b.activation - a.activation)) this.#end(e);
  }

  enable(type: string): void {
    if (!this.disabled.delete(type)) return;
    for (const e of this.events.values()) if (e.type === type) this.#evaluate(e);
  }

  /** Continuous playback: every crossing in (t0, t1], sorted by time, ends first, then by the tie rules. */
  advance(t1: number): void {
    const t0 = this.time;
    type Crossing = { time: number; kind: 0 | 1; rank: number; event: ModelEvent };
    const crossings: Crossing[] = [];
    for (const e of this.#live()) {
      if (e.active && e.end <= t1) crossings.push({ time: e.end, kind: 0, rank: -e.activation, event: e });
    }
    const starting = this.#live()
      .filter((e) => !e.active && t0 < e.start && e.start <= t1)
      .sort((a, b) => a.start - b.start || a.order - b.order);
    let activations = this.#activations;
    for (const e of starting) {
      crossings.push({ time: e.start, kind: 1, rank: e.order, event: e });
      if (e.start !== e.end && e.end <= t1) crossings.push({ time: e.end, kind: 0, rank: -++activations, event: e });
    }
    crossings.sort((a, b) => a.time - b.time || a.kind - b.kind || a.rank - b.rank);
    this.time = t1;
    for (const c of crossings) {
      if (c.kind === 1) this.#start(c.event);
      else this.#end(c.event);
    }
  }

  /** A seek: ends (latest activated first), then starts (start order). */
  seek(t1: number): void {
    this.time = t1;
    const after = new Set(this.#live().filter((e) => e.start <= t1 && t1 < e.end));
    const ending = [...this.events.values()].filter((e) => e.active && !after.has(e));
    for (const e of ending.sort((a, b) => b.activation - a.activation)) this.#end(e);
    const starting = [...after].filter((e) => !e.active).sort((a, b) => a.start - b.start || a.order - b.order);
    for (const e of starting) this.#start(e);
  }
}

/** Operations on a time grid of `step` seconds: a coarse grid makes ties between starts and ends common. */
function operations(step: number, span: number) {
  const time = (max: number) => fc.integer({ min: 0, max: Math.round(max / step) }).map((n) => n * step);
  const length = fc.oneof(
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 8, arbitrary: fc.integer({ min: 1, max: Math.round(4 / step) }).map((n) => n * step) },
    { weight: 1, arbitrary: fc.constant(Infinity) },
  );
  const type = fc.constantFrom("main", "side");
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ op: fc.constant("add" as const), type, start: time(span), length }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("remove" as const), pick: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({ op: fc.constant("update" as const), pick: fc.nat(), start: time(span), length }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("play" as const) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("pause" as const) }) },
    {
      weight: 8,
      arbitrary: fc.record({
        op: fc.constant("advance" as const),
        ms: fc.integer({ min: 1, max: 16 }).map((n) => n * 125),
      }),
    },
    { weight: 3, arbitrary: fc.record({ op: fc.constant("seek" as const), time: time(span + 2) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("rate" as const), rate: fc.constantFrom(0.5, 1, 2, 4) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("toggle" as const), type }) },
  );
}

const plugins = [
  definePlugin({ name: "main", manifest: { options: {} } }),
  definePlugin({ name: "side", manifest: { options: {} } }),
];

test.each([
  ["a quarter-second grid", 0.25, 12],
  ["a one-second grid (many ties)", 1, 6],
])("on %s, the instance emits exactly the transitions of the reference model", (_grid, step, span) => {
  fc.assert(
    fc.property(
      fc.array(operations(step, span), { minLength: 1, maxLength: 60 }),
      fc.constantFrom(10, Infinity),
      (ops, duration) => {
        const clock = createManualClock();
        const player = createVirtualPlayer({ now: clock.now, duration });
        const pop = createPopcorn(player, { ticker: clock, plugins });
        const model = new Model();
        const log: string[] = [];
        pop.on("trackstart", (e) => log.push(`+${e.id}`));
        pop.on("trackend", (e) => log.push(`-${e.id}`));
        let ids = 0;
        const ids_ = () => [...model.events.keys()];
        void pop.play();

        for (const step of ops) {
          switch (step.op) {
            case "add": {
              const id = `e${++ids}`;
              const end = step.start + step.length;
              pop.add(step.type, { id, start: step.start, end });
              model.add(id, step.type, step.start, end);
              break;
            }
            case "remove": {
              const live = ids_();
              if (live.length === 0) continue;
              const id = live[step.pick % live.length]!;
              pop.remove(id);
              model.remove(id);
              break;
            }
            case "update": {
              const live = ids_();
              if (live.length === 0) continue;
              const id = live[step.pick % live.length]!;
              pop.update(id, { start: step.start, end: step.start + step.length });
              model.update(id, step.start, step.start + step.length);
              break;
            }
            case "toggle":
              if (pop.toggle(step.type)) model.enable(step.type);
              else model.disable(step.type);
              break;
            case "play":
              void pop.play();
              break;
            case "pause":
              pop.pause();
              break;
            case "advance":
              clock.advance(step.ms);
              break;
            case "seek":
              pop.seek(step.time);
              break;
            case "rate":
              pop.playbackRate = step.rate;
              break;
          }
          const observed = pop.store.getSnapshot().currentTime;
          if (step.op === "seek" || observed < model.time) model.seek(observed);
          else if (observed > model.time) model.advance(observed);
          expect(log).toEqual(model.log);
          expect(pop.store.getSnapshot().active.map((e) => e.id)).toEqual(model.active());
        }
        pop.destroy();
      },
    ),
    { numRuns: 5000 },
  );
});
