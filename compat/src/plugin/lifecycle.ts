import type { PluginContext, PluginDefinition } from "@popcorn-kit/core";
import { instanceOfKit, peekState, whileStartingAt } from "../instance/state.js";
import type { PopcornInstance, PopcornTrackEvent } from "../instance/types.js";
import { type Composition, effectsOf } from "./compose.js";

/** Popcorn's hooks for one event: what `_setup` to `_teardown` call, `this` being the instance. */
export interface Natives {
  _setup?: (this: PopcornInstance, options: PopcornTrackEvent) => void;
  start?: (this: PopcornInstance, event: unknown, options: PopcornTrackEvent) => void;
  end?: (this: PopcornInstance, event: unknown, options: PopcornTrackEvent) => void;
  frame?: (this: PopcornInstance, event: unknown, options: PopcornTrackEvent, time: number) => void;
  _update?: (this: PopcornInstance, options: PopcornTrackEvent, changes: Record<string, unknown>) => void;
  _teardown?: (this: PopcornInstance, options: PopcornTrackEvent) => void;
}

/** The instance and Popcorn's track event behind a kit hook's context. */
export interface Bound {
  instance: PopcornInstance;
  event: PopcornTrackEvent;
}

/** Finds the compat instance and track event of a kit hook's context (none for a kit instance of its own). */
export function bind(ctx: PluginContext<any>): Bound | undefined {
  const instance = instanceOfKit(ctx.popcorn);
  const event = instance && peekState(instance)?.events.get(ctx.event.id);
  return instance && event ? { instance, event } : undefined;
}

/** Emits `tracksetup` or `trackteardown` as Popcorn 1.x did: the event's options, `plugin`, `type`, `track`. */
export function emitLifecycle(bound: Bound, type: "tracksetup" | "trackteardown"): void {
  const { instance, event } = bound;
  // `destroy()` tears every event down after releasing the listeners: there is no one left to tell.
  if (instance.kit.destroyed) return;
  instance.kit.emit(type, { ...event, plugin: event._natives.type, type, track: event });
}

function runEffects(effects: Composition[] | undefined, run: (effect: Composition) => void): void {
  if (effects) for (const effect of effects) run(effect);
}

/**
 * A catalogue plugin as the compat layer runs it: the same plugin (its own hooks first), which also emits
 * `tracksetup` and `trackteardown` and runs the effects (`Popcorn.compose`) the event names.
 */
export function withLifecycle<O>(plugin: PluginDefinition<any, O>): PluginDefinition<any, O> {
  const effects = new WeakMap<object, Composition[]>();
  const call = (ctx: PluginContext<O>, hook: "start" | "end", bound: Bound | undefined) => {
    if (bound) runEffects(effects.get(ctx.data), (effect) => effect[hook]?.call(bound.instance, null, bound.event));
  };
  return {
    ...plugin,
    setup(ctx) {
      const cleanup = plugin.setup?.(ctx);
      const bound = bind(ctx);
      if (bound) {
        const named = effectsOf(bound.event);
        if (named.length > 0) effects.set(ctx.data, named);
        runEffects(named, (effect) => effect._setup?.call(bound.instance, bound.event));
        emitLifecycle(bound, "tracksetup");
      }
      return cleanup;
    },
    start(ctx) {
      const bound = bind(ctx);
      const run = () => {
        plugin.start?.(ctx);
        call(ctx, "start", bound);
      };
      if (bound) whileStartingAt(bound.instance, bound.event.start, run);
      else run();
    },
    end(ctx) {
      plugin.end?.(ctx);
      call(ctx, "end", bind(ctx));
    },
    teardown(ctx) {
      plugin.teardown?.(ctx);
      const bound = bind(ctx);
      if (bound) {
        runEffects(effects.get(ctx.data), (effect) => effect._teardown?.call(bound.instance, bound.event));
        emitLifecycle(bound, "trackteardown");
      }
    },
  };
}

/** A plugin as `Popcorn.plugin` takes it: hooks and an optional manifest. */
export interface PopcornPluginDefinition extends Natives {
  manifest?: PopcornManifest;
  toString?: () => string;
  [other: string]: unknown;
}

/** Popcorn 1.x's manifest: `about`, and per option its form element, type, label and default. */
export interface PopcornManifest {
  about?: Record<string, unknown>;
  options?: Record<string, unknown>;
  [other: string]: unknown;
}
