import { createInstance, kitSetup } from "./instance/create.js";
import { NATIVE_EVENTS } from "./instance/events.js";
import { positionOf } from "./instance/media.js";
import { onDestroy, protectedNames, prototype, trackEventsOf } from "./instance/prototype.js";
import { peekState, stateOf } from "./instance/state.js";
import type { Player } from "@popcorn-kit/core";
import type {
  CompletePopcornInstance,
  PopcornInstance,
  PopcornOptions,
  PopcornTarget,
  PopcornTrackEvent,
} from "./instance/types.js";
import { compose, compositions } from "./plugin/compose.js";
import { definePopcornPlugin, removePopcornPlugin } from "./plugin/definePopcornPlugin.js";
import { manifests, registry, registryByName } from "./plugin/registry.js";
import { parseMethodFor } from "./instance/parseMethod.js";
import { getJSONP } from "./network/jsonp.js";
import { getScript } from "./network/script.js";
import { xhr } from "./network/xhr.js";
import { defineParser, parserNames } from "./parsers/registry.js";
import type { ParserDefinition } from "./parsers/types.js";
import { createBasePlayer } from "./players/basePlayer.js";
import { type PlayerDefinition, definePlayer } from "./players/definePlayer.js";
import { findElement } from "./util/findElement.js";
import { createLocale } from "./util/locale.js";
import { refusal } from "@popcorn-kit/core/adapter";
import { extend, forEach, guid, nop, sizeOf } from "./util/objects.js";
import { toSeconds } from "./util/time.js";
import { VERSION } from "./version.js";

/** Every instance not yet destroyed, in the order made. */
const instances: PopcornInstance[] = [];
onDestroy.forget = (instance) => {
  const index = instances.indexOf(instance);
  if (index >= 0) instances.splice(index, 1);
};

/** An error a plugin hook threw, as `Popcorn.plugin.errors` keeps it. */
export interface PluginError {
  plugin: string | undefined;
  thrown: unknown;
  source: string;
}

const pluginErrors: PluginError[] = [];

/**
 * Makes a Popcorn instance for a media element (`"#video"`, its id, a selector, the element) or a player
 * (`Popcorn.smart`, `Popcorn.youtube`, a `Popcorn.baseplayer()`), with Popcorn 1.x's API on Popcorn Kit.
 *
 * @example
 * const p = Popcorn("#video");
 * p.footnote({ start: 2, end: 6, text: "Filmed in 1969", target: "notes" }).play();
 */
function Popcorn(target: PopcornTarget, options?: PopcornOptions): PopcornInstance {
  const instance = createInstance(target, options);
  instances.push(instance);
  return instance;
}

function pluginErrorsTo(instance: PopcornInstance): void {
  // Popcorn 1.x's `pluginerror`: a hook that threw, with the list of every such error so far. What no one
  // listens to goes to the console, as the kit reports an error with no `error` listener.
  instance.kit.on("error", (event) => {
    const fromPlugin =
      Boolean(event.plugin) && event.phase !== "listener" && event.phase !== "load" && event.phase !== "player";
    if (fromPlugin) {
      const natives = peekState(instance)?.events.get(event.eventId ?? "")?._natives as
        | Record<string, unknown>
        | undefined;
      const source =
        natives?.[event.phase === "setup" ? "_setup" : event.phase === "teardown" ? "_teardown" : event.phase];
      pluginErrors.push({
        plugin: event.plugin,
        thrown: event.error,
        source: typeof source === "function" ? source.toString() : "",
      });
      instance.kit.emit("pluginerror", pluginErrors);
    }
    const heard =
      (fromPlugin && (instance.data.events.pluginerror?.length ?? 0) > 0) || instance.kit.listenerCount("error") > 1;
    if (!heard) {
      const where = event.eventId ? ` in track event "${event.eventId}"` : "";
      console.error(`[popcorn-kit] ${event.phase} error${where}:`, event.error);
    }
  });
}

/** Keys of the options of `Popcorn.smart`, `Popcorn.youtube`... that are the instance's, not the player's. */
const INSTANCE_OPTIONS = new Set(["id", "frameAnimation", "framerate", "defaults", "ticker"]);

/** Splits the options of a player static into the instance's and the player's. */
function splitOptions(options: unknown): [PopcornOptions, Record<string, unknown>] {
  if (options === undefined || options === null) return [{}, {}];
  if (typeof options !== "object") throw refusal("INVALID_OPTION", "Player options", options, "an object");
  const instance: Record<string, unknown> = {};
  const player: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) (INSTANCE_OPTIONS.has(key) ? instance : player)[key] = value;
  return [instance as PopcornOptions, player];
}

/** What makes a player from a target element, a media address and the player's options. */
type MakePlayer<S> = (
  target: string | HTMLElement,
  src: S,
  options: Record<string, unknown>,
) => Player & {
  destroy(): void;
};

/**
 * A player static (`Popcorn.smart`, `Popcorn.youtube`, one made by `Popcorn.player`): makes the player with the
 * player's options and returns an instance on it with the instance's (`id`, `defaults`...); destroying the
 * instance destroys the player.
 */
export function playerStatic<S>(make: MakePlayer<S>) {
  return (target: string | HTMLElement, src: S, options?: Record<string, unknown>): PopcornInstance => {
    const [instanceOptions, playerOptions] = splitOptions(options);
    const player = make(target, src, playerOptions);
    const instance = createInstance(player, instanceOptions, player);
    instances.push(instance);
    return instance;
  };
}

/**
 * `Popcorn.parser(name, type?, definition)`: a parser of the page's own, and the method `p[name](url, options?,
 * callback?)` on every instance. `type` (`"TEXT"`, `"JSON"`, `"XML"`) says what `definition` receives; it returns
 * `{ data: [{ pluginName: options }, ...] }`, whose items are added through the plugins' methods.
 *
 * @example
 * Popcorn.parser("parseCSV", (text) => ({
 *   data: text.split("\n").map((line) => { const [start, end, note] = line.split(","); return { footnote: { start, end, text: note } }; }),
 * }));
 * Popcorn("#video").parseCSV("/notes.csv", { target: "notes" });
 */
function parser(name: string, typeOrDefinition: string | ParserDefinition, definition?: ParserDefinition): void {
  if (typeof name === "string" && protectedNames().includes(name.toLowerCase())) {
    throw refusal(
      "INVALID_OPTION",
      "Popcorn.parser name",
      name,
      "a name that is not one of the instance's own methods",
    );
  }
  defineParser(name, typeOrDefinition as never, definition as never);
  (prototype as Record<string, unknown>)[name] = parseMethodFor(name);
}

for (const name of parserNames()) (prototype as Record<string, unknown>)[name] = parseMethodFor(name);

/**
 * `Popcorn.player(name, definition)`: a player of the page's own, made by `Popcorn[name](target, src, options)`
 * (see `definePlayer`): `_setup` runs with a base player bound to the target element as `this`. A name already
 * taken keeps its first definition, as in Popcorn 1.x.
 */
function player(name: string, definition?: PlayerDefinition): void {
  if (typeof name === "string" && Object.hasOwn(PopcornApi, name)) return;
  const defined = definePlayer(name, definition);
  PopcornApi[name] = playerStatic<string | undefined>((target, src, options) => defined.create(target, src, options));
}

const plugin = Object.assign(definePopcornPlugin, {
  /** Every error a plugin hook threw, oldest first. */
  errors: pluginErrors,
  /** Kept for pages that set it; errors are always reported as `pluginerror` and `error` events. */
  debug: false,
});

const statics = {
  /** `Popcorn.p`: the prototype of every instance; add a method here and every instance has it. */
  p: prototype as typeof prototype & Record<string, any>,
  /** This package's version. */
  version: VERSION,
  /** Whether the page can run Popcorn: a DOM with media elements. */
  isSupported: typeof document !== "undefined" && typeof HTMLMediaElement !== "undefined",
  /** Every instance not yet destroyed. */
  instances,
  /** The instance with this id (`Popcorn(target, { id })`, or the generated `p.id`). */
  byId(id: string): PopcornInstance | undefined {
    return instances.find((instance) => instance.id === id);
  },
  plugin,
  parser,
  player,
  /** A media-like object that plays no media, for players of your own (`Popcorn.player`'s `this`). */
  baseplayer: createBasePlayer,
  /** Reads a URL with `fetch`, with a time-out, a size limit and an abort (Popcorn 1.x's `Popcorn.xhr`). */
  xhr: Object.assign(xhr, { getJSONP, getScript }),
  getJSONP,
  getScript,
  removePlugin(instanceOrName: PopcornInstance | string, name?: string): void {
    if (typeof instanceOrName === "string") removePopcornPlugin(instanceOrName);
    else instanceOrName.removePlugin(name as string);
  },
  registry,
  registryByName,
  manifest: manifests,
  compose,
  effect: compose,
  compositions,
  util: { toSeconds },
  forEach,
  extend,
  guid,
  nop,
  sizeOf,
  isArray: Array.isArray,
  /** Throws an error with this message (Popcorn 1.x's `Popcorn.error`). */
  error(message: string): never {
    throw new Error(String(message));
  },
  protect: {
    get natives(): string[] {
      return protectedNames();
    },
  },
  position: positionOf,
  dom: { find: findElement },
  events: {
    all: NATIVE_EVENTS,
    isNative: (type: string) => NATIVE_EVENTS.includes(type),
  },
  locale: createLocale((type) => {
    for (const instance of instances.slice()) instance.emit(type, { locale: statics.locale.get() });
  }),
  getTrackEvents(instance: PopcornInstance): PopcornTrackEvent[] {
    return trackEventsOf(stateOf(instance));
  },
  getTrackEvent(instance: PopcornInstance, id: string): PopcornTrackEvent | undefined {
    return instance.getTrackEvent(id);
  },
  removeTrackEvent(instance: PopcornInstance, id: string): void {
    instance.removeTrackEvent(id);
  },
  getLastTrackEventId(instance: PopcornInstance): string | undefined {
    return instance.getLastTrackEventId();
  },
  enable(instance: PopcornInstance, name: string): PopcornInstance {
    return instance.enable(name);
  },
  disable(instance: PopcornInstance, name: string): PopcornInstance {
    return instance.disable(name);
  },
  destroy(instance: PopcornInstance): void {
    instance.destroy();
  },
};

/** The `Popcorn` function and its statics: the whole Popcorn 1.x API. */
export type PopcornStatic = typeof Popcorn & typeof statics & Record<string, any>;

/** What makes an instance of the complete build from a target element and a media address. */
type PlayerStatic = (
  target: string | HTMLElement,
  src: string | readonly string[],
  options?: Record<string, unknown>,
) => CompletePopcornInstance;

/** `Popcorn` of the complete build: its instances have the catalogue's and the parsers' methods, typed. */
export type CompletePopcornStatic = ((target: PopcornTarget, options?: PopcornOptions) => CompletePopcornInstance) &
  PopcornStatic & { smart: PlayerStatic; youtube: PlayerStatic; vimeo: PlayerStatic };

const PopcornApi = Object.assign(Popcorn, statics) as PopcornStatic;
kitSetup.onCreate.push((_kit, _element, instance) => pluginErrorsTo(instance));

export { PopcornApi as Popcorn };
