import { afterEach, describe, expect, test, vi } from "vitest";
import { createHtmlPlayer } from "../src/players/html/index.js";
import {
  createAnimationFrameTicker,
  createIntervalTicker,
  createManualClock,
  createPopcorn,
  createVideoFrameTicker,
  createVirtualPlayer,
  definePlugin,
} from "../src/index.js";
import { bindTrackEvent } from "../src/adapter/bindTrackEvent.js";
import { caught, probePlugin, setup } from "./harness.js";

type Pop = ReturnType<typeof setup>["pop"];

/** An instance with something to lose: two plugin types, an active event, a future one and a listener. */
function loaded() {
  const calls: string[] = [];
  const world = setup({ popcorn: { plugins: [probePlugin(calls)] } });
  const { pop } = world;
  pop.add("cue", { id: "now", start: 0, end: 10 });
  pop.add("cue", { id: "later", start: 20, end: 30 });
  pop.add("probe", { id: "probe", start: 0, end: 10, label: "kept" });
  let errors = 0;
  pop.on("error", () => errors++);
  const before = { events: pop.getTrackEvents(), snapshot: pop.store.getSnapshot(), listeners: pop.listenerCount() };
  calls.length = 0;
  /** Asserts that the instance is as it was: same events, same active set, same snapshot, nothing called. */
  const intact = () => {
    expect(pop.getTrackEvents()).toEqual(before.events);
    expect(pop.store.getSnapshot()).toBe(before.snapshot);
    expect(pop.store.getSnapshot().active.map((e) => e.id)).toEqual(["now", "probe"]);
    expect(pop.listenerCount()).toBe(before.listeners);
    expect(pop.isEnabled("cue") && pop.isEnabled("probe")).toBe(true);
    expect(calls).toEqual([]);
    expect(errors).toBe(0);
    // Still usable afterwards: a seek ends and starts what it should.
    pop.seek(25);
    expect(pop.store.getSnapshot().active.map((e) => e.id)).toEqual(["later"]);
  };
  return { ...world, calls, intact };
}

describe("every bad call is refused with a PopcornError naming the value, and nothing is lost", () => {
  test.each<[string, (pop: Pop) => unknown, string, RegExp]>([
    [
      "disable(undefined)",
      (p) => p.disable(undefined as never),
      "UNKNOWN_PLUGIN",
      /disable\(\) got undefined: expected the name of a registered plugin \("cue", "subtitle", "probe"\)/,
    ],
    ["toggle(undefined)", (p) => p.toggle(undefined as never), "UNKNOWN_PLUGIN", /got undefined/],
    ["enable of an unknown type", (p) => p.enable("nope"), "UNKNOWN_PLUGIN", /enable\(\) got "nope"/],
    ["disable of an unknown type", (p) => p.disable("nope"), "UNKNOWN_PLUGIN", /disable\(\) got "nope"/],
    ["isEnabled of a number", (p) => p.isEnabled(5 as never), "UNKNOWN_PLUGIN", /isEnabled\(\) got 5/],
    [
      "remove(undefined)",
      (p) => p.remove(undefined as never),
      "INVALID_OPTION",
      /remove\(\) got undefined: expected an event id, a predicate/,
    ],
    ["remove(5)", (p) => p.remove(5 as never), "INVALID_OPTION", /remove\(\) got 5/],
    ["remove(true)", (p) => p.remove(true as never), "INVALID_OPTION", /remove\(\) got true/],
    ["remove(NaN)", (p) => p.remove(Number.NaN as never), "INVALID_OPTION", /remove\(\) got NaN/],
    ["remove(null)", (p) => p.remove(null as never), "INVALID_OPTION", /remove\(\) got null/],
    [
      "remove with a misspelt filter key",
      (p) => p.remove({ typ: "cue" } as never),
      "INVALID_OPTION",
      /filter with key "typ"/,
    ],
    [
      "remove with a non-boolean active",
      (p) => p.remove({ active: "yes" } as never),
      "INVALID_OPTION",
      /filter "active" got "yes"/,
    ],
    [
      "getTrackEvents with a string",
      (p) => p.getTrackEvents("cue" as never),
      "INVALID_OPTION",
      /getTrackEvents\(\) got "cue"/,
    ],
    [
      "add(type, null)",
      (p) => p.add("cue", null as never),
      "INVALID_OPTION",
      /add\("cue"\) got null: expected an object/,
    ],
    ["add(type, 'abc')", (p) => p.add("cue", "abc" as never), "INVALID_OPTION", /add\("cue"\) got "abc"/],
    ["add(type, [])", (p) => p.add("cue", [] as never), "INVALID_OPTION", /got an array of 0/],
    [
      "add with a non-boolean once",
      (p) => p.add("cue", { once: "yes" } as never),
      "INVALID_OPTION",
      /once "yes": expected true or false/,
    ],
    ["add of a non-string type", (p) => p.add(42 as never), "UNKNOWN_PLUGIN", /type 42/],
    ["update(id, 'abc')", (p) => p.update("now", "abc" as never), "INVALID_OPTION", /update\("now"\) got "abc"/],
    ["update(id, null)", (p) => p.update("now", null as never), "INVALID_OPTION", /update\("now"\) got null/],
    [
      "update(undefined, {})",
      (p) => p.update(undefined as never, {}),
      "INVALID_OPTION",
      /update\(\) got undefined: expected a non-empty string/,
    ],
    [
      "on with a non-function",
      (p) => p.on("trackstart", "alert(1)" as never),
      "INVALID_OPTION",
      /on\("trackstart"\) got "alert\(1\)": expected a function/,
    ],
    ["on with a non-string type", (p) => p.on(undefined as never, () => {}), "INVALID_OPTION", /on\(\) got undefined/],
    ["once with a non-function", (p) => p.once("trackend", 5 as never), "INVALID_OPTION", /once\("trackend"\) got 5/],
    ["watch with a non-function", (p) => p.watch("now", {} as never), "INVALID_OPTION", /watch\("now"\) got an object/],
    ["watch of a non-string id", (p) => p.watch(null as never, () => {}), "INVALID_OPTION", /watch\(\) got null/],
    ["emit of a non-string type", (p) => p.emit({} as never), "INVALID_OPTION", /emit\(\) got an object/],
    ["getTrackEvent of a number", (p) => p.getTrackEvent(1 as never), "INVALID_OPTION", /getTrackEvent\(\) got 1/],
    ["isActive of undefined", (p) => p.isActive(undefined as never), "INVALID_OPTION", /isActive\(\) got undefined/],
    ["progress of an object", (p) => p.progress({} as never), "INVALID_OPTION", /progress\(\) got an object/],
    [
      "muted set to a string",
      (p) => (p.muted = "false" as never),
      "INVALID_OPTION",
      /muted "false": expected true or false/,
    ],
    ["registerPlugin(null)", (p) => p.registerPlugin(null as never), "INVALID_OPTION", /Plugin null/],
  ])("%s", (_name, act, code, message) => {
    const { pop, intact } = loaded();
    const error = caught(() => act(pop));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(/expected/);
    intact();
  });
});

describe("createPopcorn refuses bad options", () => {
  test.each<[string, unknown, RegExp]>([
    ["a negative frame rate", { frameRate: -1 }, /frameRate -1: expected a positive finite number/],
    ["a NaN frame rate", { frameRate: Number.NaN }, /frameRate NaN/],
    ["a string frame rate", { frameRate: "abc" }, /frameRate "abc"/],
    ["an unknown option", { framerate: 25 }, /unknown option "framerate": expected one of ticker, plugins, frameRate/],
    ["plugins that are not an array", { plugins: {} }, /plugins an object: expected an array/],
    ["options that are a string", "manual", /createPopcorn options "manual"/],
    [
      "a ticker that is a proxy whose every read throws",
      {
        ticker: new Proxy(
          {},
          {
            get() {
              throw new Error("trap");
            },
          },
        ),
      },
      /^ticker an object: expected "auto", "manual" or an object with subscribe\(frame\)\.$/,
    ],
  ])("%s", (_name, options, message) => {
    const player = createVirtualPlayer();
    const error = caught(() => createPopcorn(player, options as never));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.message).toMatch(message);
    // Nothing was attached to the player by the refused call.
    expect(createPopcorn(player, { ticker: "manual" }).listenerCount()).toBe(0);
  });
});

describe("clocks and players refuse bad input with a PopcornError", () => {
  test.each<[string, () => unknown, string, RegExp]>([
    [
      "a frame ticker on a player without frame callbacks",
      () => createVideoFrameTicker(createVirtualPlayer()),
      "PLAYER",
      /no requestVideoFrameCallback/,
    ],
    [
      "an animation frame ticker with no requestAnimationFrame",
      () => createAnimationFrameTicker(),
      "INVALID_OPTION",
      /requestAnimationFrame is not available here/,
    ],
    [
      "an interval ticker with a zero interval",
      () => createIntervalTicker(0),
      "INVALID_OPTION",
      /interval 0: expected a positive finite/,
    ],
    ["an interval ticker with NaN", () => createIntervalTicker(Number.NaN), "INVALID_OPTION", /interval NaN/],
    [
      "a ticker subscribed with a non-function",
      () => createIntervalTicker(16).subscribe("tick" as never),
      "INVALID_OPTION",
      /subscribe\(\) got "tick"/,
    ],
    [
      "a manual clock advanced by a negative time",
      () => createManualClock().advance(-1),
      "INVALID_TIME",
      /advance\(ms\) got -1/,
    ],
    [
      "a manual clock advanced by NaN",
      () => createManualClock().advance(Number.NaN),
      "INVALID_TIME",
      /advance\(ms\) got NaN/,
    ],
    [
      "a manual clock advanced in frames of 0 ms",
      () => createManualClock().advance(100, 0),
      "INVALID_TIME",
      /advance\(ms, frameMs\) got 0/,
    ],
    [
      "a manual clock starting at Infinity",
      () => createManualClock(Infinity),
      "INVALID_TIME",
      /createManualClock\(start\) got Infinity/,
    ],
    [
      "an HTML player from a selector with no document",
      () => createHtmlPlayer("#video"),
      "PLAYER",
      /Selector "#video": there is no document here/,
    ],
    [
      "an HTML player from an object with no DOM",
      () => createHtmlPlayer({} as never),
      "PLAYER",
      /expected a <video> or <audio> element/,
    ],
  ])("%s", (_name, act, code, message) => {
    const error = caught(act);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });
});

describe("an error nobody listens to reaches console.error, whatever NODE_ENV says", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  test.each(["production", "development"])("NODE_ENV=%s", (mode) => {
    vi.stubEnv("NODE_ENV", mode);
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = definePlugin({
      name: "broken",
      manifest: { options: {} },
      start: () => {
        throw new Error("boom");
      },
    });
    const { pop } = setup({ popcorn: { plugins: [broken] } });
    pop.add("broken", { id: "b", start: 0, end: 1 });
    expect(printed).toHaveBeenCalledTimes(1);
    expect(String(printed.mock.calls[0]![0])).toMatch(/\[popcorn-kit\] start error in track event "b"/);
    expect((printed.mock.calls[0]![1] as Error).message).toBe("boom");
    // With a listener, the error goes there and not to the console.
    const seen: unknown[] = [];
    pop.on("error", (event) => seen.push(event.error));
    pop.add("broken", { id: "c", start: 0, end: 1 });
    expect(printed).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });
});

describe("update() of a plugin with no update hook restarts it through the dispatch queue", () => {
  test("trackend and trackstart are emitted, watchers see end, start and change, in that order", () => {
    const calls: string[] = [];
    const plain = definePlugin({
      name: "plain",
      manifest: { options: { text: { type: "text" } } },
      start: (ctx) => void calls.push(`start:${String(ctx.options.text)}`),
      end: (ctx) => void calls.push(`end:${String(ctx.options.text)}`),
    });
    const { pop, take } = setup({ popcorn: { plugins: [plain] } });
    pop.add("plain", { id: "p", start: 0, end: 10, text: "a", once: true });
    const seen: string[] = [];
    pop.watch("p", (change) => seen.push(change.type));
    take();
    calls.length = 0;
    pop.update("p", { text: "b" });
    expect(calls).toEqual(["end:b", "start:b"]);
    expect(take()).toBe("-p +p");
    expect(seen).toEqual(["end", "start", "change"]);
    // The restart is not the end of a `once` event: it stays on the timeline.
    expect(pop.isActive("p")).toBe(true);
    // An inactive event is not restarted.
    pop.seek(20);
    calls.length = 0;
    seen.length = 0;
    pop.add("plain", { id: "q", start: 30, end: 40, text: "x" });
    pop.update("q", { text: "y" });
    expect(calls).toEqual([]);
  });

  test("a listener that removes the event during the restart still sees every start matched by one end", () => {
    const { pop, log } = setup({ popcorn: { plugins: [probePlugin([], "plain")] } });
    const plain = definePlugin({
      name: "plainer",
      manifest: { options: { text: { type: "text" } } },
      start: () => {},
      end: () => {},
    });
    pop.registerPlugin(plain);
    pop.add("plainer", { id: "p", start: 0, end: 10, text: "a" });
    pop.on("trackend", (e) => {
      if (e.id === "p" && pop.getTrackEvent("p")) pop.remove("p");
    });
    log.length = 0;
    pop.update("p", { text: "b" });
    expect(log).toEqual(["-p", "+p", "-p"]);
    expect(pop.getTrackEvent("p")).toBeUndefined();
  });
});

describe("plugin definitions are checked where they are made", () => {
  test.each<[string, unknown, RegExp]>([
    [
      "a name with spaces",
      { name: "my plugin", manifest: { options: {} } },
      /Plugin "my plugin": expected definePlugin/,
    ],
    ["no manifest", { name: "bare" }, /Plugin "bare" has manifest undefined: expected \{ options/],
    [
      "an unknown option type",
      { name: "p", manifest: { options: { size: { type: "integer" } } } },
      /Option "size" of plugin "p" has type "integer": expected one of text, html/,
    ],
    [
      "a select without choices",
      { name: "p", manifest: { options: { mode: { type: "select" } } } },
      /Option "mode" of plugin "p" has choices undefined/,
    ],
    [
      "a default of the wrong type",
      { name: "p", manifest: { options: { count: { type: "number", default: "many" } } } },
      /Option "count" of plugin "p" got "many": expected a finite number/,
    ],
    [
      "a hook that is a string",
      { name: "p", manifest: { options: {} }, start: "alert(1)" },
      /Hook "start" of plugin "p" is "alert\(1\)": expected a function/,
    ],
  ])("%s", (_name, definition, message) => {
    const error = caught(() => definePlugin(definition as never));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.message).toMatch(message);
    // registerPlugin checks plain objects the same way, and registers nothing.
    const { pop } = setup();
    expect(caught(() => pop.registerPlugin(definition as never)).message).toMatch(message);
    expect(pop.getPlugin("p")).toBeUndefined();
  });

  test('a "__proto__" key in the input does not reach the options\' prototype', () => {
    const { pop } = setup();
    const input = JSON.parse('{"start": 1, "__proto__": {"polluted": true}, "label": "x"}') as Record<string, unknown>;
    const event = pop.add("cue", input);
    expect(Object.getPrototypeOf(event.options)).toBe(Object.prototype);
    expect((event.options as Record<string, unknown>).polluted).toBeUndefined();
    expect(event.options).toEqual({ label: "x" });
  });
});

describe("bindTrackEvent checks what a component gives it", () => {
  test.each<[string, (pop: Pop) => unknown, RegExp]>([
    [
      "an empty id",
      (p) => bindTrackEvent(p, "cue", "", {}),
      /bindTrackEvent\(\) id got "": expected a non-empty string/,
    ],
    [
      "props that are a string",
      (p) => bindTrackEvent(p, "cue", "c", "x" as never),
      /bindTrackEvent\("c"\) got "x": expected an object/,
    ],
    [
      "an onStart that is not a function",
      (p) => bindTrackEvent(p, "cue", "c", {}, { onStart: "go" as never }),
      /onStart of "c" got "go": expected a function/,
    ],
    ["new props that are null", (p) => bindTrackEvent(p, "cue", "c", {}).set(null as never), /set\(\) got null/],
  ])("%s", (_name, act, message) => {
    const { pop, intact } = loaded();
    expect(caught(() => act(pop)).message).toMatch(message);
    intact();
  });
});
