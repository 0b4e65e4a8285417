// Popcorn 1.x's hooks of one event of a `Popcorn.plugin` plugin, and where they stand: set up, started, ended, torn
// down. The kit dispatches its plugin's hooks; these run the definition's and its effects' with the instance as
// `this`, and run at once what a command made due inside a dispatch (see `catchUp`), as 1.x did.
import { whileStartingAt } from "../instance/state.js";
import type { PopcornInstance, PopcornListenerFn, PopcornTrackEvent } from "../instance/types.js";
import { type Composition, effectsOf } from "./compose.js";
import { type Bound, type PopcornPluginDefinition, emitLifecycle } from "./lifecycle.js";

/** The hooks a definition may have. */
export const HOOKS = ["_setup", "start", "end", "frame", "_update", "_teardown"] as const;
/** A definition's keys that are not listeners (see `setupEvent`): its hooks, and what 1.x left out. */
const NOT_LISTENERS = new Set<string>([...HOOKS, "type", "manifest", "toString"]);

/** One event's hooks and where they stand: what the kit's hooks of its plugin call. */
export interface EventHooks {
  natives: PopcornPluginDefinition;
  effects: Composition[];
  /** True from its start hook to its end hook. */
  running: boolean;
  /** True once its teardown ran. */
  tornDown: boolean;
  /** Starts and ends already run for transitions the kit dispatches later (see `catchUp`), oldest first. */
  early: ("start" | "end")[];
  /** What the definition's other functions listen to (see `setupEvent`). */
  listeners: [string, PopcornListenerFn][];
}

/** Each event's hooks, from its setup. */
export const hooksOf = new WeakMap<PopcornTrackEvent, EventHooks>();

type Hook = "_setup" | "start" | "end" | "frame" | "_teardown";

/**
 * Calls `hook` of the event's definition, then of its effects, with the instance as `this`. What one throws is
 * the instance's `error` event (Popcorn 1.x's `pluginerror`), and the next runs.
 */
export function fire({ instance, event }: Bound, hooks: EventHooks, hook: Hook, ...args: unknown[]): void {
  for (const source of [hooks.natives, ...hooks.effects]) {
    const fn = source[hook] as ((...args: unknown[]) => void) | undefined;
    try {
      fn?.apply(instance, args);
    } catch (error) {
      if (instance.kit.destroyed) throw error;
      instance.kit.emit("error", {
        error,
        phase: hook.replace("_", ""),
        plugin: event._natives.type,
        eventId: event.id,
      });
    }
  }
}

/** Runs the event's `start` hooks, `currentTime()` reading at least its start (see `whileStartingAt`). */
export function runStart(bound: Bound, hooks: EventHooks): void {
  hooks.running = true;
  whileStartingAt(bound.instance, bound.event.start, () => fire(bound, hooks, "start", null, bound.event));
}

/** Runs the event's `end` hooks. */
export function runEnd(bound: Bound, hooks: EventHooks): void {
  hooks.running = false;
  const { instance, event } = bound;
  // Ended by playback reaching its end, `currentTime()` reads at least that end, as in 1.x (see `timeFloor`).
  const reached = !instance.kit.destroyed && instance.kit.progress(event.id) >= 1;
  whileStartingAt(instance, reached ? event.end : Number.NEGATIVE_INFINITY, () =>
    fire(bound, hooks, "end", null, event),
  );
}

/**
 * Sets an event up with `natives`, the hooks of its plugin `name`: its `_setup` then its effects', and
 * `tracksetup`. As in 1.x, the definition's other functions (`timeupdate`, `in`...) listen to the instance's
 * events of their names until the event's teardown.
 */
export function setupEvent(
  name: string,
  bound: Bound,
  natives: PopcornPluginDefinition,
  early: EventHooks["early"],
): EventHooks {
  const { instance, event } = bound;
  const hooks: EventHooks = {
    natives,
    effects: effectsOf(event),
    running: false,
    tornDown: false,
    early,
    listeners: [],
  };
  hooksOf.set(event, hooks);
  event._natives = { ...natives, type: name, plugin: name, manifest: event._natives.manifest };
  // A definition's own `toString` names its events (what editors showed on the timeline).
  if (Object.hasOwn(natives, "toString") && typeof natives.toString === "function") {
    const describe = natives.toString;
    event.toString = () => describe.call(event);
  }
  fire(bound, hooks, "_setup", event);
  for (const [type, fn] of Object.entries(natives)) {
    if (typeof fn !== "function" || NOT_LISTENERS.has(type)) continue;
    instance.on(type, fn as PopcornListenerFn);
    hooks.listeners.push([type, fn as PopcornListenerFn]);
  }
  emitLifecycle(bound, "tracksetup");
  return hooks;
}

/** Runs the event's `_teardown` hooks, once, and lets go of its listeners. */
export function runTeardown(bound: Bound, hooks: EventHooks): void {
  if (hooks.tornDown) return;
  hooks.tornDown = true;
  // `destroy()` released every listener first.
  if (!bound.instance.kit.destroyed) for (const [type, fn] of hooks.listeners) bound.instance.off(type, fn);
  fire(bound, hooks, "_teardown", bound.event);
  emitLifecycle(bound, "trackteardown");
}

/**
 * Runs at once what a command (remove, disable, enable) made due for an event of a `Popcorn.plugin` plugin: its
 * `end` or `start`, and on removal its `_teardown`. Inside a dispatch (a cue's function, a hook) the kit runs
 * them once the running one returns, where Popcorn 1.x ran them before the command returned; the kit's own
 * dispatch of each then finds it done.
 */
export function catchUp(instance: PopcornInstance, event: PopcornTrackEvent): void {
  const hooks = hooksOf.get(event);
  if (!hooks || hooks.tornDown) return;
  const bound = { instance, event };
  const gone = !instance.kit.getTrackEvent(event.id);
  const active = !gone && instance.kit.isActive(event.id);
  if (hooks.running !== active) {
    hooks.early.push(active ? "start" : "end");
    (active ? runStart : runEnd)(bound, hooks);
  }
  if (gone) runTeardown(bound, hooks);
}
