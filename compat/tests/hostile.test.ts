import { PopcornError, createVirtualPlayer } from "@popcorn-kit/core";
import { describeValue } from "@popcorn-kit/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Popcorn, type PopcornInstance, installCatalogue, installRetired, registerKitPlugin } from "../src/complete.js";

// Hostile input: every public entry of the Popcorn 1.x API that reads a caller's value refuses it with a
// `PopcornError` naming it (and, when the caller's own getter or proxy threw, with that error as its cause); no
// raw TypeError, DOMException or RangeError escapes, and the instances keep working.

/** What the caller's own getters and proxy traps throw. */
const boom = new Error("the caller's own error");
const fail = (): never => {
  throw boom;
};

/** A proxy each of whose traps throws `boom`. */
function trap(target: object = {}): Record<string, any> {
  return new Proxy(target, {
    get: fail,
    set: fail,
    has: fail,
    ownKeys: fail,
    getOwnPropertyDescriptor: fail,
    getPrototypeOf: fail,
    defineProperty: fail,
    deleteProperty: fail,
    isExtensible: fail,
    preventExtensions: fail,
    setPrototypeOf: fail,
    apply: fail,
    construct: fail,
  });
}

/** An object whose getter `key` throws `boom`, with other fields. */
function throwing(key: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.defineProperty({ ...fields }, key, { get: fail, enumerable: true });
}

/** An object whose conversion to a string throws `boom`. */
const unprintable = { toString: fail, valueOf: fail };

/** A proxy already revoked: even `Array.isArray` throws on it. */
function revoked(): object {
  const { proxy, revoke } = Proxy.revocable([], {});
  revoke();
  return proxy;
}

/** One public call given a hostile value, and the value its refusal must name. */
interface Row {
  /** The call, as a page would write it. */
  readonly call: string;
  /** Makes the call (a promise is awaited). */
  readonly run: () => unknown;
  /** The value the message names (`describeValue(value)` is in it). */
  readonly value: unknown;
  /** Whether the caller's own error (`boom`) must be the refusal's cause. */
  readonly cause?: boolean;
}

/** An instance on a virtual player, with the event "kept" that every refusal must leave as it is. */
let pop: PopcornInstance;
/** An instance on a `<video>` that refuses rates as Chromium does. */
let media: PopcornInstance;
/** An instance made with `defaults: { footnote: proxy }`. */
let other: PopcornInstance;
/** What the instances reported as `error` events while the table ran: a refusal is thrown, never reported. */
const reported: unknown[] = [];
const note = { start: 0, end: 1, text: "x", target: "notes" };
const src = "https://www.youtube.com/watch?v=M7lc1UVf-VE";

/** A `<video>` whose playbackRate refuses what Chromium's refuses (finite, 0 or from 1/16 to 16). */
function chromiumVideo(): HTMLVideoElement {
  const video = document.createElement("video");
  const own = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, "playbackRate")!;
  Object.defineProperty(video, "playbackRate", {
    configurable: true,
    get() {
      return own.get!.call(this);
    },
    set(rate: number) {
      if (!Number.isFinite(rate)) throw new TypeError("The provided double value is non-finite.");
      if (rate !== 0 && (rate < 0.0625 || rate > 16)) {
        throw new DOMException(
          `The provided playback rate (${rate}) is not in the supported playback range.`,
          "NotSupportedError",
        );
      }
      own.set!.call(this, rate);
    },
  });
  document.body.append(video);
  return video;
}

const rows: Row[] = [
  // Plugin methods: options that are a throwing proxy or have a throwing getter.
  { call: "pop.footnote(proxy)", run: () => pop.footnote(trap()), value: trap(), cause: true },
  { call: "pop.footnote({ get start() })", run: () => pop.footnote(throwing("start")), value: {}, cause: true },
  {
    call: "pop.footnote({ get text() })",
    run: () => pop.footnote(throwing("text", { start: 0 })),
    value: {},
    cause: true,
  },
  { call: 'pop.footnote("fresh", proxy)', run: () => pop.footnote("fresh", trap()), value: trap(), cause: true },
  { call: 'pop.footnote("kept", proxy) (update)', run: () => pop.footnote("kept", trap()), value: trap(), cause: true },
  {
    call: 'pop.footnote("kept", { get text() }) (update)',
    run: () => pop.footnote("kept", throwing("text")),
    value: {},
    cause: true,
  },
  {
    call: "pop.footnote({ ranges: proxy of an array })",
    run: () => pop.footnote({ ...note, ranges: trap([]) }),
    value: trap([]),
    cause: true,
  },
  {
    call: "pop.footnote({ ranges: [proxy] })",
    run: () => pop.footnote({ ...note, ranges: [trap()] }),
    value: {},
    cause: true,
  },
  { call: "pop.footnote({ text: proxy })", run: () => pop.footnote({ ...note, text: trap() }), value: trap() },
  { call: "pop.footnote({ target: proxy })", run: () => pop.footnote({ ...note, target: trap() }), value: trap() },
  {
    call: "pop.footnote({ compose: proxy of an array })",
    run: () => pop.footnote({ ...note, compose: trap([]) }),
    value: trap([]),
    cause: true,
  },
  { call: "pop.text(proxy)", run: () => pop.text(trap()), value: trap(), cause: true },
  {
    call: "pop.subtitle({ get text() })",
    run: () => pop.subtitle(throwing("text", { start: 0 })),
    value: {},
    cause: true,
  },
  { call: "pop.image({ get src() })", run: () => pop.image(throwing("src", { start: 0 })), value: {}, cause: true },
  { call: "pop.custom(proxy) (Popcorn.plugin)", run: () => pop.custom(trap()), value: trap(), cause: true },
  {
    call: "pop.custom({ get end() }) (Popcorn.plugin)",
    run: () => pop.custom(throwing("end")),
    value: {},
    cause: true,
  },
  { call: "pop.footnote(proxy id, options)", run: () => pop.footnote(trap(), note), value: trap() },
  { call: "pop.footnote(revoked proxy)", run: () => pop.footnote(revoked() as never), value: {} },
  {
    call: "other.footnote() with Popcorn(…, { defaults: { footnote: proxy } })",
    run: () => other.footnote(note),
    value: trap(),
    cause: true,
  },

  // pop.defaults
  { call: 'pop.defaults("footnote", proxy)', run: () => pop.defaults("footnote", trap()), value: trap(), cause: true },
  {
    call: 'pop.defaults("footnote", { get text() })',
    run: () => pop.defaults("footnote", throwing("text")),
    value: {},
    cause: true,
  },
  { call: "pop.defaults([proxy])", run: () => pop.defaults([trap()]), value: [trap()], cause: true },
  { call: "pop.defaults(proxy of an array)", run: () => pop.defaults(trap([]) as never), value: trap([]), cause: true },
  {
    call: 'pop.defaults("__proto__", {...})',
    run: () => pop.defaults("__proto__", { polluted: true }),
    value: "__proto__",
  },
  { call: 'pop.defaults("toString", {...})', run: () => pop.defaults("toString", { text: "x" }), value: "toString" },

  // Popcorn(target, options)
  { call: "Popcorn(proxy)", run: () => Popcorn(trap() as never), value: trap(), cause: true },
  { call: "Popcorn({ get play() })", run: () => Popcorn(throwing("play") as never), value: {}, cause: true },
  {
    call: "Popcorn(player whose currentTime throws)",
    run: () => Popcorn(Object.defineProperty(createVirtualPlayer(), "currentTime", { get: fail }) as never),
    value: createVirtualPlayer(),
    cause: true,
  },
  { call: "Popcorn(player, proxy)", run: () => Popcorn(createVirtualPlayer(), trap()), value: trap(), cause: true },
  {
    call: "Popcorn(player, { get id() })",
    run: () => Popcorn(createVirtualPlayer(), throwing("id")),
    value: {},
    cause: true,
  },
  {
    call: "Popcorn(player, { get ticker() })",
    run: () => Popcorn(createVirtualPlayer(), throwing("ticker")),
    value: {},
    cause: true,
  },
  {
    call: "Popcorn(player, { get framerate() })",
    run: () => Popcorn(createVirtualPlayer(), throwing("framerate")),
    value: {},
    cause: true,
  },
  {
    call: "Popcorn(player, { defaults: proxy })",
    run: () => Popcorn(createVirtualPlayer(), { defaults: trap() }),
    value: trap(),
    cause: true,
  },

  // Popcorn.plugin
  { call: 'Popcorn.plugin("h1", proxy)', run: () => Popcorn.plugin("h1", trap()), value: trap(), cause: true },
  {
    call: 'Popcorn.plugin("h2", { get start() })',
    run: () => Popcorn.plugin("h2", throwing("start")),
    value: {},
    cause: true,
  },
  {
    call: 'Popcorn.plugin("h3", { get manifest() })',
    run: () => Popcorn.plugin("h3", throwing("manifest")),
    value: {},
    cause: true,
  },
  { call: 'Popcorn.plugin("h4", {}, proxy)', run: () => Popcorn.plugin("h4", {}, trap()), value: trap(), cause: true },
  {
    call: 'Popcorn.plugin("h5", {}, { get options() })',
    run: () => Popcorn.plugin("h5", {}, throwing("options")),
    value: {},
    cause: true,
  },
  {
    call: 'Popcorn.plugin("h6", {}, { options: proxy })',
    run: () => Popcorn.plugin("h6", {}, { options: trap() }),
    value: trap(),
    cause: true,
  },
  {
    call: 'Popcorn.plugin("h7", {}, { about: proxy })',
    run: () => Popcorn.plugin("h7", {}, { about: trap() }),
    value: trap(),
    cause: true,
  },
  {
    call: 'Popcorn.plugin("h8", {}, { options: { src: proxy } })',
    run: () => Popcorn.plugin("h8", {}, { options: { src: trap() } }),
    value: trap(),
    cause: true,
  },
  { call: "Popcorn.plugin(Symbol())", run: () => Popcorn.plugin(Symbol("name") as never, {}), value: Symbol("name") },
  { call: "Popcorn.plugin(proxy)", run: () => Popcorn.plugin(trap() as never, {}), value: trap() },
  ...[
    "then",
    "toString",
    "valueOf",
    "constructor",
    "prototype",
    "hasOwnProperty",
    "isPrototypeOf",
    "toLocaleString",
  ].map((name): Row => ({ call: `Popcorn.plugin("${name}", {})`, run: () => Popcorn.plugin(name, {}), value: name })),
  { call: 'Popcorn.plugin("parseJSON", {})', run: () => Popcorn.plugin("parseJSON", {}), value: "parseJSON" },
  {
    call: 'Popcorn.plugin("parseCSV", {}) (a page\'s parser)',
    run: () => Popcorn.plugin("parseCSV", {}),
    value: "parseCSV",
  },

  // Popcorn.parser
  ...["then", "toString", "hasOwnProperty"].map(
    (name): Row => ({
      call: `Popcorn.parser("${name}", fn)`,
      run: () => Popcorn.parser(name, () => ({ data: [] })),
      value: name,
    }),
  ),
  {
    call: 'Popcorn.parser("footnote", fn)',
    run: () => Popcorn.parser("footnote", () => ({ data: [] })),
    value: "footnote",
  },

  // Popcorn.player and the player statics
  { call: 'Popcorn.player("h9", proxy)', run: () => Popcorn.player("h9", trap()), value: trap(), cause: true },
  {
    call: 'Popcorn.player("h10", { get _setup() })',
    run: () => Popcorn.player("h10", throwing("_setup")),
    value: {},
    cause: true,
  },
  ...["then", "call", "apply", "bind"].map(
    (name): Row => ({ call: `Popcorn.player("${name}", {})`, run: () => Popcorn.player(name, {}), value: name }),
  ),
  {
    call: 'Popcorn.slides("#stage", src, proxy)',
    run: () => Popcorn.slides("#stage", "a.slides", trap()),
    value: trap(),
    cause: true,
  },
  {
    call: 'Popcorn.slides("#stage", src, { events: proxy })',
    run: () => Popcorn.slides("#stage", "a.slides", { events: trap() }),
    value: trap(),
    cause: true,
  },
  { call: "Popcorn.slides(proxy, src)", run: () => Popcorn.slides(trap(), "a.slides"), value: trap(), cause: true },
  {
    call: 'Popcorn.smart("#stage", proxy of a list)',
    run: () => Popcorn.smart("#stage", trap([]) as never),
    value: trap([]),
    cause: true,
  },
  {
    call: 'Popcorn.smart("#stage", src, proxy)',
    run: () => Popcorn.smart("#stage", "/clip.mp4", trap()),
    value: trap(),
    cause: true,
  },
  { call: "Popcorn.youtube(proxy, src)", run: () => Popcorn.youtube(trap() as never, src), value: trap(), cause: true },
  {
    call: 'Popcorn.vimeo("#stage", src, { get start() })',
    run: () => Popcorn.vimeo("#stage", "https://vimeo.com/76979871", throwing("start")),
    value: {},
    cause: true,
  },

  // Popcorn.compose / Popcorn.effect
  { call: 'Popcorn.compose("glow", proxy)', run: () => Popcorn.compose("glow", trap()), value: trap(), cause: true },
  {
    call: 'Popcorn.compose("glow", { get start() })',
    run: () => Popcorn.compose("glow", throwing("start")),
    value: {},
    cause: true,
  },
  {
    call: 'Popcorn.effect("glow", { get manifest() })',
    run: () => Popcorn.effect("glow", throwing("manifest")),
    value: {},
    cause: true,
  },

  // Popcorn.removePlugin and the statics that take an instance first
  { call: "Popcorn.removePlugin({})", run: () => Popcorn.removePlugin({} as never), value: {} },
  { call: "Popcorn.removePlugin(proxy)", run: () => Popcorn.removePlugin(trap() as never), value: trap() },
  { call: "Popcorn.removePlugin(null)", run: () => Popcorn.removePlugin(null as never), value: null },
  { call: "Popcorn.removePlugin(pop, proxy)", run: () => Popcorn.removePlugin(pop, trap() as never), value: trap() },
  { call: 'Popcorn.removePlugin("then")', run: () => Popcorn.removePlugin("then"), value: "then" },
  { call: "Popcorn.getTrackEvents({})", run: () => Popcorn.getTrackEvents({} as never), value: {} },
  { call: "Popcorn.getTrackEvents(proxy)", run: () => Popcorn.getTrackEvents(trap() as never), value: trap() },
  { call: 'Popcorn.getTrackEvent({}, "kept")', run: () => Popcorn.getTrackEvent({} as never, "kept"), value: {} },
  {
    call: 'Popcorn.removeTrackEvent(proxy, "kept")',
    run: () => Popcorn.removeTrackEvent(trap() as never, "kept"),
    value: trap(),
  },
  { call: "Popcorn.getLastTrackEventId(null)", run: () => Popcorn.getLastTrackEventId(null as never), value: null },
  { call: 'Popcorn.enable({}, "footnote")', run: () => Popcorn.enable({} as never, "footnote"), value: {} },
  {
    call: 'Popcorn.disable(proxy, "footnote")',
    run: () => Popcorn.disable(trap() as never, "footnote"),
    value: trap(),
  },
  { call: "Popcorn.destroy({})", run: () => Popcorn.destroy({} as never), value: {} },

  // Object helpers
  { call: "Popcorn.extend({}, proxy)", run: () => Popcorn.extend({}, trap()), value: trap(), cause: true },
  { call: "Popcorn.extend({}, { get a() })", run: () => Popcorn.extend({}, throwing("a")), value: {}, cause: true },
  { call: "Popcorn.extend(proxy, { a: 1 })", run: () => Popcorn.extend(trap(), { a: 1 }), value: trap(), cause: true },
  { call: "Popcorn.extend(frozen, { a: 1 })", run: () => Popcorn.extend(Object.freeze({}), { a: 1 }), value: {} },
  { call: "Popcorn.extend(null, { a: 1 })", run: () => Popcorn.extend(null as never, { a: 1 }), value: null },
  { call: "Popcorn.forEach(proxy, fn)", run: () => Popcorn.forEach(trap(), () => {}), value: trap(), cause: true },
  {
    call: "Popcorn.forEach({ get a() }, fn)",
    run: () => Popcorn.forEach(throwing("a"), () => {}),
    value: {},
    cause: true,
  },
  { call: "Popcorn.sizeOf(proxy)", run: () => Popcorn.sizeOf(trap()), value: trap(), cause: true },
  { call: "Popcorn.guid(Symbol())", run: () => Popcorn.guid(Symbol("prefix") as never), value: Symbol("prefix") },
  { call: "Popcorn.guid(proxy)", run: () => Popcorn.guid(trap() as never), value: trap(), cause: true },
  {
    call: "Popcorn.guid({ toString() })",
    run: () => Popcorn.guid(unprintable as never),
    value: unprintable,
    cause: true,
  },
  { call: "Popcorn.isArray(revoked proxy)", run: () => Popcorn.isArray(revoked()), value: {} },
  { call: "Popcorn.position(proxy)", run: () => Popcorn.position(trap() as never), value: trap(), cause: true },
  {
    call: "Popcorn.position({ parentNode, get getBoundingClientRect() })",
    run: () => Popcorn.position(throwing("getBoundingClientRect", { parentNode: {} }) as never),
    value: { parentNode: {} },
    cause: true,
  },
  { call: "Popcorn.error(proxy)", run: () => Popcorn.error(trap() as never), value: trap(), cause: true },
  { call: "Popcorn.util.toSeconds(proxy)", run: () => Popcorn.util.toSeconds(trap() as never), value: trap() },

  // The network statics (they reject)
  { call: "Popcorn.xhr(proxy)", run: () => Popcorn.xhr(trap() as never), value: trap(), cause: true },
  { call: "Popcorn.xhr({ get url() })", run: () => Popcorn.xhr(throwing("url") as never), value: {}, cause: true },
  {
    call: "Popcorn.xhr({ url, dataType: { toString() } })",
    run: () => Popcorn.xhr({ url: "/data.json", dataType: unprintable as never }),
    value: unprintable,
    cause: true,
  },
  {
    call: "Popcorn.xhr({ url, type: { toString() } })",
    run: () => Popcorn.xhr({ url: "/data.json", type: unprintable as never }),
    value: unprintable,
    cause: true,
  },
  {
    call: "Popcorn.xhr({ url, signal: { get addEventListener() } })",
    run: () => Popcorn.xhr({ url: "/data.json", signal: throwing("addEventListener") as never }),
    value: {},
    cause: true,
  },
  {
    call: 'Popcorn.getJSONP("/api", fn, proxy)',
    run: () => Popcorn.getJSONP("/api", () => {}, trap() as never),
    value: trap(),
    cause: true,
  },
  {
    call: 'Popcorn.getScript("/widget.js", fn, proxy)',
    run: () => Popcorn.getScript("/widget.js", () => {}, trap() as never),
    value: trap(),
    cause: true,
  },
  {
    call: 'Popcorn.xhr.getScript("/widget.js", fn, { get timeout() })',
    run: () => Popcorn.xhr.getScript("/widget.js", () => {}, throwing("timeout") as never),
    value: {},
    cause: true,
  },

  // Instance methods
  { call: "media.playbackRate(1e308)", run: () => media.playbackRate(1e308), value: 1e308 },
  { call: "media.playbackRate(100)", run: () => media.playbackRate(100), value: 100 },
  { call: "media.playbackRate(0.01)", run: () => media.playbackRate(0.01), value: 0.01 },
  { call: "media.preload(proxy)", run: () => media.preload(trap() as never), value: trap(), cause: true },
  { call: "media.preload(Symbol())", run: () => media.preload(Symbol("auto") as never), value: Symbol("auto") },
  {
    call: "media.preload({ toString() })",
    run: () => media.preload(unprintable as never),
    value: unprintable,
    cause: true,
  },
  { call: "pop.unlisten(proxy)", run: () => pop.unlisten(trap() as never), value: trap(), cause: true },
  { call: "pop.off({ toString() })", run: () => pop.off(unprintable as never), value: unprintable, cause: true },
  { call: "pop.parseSRT(proxy)", run: () => pop.parseSRT(trap() as never), value: trap(), cause: true },
  { call: "pop.parseSRT({ get text() })", run: () => pop.parseSRT(throwing("text") as never), value: {}, cause: true },
  {
    call: "pop.parseJSON({ text }, proxy)",
    run: () => pop.parseJSON({ text: '{"data":[]}' }, trap()),
    value: trap(),
    cause: true,
  },
  {
    call: "pop.data.trackEvents.where(proxy)",
    run: () => pop.data.trackEvents.where(trap()),
    value: trap(),
    cause: true,
  },
  { call: "pop.exec(proxy, fn)", run: () => pop.exec(trap() as never, () => {}), value: trap() },
  { call: "pop.listen(proxy, fn)", run: () => pop.listen(trap() as never, () => {}), value: trap() },
  { call: "pop.currentTime(proxy)", run: () => pop.currentTime(trap() as never), value: trap() },
  { call: "pop.enable(proxy)", run: () => pop.enable(trap() as never), value: trap() },
  { call: "pop.removeTrackEvent(proxy)", run: () => pop.removeTrackEvent(trap() as never), value: trap() },
  { call: "pop.toggle(proxy)", run: () => pop.toggle(trap() as never), value: trap() },
  { call: 'pop.listen("play", proxy)', run: () => pop.listen("play", trap() as never), value: trap() },
  { call: "Popcorn.locale.set(proxy)", run: () => Popcorn.locale.set(trap() as never), value: trap() },

  // The package's own exports for builds
  {
    call: 'registerKitPlugin("h11", proxy, fn)',
    run: () => registerKitPlugin("h11", trap() as never, () => ({})),
    value: trap(),
    cause: true,
  },
  {
    call: "installRetired(proxy of a list)",
    run: () => installRetired(trap([]) as never),
    value: trap([]),
    cause: true,
  },
  {
    call: 'installRetired([{ name: "then" }])',
    run: () => installRetired([{ name: "then", replacement: "" }]),
    value: "then",
  },
  {
    call: "installCatalogue(proxy of a list)",
    run: () => installCatalogue(trap([]) as never),
    value: trap([]),
    cause: true,
  },
];

type Outcome =
  | { kind: "refused" }
  | { kind: "raw"; error: unknown }
  | { kind: "accepted" }
  | { kind: "unnamed"; message: string };

/** Runs a row and sorts what came out: a `PopcornError` naming the value, a raw error, or no refusal at all. */
async function outcomeOf(row: Row): Promise<Outcome> {
  let thrown: unknown;
  try {
    await row.run();
    return { kind: "accepted" };
  } catch (error) {
    thrown = error;
  }
  if (!(thrown instanceof PopcornError)) return { kind: "raw", error: thrown };
  if (!thrown.message.includes(describeValue(row.value))) return { kind: "unnamed", message: thrown.message };
  return { kind: "refused" };
}

/** The causes of an error, outermost first. */
function causes(error: unknown): unknown[] {
  const found: unknown[] = [];
  for (let at = (error as Error)?.cause; at !== undefined && found.length < 5; at = (at as Error)?.cause)
    found.push(at);
  return found;
}

/** What must still hold after any refusal: the instances work, nothing they had is lost, nothing inherits a change. */
function expectAllWell(): void {
  expect(pop.isDestroyed).toBe(false);
  expect(pop.getTrackEvent("kept")).toMatchObject({ text: "kept", start: 0, end: 10 });
  expect("then" in pop).toBe(false);
  expect("then" in Popcorn).toBe(false);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(typeof pop.footnote).toBe("function");
  expect(typeof pop.play).toBe("function");
  expect(typeof pop.twitter).toBe("function");
  expect(typeof pop.parseJSON).toBe("function");
  expect(typeof Popcorn.call).toBe("function");
  expect(media.playbackRate()).toBe(1);
  expect(media.preload()).toBe("auto");
}

beforeAll(() => {
  document.body.innerHTML = '<div id="stage"></div><div id="notes"></div>';
  const player = createVirtualPlayer({ duration: 60 });
  pop = Popcorn(player, { ticker: "manual" });
  media = Popcorn(chromiumVideo(), { ticker: "manual" });
  media.preload("auto");
  other = Popcorn(createVirtualPlayer(), { ticker: "manual", defaults: { footnote: trap() } });
  Popcorn.plugin("custom", { start() {}, end() {} });
  Popcorn.parser("parseCSV", () => ({ data: [] }));
  Popcorn.player("slides", { _canPlayType: () => true });
  pop.footnote("kept", { start: 0, end: 10, text: "kept", target: "notes" });
  for (const instance of [pop, media, other]) instance.kit.on("error", (event) => reported.push(event));
});

afterAll(() => {
  for (const instance of Popcorn.instances.slice()) instance.destroy();
  document.body.innerHTML = "";
});

describe("hostile input to the Popcorn 1.x API", () => {
  it("lists more than 68 calls", () => {
    expect(rows.length).toBeGreaterThan(68);
    expect(new Set(rows.map((row) => row.call)).size).toBe(rows.length);
  });

  it.each(rows)("$call is refused with a PopcornError naming the value", async (row) => {
    let thrown: unknown;
    try {
      await row.run();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PopcornError);
    expect((thrown as Error).message).toContain(describeValue(row.value));
    if (row.cause) expect(causes(thrown)).toContain(boom);
    expectAllWell();
  });

  it("no call of the table lets a raw error out, and each refuses", async () => {
    const raw: string[] = [];
    const accepted: string[] = [];
    const unnamed: string[] = [];
    for (const row of rows) {
      const outcome = await outcomeOf(row);
      if (outcome.kind === "raw") raw.push(`${row.call}: ${String(outcome.error)}`);
      if (outcome.kind === "accepted") accepted.push(row.call);
      if (outcome.kind === "unnamed") unnamed.push(`${row.call}: ${outcome.message}`);
    }
    const report = [
      `${raw.length} raw errors:`,
      ...raw,
      `${accepted.length} not refused:`,
      ...accepted,
      `${unnamed.length} refused without naming the value:`,
      ...unnamed,
    ].join("\n");
    expect({ raw: raw.length, accepted: accepted.length, unnamed: unnamed.length }, report).toEqual({
      raw: 0,
      accepted: 0,
      unnamed: 0,
    });
    expect(reported).toEqual([]);
  });

  it("leaves the instances working: they add, list, play to and remove events", async () => {
    const started: string[] = [];
    pop.listen("trackstart", (event: { id: string }) => started.push(event.id));
    pop.footnote("after", { start: 1, end: 2, text: "after", target: "notes" });
    pop.currentTime(1.5);
    pop.kit.tick();
    expect(started).toContain("after");
    expect(pop.getTrackEvents().map((event) => event.id)).toEqual(expect.arrayContaining(["kept", "after"]));
    pop.removeTrackEvent("after");
    expect(pop.getTrackEvent("after")).toBeUndefined();
    expect(media.playbackRate(2).playbackRate()).toBe(2);
    expect(await Promise.resolve(pop)).toBe(pop);
  });
});
