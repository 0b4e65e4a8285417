import { createInstance, instances, kitSetup } from "./instance/create.js";
import { EVENT_INTERFACES, NATIVE_EVENTS, eventInterface, hooks } from "./instance/events.js";
import { positionOf } from "./instance/media.js";
import { TAKEN_NAME, isInheritedName, onDestroy, protectedNames, prototype } from "./instance/prototype.js";
import { peekState } from "./instance/state.js";
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
import { placeholdPlugin } from "./plugin/placeholders.js";
import { CATALOGUE_NAMES } from "./catalogue/names.js";
import { manifests, pluginNamed, registry, registryByName } from "./plugin/registry.js";
import { parseMethodFor } from "./instance/parseMethod.js";
import { getJSONP } from "./network/jsonp.js";
import { getScript } from "./network/script.js";
import { httpData, xhr } from "./network/xhr.js";
import { defineParser, parserNames } from "./parsers/registry.js";
import type { ParserDefinition } from "./parsers/types.js";
import { type PlayerDefinition, definePlayer } from "./players/definePlayer.js";
import { dom } from "./util/findElement.js";
import { invalid } from "./util/invalid.js";
import { createLocale } from "./util/locale.js";
import { extend, forEach, guid, isArray, nop, removeFrom, sizeOf } from "./util/objects.js";
import { guard, readSafely } from "./util/safely.js";
import { toSeconds } from "./util/time.js";
import { VERSION } from "./version.js";

/** `Popcorn()`'s body behind its guard: what the page gave it is read there. */
const create = guard("Popcorn", createInstance);

onDestroy.forget = (instance) => removeFrom(instances, instance);

/** An error a plugin hook threw, as `Popcorn.plugin.errors` keeps it. */
export interface PluginError {
  plugin: string | undefined;
  thrown: unknown;
  source: string;
}

/**
 * The static form of an instance method (`Popcorn.getTrackEvent(instance, id)`): the method of `instance`, which
 * must be an instance made by `Popcorn()`; anything else is refused, and nothing is looked up on it.
 */
function callOn(instance: unknown, method: string, ...args: unknown[]): any {
  return (checked(instance, method) as Record<string, (...args: unknown[]) => unknown>)[method]!(...args);
}

/** `instance` when it is an instance made by `Popcorn()`; anything else is refused, for the static `call`. */
function checked(instance: unknown, call: string): PopcornInstance {
  if (!peekState(instance as PopcornInstance)) {
    throw invalid(`Popcorn.${call}() instance`, instance, "an instance made by Popcorn()");
  }
  return instance as PopcornInstance;
}

const guardedCompose = guard("Popcorn.compose", compose);

/**
 * Makes a Popcorn instance for a media element (`"#video"`, its id, a selector, the element) or a player
 * (`Popcorn.smart`, `Popcorn.youtube`, `Popcorn.baseplayer`), with Popcorn 1.x's API on Popcorn Kit. Given a
 * function, runs it once the document is parsed (at once if it is), as 1.x did: `fn(document, Popcorn)` now, or
 * `fn.call(document, Popcorn)` on `DOMContentLoaded`.
 *
 * @example
 * const p = Popcorn("#video");
 * p.footnote({ start: 2, end: 6, text: "Filmed in 1969", target: "notes" }).play();
 */
function Popcorn(target: PopcornTarget, options?: PopcornOptions): PopcornInstance;
function Popcorn(ready: (this: Document, ...args: any[]) => void): undefined;
function Popcorn(target: PopcornTarget | ((...args: any[]) => void), options?: PopcornOptions) {
  if (typeof target !== "function") return create(target, options);
  const page = globalThis.document;
  if (page?.readyState === "loading") {
    page.addEventListener("DOMContentLoaded", () => target.call(page, PopcornApi), { once: true });
  } else target(page, PopcornApi);
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
      // Onto the list the page holds now: a page may replace it (`Popcorn.plugin.errors = []`).
      const errors = plugin.errors;
      errors.push({
        plugin: event.plugin,
        thrown: event.error,
        source: typeof source === "function" ? source.toString() : "",
      });
      instance.kit.emit("pluginerror", errors);
    }
    // A media error is heard by the page's listeners of the media's `error` (`p.on("error")`).
    const listening = fromPlugin ? "pluginerror" : event.phase === "player" ? "error" : "";
    const heard = (instance.data.events[listening]?.length ?? 0) > 0 || instance.kit.listenerCount("error") > 1;
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
  if (typeof options !== "object") throw invalid("Player options", options, "an object");
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
export function playerStatic<S>(call: string, make: MakePlayer<S>) {
  return guard(call, (target: string | HTMLElement, src: S, options?: Record<string, unknown>): PopcornInstance => {
    const [instanceOptions, playerOptions] = splitOptions(options);
    const player = make(target, src, playerOptions);
    return createInstance(player, instanceOptions, player);
  });
}

/**
 * `Popcorn.parser(name, type?, definition)`: a parser of the page's own, and the method `p[name](url, options?,
 * callback?)` on every instance. `type` (`"TEXT"`, `"JSON"`, `"XML"`) says what `definition` receives; it returns
 * `{ data: [{ pluginName: options }, ...] }`, whose items are added through the plugins' methods. A name the
 * instances already have (their own methods, a plugin's, what every object inherits) or `then` is refused.
 *
 * @example
 * Popcorn.parser("parseCSV", (text) => ({
 *   data: text.split("\n").map((line) => { const [start, end, note] = line.split(","); return { footnote: { start, end, text: note } }; }),
 * }));
 * Popcorn("#video").parseCSV("/notes.csv", { target: "notes" });
 */
function parser(name: string, typeOrDefinition: string | ParserDefinition, definition?: ParserDefinition): void {
  // A parser is a method of every instance: it may not take a method's name, nor one every object inherits.
  if (
    typeof name === "string" &&
    (protectedNames().includes(name.toLowerCase()) || isInheritedName(name) || pluginNamed(name))
  ) {
    throw invalid("Popcorn.parser name", name, TAKEN_NAME);
  }
  defineParser(name, typeOrDefinition as never, definition as never);
  (prototype as Record<string, unknown>)[name] = parseMethodFor(name);
}

for (const name of parserNames()) (prototype as Record<string, unknown>)[name] = parseMethodFor(name);

// The catalogue's methods are popcorn-complete.js's: here, calling one says so, not "is not a function" (see
// plugin/placeholders.ts for why each is a method).
for (const name of CATALOGUE_NAMES) {
  placeholdPlugin(
    name,
    `Popcorn 1.x's "${name}" plugin is not registered: it comes with popcorn-complete.js. Load popcorn-complete.js in place of popcorn.js (in a bundle, import "@popcorn-kit/compat/complete"), or register a plugin of that name with Popcorn.plugin("${name}", ...).`,
    `popcorn-complete.js, or a "${name}" plugin registered with Popcorn.plugin`,
  );
}

/**
 * `Popcorn.player(name, definition)`: a player of the page's own, made by `Popcorn[name](target, src, options)`
 * (see `definePlayer`): `_setup` runs with a base player bound to the target element as `this`. A name already
 * taken keeps its first definition, as in Popcorn 1.x. A name `Popcorn` inherits (`call`, `apply`, `toString`...) or
 * `then` is refused.
 */
function player(name: string, definition?: PlayerDefinition): void {
  if (typeof name === "string" && Object.hasOwn(PopcornApi, name)) return;
  // `Popcorn[name]` is made: it may not shadow what the function inherits, nor make it a thenable.
  if (typeof name === "string" && (name in Function.prototype || name === "then")) {
    throw invalid("Popcorn.player name", name, 'a name Popcorn does not inherit (call, apply...) nor "then"');
  }
  const defined = definePlayer(name, definition);
  PopcornApi[name] = playerStatic<string | undefined>(`Popcorn.${name}`, (target, src, options) =>
    defined.create(target, src, options),
  );
}

const plugin = Object.assign(guard("Popcorn.plugin", definePopcornPlugin), {
  /** Every error a plugin hook threw, oldest first. */
  errors: [] as PluginError[],
  /** Kept for pages that set it; errors are always reported as `pluginerror` and `error` events. */
  debug: false,
  /** Popcorn 1.x's name for `Popcorn.compose`: an effect is a composition. */
  effect: guardedCompose,
});

const statics = {
  /** `Popcorn.p`: the prototype of every instance; add a method here and every instance has it. */
  p: prototype as typeof prototype & Record<string, any>,
  /** `Popcorn.p`, so that `p instanceof Popcorn`. */
  prototype: prototype as typeof prototype & Record<string, any>,
  /** This package's version. */
  version: VERSION,
  /** Whether the page can run Popcorn: a DOM with media elements. */
  isSupported: typeof document !== "undefined" && typeof HTMLMediaElement !== "undefined",
  /** Every instance not yet destroyed. */
  instances,
  /** The instance with this id (`Popcorn(target, { id })`, or the generated `p.id`), else null. */
  byId(id: string): PopcornInstance | null {
    return instances.find((instance) => instance.id === id) ?? null;
  },
  plugin,
  parser,
  player: guard("Popcorn.player", player),
  /** Reads a URL with `fetch`, with a time-out, a size limit and an abort (Popcorn 1.x's `Popcorn.xhr`). */
  xhr: Object.assign(xhr, { getJSONP, getScript, httpData }),
  getJSONP,
  getScript,
  /** `Popcorn.removePlugin(name)` forgets a plugin; `Popcorn.removePlugin(instance, name)` removes its events there. */
  removePlugin(instanceOrName: PopcornInstance | string, name?: string): void {
    if (typeof instanceOrName === "string") removePopcornPlugin(instanceOrName);
    else callOn(instanceOrName, "removePlugin", name);
  },
  registry,
  registryByName,
  manifest: manifests,
  compose: guardedCompose,
  effect: guardedCompose,
  compositions,
  util: { toSeconds },
  forEach,
  extend,
  guid,
  nop,
  sizeOf,
  isArray,
  /** Throws an error with this message (Popcorn 1.x's `Popcorn.error`). */
  error(message: string): never {
    throw new Error(readSafely(() => String(message), "Popcorn.error", message));
  },
  protect: {
    get natives(): string[] {
      return protectedNames();
    },
  },
  position: guard("Popcorn.position", positionOf),
  dom,
  /** Popcorn 1.x's native event names by DOM interface, and all of them (`Natives`), as strings. */
  Events: { ...EVENT_INTERFACES, Natives: NATIVE_EVENTS.join(" ") },
  events: {
    all: NATIVE_EVENTS,
    isNative: (type: string) => NATIVE_EVENTS.includes(type),
    getInterface: eventInterface,
    hooks,
  },
  locale: createLocale((type) => {
    for (const instance of instances.slice()) instance.emit(type, { locale: statics.locale.get() });
  }),
  /**
   * Popcorn 1.x's internal form of a plugin call, `Popcorn.addTrackEvent(instance, track)`: adds `track` with the
   * registered plugin its `_natives.type` names (`instance[type](track)`); any other track is refused.
   */
  addTrackEvent: guard("Popcorn.addTrackEvent", (instance: PopcornInstance, track: Partial<PopcornTrackEvent>) => {
    const type = track?._natives?.type;
    if (!pluginNamed(type!))
      throw invalid("Popcorn.addTrackEvent() track", track, "a track whose _natives.type is a plugin");
    return callOn(instance, type!, track) as PopcornInstance;
  }) as InstanceStatics["addTrackEvent"],
};

/**
 * Popcorn 1.x's statics that take the instance first (`Popcorn.getTrackEvent(instance, id)`): each calls the
 * instance's method of that name. Their `ref` forms read 1.x's table of references by id, which the kit keeps
 * itself: `getTrackEvents.ref(instance)` is `p.data.trackRefs`, `getTrackEvent.ref` is `getTrackEvent`, and
 * `addTrackEvent.ref` and `removeTrackEvent.ref` leave it to the kit and return the instance.
 */
export interface InstanceStatics {
  getTrackEvents: ((instance: PopcornInstance) => PopcornTrackEvent[]) & {
    ref(instance: PopcornInstance): Record<string, PopcornTrackEvent>;
  };
  getTrackEvent: ((instance: PopcornInstance, id: string) => PopcornTrackEvent | undefined) & {
    ref(instance: PopcornInstance, id: string): PopcornTrackEvent | undefined;
  };
  removeTrackEvent: ((instance: PopcornInstance, id: string) => PopcornInstance) & {
    ref(instance: PopcornInstance, id?: string): PopcornInstance;
  };
  addTrackEvent: ((instance: PopcornInstance, track: Partial<PopcornTrackEvent>) => PopcornInstance) & {
    ref(instance: PopcornInstance, track?: unknown): PopcornInstance;
  };
  getLastTrackEventId(instance: PopcornInstance): string | undefined;
  enable(instance: PopcornInstance, plugin: string): PopcornInstance;
  disable(instance: PopcornInstance, plugin: string): PopcornInstance;
  /** Runs one update of the instance's timeline now (`p.timeUpdate()`). */
  timeUpdate(instance: PopcornInstance): PopcornInstance;
  destroy(instance: PopcornInstance): PopcornInstance;
}

const byInstance = statics as unknown as InstanceStatics & Record<string, unknown>;
for (const name of "getTrackEvents getTrackEvent removeTrackEvent getLastTrackEventId enable disable timeUpdate destroy".split(
  " ",
)) {
  byInstance[name] = (instance: unknown, ...args: unknown[]) => callOn(instance, name, ...args);
}
byInstance.getTrackEvents.ref = (instance) => checked(instance, "getTrackEvents.ref").data.trackRefs;
byInstance.getTrackEvent.ref = byInstance.getTrackEvent;
byInstance.addTrackEvent.ref = byInstance.removeTrackEvent.ref = (instance) => checked(instance, "ref");

/** The `Popcorn` function and its statics: the whole Popcorn 1.x API. */
export type PopcornStatic = typeof Popcorn &
  typeof statics &
  InstanceStatics & {
    /** Popcorn 1.x's `Popcorn.baseplayer(target)`: an instance on a player of no media in `target`. */
    baseplayer(target: string | HTMLElement, src?: string, options?: Record<string, unknown>): PopcornInstance;
  } & Record<string, any>;

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
// Popcorn 1.x's `Popcorn.baseplayer(target)`: an instance on a base player in `target`, a player of no definition.
player("baseplayer");

export { PopcornApi as Popcorn };
