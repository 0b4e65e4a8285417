import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PopcornError, type PluginContext, definePlugin } from "../src/index.js";
import { setup } from "./harness.js";

/** A plugin whose hooks log `phase:id` and run whatever the test gives them. */
function hookPlugin(
  log: string[],
  hooks: Partial<Record<"setup" | "start" | "end" | "update" | "frame" | "teardown", (ctx: PluginContext) => void>>,
) {
  const run = (phase: keyof typeof hooks) => (ctx: PluginContext) => {
    log.push(`${phase}:${ctx.event.id}`);
    hooks[phase]?.(ctx);
  };
  return definePlugin({
    name: "hooked",
    manifest: { options: { label: { type: "text" } } },
    setup: run("setup"),
    start: run("start"),
    end: run("end"),
    update: run("update"),
    teardown: run("teardown"),
    frame: (ctx) => hooks.frame?.(ctx),
  });
}

describe("commands issued from inside setup() and update() leave the instance consistent", () => {
  test("remove(self) in setup: no ghost that starts on a seek; torn down once", () => {
    const log: string[] = [];
    const plugin = hookPlugin(log, { setup: (ctx) => void ctx.popcorn.remove(ctx.event.id) });
    const { pop, take } = setup({ popcorn: { plugins: [plugin] } });
    const removed: string[] = [];
    pop.on("trackremoved", (e) => removed.push(e.id));
    pop.add("hooked", { id: "h", start: 0, end: 10 });
    expect(pop.getTrackEvent("h")).toBeUndefined();
    pop.seek(5);
    pop.seek(0);
    expect(take()).toBe("");
    expect(log).toEqual(["setup:h", "teardown:h"]);
    expect(removed).toEqual(["h"]);
    expect(pop.store.getSnapshot().active).toEqual([]);
  });

  test("destroy() in setup: the event never starts and is torn down", () => {
    const log: string[] = [];
    const plugin = hookPlugin(log, { setup: (ctx) => ctx.popcorn.destroy() });
    const { pop } = setup({ popcorn: { plugins: [plugin] } });
    pop.add("hooked", { id: "h", start: 0, end: 10 });
    expect(pop.destroyed).toBe(true);
    expect(log).toEqual(["setup:h", "teardown:h"]);
    expect(pop.listenerCount()).toBe(0);
  });

  test("enable(type) in setup indexes the event once: seeks start and end it once, no runaway", () => {
    const log: string[] = [];
    const plugin = hookPlugin(log, { setup: (ctx) => ctx.popcorn.enable("hooked") });
    const { pop, take } = setup({ popcorn: { plugins: [plugin] } });
    pop.disable("hooked");
    pop.add("hooked", { id: "h", start: 1, end: 2 });
    expect(take()).toBe("");
    for (let i = 0; i < 50; i++) {
      pop.seek(1.5);
      pop.seek(3);
    }
    expect(take()).toBe(Array.from({ length: 50 }, () => "+h -h").join(" "));
    pop.remove("h");
    pop.seek(1.5);
    expect(take()).toBe("");
  });

  test("disable(type) in setup: the new event is kept but does not start until enabled", () => {
    const log: string[] = [];
    const plugin = hookPlugin(log, { setup: (ctx) => ctx.popcorn.disable("hooked") });
    const { pop, take } = setup({ popcorn: { plugins: [plugin] } });
    pop.add("hooked", { id: "h", start: 0, end: 10 });
    expect(take()).toBe("");
    pop.enable("hooked");
    expect(take()).toBe("+h");
  });

  test("update(self) in an update hook: the timeline follows the last update", () => {
    const log: string[] = [];
    const plugin = hookPlugin(log, {
      update: (ctx) => {
        if (ctx.event.start !== 20) ctx.popcorn.update(ctx.event.id, { start: 20, end: 30 });
      },
    });
    const { pop, take } = setup({ popcorn: { plugins: [plugin] } });
    pop.add("hooked", { id: "h", start: 0, end: 10 });
    expect(take()).toBe("+h");
    pop.update("h", { start: 1, end: 5 });
    expect(pop.getTrackEvent("h")).toMatchObject({ start: 20, end: 30 });
    expect(pop.isActive("h")).toBe(false);
    expect(take()).toBe("-h");
    pop.seek(3);
    expect(take()).toBe("");
    pop.seek(25);
    expect(take()).toBe("+h");
  });

  test("a seek from setup dispatches nothing until setup has returned", () => {
    const log: string[] = [];
    const plugin = hookPlugin(log, { setup: (ctx) => ctx.popcorn.seek(5) });
    const { pop } = setup({ popcorn: { plugins: [plugin] } });
    pop.add("cue", { id: "c", start: 4, end: 6, onStart: () => log.push("start:c") });
    pop.add("hooked", { id: "h", start: 0, end: 10 });
    expect(log).toEqual(["setup:h", "start:c", "start:h"]);
  });

  test("destroy() and remove(other) from a frame hook: the frame loop finishes, then they apply", () => {
    const log: string[] = [];
    let calls = 0;
    const plugin = hookPlugin(log, {
      frame: (ctx) => {
        calls++;
        if (ctx.event.id === "a") ctx.popcorn.remove("b");
        if (ctx.event.id === "c") ctx.popcorn.destroy();
      },
    });
    const { pop, clock } = setup({ popcorn: { plugins: [plugin] } });
    for (const id of ["a", "b", "c"]) pop.add("hooked", { id, start: 0, end: 10 });
    // Playing at 0 moves no time: no frame yet. The first frame that moves time runs the hooks.
    void pop.play();
    expect(calls).toBe(0);
    log.length = 0;
    clock.advance(16);
    expect(calls).toBe(2);
    expect(pop.destroyed).toBe(true);
    expect(log).toEqual(["end:b", "teardown:b", "end:c", "end:a", "teardown:c", "teardown:a"]);
  });
});

// ---- randomized: commands from every hook and listener -------------------------------------------------

type Command =
  | { kind: "add"; id: number; start: number; length: number }
  | { kind: "remove" | "updateLabel"; target: number }
  | { kind: "update"; target: number; start: number; length: number }
  | { kind: "seek"; time: number }
  | { kind: "enable" | "disable" | "toggle" | "play" | "pause" | "tick" | "destroy" | "noop" };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("add" as const),
      id: fc.nat(6),
      start: fc.integer({ min: 0, max: 8 }),
      length: fc.integer({ min: 0, max: 4 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("remove" as const), target: fc.nat(7) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("update" as const),
      target: fc.nat(7),
      start: fc.integer({ min: 0, max: 8 }),
      length: fc.integer({ min: 0, max: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("updateLabel" as const), target: fc.nat(7) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("seek" as const), time: fc.integer({ min: 0, max: 10 }) }) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        "enable" as const,
        "disable" as const,
        "toggle" as const,
        "play" as const,
        "pause" as const,
        "tick" as const,
      )
      .map((kind) => ({ kind })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "destroy" as const }) },
  { weight: 6, arbitrary: fc.constant({ kind: "noop" as const }) },
);

type Phase = "setup" | "start" | "end" | "update" | "frame" | "teardown" | "listener";

/** What one setup made: its lifecycle as the plugin saw it. */
interface Life {
  id: string;
  state: "setting-up" | "idle" | "started" | "torn-down";
}

function runScenario(top: { command: Command; advance: number }[], nested: Command[]) {
  const violations: string[] = [];
  const lives = new Map<object, Life>();
  const newest = new Map<string, Life>();
  let budget = nested.length;
  let destroyedAt = -1;
  let step = 0;

  const { pop, clock } = setup({ popcorn: { plugins: [] } });
  const ids = (target: number) => (target < 7 ? `e${target}` : (pop.getTrackEvents()[0]?.id ?? "e0"));

  const run = (cmd: Command, self?: string) => {
    try {
      switch (cmd.kind) {
        case "add":
          pop.add("chaos", { id: `e${cmd.id}`, start: cmd.start, end: cmd.start + cmd.length });
          return;
        case "remove":
          pop.remove(cmd.target === 7 && self ? self : ids(cmd.target));
          return;
        case "update":
          pop.update(cmd.target === 7 && self ? self : ids(cmd.target), {
            start: cmd.start,
            end: cmd.start + cmd.length,
          });
          return;
        case "updateLabel":
          pop.update(cmd.target === 7 && self ? self : ids(cmd.target), { label: `l${step++}` });
          return;
        case "seek":
          pop.seek(cmd.time);
          return;
        case "enable":
        case "disable":
        case "toggle":
          pop[cmd.kind]("chaos");
          return;
        case "play":
          void pop.play();
          return;
        case "pause":
        case "tick":
          pop[cmd.kind]();
          return;
        case "destroy":
          pop.destroy();
          return;
        case "noop":
          return;
      }
    } catch (error) {
      // Refusals are fine (an unknown id, a duplicate, a destroyed instance); anything else is a bug.
      if (!(error instanceof PopcornError)) violations.push(`${cmd.kind} threw ${String(error)}`);
    }
  };
  const nestedCommand = (self?: string) => {
    if (budget > 0) run(nested[nested.length - budget--]!, self);
  };

  const life = (ctx: PluginContext, phase: Phase): Life => {
    const found = lives.get(ctx.data);
    if (!found) violations.push(`${phase} of ${ctx.event.id} before its setup`);
    if (pop.destroyed && phase !== "teardown" && phase !== "end")
      violations.push(`${phase} of ${ctx.event.id} after destroy`);
    return found ?? { id: ctx.event.id, state: "idle" };
  };
  const chaos = definePlugin({
    name: "chaos",
    manifest: { options: { label: { type: "text" } } },
    setup(ctx) {
      if (lives.has(ctx.data)) violations.push(`second setup of ${ctx.event.id}`);
      const made: Life = { id: ctx.event.id, state: "setting-up" };
      lives.set(ctx.data, made);
      newest.set(ctx.event.id, made);
      nestedCommand(ctx.event.id);
      made.state = "idle";
    },
    start(ctx) {
      const l = life(ctx, "start");
      if (l.state !== "idle") violations.push(`start of ${l.id} while ${l.state}`);
      l.state = "started";
      nestedCommand(ctx.event.id);
    },
    end(ctx) {
      const l = life(ctx, "end");
      if (l.state !== "started") violations.push(`end of ${l.id} while ${l.state}`);
      l.state = "idle";
      nestedCommand(ctx.event.id);
    },
    update(ctx) {
      const l = life(ctx, "update");
      if (l.state === "torn-down") violations.push(`update of ${l.id} after teardown`);
      nestedCommand(ctx.event.id);
    },
    frame(ctx) {
      const l = life(ctx, "frame");
      if (l.state !== "started") violations.push(`frame of ${l.id} while ${l.state}`);
      nestedCommand(ctx.event.id);
    },
    teardown(ctx) {
      const l = life(ctx, "teardown");
      if (l.state === "started") violations.push(`teardown of ${l.id} while started`);
      if (l.state === "torn-down") violations.push(`second teardown of ${l.id}`);
      l.state = "torn-down";
      nestedCommand(ctx.event.id);
    },
  });
  pop.registerPlugin(chaos);
  for (const type of ["trackstart", "trackend", "trackadded", "trackremoved", "trackchange"] as const) {
    pop.on(type, () => nestedCommand());
  }
  pop.store.subscribe(() => nestedCommand());
  const errors: unknown[] = [];
  pop.on("error", (event) => errors.push(event.error));

  const check = (where: string) => {
    if (pop.destroyed) {
      for (const l of lives.values())
        if (l.state !== "torn-down") violations.push(`${where}: ${l.id} not torn down after destroy`);
      return;
    }
    const t = pop.store.getSnapshot().currentTime;
    const live = pop.getTrackEvents();
    const liveLives = new Set<Life>();
    for (const event of live) {
      const l = newest.get(event.id);
      if (!l) {
        violations.push(`${where}: ${event.id} live without setup`);
        continue;
      }
      liveLives.add(l);
      const shouldBeActive = pop.isEnabled("chaos") && event.start <= t && t < event.end;
      if (pop.isActive(event.id) !== shouldBeActive)
        violations.push(
          `${where}: ${event.id} [${event.start}, ${event.end}) active=${pop.isActive(event.id)} at ${t}`,
        );
      if ((l.state === "started") !== pop.isActive(event.id))
        violations.push(`${where}: ${event.id} is ${l.state} but active=${pop.isActive(event.id)}`);
    }
    for (const l of lives.values()) {
      if (!liveLives.has(l) && l.state !== "torn-down") violations.push(`${where}: ${l.id} removed but ${l.state}`);
    }
    const snapshotActive = pop.store
      .getSnapshot()
      .active.map((e) => e.id)
      .sort();
    const active = live
      .filter((e) => pop.isActive(e.id))
      .map((e) => e.id)
      .sort();
    if (snapshotActive.join() !== active.join())
      violations.push(`${where}: snapshot shows ${snapshotActive} but active is ${active}`);
  };

  top.forEach(({ command: cmd, advance }, i) => {
    if (pop.destroyed) {
      if (destroyedAt < 0) destroyedAt = i;
      return;
    }
    run(cmd);
    if (!pop.destroyed && advance > 0) clock.advance(advance, 250);
    check(`after step ${i} (${cmd.kind})`);
  });
  run({ kind: "destroy" });
  check("after destroy");
  for (const error of errors) violations.push(`error event: ${String(error)}`);
  return violations;
}

test("commands from every hook and listener keep every invariant (setup, start, end, frame, update, teardown, listeners)", () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ command, advance: fc.constantFrom(0, 0, 250, 1000) }), { minLength: 1, maxLength: 30 }),
      fc.array(command, { maxLength: 60 }),
      (top, nested) => {
        expect(runScenario(top, nested)).toEqual([]);
      },
    ),
    { numRuns: 400 },
  );
});
