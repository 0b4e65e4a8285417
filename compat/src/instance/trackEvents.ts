import type { TimeInput, TrackEventView } from "@popcorn-kit/core";
import { effectsOf } from "../plugin/compose.js";
import { catchUp } from "../plugin/eventHooks.js";
import { stageChanges } from "../plugin/popcornPlugin.js";
import { type RegisteredPlugin, pluginNamed, pluginOfKitType } from "../plugin/registry.js";
import { invalid } from "../util/invalid.js";
import { assign, guid, isObject, isRecord, removeFrom } from "../util/objects.js";
import { refusal } from "@popcorn-kit/core/errors";
import { toSeconds } from "../util/time.js";
import { type InstanceState, instanceOfKit, stateOf } from "./state.js";
import type { PopcornInstance, PopcornTrackEvent } from "./types.js";

/** Keys of Popcorn's track event that are bookkeeping, never options of the kit's event. */
const BOOKKEEPING = new Set([
  "id",
  "_id",
  "start",
  "end",
  "in",
  "out",
  "once",
  "_running",
  "_natives",
  "ranges",
  "toString",
]);
/** Popcorn 1.x's "no end": an event without an end ran to the end of the media. */
const NO_END = Number.MAX_VALUE;

/** Popcorn's options of an event: what is not bookkeeping. */
export function optionsOf(event: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const key of Object.keys(event)) if (!BOOKKEEPING.has(key)) options[key] = event[key];
  return options;
}

function describeEvent(name: string, event: PopcornTrackEvent): string {
  const parts = [`start: ${event.start}`, `end: ${event.end}`, `id: ${event.id}`];
  if (event.target != null) parts.push(`target: ${event.target}`);
  return `${name} ( ${parts.join(", ")} )`;
}

/** A track event in Popcorn's shape. */
export function makeTrackEvent(
  name: string,
  id: string,
  start: number,
  end: number,
  options: Record<string, unknown>,
  manifest?: unknown,
): PopcornTrackEvent {
  const event = {
    ...options,
    start,
    end,
    id,
    _id: id,
    _running: false,
    _natives: { type: name, plugin: name, manifest },
  };
  if (!Object.hasOwn(options, "toString")) {
    Object.defineProperty(event, "toString", {
      value: () => describeEvent(name, event),
      enumerable: false,
      configurable: true,
      writable: true,
    });
  }
  return event as PopcornTrackEvent;
}

/** Popcorn's track event for a kit event, made from its view when the kit added it (a parsed file). */
export function trackEventOf(state: InstanceState, view: TrackEventView): PopcornTrackEvent {
  let event = state.events.get(view.id);
  if (!event) {
    const name = pluginOfKitType(view.type)?.name ?? view.type;
    event = makeTrackEvent(name, view.id, view.start, endOut(view.end), { ...view.options });
    state.events.set(view.id, event);
  }
  return event;
}

const endOut = (end: number) => (end === Number.POSITIVE_INFINITY ? NO_END : end);
const endIn = (end: number) => (end >= NO_END ? Number.POSITIVE_INFINITY : end);

function readTime(value: unknown, fallback: number, state: InstanceState, what: string, plugin: string): number {
  // As in 1.x, an end of `false` (or none) is no end.
  if (value === undefined || value === null || value === "" || value === false) return fallback;
  if (typeof value !== "number" && typeof value !== "string") {
    throw refusal("INVALID_TIME", `${plugin}() option ${what}`, value, "seconds, a timecode or SMPTE frames");
  }
  return toSeconds(value as TimeInput, state.frameRate);
}

/** Applies the defaults a plugin's Popcorn manifest declares, and its default target. */
function withManifestDefaults(plugin: RegisteredPlugin, options: Record<string, unknown>): Record<string, unknown> {
  const specs = plugin.manifest.options;
  if (!isObject(specs)) return options;
  for (const [key, spec] of Object.entries(specs as Record<string, unknown>)) {
    if (options[key] !== undefined) continue;
    if (key === "target" && typeof spec === "string") options.target = spec;
    else if (isObject(spec) && "default" in spec) options[key] = (spec as { default: unknown }).default;
  }
  return options;
}

/**
 * The kit options of an event: the catalogue maps Popcorn's names; a `Popcorn.plugin` plugin's are its Popcorn
 * options (the kit checks those its manifest types, URLs), so that a change's `previousValue` holds them.
 */
function kitOptions(plugin: RegisteredPlugin, options: Record<string, unknown>): Record<string, unknown> {
  return plugin.fromPopcorn ? plugin.fromPopcorn(options) : { ...options };
}

/** Registers a compat plugin's kit plugin in the instance's kit, once. */
export function ensureRegistered(state: InstanceState, plugin: RegisteredPlugin): void {
  if (state.kit.getPlugin(plugin.kit.name) !== plugin.kit) state.kit.registerPlugin(plugin.kit);
}

let revision = 0;

/**
 * The body of every plugin method (`p.footnote(options)`, `p.footnote(id, options)`): adds an event, or
 * changes the event with that id. `ranges` adds one event per range.
 */
export function callPlugin(instance: PopcornInstance, name: string, idOrOptions: unknown, maybeOptions: unknown): void {
  const state = stateOf(instance);
  const plugin = pluginNamed(name);
  if (!plugin) throw refusal("UNKNOWN_PLUGIN", "Plugin", name, "a plugin registered with Popcorn.plugin");
  const id = maybeOptions === undefined ? undefined : idOrOptions;
  const options = maybeOptions === undefined ? idOrOptions : maybeOptions;
  if (!isRecord(options)) {
    throw invalid(`${name}() options`, options, "an object of options ({ start, end, ... })");
  }
  if (id !== undefined && id !== null && typeof id !== "string") {
    throw invalid(`${name}() id`, id, "a string");
  }
  const given = options as Record<string, unknown>;
  const existing = id ? state.events.get(id) : undefined;
  if (existing) {
    updateEvent(state, existing, given);
    return;
  }
  if (Array.isArray(given.ranges)) {
    for (const range of given.ranges) {
      const { ranges: _ranges, ...rest } = given;
      callPlugin(instance, name, undefined, { ...rest, ...(range as object) });
    }
    return;
  }
  addEvent(instance, state, plugin, id ?? undefined, given);
}

function addEvent(
  instance: PopcornInstance,
  state: InstanceState,
  plugin: RegisteredPlugin,
  id: string | undefined,
  given: Record<string, unknown>,
): void {
  const merged = withManifestDefaults(plugin, assign({}, instance.options.defaults?.[plugin.name], given));
  const start = readTime(merged.start ?? merged.in, 0, state, "start", plugin.name);
  const end = endIn(
    readTime(
      merged.end || merged.end === 0 ? merged.end : merged.out,
      Number.POSITIVE_INFINITY,
      state,
      "end",
      plugin.name,
    ),
  );
  const eventId = typeof merged.id === "string" && merged.id ? merged.id : (id ?? guid(plugin.name));
  if (state.events.has(eventId)) {
    throw refusal("DUPLICATE_ID", `${plugin.name}() id`, eventId, "an id no other track event of this instance has");
  }
  const options = optionsOf(merged);
  // Read once now, so that effects the event names that cannot be read are refused here, not in its setup.
  effectsOf(options);
  const kit = kitOptions(plugin, options);
  const event = makeTrackEvent(plugin.name, eventId, start, endOut(end), options, plugin.manifest);
  // A toString given with the options names the event, as in 1.x.
  if (Object.hasOwn(merged, "toString") && typeof merged.toString === "function") event.toString = merged.toString;
  ensureRegistered(state, plugin);
  // The event is known before the kit adds it: `_setup` runs inside `add` and reads it.
  state.events.set(eventId, event);
  try {
    state.kit.add(plugin.kit.name, { ...kit, id: eventId, start, end, once: Boolean(merged.once) });
  } catch (error) {
    state.events.delete(eventId);
    throw error;
  }
  instance.data.history.push(eventId);
}

function updateEvent(state: InstanceState, event: PopcornTrackEvent, changes: Record<string, unknown>): void {
  const plugin = pluginNamed(event._natives.type);
  if (!plugin) throw refusal("UNKNOWN_PLUGIN", "Plugin", event._natives.type, "a registered plugin");
  const start = "start" in changes ? readTime(changes.start, 0, state, "start", plugin.name) : event.start;
  const end =
    "end" in changes
      ? endIn(readTime(changes.end, Number.POSITIVE_INFINITY, state, "end", plugin.name))
      : endIn(event.end);
  const hasUpdate = typeof (event._natives as { _update?: unknown })._update === "function";
  const options = optionsOf(changes);
  const kit = kitOptions(plugin, { ...optionsOf(event), ...options });
  // A plugin with `_update` sees the changes beside the old options, as in Popcorn 1.x, and the event takes
  // them after it; otherwise the event takes them now.
  const record = state.kit.getTrackEvent(event.id);
  if (record) stageChanges(event, changes, options);
  const previous = { start: event.start, end: event.end, ...optionsOf(event) };
  if (!hasUpdate) assign(event, options);
  event.start = start;
  event.end = endOut(end);
  try {
    if (record) state.kit.update(event.id, { ...kit, start, end, _revision: ++revision });
  } catch (error) {
    assign(event, previous);
    throw error;
  }
}

/**
 * Removes one event (an empty cue, or an event on the kit's timeline), with its `end` if it runs and its
 * `_teardown` at once, as in 1.x. The table forgets an event of the kit's timeline when the kit says it is gone.
 */
export function removeEvent(state: InstanceState, id: string): void {
  const event = state.events.get(id);
  const instance = instanceOfKit(state.kit) as PopcornInstance;
  if (state.kit.getTrackEvent(id)) {
    state.kit.remove(id);
    if (event) catchUp(instance, event);
  } else state.events.delete(id);
  removeFrom(instance.data.history, id);
}

/** Removes an instance's events of one plugin (`p.removePlugin(name)`); a name with no events is no error. */
export function removePluginEvents(instance: PopcornInstance, name: string): void {
  const state = stateOf(instance);
  if (typeof name !== "string" || name === "") throw invalid("removePlugin() plugin", name, "a plugin name");
  for (const event of [...state.events.values()]) if (event._natives.type === name) removeEvent(state, event.id);
}

/**
 * `enable`/`disable` (and `toggle`): marks the plugin in `p.data.disabled` and, when the kit has it, enables or
 * disables its events there, running their `start` or `end` at once, as 1.x did. A plugin no instance runs is
 * only marked, as in 1.x.
 */
export function setEnabled(instance: PopcornInstance, name: string, enabled: boolean): void {
  const state = stateOf(instance);
  if (typeof name !== "string" || name === "")
    throw invalid(`${enabled ? "enable" : "disable"}() plugin`, name, "a plugin name");
  if (enabled) delete instance.data.disabled[name];
  else instance.data.disabled[name] = true;
  const plugin = pluginNamed(name);
  if (plugin) ensureRegistered(state, plugin);
  const type = plugin?.kit.name ?? name;
  if (!state.kit.getPlugin(type)) return;
  if (enabled) state.kit.enable(type);
  else state.kit.disable(type);
  for (const event of [...state.events.values()].reverse()) if (event._natives.type === name) catchUp(instance, event);
}
