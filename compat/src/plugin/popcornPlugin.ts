import {
  type Manifest,
  type OptionSpec,
  type PluginContext,
  type PluginDefinition,
  definePlugin,
} from "@popcorn-kit/core";
import { whileStartingAt } from "../instance/state.js";
import type { PopcornInstance, PopcornTrackEvent } from "../instance/types.js";
import { type Composition, effectsOf } from "./compose.js";
import { type Bound, type Natives, bind, emitLifecycle } from "./lifecycle.js";
import { functionsIn, invalid } from "../util/invalid.js";
import { isObject } from "../util/objects.js";

/** A plugin as `Popcorn.plugin` takes it: hooks and an optional manifest. */
export interface PopcornPluginDefinition extends Natives {
  manifest?: PopcornManifest;
  toString?: () => string;
  [other: string]: unknown;
}

/** The function form: called for each track event (`this` is the instance) and returns its hooks. */
export type PopcornPluginFactory = (this: PopcornInstance, options: PopcornTrackEvent) => PopcornPluginDefinition;

/** Popcorn 1.x's manifest: `about`, and per option its form element, type, label and default. */
export interface PopcornManifest {
  about?: Record<string, unknown>;
  options?: Record<string, unknown>;
  [other: string]: unknown;
}

const HOOKS = ["_setup", "start", "end", "frame", "_update", "_teardown"] as const;
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
  functionsIn(definition, HOOKS, `Popcorn.plugin("${name}") hook`);
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
    plugin = makeKitPlugin(name, kitManifest(name, manifest));
    kitPlugins.set(name, plugin);
  }
  return plugin;
}

interface EventHooks {
  natives: PopcornPluginDefinition;
  effects: Composition[];
}

const hooksOf = new WeakMap<object, EventHooks>();
/** Popcorn options of an update in progress, by track event, for `_update`. */
const staged = new WeakMap<PopcornTrackEvent, Record<string, unknown>>();

/** Options an update brings, set by the instance just before it updates the kit's event. */
export function stageChanges(event: PopcornTrackEvent, changes: Record<string, unknown>): void {
  staged.set(event, changes);
}

function resolve(name: string, bound: Bound): PopcornPluginDefinition {
  const definition = current.get(name) ?? {};
  const natives = typeof definition === "function" ? definition.call(bound.instance, bound.event) : definition;
  if (!isObject(natives)) {
    throw invalid(`Popcorn.plugin("${name}") function returned`, natives, "an object of hooks");
  }
  checkDefinition(name, natives);
  return natives;
}

function setupEvent(name: string, ctx: PluginContext, bound: Bound): EventHooks {
  const natives = resolve(name, bound);
  const hooks: EventHooks = { natives, effects: effectsOf(bound.event) };
  hooksOf.set(ctx.data, hooks);
  bound.event._natives = { ...natives, type: name, plugin: name, manifest: natives.manifest };
  // A definition's own `toString` names its events (what editors showed on the timeline).
  if (Object.hasOwn(natives, "toString") && typeof natives.toString === "function") {
    const describe = natives.toString;
    Object.defineProperty(bound.event, "toString", {
      value: () => describe.call(bound.event),
      configurable: true,
      writable: true,
    });
  }
  natives._setup?.call(bound.instance, bound.event);
  for (const effect of hooks.effects) effect._setup?.call(bound.instance, bound.event);
  emitLifecycle(bound, "tracksetup");
  return hooks;
}

function teardownEvent(hooks: EventHooks, bound: Bound): void {
  hooks.natives._teardown?.call(bound.instance, bound.event);
  for (const effect of hooks.effects) effect._teardown?.call(bound.instance, bound.event);
  emitLifecycle(bound, "trackteardown");
}

function makeKitPlugin(name: string, manifest: Manifest): PluginDefinition {
  const run = (ctx: PluginContext, each: (hooks: EventHooks, bound: Bound) => void) => {
    const bound = bind(ctx);
    const hooks = hooksOf.get(ctx.data);
    if (bound && hooks) each(hooks, bound);
  };
  return definePlugin({
    name,
    manifest,
    setup(ctx) {
      const bound = bind(ctx);
      if (bound) setupEvent(name, ctx, bound);
    },
    start(ctx) {
      run(ctx, ({ natives, effects }, { instance, event }) =>
        whileStartingAt(instance, event.start, () => {
          natives.start?.call(instance, null, event);
          for (const effect of effects) effect.start?.call(instance, null, event);
        }),
      );
    },
    end(ctx) {
      run(ctx, ({ natives, effects }, { instance, event }) => {
        natives.end?.call(instance, null, event);
        for (const effect of effects) effect.end?.call(instance, null, event);
      });
    },
    frame(ctx) {
      run(ctx, ({ natives, effects }, { instance, event }) => {
        const time = instance.kit.currentTime;
        natives.frame?.call(instance, null, event, time);
        for (const effect of effects) effect.frame?.call(instance, null, event, time);
      });
    },
    update(ctx) {
      run(ctx, (hooks, bound) => {
        const changes = staged.get(bound.event) ?? {};
        staged.delete(bound.event);
        if (hooks.natives._update) {
          hooks.natives._update.call(bound.instance, bound.event, changes);
          return;
        }
        // Without `_update`, Popcorn 1.x tore the event down and set it up again with the merged options.
        const active = ctx.active;
        if (active) hooks.natives.end?.call(bound.instance, null, bound.event);
        teardownEvent(hooks, bound);
        const fresh = setupEvent(name, ctx, bound);
        if (active) fresh.natives.start?.call(bound.instance, null, bound.event);
      });
    },
    teardown(ctx) {
      run(ctx, teardownEvent);
    },
  });
}
