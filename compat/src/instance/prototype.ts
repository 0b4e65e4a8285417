import { pluginOfKitType } from "../plugin/registry.js";
import { invalid } from "../util/invalid.js";
import { assign, isObject } from "../util/objects.js";
import { guard } from "../util/safely.js";
import { exec } from "./cue.js";
import { listen, releaseListeners, trigger, unlisten } from "./events.js";
import { mediaMethods } from "./media.js";
import { type InstanceState, peekState, stateOf } from "./state.js";
import { removeEvent, removePluginEvents, setEnabled, trackEventOf } from "./trackEvents.js";
import type { PopcornInstance, PopcornTrackEvent } from "./types.js";

/** Every track event in start order: the kit's timeline, then the empty cues that have no time yet. */
export function trackEventsOf(state: InstanceState): PopcornTrackEvent[] {
  const events = state.kit.getTrackEvents().map((view) => trackEventOf(state, view));
  for (const event of state.events.values()) if (event.start < 0) events.push(event);
  return events;
}

/** Called when an instance is destroyed: what removes it from `Popcorn.instances`. */
export const onDestroy: { forget: (instance: PopcornInstance) => void } = { forget: () => {} };

/**
 * `Popcorn.p`: the prototype of every instance. A method added to it (`Popcorn.p.myMethod = function () {}`)
 * is a method of every instance, as in Popcorn 1.x.
 */
export const prototype = {
  ...mediaMethods,
  exec,
  cue: exec,
  listen,
  on: listen,
  unlisten,
  off: unlisten,
  trigger,
  emit: trigger,

  enable(this: PopcornInstance, plugin: string) {
    setEnabled(this, plugin, true);
    return this;
  },
  disable(this: PopcornInstance, plugin: string) {
    setEnabled(this, plugin, false);
    return this;
  },
  toggle(this: PopcornInstance, plugin: string) {
    setEnabled(this, plugin, Boolean(this.data.disabled[plugin]));
    return this;
  },
  defaults(this: PopcornInstance, plugin: unknown, options?: Record<string, unknown>) {
    stateOf(this);
    if (Array.isArray(plugin)) {
      for (const entry of plugin) {
        if (isObject(entry))
          for (const [name, value] of Object.entries(entry)) this.defaults(name, value as Record<string, unknown>);
      }
      return this;
    }
    if (typeof plugin !== "string" || plugin === "" || isInheritedName(plugin))
      throw invalid("defaults() plugin", plugin, "a plugin name");
    if (!isObject(options)) {
      throw invalid(`defaults("${plugin}") options`, options, "an object of options");
    }
    this.options.defaults ??= {};
    this.options.defaults[plugin] = assign(this.options.defaults[plugin] ?? {}, options);
    return this;
  },

  getTrackEvents(this: PopcornInstance) {
    return trackEventsOf(stateOf(this));
  },
  getTrackEvent(this: PopcornInstance, id: string) {
    const state = stateOf(this);
    if (typeof id !== "string") return undefined;
    const view = state.kit.getTrackEvent(id);
    return view ? trackEventOf(state, view) : state.events.get(id);
  },
  removeTrackEvent(this: PopcornInstance, id: string) {
    const state = stateOf(this);
    if (typeof id !== "string") throw invalid("removeTrackEvent() id", id, "a track event id");
    removeEvent(state, id);
    return this;
  },
  getLastTrackEventId(this: PopcornInstance) {
    stateOf(this);
    return this.data.history[this.data.history.length - 1];
  },
  removePlugin(this: PopcornInstance, name: string) {
    removePluginEvents(this, name);
    return this;
  },

  /** Runs one update of the timeline now, at the media's time (Popcorn 1.x's `timeUpdate`; the kit's `tick`). */
  timeUpdate(this: PopcornInstance) {
    stateOf(this).kit.tick();
    return this;
  },

  destroy(this: PopcornInstance) {
    const state = peekState(this);
    if (!state || state.kit.destroyed) return this;
    releaseListeners(this, state);
    state.kit.destroy();
    for (const release of state.release) release();
    state.events.clear();
    onDestroy.forget(this);
    return this;
  },
} satisfies Record<string, (this: PopcornInstance, ...args: any[]) => unknown>;

/**
 * Every method is a public call: what the page gave it is read behind a guard. On a destroyed instance, which 1.x
 * pages still call (`p.off(...)` in a listener that destroyed it), each is harmless: a media getter reads the
 * media, `getTrackEvents()` is empty, the other getters find nothing, and the rest do nothing and return it.
 */
for (const [name, method] of Object.entries(prototype)) {
  const guarded = guard(name, method as (...args: unknown[]) => unknown);
  (prototype as Record<string, unknown>)[name] = function (this: PopcornInstance, ...args: unknown[]) {
    const state = peekState(this);
    if (!state?.kit.destroyed) return guarded.apply(this, args);
    const { media } = state;
    if (args.length === 0 && name in media && typeof media[name] !== "function") return media[name];
    return name === "getTrackEvents" ? [] : name.startsWith("get") ? undefined : this;
  };
}

// Popcorn 1.x warned once, in every build, on the first call of each method it had renamed.
for (const [old, now] of Object.entries({ listen: "on", unlisten: "off", trigger: "emit", exec: "cue" })) {
  const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[old]!;
  (prototype as Record<string, unknown>)[old] = function (this: PopcornInstance, ...args: unknown[]) {
    (prototype as Record<string, unknown>)[old] = original;
    console.warn?.(`[popcorn-kit] Deprecated method '${old}', use '${now}' instead.`);
    return original.apply(this, args);
  };
}

// With the instance's own fields, and the media's names by its element (`p.video`, `p.audio`).
const OWN_NAMES = [
  ...Object.keys(prototype),
  "media",
  "data",
  "options",
  "id",
  "isDestroyed",
  "kit",
  "error",
  "video",
  "audio",
].map((name) => name.toLowerCase());

/**
 * Names every object inherits (`toString`, `constructor`, `__proto__`...), `prototype`, and `then`, which would
 * make every instance a thenable (`await pop` would call it).
 */
const INHERITED = new Set([...Object.getOwnPropertyNames(Object.prototype), "prototype", "then"]);

/** What a plugin's or a parser's name may be, in words: the refusal of a name an instance already has. */
export const TAKEN_NAME =
  "a name that is not a method of the instance (its own, a plugin's or a parser's) nor one every object inherits (toString, then...)";

/** Whether a method or plugin default under this name would shadow what every object inherits, or make instances thenable. */
export function isInheritedName(name: string): boolean {
  return INHERITED.has(name);
}

/** Names no plugin may take: the instance's own methods and fields (`Popcorn.protect.natives`). */
export function protectedNames(): string[] {
  return OWN_NAMES.slice();
}

/** The Popcorn name of a kit event type (for events the kit added itself). */
export function popcornName(type: string): string {
  return pluginOfKitType(type)?.name ?? type;
}
