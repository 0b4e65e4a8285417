// The lifecycle of Popcorn.plugin events as Popcorn 1.x pages notice it: what runs, in which order, at once.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Popcorn, type PopcornInstance, type PopcornTrackEvent } from "../src/index.js";
import { removePluginEvents, setEnabled } from "../src/instance/trackEvents.js";
import { define, forgetPlugins, virtualPopcorn } from "./virtualPopcorn.js";

afterEach(forgetPlugins);

/** A plugin that makes an element in `_setup`, shows it between `start` and `end`, takes it out in `_teardown`. */
function element(log: string[]) {
  return {
    _setup(options: PopcornTrackEvent) {
      options._el = document.body.appendChild(document.createElement("p"));
      log.push(`_setup ${options.text}`);
    },
    start(_event: unknown, options: PopcornTrackEvent) {
      options._el.textContent = options.text;
      log.push(`start ${options.text}`);
    },
    end(_event: unknown, options: PopcornTrackEvent) {
      options._el.textContent = "";
      log.push(`end ${options.text}`);
    },
    _teardown(options: PopcornTrackEvent) {
      options._el.remove();
      log.push(`_teardown ${options.text}`);
    },
  };
}

describe("Popcorn.plugin definitions", () => {
  it("get the hooks they lack and show their manifest, as 1.x filled them in", () => {
    const empty: Record<string, unknown> = {};
    const manifest = { about: { name: "Empty" }, options: {} };
    define("empty", empty, manifest);
    for (const hook of ["start", "end", "_setup", "_teardown", "frame"]) expect(typeof empty[hook]).toBe("function");
    expect(empty.manifest).toBe(manifest);
    expect(Popcorn.registryByName.empty?.base).toBe(empty);
    const { p, playTo } = virtualPopcorn();
    p.empty({ start: 1, end: 2 });
    expect(() => playTo(3)).not.toThrow();
  });

  it("run `in` and `out` as start and end, and their other functions listen to the events of their names", async () => {
    const calls: string[] = [];
    define("aliased", () => ({
      in: () => calls.push("in"),
      out: () => calls.push("out"),
      ping(this: PopcornInstance, data: unknown) {
        calls.push(`ping ${String(data)} ${this === p}`);
      },
    }));
    const { p, playTo } = virtualPopcorn();
    p.aliased({ in: 1, out: 3 });
    expect(p.data.events.in).toHaveLength(1);
    p.emit("ping", "a");
    await playTo(2);
    await playTo(4);
    expect(calls).toEqual(["ping a true", "in", "out"]);
    p.removeTrackEvent(p.getLastTrackEventId() as string);
    p.emit("ping", "b");
    expect(calls).toHaveLength(3);
    expect(p.data.events.ping).toBeNull();
  });

  it("keep a toString given with an event's options", () => {
    define("named", {});
    const { p } = virtualPopcorn();
    p.named({ id: "n", start: 0, end: 1, toString: () => "BOO YA!" });
    expect(String(p.getTrackEvent("n"))).toBe("BOO YA!");
  });

  it("never end an event whose end is false, undefined or absent; `once` may be any true value", async () => {
    const ends: string[] = [];
    define("story", { end: (_event: unknown, options: PopcornTrackEvent) => ends.push(options.id) });
    const { p, playTo } = virtualPopcorn(30);
    p.story({ id: "none" }).story({ id: "false", end: false }).story({ id: "undefined", end: undefined });
    p.story({ id: "once", start: 1, end: 2, once: 1 });
    expect(p.getTrackEvent("false")?.end).toBe(Number.MAX_VALUE);
    await playTo(30);
    expect(ends).toEqual(["once"]);
    expect(p.getTrackEvent("once")).toBeUndefined();
  });
});

describe("removing, disabling and enabling inside a cue or a hook", () => {
  it("removeTrackEvent runs the event's end and _teardown at once, with its options, and forgets its id", async () => {
    const log: string[] = [];
    define("note", element(log));
    const { p, playTo } = virtualPopcorn();
    p.note({ id: "a", start: 0, end: 10, text: "A" }).note({ id: "b", start: 0, end: 10, text: "B" });
    const seen: string[] = [];
    p.cue(2, () => {
      p.removeTrackEvent("a");
      seen.push(...log.slice(-2), String(document.querySelectorAll("p").length));
    });
    await playTo(3);
    expect(seen).toEqual(["end A", "_teardown A", "1"]);
    expect(log.filter((entry) => entry.endsWith("A"))).toEqual(["_setup A", "start A", "end A", "_teardown A"]);
    expect(p.data.history).not.toContain("a");
    expect(p.getTrackEvent("a")).toBeUndefined();
  });

  it("an end hook that removes its own event has its _teardown run, once", async () => {
    const log: string[] = [];
    define("self", {
      ...element(log),
      end(this: PopcornInstance, _event: unknown, options: PopcornTrackEvent) {
        log.push("end");
        this.removeTrackEvent(options.id);
      },
    });
    const { p, playTo } = virtualPopcorn();
    p.self({ id: "s", start: 1, end: 2, text: "S" });
    await playTo(3);
    expect(log).toEqual(["_setup S", "start S", "end", "_teardown S"]);
    expect(document.querySelector("p")).toBeNull();
  });

  it("disable and enable run end and start at once, inside a cue too; toggle switches; unknown names only mark", async () => {
    const log: string[] = [];
    define("note", element(log));
    const { p, playTo } = virtualPopcorn();
    p.note({ start: 1, end: 10, text: "N" });
    const seen: string[][] = [];
    p.cue(2, () => {
      setEnabled(p, "note", false);
      seen.push(log.slice(-1));
      setEnabled(p, "note", true);
      seen.push(log.slice(-1));
    });
    await playTo(3);
    expect(seen).toEqual([["end N"], ["start N"]]);
    expect(log.filter((entry) => entry === "start N")).toHaveLength(2);
    setEnabled(p, "garbage", false);
    expect(p.data.disabled.garbage).toBe(true);
    setEnabled(p, "garbage", true);
    expect(p.data.disabled.garbage).toBeUndefined();
    define("dead", {});
    expect(() => setEnabled(p, "dead", false)).not.toThrow();
    expect(p.data.disabled.dead).toBe(true);
    expect(() => setEnabled(p, "" as string, false)).toThrow(/disable\(\) plugin/);
  });

  it("removes an instance's events of one plugin, with their end and _teardown; an unknown name removes nothing", async () => {
    const log: string[] = [];
    define("note", element(log));
    const { p, playTo } = virtualPopcorn();
    p.note({ start: 0, end: 5, text: "A" }).note({ start: 6, end: 8, text: "B" });
    await playTo(1);
    removePluginEvents(p, "note");
    expect(log.slice(-3)).toEqual(["end A", "_teardown A", "_teardown B"]);
    expect(p.getTrackEvents()).toEqual([]);
    expect(() => removePluginEvents(p, "garbage")).not.toThrow();
  });

  it("reports a hook that throws at once as pluginerror, and runs the rest", async () => {
    define("broken", {
      end() {
        throw new Error("boom");
      },
      _teardown: vi.fn(),
    });
    const { p, playTo } = virtualPopcorn();
    const errors: unknown[] = [];
    p.on("pluginerror", (list: { thrown: unknown }[]) => errors.push(list.at(-1)?.thrown));
    p.broken({ id: "x", start: 0, end: 5 });
    p.cue(1, () => p.removeTrackEvent("x"));
    await playTo(2);
    expect(errors).toEqual([expect.objectContaining({ message: "boom" })]);
    expect(Popcorn.registryByName.broken?.definition).toMatchObject({ _teardown: expect.any(Function) });
  });
});

describe("changing an event (p.plugin(id, options))", () => {
  it("without _update, moving a running event off the current time merges the changes, runs end, _teardown, _setup, then trackend", () => {
    const log: string[] = [];
    define("note", element(log));
    const { p, at } = virtualPopcorn();
    p.on("trackend", () => log.push("trackend"));
    p.on("trackstart", () => log.push("trackstart"));
    p.note("n", { start: 0, end: 3, text: "old" });
    at(2);
    log.length = 0;
    p.note("n", { start: 3, end: 5, text: "new" });
    // As in 1.x, the event takes the changes first: its end and _teardown see them.
    expect(log).toEqual(["end new", "_teardown new", "_setup new", "trackend"]);
    at(4);
    expect(log.slice(-2)).toEqual(["start new", "trackstart"]);
  });

  it("trackchange holds the old options in previousValue and the new in currentValue, with and without _update", () => {
    define("plain", {});
    define("own", { _update: vi.fn() });
    const { p } = virtualPopcorn();
    const changes: { previousValue: Record<string, unknown>; currentValue: Record<string, unknown> }[] = [];
    p.on("trackchange", (change: (typeof changes)[number]) => changes.push(change));
    p.plain("a", { start: 0, end: 5, text: "Old Text" }).own("b", { start: 0, end: 5, text: "Old Text" });
    p.plain("a", { text: "New Text" }).own("b", { text: "New Text" });
    expect(changes.map((change) => [change.previousValue.text, change.currentValue.text])).toEqual([
      ["Old Text", "New Text"],
      ["Old Text", "New Text"],
    ]);
  });

  it("calls _update with the old options beside the changes, and the function form again, as 1.x did", () => {
    const seen: unknown[] = [];
    const factory = vi.fn(() => ({
      _update(options: PopcornTrackEvent, changes: Record<string, unknown>) {
        seen.push([options.text, changes.text]);
      },
    }));
    define("own", factory);
    const { p } = virtualPopcorn();
    p.own("b", { start: 0, end: 5, text: "old" });
    p.own("b", { text: "new" });
    expect(seen).toEqual([["old", "new"]]);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(p.getTrackEvent("b")?.text).toBe("new");
  });
});

describe("Popcorn.removePlugin(name)", () => {
  it("leaves the events, removes each (with end and _teardown) when playback reaches it, and destroy leaves them be", async () => {
    const log: string[] = [];
    define("gone", element(log));
    const { p, playTo } = virtualPopcorn();
    p.gone({ start: 1, end: 3, text: "A" }).gone({ start: 5, end: 7, text: "B" });
    await playTo(2);
    Popcorn.removePlugin("gone");
    expect(p.gone).toBeUndefined();
    expect(p.getTrackEvents()).toHaveLength(2);
    await playTo(4);
    expect(log.slice(-2)).toEqual(["end A", "_teardown A"]);
    expect(p.getTrackEvents()).toHaveLength(1);
    p.destroy();
    expect(log.at(-1)).toBe("_teardown A");
  });
});
