import { pluginNamed, pluginOfKitType } from "../plugin/registry.js";
import { extend } from "../util/objects.js";
import { refusal } from "@popcorn-kit/core/adapter";
import { exec } from "./cue.js";
import { listen, releaseListeners, trigger, unlisten } from "./events.js";
import { mediaMethods } from "./media.js";
import { type InstanceState, peekState, stateOf } from "./state.js";
import { removeEvent, trackEventOf } from "./trackEvents.js";
import type { PopcornInstance, PopcornTrackEvent } from "./types.js";

/** The kit's type of a plugin named the Popcorn way (`tagthisperson` is the kit's `persontag`). */
function kitType(name: unknown, call: string): string {
  if (typeof name !== "string" || name === "")
    throw refusal("INVALID_OPTION", `${call}() plugin`, name, "a plugin name");
  return pluginNamed(name)?.kit.name ?? name;
}

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
    const state = stateOf(this);
    state.kit.enable(kitType(plugin, "enable"));
    delete this.data.disabled[plugin];
    return this;
  },
  disable(this: PopcornInstance, plugin: string) {
    const state = stateOf(this);
    state.kit.disable(kitType(plugin, "disable"));
    this.data.disabled[plugin] = true;
    return this;
  },
  toggle(this: PopcornInstance, plugin: string) {
    const state = stateOf(this);
    return state.kit.isEnabled(kitType(plugin, "toggle")) ? this.disable(plugin) : this.enable(plugin);
  },
  defaults(this: PopcornInstance, plugin: unknown, options?: Record<string, unknown>) {
    stateOf(this);
    if (Array.isArray(plugin)) {
      for (const entry of plugin) {
        if (entry && typeof entry === "object")
          for (const [name, value] of Object.entries(entry)) this.defaults(name, value as Record<string, unknown>);
      }
      return this;
    }
    if (typeof plugin !== "string" || plugin === "")
      throw refusal("INVALID_OPTION", "defaults() plugin", plugin, "a plugin name");
    if (options === null || typeof options !== "object") {
      throw refusal("INVALID_OPTION", `defaults("${plugin}") options`, options, "an object of options");
    }
    this.options.defaults ??= {};
    this.options.defaults[plugin] = extend(this.options.defaults[plugin] ?? {}, options);
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
    if (typeof id !== "string") throw refusal("INVALID_OPTION", "removeTrackEvent() id", id, "a track event id");
    removeEvent(state, id);
    return this;
  },
  getLastTrackEventId(this: PopcornInstance) {
    stateOf(this);
    return this.data.history[this.data.history.length - 1];
  },
  removePlugin(this: PopcornInstance, name: string) {
    const state = stateOf(this);
    const type = kitType(name, "removePlugin");
    state.kit.remove({ type });
    for (const [id, event] of state.events) if (event._natives.type === name) state.events.delete(id);
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

const OWN_NAMES = [...Object.keys(prototype), "media", "data", "options", "id", "isDestroyed", "kit"].map((name) =>
  name.toLowerCase(),
);

/** Names no plugin may take: the instance's own methods and fields (`Popcorn.protect.natives`). */
export function protectedNames(): string[] {
  return OWN_NAMES.slice();
}

/** The Popcorn name of a kit event type (for events the kit added itself). */
export function popcornName(type: string): string {
  return pluginOfKitType(type)?.name ?? type;
}
