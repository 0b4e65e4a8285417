import { describe, expect, test } from "vitest";
import { PopcornError, definePlugin } from "../src/index.js";
import { probePlugin, setup } from "./harness.js";

describe("plugin lifecycle", () => {
  test("setup, start, end, teardown run in order, once each, around the timeline events", () => {
    const calls: string[] = [];
    const { pop, clock } = setup({ popcorn: { plugins: [probePlugin(calls)] } });
    pop.on("trackadded", (e) => calls.push(`added:${e.id}`));
    pop.on("trackremoved", (e) => calls.push(`removed:${e.id}`));
    pop.add("probe", { id: "p", start: 1, end: 2 });
    void pop.play();
    clock.advance(1500);
    pop.remove("p");
    expect(calls).toEqual(["setup:p", "added:p", "start:p", "end:p", "teardown:p", "removed:p"]);
  });

  test("removing an active event fires end before teardown; a cleanup returned by setup runs at teardown", () => {
    const calls: string[] = [];
    const plugin = definePlugin({
      name: "widget",
      manifest: { options: {} },
      setup: () => {
        calls.push("setup");
        return () => calls.push("cleanup");
      },
      end: () => void calls.push("end"),
      teardown: () => void calls.push("teardown"),
    });
    const { pop } = setup({ popcorn: { plugins: [plugin] } });
    pop.add("widget", { id: "w", start: 0, end: 5 });
    pop.remove("w");
    expect(calls).toEqual(["setup", "end", "cleanup", "teardown"]);
  });

  test("each event has its own data and cleanup, though a plugin's events share their plugin and instance", () => {
    const calls: string[] = [];
    const plugin = definePlugin({
      name: "counter",
      manifest: { options: { keep: { type: "boolean", default: false } } },
      setup: (ctx) => {
        // One event keeps state and a cleanup, one only state, one only a cleanup, one neither.
        if (ctx.options.keep) ctx.data.count = 0;
        if (ctx.event.id !== "b") return () => calls.push(`cleanup:${ctx.event.id}:${String(ctx.data.count)}`);
        return undefined;
      },
      start: (ctx) => {
        if (ctx.options.keep) ctx.data.count = (ctx.data.count as number) + 1;
        calls.push(`start:${ctx.event.id}:${Object.keys(ctx.data).join()}`);
      },
    });
    const { pop, clock } = setup({ popcorn: { plugins: [plugin] } });
    pop.add("counter", { id: "a", start: 1, end: 2, keep: true });
    pop.add("counter", { id: "b", start: 1, end: 2, keep: true });
    pop.add("counter", { id: "c", start: 1, end: 2 });
    pop.add("counter", { id: "d", start: 1, end: 2 });
    void pop.play();
    clock.advance(1500);
    pop.seek(0);
    clock.advance(1500);
    for (const id of ["a", "b", "c", "d"]) pop.remove(id);
    expect(calls).toEqual([
      "start:a:count",
      "start:b:count",
      "start:c:",
      "start:d:",
      "start:a:count",
      "start:b:count",
      "start:c:",
      "start:d:",
      "cleanup:a:2",
      "cleanup:c:undefined",
      "cleanup:d:undefined",
    ]);
  });

  test("frame receives progress from 0 to 1 while active, and nothing after the end", () => {
    const calls: string[] = [];
    const { pop, clock } = setup({ popcorn: { plugins: [probePlugin(calls, "probe", true)] } });
    pop.add("probe", { id: "p", start: 1, end: 3 });
    void pop.play();
    for (let i = 0; i < 4; i++) clock.advance(1000);
    expect(calls.filter((c) => c.startsWith("frame") || c.startsWith("start") || c.startsWith("end"))).toEqual([
      "start:p",
      "frame:p:0.00",
      "frame:p:0.50",
      "end:p",
    ]);
  });

  test("update receives the changed options and times; without update an active event restarts", () => {
    const calls: string[] = [];
    const plain = definePlugin({
      name: "plain",
      manifest: { options: { text: { type: "text" } } },
      start: (ctx) => void calls.push(`start:${ctx.options.text}`),
      end: (ctx) => void calls.push(`end:${ctx.options.text}`),
    });
    const { pop } = setup({ popcorn: { plugins: [probePlugin(calls), plain] } });
    pop.add("probe", { id: "p", start: 0, end: 5, label: "one" });
    pop.update("p", { label: "two", end: 6 });
    pop.add("plain", { id: "q", start: 0, end: 5, text: "old" });
    pop.update("q", { text: "new" });
    expect(calls).toEqual([
      "setup:p",
      "start:p",
      'update:p:{"options":{"label":"two"},"end":6}',
      "start:old",
      "end:new",
      "start:new",
    ]);
  });

  test("an update that changes nothing fires nothing", () => {
    const { pop } = setup();
    const changes: string[] = [];
    pop.on("trackchange", (e) => changes.push(e.event.id));
    const view = pop.add("cue", { id: "a", start: 1, end: 2, target: "main" });
    expect(pop.update("a", { start: 1, target: "main" })).toBe(view);
    expect(changes).toEqual([]);
    pop.update("a", { target: "side" });
    expect(changes).toEqual(["a"]);
    expect(pop.getTrackEvent("a")).toMatchObject({ start: 1, end: 2, options: { target: "side" } });
  });

  test("an update that moves an event keeps its options object, and one that changes an option makes a new one", () => {
    const { pop } = setup();
    const added = pop.add("cue", { id: "a", start: 1, end: 2, target: "main" });
    // Times alone (and options given unchanged): a component memoized on the options need not render again.
    const moved = pop.update("a", { start: 3, end: 4 });
    const movedAgain = pop.update("a", { start: 5, end: 6, target: "main" });
    expect([moved.start, movedAgain.start]).toEqual([3, 5]);
    expect(moved.options).toBe(added.options);
    expect(movedAgain.options).toBe(added.options);
    const retargeted = pop.update("a", { target: "side" });
    expect(retargeted.options).not.toBe(added.options);
    expect(retargeted.options).toEqual({ target: "side" });
    expect(Object.isFrozen(retargeted.options)).toBe(true);
  });

  test("once removes an event after its first end", () => {
    const { pop, clock, take } = setup();
    pop.add("cue", { id: "a", start: 1, end: 2, once: true });
    void pop.play();
    clock.advance(3000);
    expect(take()).toBe("+a -a");
    expect(pop.getTrackEvent("a")).toBeUndefined();
    pop.seek(1.5);
    expect(take()).toBe("");
  });

  test("disable ends active events of a type, enable restarts those active now", () => {
    const { pop, clock, take } = setup();
    pop.add("cue", { id: "a", start: 0, end: 10 });
    pop.add("cue", { id: "b", start: 2, end: 3 });
    pop.add("subtitle", { id: "s", start: 0, end: 10, text: "hi" });
    expect(take()).toBe("+a +s");
    pop.disable("cue");
    expect(take()).toBe("-a");
    expect(pop.isEnabled("cue")).toBe(false);
    void pop.play();
    clock.advance(4000);
    expect(take()).toBe("");
    expect(pop.toggle("cue")).toBe(true);
    expect(take()).toBe("+a");
    expect(pop.getTrackEvents({ type: "cue" }).map((e) => e.id)).toEqual(["a", "b"]);
  });

  test("disabling unwinds nested events latest first", () => {
    const { pop, take } = setup();
    pop.add("cue", { id: "outer", start: 0, end: 10 });
    pop.add("cue", { id: "inner", start: 0, end: 5 });
    take();
    pop.disable("cue");
    expect(take()).toBe("-inner -outer");
  });

  test("exec runs its function with the instance when playback reaches it", () => {
    const { pop, clock } = setup();
    const seen: unknown[] = [];
    pop.cue("0:02", (p) => seen.push(p));
    void pop.play();
    clock.advance(1900);
    expect(seen).toEqual([]);
    clock.advance(200);
    expect(seen).toEqual([pop]);
  });
});

describe("manifest validation", () => {
  const everything = definePlugin({
    name: "everything",
    manifest: {
      options: {
        text: { type: "text", required: true, maxLength: 10 },
        count: { type: "number", min: 0, max: 5, default: 1 },
        flag: { type: "boolean" },
        link: { type: "url" },
        picture: { type: "url", kind: "image" },
        size: { type: "select", choices: ["small", "large"] },
        at: { type: "time" },
        tint: { type: "color" },
        where: { type: "target" },
        data: { type: "json" },
      },
    },
  });

  test("valid options are converted and defaults applied", () => {
    const { pop } = setup({ popcorn: { plugins: [everything] } });
    const view = pop.add(everything, {
      start: 0,
      end: 1,
      text: "hello",
      flag: "true" as unknown as boolean,
      link: "https://example.com/a",
      picture: "data:image/png;base64,AAAA",
      size: "large",
      at: "1:30",
      tint: "rgb(10 20 30 / 50%)",
      where: "sidebar",
      data: { a: [1] },
      extra: "kept",
    } as never);
    expect(view.options).toEqual({
      text: "hello",
      count: 1,
      flag: true,
      link: "https://example.com/a",
      picture: "data:image/png;base64,AAAA",
      size: "large",
      at: 90,
      tint: "rgb(10 20 30 / 50%)",
      where: "sidebar",
      data: { a: [1] },
      extra: "kept",
    });
    expect(Object.isFrozen(view) && Object.isFrozen(view.options)).toBe(true);
  });

  test.each([
    [
      { text: 5 as unknown as string, count: 9 },
      /Option "count" of plugin "everything" got 9: expected a number of at most 5/,
    ],
    [{ text: "x".repeat(11) }, /Option "text" .* expected a string of at most 10 characters/],
    [{}, /Option "text" of plugin "everything" is required/],
    [
      { text: "x", link: "javascript:alert(1)" },
      /Option "link" of plugin "everything" got "javascript:alert\(1\)": expected an http\(s\), relative or blob: URL/,
    ],
    [{ text: "x", link: " java\tscript:alert(1)" }, /Option "link"/],
    [{ text: "x", link: "data:image/png;base64,AAAA" }, /Option "link"/],
    [{ text: "x", picture: "data:image/svg+xml,<svg onload=alert(1)>" }, /Option "picture"/],
    [{ text: "x", size: "huge" }, /Option "size" .* got "huge": expected one of "small", "large"/],
    [{ text: "x", at: "soon" }, /Option "at" .* got "soon"/],
    [{ text: "x", tint: "red; background: url(x)" }, /Option "tint"/],
    [{ text: "x", where: "  " }, /Option "where"/],
    [{ text: "x", flag: "yes" }, /Option "flag" .* expected true or false/],
    [{ text: "x", data: () => 1 }, /Option "data" .* got a function: expected a JSON value/],
  ])("%j is refused with INVALID_OPTION, and nothing is added", (options, message) => {
    const { pop } = setup({ popcorn: { plugins: [everything] } });
    pop.add("everything", { id: "kept", text: "ok" });
    let error: unknown;
    try {
      pop.add("everything", { id: "new", start: 0, end: 1, ...options });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PopcornError);
    expect((error as PopcornError).code).toBe("INVALID_OPTION");
    expect((error as PopcornError).message).toMatch(message);
    expect((error as PopcornError).details.plugin).toBe("everything");
    expect(pop.getTrackEvents().map((e) => e.id)).toEqual(["kept"]);
  });

  test("a bad update is refused and leaves the event as it was", () => {
    const { pop } = setup({ popcorn: { plugins: [everything] } });
    const before = pop.add("everything", { id: "e", start: 1, end: 2, text: "ok" });
    expect(() => pop.update("e", { count: -1 })).toThrow(/at least 0/);
    expect(() => pop.update("e", { end: 0.5 })).toThrow(/ends \(0.5\) before it starts \(1\)/);
    expect(pop.getTrackEvent("e")).toBe(before);
  });
});

describe("refresh: a plugin's view shows state the plugin keeps", () => {
  test("refresh gives the event a new view with the same fields; watchers and the store see a change; nothing after removal", () => {
    const plugin = definePlugin({
      name: "status",
      manifest: { options: { label: { type: "text", default: "" } } },
      start: (ctx) => {
        ctx.data.refreshed = true;
        ctx.refresh();
      },
    });
    const { pop, clock } = setup({ popcorn: { plugins: [plugin] } });
    const added = pop.add("status", { id: "s", start: 1, end: 3, label: "x" });
    const seen: string[] = [];
    pop.watch("s", (change) => seen.push(change.type));
    let versions = 0;
    pop.store.subscribe(() => versions++);
    void pop.play();
    clock.advance(1500);
    const refreshed = pop.getTrackEvent("s")!;
    expect(refreshed).not.toBe(added);
    expect(refreshed).toEqual(added);
    expect(refreshed.options).toBe(added.options);
    expect(seen).toEqual(["start", "change"]);
    expect(versions).toBeGreaterThan(0);
    expect(pop.store.getSnapshot().active[0]).toBe(refreshed);
    let context: { refresh(): void } | undefined;
    const keeper = definePlugin({ name: "keeper", manifest: { options: {} }, setup: (ctx) => void (context = ctx) });
    pop.registerPlugin(keeper);
    pop.add("keeper", { id: "k", start: 0, end: 9 });
    pop.remove("k");
    expect(() => context!.refresh()).not.toThrow();
    expect(pop.getTrackEvent("k")).toBeUndefined();
  });
});
