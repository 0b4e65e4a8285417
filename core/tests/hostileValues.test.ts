import { afterEach, describe, expect, test, vi } from "vitest";
import { createIntervalTicker, createPopcorn, createVirtualPlayer, definePlugin, toSeconds } from "../src/index.js";
import { footnote } from "../src/plugins/catalogue/footnote.js";
import { image } from "../src/plugins/catalogue/image.js";
import { pause } from "../src/plugins/catalogue/pause.js";
import { template } from "../src/plugins/catalogue/template.js";
import { wikipedia } from "../src/plugins/catalogue/wikipedia.js";
import { wordriver } from "../src/plugins/catalogue/wordriver.js";
import { caught, probePlugin, setup } from "./harness.js";

// Values a hostile or careless caller can pass that are not strings, numbers or plain objects: each is refused
// with a PopcornError naming it, and the instance keeps everything it had.

type Pop = ReturnType<typeof setup>["pop"];

/** An instance with something to lose, and a check that it still has all of it. */
function loaded() {
  const calls: string[] = [];
  const world = setup({ popcorn: { plugins: [probePlugin(calls)] } });
  const { pop } = world;
  pop.add("cue", { id: "now", start: 0, end: 10 });
  pop.add("cue", { id: "later", start: 20, end: 30 });
  pop.add("probe", { id: "probe", start: 0, end: 10, label: "kept" });
  const plugins = [
    "cue",
    "subtitle",
    "probe",
    "footnote",
    "pause",
    "template",
    "wikipedia",
    "image",
    "wordriver",
  ].filter((name) => pop.getPlugin(name) !== undefined);
  const before = { events: pop.getTrackEvents(), snapshot: pop.store.getSnapshot() };
  calls.length = 0;
  const intact = () => {
    expect(pop.getTrackEvents()).toEqual(before.events);
    expect(pop.store.getSnapshot()).toBe(before.snapshot);
    expect(calls).toEqual([]);
    expect(
      ["cue", "subtitle", "probe", "footnote", "pause", "template", "wikipedia", "image", "wordriver"].filter(
        (name) => pop.getPlugin(name) !== undefined,
      ),
    ).toEqual(plugins);
  };
  return { ...world, calls, intact };
}

const boom = new Error("trap");
/** An object whose every read throws. */
const trap = () =>
  new Proxy(
    {},
    {
      get() {
        throw boom;
      },
      getPrototypeOf() {
        throw boom;
      },
      ownKeys() {
        throw boom;
      },
      getOwnPropertyDescriptor() {
        throw boom;
      },
      has() {
        throw boom;
      },
    },
  );
/** A proxy that has been revoked: even `Array.isArray` throws on it. */
const revoked = () => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};
/** An object with a getter that throws. */
const throwing = (key: string, fields: Record<string, unknown> = {}) =>
  Object.defineProperty({ ...fields }, key, {
    enumerable: true,
    get() {
      throw boom;
    },
  });

class Options {
  start = 1;
  end = 2;
}

describe("a filter is a plain object or a function", () => {
  test.each<[string, unknown, RegExp]>([
    ["a Date", new Date(0), /remove\(\) got a Date object: expected an event id, a predicate/],
    ["a RegExp", /cue/, /remove\(\) got a RegExp object/],
    ["a Number object", new Number(1), /remove\(\) got a Number object/],
    ["a String object", new String(""), /remove\(\) got a String object/],
    ["a Map", new Map(), /remove\(\) got a Map object/],
    ["a class instance", new Options(), /remove\(\) got an Options object/],
  ])("remove(%s) removes nothing", (_name, filter, message) => {
    const { pop, intact } = loaded();
    const error = caught(() => pop.remove(filter as never));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.message).toMatch(message);
    expect(error.details.value).toBe(filter);
    intact();
    expect(caught(() => pop.getTrackEvents(filter as never)).message).toMatch(/getTrackEvents\(\) got an? \w+ object/);
  });

  test("an object without a prototype is a filter like {}", () => {
    const { pop } = loaded();
    const filter = Object.assign(Object.create(null) as object, { type: "cue" });
    expect(pop.getTrackEvents(filter).map((e) => e.id)).toEqual(["now", "later"]);
    expect(pop.remove(filter)).toBe(2);
    expect(pop.getTrackEvents().map((e) => e.id)).toEqual(["probe"]);
  });
});

describe("a refused add() registers no plugin", () => {
  test.each<[string, Record<string, unknown>]>([
    ["a bad time", { start: -1 }],
    ["end before start", { start: 5, end: 1 }],
    ["a bad option", { label: { not: "text" } }],
    ["a bad id", { id: " spaced " }],
    ["a taken id", { id: "now" }],
  ])("%s", (_name, input) => {
    const { pop, intact } = loaded();
    const fresh = probePlugin([], "fresh");
    caught(() => pop.add(fresh, input as never));
    expect(pop.getPlugin("fresh")).toBeUndefined();
    intact();
    // The name is still free: another definition of it registers.
    const other = probePlugin([], "fresh");
    pop.registerPlugin(other);
    expect(pop.getPlugin("fresh")).toBe(other);
  });

  test("an add that succeeds registers its plugin", () => {
    const { pop } = loaded();
    const fresh = probePlugin([], "fresh");
    pop.add(fresh, { id: "f", start: 0, end: 1 });
    expect(pop.getPlugin("fresh")).toBe(fresh);
  });
});

describe("an input that throws when read is refused with a PopcornError, its error as the cause", () => {
  test.each<[string, (pop: Pop) => unknown, RegExp]>([
    ["add of a proxy", (p) => p.add("cue", trap() as never), /add\("cue"\) got an object/],
    ["add with a throwing getter", (p) => p.add("cue", throwing("start") as never), /add\("cue"\) got an object/],
    ["add of a revoked proxy", (p) => p.add("cue", revoked() as never), /add\("cue"\) got an object/],
    ["update of a proxy", (p) => p.update("now", trap() as never), /update\("now"\) got an object/],
    [
      "update with a throwing getter",
      (p) => p.update("now", throwing("label", { start: 1 }) as never),
      /update\("now"\) got an object/,
    ],
    ["remove of a proxy", (p) => p.remove(trap() as never), /remove\(\) got an object/],
    ["remove with a throwing getter", (p) => p.remove(throwing("type") as never), /remove\(\) got an object/],
    ["remove of a revoked proxy", (p) => p.remove(revoked() as never), /remove\(\) got an object/],
    ["getTrackEvents of a proxy", (p) => p.getTrackEvents(trap() as never), /getTrackEvents\(\) got an object/],
    [
      "getTrackEvents with a throwing getter",
      (p) => p.getTrackEvents(throwing("active") as never),
      /getTrackEvents\(\) got an object/,
    ],
    ["registerPlugin of a proxy", (p) => p.registerPlugin(trap() as never), /Plugin .*an object/],
    [
      "registerPlugin with a throwing manifest",
      (p) => p.registerPlugin(throwing("manifest", { name: "sly" }) as never),
      /Plugin .*an object/,
    ],
    [
      "registerPlugin with a throwing option spec",
      (p) => p.registerPlugin({ name: "sly", manifest: { options: { text: throwing("type") } } } as never),
      /Plugin .*an object/,
    ],
    [
      "add of a definition that throws when read",
      (p) => p.add(throwing("manifest", { name: "sly" }) as never, { start: 0 }),
      /Plugin .*an object/,
    ],
  ])("%s", (_name, act, message) => {
    const { pop, intact } = loaded();
    const error = caught(() => act(pop));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(/expected/);
    // The original error is the cause: the trap's own, or the TypeError a revoked proxy throws.
    expect(error.cause === boom || error.cause instanceof TypeError).toBe(true);
    expect(pop.getPlugin("sly")).toBeUndefined();
    intact();
  });

  test.each<[string, unknown]>([
    ["a proxy", trap()],
    ["a throwing getter", throwing("ticker")],
    ["a revoked proxy", revoked()],
    ["plugins that are a revoked proxy", { plugins: revoked() }],
  ])("createPopcorn options with %s", (_name, options) => {
    const player = createVirtualPlayer({ now: () => 0 });
    const error = caught(() => createPopcorn(player, options as never));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.message).toMatch(/createPopcorn options an object: expected an object with ticker/);
    expect(error.cause).toBeDefined();
    expect(player.listenerCount()).toBe(0);
  });

  test.each<[string, unknown]>([
    ["a proxy", trap()],
    ["an object whose play getter throws", throwing("play", { addEventListener: () => {} })],
  ])("createPopcorn of a player that is %s", (_name, player) => {
    const error = caught(() => createPopcorn(player as never, { ticker: "manual" }));
    expect(error.code).toBe("PLAYER");
    expect(error.message).toMatch(/Player an object: expected a media element/);
    expect(error.cause).toBe(boom);
  });

  test.each<[string, unknown, RegExp]>([
    ["now that is a number", { now: 5 }, /createVirtualPlayer\(\) now 5: expected a function/],
    ["now that is a string", { now: "performance.now" }, /now "performance.now": expected a function/],
    ["options that are null", null, /createVirtualPlayer\(\) options null: expected an object/],
    ["options that are a proxy", trap(), /createVirtualPlayer\(\) options an object: expected an object/],
    ["a throwing getter", throwing("duration"), /createVirtualPlayer\(\) options an object/],
  ])("createVirtualPlayer with %s", (_name, options, message) => {
    const error = caught(() => createVirtualPlayer(options as never));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.message).toMatch(message);
  });
});

describe("the input of add and update is a plain object", () => {
  test.each<[string, unknown, RegExp]>([
    ["a String object", new String("abc"), /update\("now"\) got a String object: expected an object of timing fields/],
    ["a Number object", new Number(3), /update\("now"\) got a Number object/],
    ["a Boolean object", new Boolean(true), /update\("now"\) got a Boolean object/],
    ["a Date", new Date(0), /update\("now"\) got a Date object/],
    ["an array", ["a"], /update\("now"\) got an array of 1/],
    ["a class instance", new Options(), /update\("now"\) got an Options object/],
  ])("update with %s changes nothing", (_name, input, message) => {
    const { pop, intact } = loaded();
    const error = caught(() => pop.update("now", input as never));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.message).toMatch(message);
    intact();
    expect(caught(() => pop.add("cue", input as never)).message).toMatch(/add\("cue"\) got an? /);
    intact();
  });

  test("an object without a prototype is an input", () => {
    const { pop } = loaded();
    const input = Object.assign(Object.create(null) as object, { start: 40, end: 50, label: "bare" });
    expect(pop.add("cue", input).options).toEqual({ label: "bare" });
    expect(pop.update("now", Object.assign(Object.create(null) as object, { end: 12 })).end).toBe(12);
  });
});

describe("durations a timer cannot wait for are refused", () => {
  const MAX = 2_147_483; // seconds: setTimeout waits at most 2^31 - 1 ms

  test.each<[string, (pop: Pop) => unknown, RegExp]>([
    [
      "a pause longer than a timer can wait",
      (p) => p.add(pause, { start: 40, duration: 3e6 }),
      /Option "duration" of plugin "pause" got 3000000: expected a number of at most 2147483/,
    ],
    [
      "a template time-out longer than a timer can wait",
      (p) => p.add(template, { start: 40, template: "x", data: {}, timeout: 3e6 }),
      /Option "timeout" of plugin "template" got 3000000: expected a number of at most 2147483/,
    ],
    [
      "a Wikipedia time-out longer than a timer can wait",
      (p) => p.add(wikipedia, { start: 40, title: "Lisbon", timeout: 1e300 }),
      /Option "timeout" of plugin "wikipedia" got 1e\+300: expected a number of at most 2147483/,
    ],
  ])("%s", (_name, act, message) => {
    const { pop, intact } = loaded();
    const error = caught(() => act(pop));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.message).toMatch(message);
    intact();
  });

  test("the longest accepted pause still waits", () => {
    vi.useFakeTimers();
    try {
      const { pop } = setup();
      void pop.play();
      pop.add(pause, { start: 0, duration: MAX });
      expect(pop.paused).toBe(true);
      vi.advanceTimersByTime(60_000);
      expect(pop.paused).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test("an interval ticker refuses an interval longer than a timer can wait", () => {
    expect(caught(() => createIntervalTicker(2 ** 31)).message).toMatch(
      /Ticker interval 2147483648: expected a positive finite number of milliseconds, at most 2147483647/,
    );
  });

  test("a virtual player with a long timeline arms one end timer, not a timer that fires at once", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    try {
      const armed = vi.spyOn(globalThis, "setTimeout");
      const player = createVirtualPlayer({ duration: 3e6 });
      const ended = vi.fn();
      player.addEventListener("ended", ended);
      void player.play();
      vi.advanceTimersByTime(1000);
      expect(armed).toHaveBeenCalledTimes(1);
      expect(ended).not.toHaveBeenCalled();
      expect(player.paused).toBe(false);
      player.destroy();
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});

describe("numbers out of range are refused", () => {
  test.each<[string, (pop: Pop) => unknown, string, RegExp]>([
    [
      "seek(1e308)",
      (p) => p.seek(1e308),
      "INVALID_TIME",
      /Invalid time 1e\+308 \(too large\): expected at most 2\^32 seconds \(about 136 years\)/,
    ],
    ["seek to 2^32 + 1 seconds", (p) => p.seek(2 ** 32 + 1), "INVALID_TIME", /at most 2\^32 seconds/],
    ["seek to a timecode of two million hours", (p) => p.seek("2000000:00:00"), "INVALID_TIME", /at most 2\^32/],
    ["exec(1e308, fn)", (p) => p.exec(1e308, () => {}), "INVALID_TIME", /1e\+308 \(too large\)/],
    ["an event that starts at 1e308", (p) => p.add("cue", { start: 1e308 }), "INVALID_TIME", /at most 2\^32/],
    ["an event that ends at 1e308", (p) => p.add("cue", { end: 1e308 }), "INVALID_TIME", /at most 2\^32/],
    ["moving an event to 1e300", (p) => p.update("now", { start: 1e300 }), "INVALID_TIME", /at most 2\^32/],
    ["a filter at 1e308", (p) => p.getTrackEvents({ at: 1e308 }), "INVALID_TIME", /at most 2\^32/],
  ])("%s", (_name, act, code, message) => {
    const { pop, intact } = loaded();
    const error = caught(() => act(pop));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    intact();
  });

  test("2^32 seconds and Infinity (an open end) are still times", () => {
    expect(toSeconds(2 ** 32)).toBe(2 ** 32);
    expect(toSeconds(Infinity)).toBe(Infinity);
    const { pop } = setup();
    expect(pop.add("cue", { start: 2 ** 32 - 1, end: Infinity }).end).toBe(Infinity);
    pop.seek(2 ** 32);
    expect(pop.currentTime).toBe(2 ** 32);
  });

  test("a seek past the end of a finite duration lands on the end, as a media element's does", () => {
    const { pop } = setup({ player: { duration: 60 } });
    pop.seek(90);
    expect(pop.currentTime).toBe(60);
  });

  test("the virtual player refuses a position out of range", () => {
    const player = createVirtualPlayer({ now: () => 0 });
    expect(caught(() => (player.currentTime = 1e308)).message).toMatch(/currentTime 1e\+308: expected/);
    expect(caught(() => createVirtualPlayer({ now: () => 0, currentTime: 1e308 })).code).toBe("INVALID_TIME");
    expect(player.currentTime).toBe(0);
  });

  test.each<[string, number]>([
    ["1e308", 1e308],
    ["1001", 1001],
  ])("createPopcorn refuses a frame rate of %s", (_name, frameRate) => {
    const player = createVirtualPlayer({ now: () => 0 });
    const error = caught(() => createPopcorn(player, { frameRate }));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.message).toMatch(/frameRate .*: expected a positive finite number of frames per second, at most 1000/);
  });

  test("a frame rate of 1000 reads three-digit SMPTE frames", () => {
    const { pop } = setup({ popcorn: { frameRate: 1000 } });
    expect(pop.add("cue", { start: "00:00:01:500" }).start).toBe(1.5);
  });
});

describe("string options have a length limit and a character set", () => {
  afterEach(() => vi.restoreAllMocks());
  const long = (n: number) => "a".repeat(n);

  test.each<[string, (pop: Pop) => unknown, RegExp]>([
    [
      "a URL with NUL",
      (p) => p.add(image, { start: 40, src: "/a\u0000b.png", alt: "" }),
      /Option "src" of plugin "image" got .*: expected .*URL.* without control characters or unpaired surrogates/,
    ],
    [
      "a URL with a lone surrogate",
      (p) => p.add(image, { start: 40, src: "/a\ud800.png", alt: "" }),
      /without control characters or unpaired surrogates/,
    ],
    [
      "a URL of 2,049 characters",
      (p) => p.add(image, { start: 40, src: `/${long(2048)}`, alt: "" }),
      /Option "src" of plugin "image" got "\/a+\.\.\.": expected .*URL of at most 2048 characters/,
    ],
    [
      "a data: image URL over 1,000,000 characters",
      (p) => p.add(image, { start: 40, src: `data:image/png;base64,${long(1_000_000)}`, alt: "" }),
      /at most 1000000 characters/,
    ],
    [
      "a target with NUL",
      (p) => p.add(footnote, { start: 40, text: "x", target: "notes\u0000" }),
      /Option "target" of plugin "footnote" got "notes\\u0000": expected the name of a target outlet without control/,
    ],
    [
      "a target with a lone surrogate",
      (p) => p.add(footnote, { start: 40, text: "x", target: "\udc00notes" }),
      /without control characters or unpaired surrogates/,
    ],
    [
      "a target of 257 characters",
      (p) => p.add(footnote, { start: 40, text: "x", target: long(257) }),
      /expected the name of a target outlet of at most 256 characters/,
    ],
    [
      "a text of a million and one characters",
      (p) => p.add(footnote, { start: 40, text: long(1_000_001) }),
      /Option "text" of plugin "footnote" got "a+\.\.\.": expected a string of at most 1000000 characters/,
    ],
    [
      "a text with NUL",
      (p) => p.add(footnote, { start: 40, text: "a\u0000b" }),
      /expected a string without control characters/,
    ],
    [
      "a color that is a long run of letters",
      (p) => p.add(wordriver, { start: 40, text: "x", color: long(21) }),
      /color/,
    ],
    [
      "a color of a megabyte",
      (p) => p.add(wordriver, { start: 40, text: "x", color: `rgb(${"0 ".repeat(500_000)})` }),
      /expected a CSS color/,
    ],
    ["a color with NUL", (p) => p.add(wordriver, { start: 40, text: "x", color: "red\u0000" }), /expected a CSS color/],
    [
      "a color function with a vertical tab",
      (p) => p.add(wordriver, { start: 40, text: "x", color: "rgb(0\u000b0 0)" }),
      /expected a CSS color/,
    ],
  ])("%s", (_name, act, message) => {
    const { pop, intact } = loaded();
    const error = caught(() => act(pop));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.message).toMatch(message);
    // The message stays short, whatever the value's size.
    expect(error.message.length).toBeLessThan(300);
    intact();
  });

  test("values at the limits, and text with tabs, new lines and emoji, are accepted", () => {
    const { pop } = setup();
    expect(pop.add(image, { start: 0, src: `/${long(2047)}`, alt: "" }).options.src).toHaveLength(2048);
    expect(pop.add(footnote, { start: 0, text: "tab\there\r\nnew line 🍿", target: long(256) }).options.text).toBe(
      "tab\there\r\nnew line 🍿",
    );
    expect(pop.add(footnote, { start: 0, text: long(1_000_000) }).options.text).toHaveLength(1_000_000);
    const png = `data:image/png;base64,${long(100_000)}`;
    expect(pop.add(image, { start: 0, src: png, alt: "" }).options.src).toBe(png);
    for (const color of [
      "#ff0",
      "#ff00ff80",
      "tomato",
      "lightgoldenrodyellow",
      "rgb(0 0 0 / 50%)",
      "hsl(120deg 50% 50%)",
    ])
      expect(pop.add(wordriver, { start: 0, text: "x", color }).options.color).toBe(color);
  });

  test("a plugin's own maxLength still applies, below the type's limit", () => {
    const short = definePlugin({ name: "short", manifest: { options: { note: { type: "text", maxLength: 3 } } } });
    const { pop } = setup({ popcorn: { plugins: [short] } });
    expect(caught(() => pop.add("short", { note: "four" })).message).toMatch(/at most 3 characters/);
  });
});
