import {
  type Manifest,
  type OptionSpec,
  type PluginContext,
  type PluginDefinition,
  definePlugin,
} from "@popcorn-kit/core";
import type { PopcornInstance, PopcornTrackEvent } from "../instance/types.js";
import { type EventHooks, HOOKS, fire, hooksOf, runEnd, runStart, runTeardown, setupEvent } from "./eventHooks.js";
import { type Bound, type Natives, type PopcornManifest, type PopcornPluginDefinition, bind } from "./lifecycle.js";
import { invalid } from "../util/invalid.js";
import { assign, isObject } from "../util/objects.js";
import { freeKitName, pluginNamed } from "./registry.js";

export type { PopcornManifest, PopcornPluginDefinition } from "./lifecycle.js";

/** The function form: called for each track event (`this` is the instance) and returns its hooks. */
export type PopcornPluginFactory = (this: PopcornInstance, options: PopcornTrackEvent) => PopcornPluginDefinition;

/** Where the current definition of each plugin name is: re-defining a plugin changes what new events run. */
const current = new Map<string, PopcornPluginDefinition | PopcornPluginFactory>();
/** One kit plugin per name, made once: the kit refuses a second definition under a name an instance has. */
const kitPlugins = new Map<string, PluginDefinition>();

/** Checks a definition as `Popcorn.plugin` receives it; a bad one is refused before anything is registered. */
export function checkDefinition(
  name: string,
  definition: unknown,
): asserts definition is PopcornPluginDefinition | PopcornPluginFactory {
  if (typeof definition === "function") return;
  if (!isObject(definition)) {
    throw invalid(`Popcorn.plugin("${name}") definition`, definition, "an object of hooks or a function returning one");
  }
  for (const hook of [...HOOKS, "in", "out"]) {
    const fn = (definition as Record<string, unknown>)[hook];
    if (fn !== undefined && typeof fn !== "function") {
      throw invalid(`Popcorn.plugin("${name}") hook ${hook}`, fn, "a function (a string of code is never evaluated)");
    }
  }
}

/** The kit manifest of a Popcorn 1.x manifest: `about`, and the options whose type the kit checks (URLs). */
export function kitManifest(name: string, manifest: PopcornManifest | undefined): Manifest {
  const options: Record<string, OptionSpec> = {};
  const given = manifest?.options;
  if (isObject(given)) {
    for (const [key, spec] of Object.entries(given)) {
      if (!isObject(spec)) continue;
      const { type, label } = spec as { type?: unknown; label?: unknown };
      // A URL option is checked as every URL in the kit: `javascript:` and other schemes are refused.
      if (type === "url") options[key] = { type: "url", label: typeof label === "string" ? label : key };
    }
  }
  const about = isObject(manifest?.about) ? manifest.about : {};
  return { about: { name, ...(about as Record<string, unknown>) }, options } as Manifest;
}

/** Records the definition new events of `name` run, and returns the kit plugin that runs them. */
export function kitPluginFor(
  name: string,
  definition: PopcornPluginDefinition | PopcornPluginFactory,
  manifest: PopcornManifest | undefined,
): PluginDefinition {
  current.set(name, definition);
  let plugin = kitPlugins.get(name);
  if (!plugin) {
    plugin = makeKitPlugin(name, freeKitName(name), kitManifest(name, manifest));
    kitPlugins.set(name, plugin);
  }
  return plugin;
}

/** An update in progress, by track event, for `_update`: the changes given, and their Popcorn options. */
const staged = new WeakMap<PopcornTrackEvent, [Record<string, unknown>, Record<string, unknown>]>();

/** Sets what an update brings (the changes given, and their options), just before the instance updates the kit's event. */
export function stageChanges(
  event: PopcornTrackEvent,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
): void {
  staged.set(event, [changes, options]);
}

/** The hooks of a new event of `name`: the current definition, or what its function form returns for the event. */
function resolve(name: string, bound: Bound): PopcornPluginDefinition {
  const definition = current.get(name) ?? {};
  const natives = typeof definition === "function" ? definition.call(bound.instance, bound.event) : definition;
  if (!isObject(natives)) {
    throw invalid(`Popcorn.plugin("${name}") function returned`, natives, "an object of hooks");
  }
  checkDefinition(name, natives);
  // 1.x's `in` and `out` are `start` and `end` by other names.
  return {
    ...natives,
    start: natives.start ?? (natives.in as Natives["start"]),
    end: natives.end ?? (natives.out as Natives["end"]),
  };
}

/**
 * The kit plugin that runs the events of the plugin `name` (under `kitName`, which no other plugin took). An
 * event whose plugin `Popcorn.removePlugin` forgot is removed, with its `end` and `_teardown`, when playback
 * reaches it, and `destroy()` leaves it be, as in 1.x.
 */
function makeKitPlugin(name: string, kitName: string, manifest: Manifest): PluginDefinition {
  const run = (ctx: PluginContext, each: (bound: Bound, hooks: EventHooks) => void) => {
    const bound = bind(ctx);
    const hooks = bound && hooksOf.get(bound.event);
    if (bound && hooks) each(bound, hooks);
  };
  // An early start or end (see `catchUp`) is the one the kit dispatches now.
  const done = (hooks: EventHooks, hook: "start" | "end") => hooks.early[0] === hook && hooks.early.shift();
  const orphaned = () => pluginNamed(name)?.kit !== plugin;
  const plugin: PluginDefinition = definePlugin({
    name: kitName,
    manifest,
    setup(ctx) {
      const bound = bind(ctx);
      if (bound) setupEvent(name, bound, resolve(name, bound), []);
    },
    start(ctx) {
      run(ctx, (bound, hooks) => {
        if (done(hooks, "start")) return;
        if (orphaned()) bound.instance.removeTrackEvent(bound.event.id);
        else runStart(bound, hooks);
      });
    },
    end(ctx) {
      run(ctx, (bound, hooks) => {
        const left = orphaned();
        if (left && bound.instance.kit.destroyed) return;
        if (!done(hooks, "end") && hooks.running) runEnd(bound, hooks);
        if (left) bound.instance.removeTrackEvent(bound.event.id);
      });
    },
    frame(ctx) {
      run(ctx, (bound, hooks) => {
        if (hooks.running) fire(bound, hooks, "frame", null, bound.event, bound.instance.kit.currentTime);
      });
    },
    update(ctx) {
      run(ctx, (bound, hooks) => {
        const { instance, event } = bound;
        const [changes, options] = staged.get(event) ?? [{}, {}];
        staged.delete(event);
        const was = hooks.running;
        // Leaving the current time, the event ends first; the kit's `end` comes after this hook.
        if (was && !ctx.active) {
          hooks.early.push("end");
          runEnd(bound, hooks);
        }
        let next = hooks;
        if (hooks.natives._update) {
          const definition = current.get(name);
          if (typeof definition === "function") definition.call(instance, event);
          hooks.natives._update.call(instance, event, changes);
          // What the event now holds, once its `_update` saw the old values beside the changes.
          assign(event, options);
        } else {
          // Without `_update`, Popcorn 1.x ended the event, tore it down and set it up again with the merged options.
          if (hooks.running) runEnd(bound, hooks);
          runTeardown(bound, hooks);
          next = setupEvent(name, bound, resolve(name, bound), hooks.early);
        }
        if (ctx.active && !next.running) {
          if (!was) next.early.push("start");
          runStart(bound, next);
        }
      });
    },
    teardown(ctx) {
      run(ctx, (bound, hooks) => {
        if (bound.instance.kit.destroyed && orphaned()) hooks.tornDown = true;
        else runTeardown(bound, hooks);
      });
    },
  });
  return plugin;
}
