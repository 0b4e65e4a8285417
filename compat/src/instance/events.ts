import { MEDIA_EVENTS, type Player, type TrackChangeEvent, type TrackEventView } from "@popcorn-kit/core";
import { type InstanceState, stateOf } from "./state.js";
import { removeEvent, trackEventOf } from "./trackEvents.js";
import type { PopcornInstance, PopcornListenerFn, PopcornTrackEvent } from "./types.js";
import { invalid } from "../util/invalid.js";
import { isObject, removeFrom } from "../util/objects.js";

/**
 * Popcorn 1.x's native events by the DOM interface that makes them (`Popcorn.Events`), in 1.x's order: listened to
 * on the media element itself, with the DOM event as data. `Events` are core's `MEDIA_EVENTS` and `suspend`.
 */
export const EVENT_INTERFACES = {
  UIEvents: "blur focus focusin focusout load resize scroll unload",
  MouseEvents: "mousedown mouseup mousemove mouseover mouseout mouseenter mouseleave click dblclick",
  Events:
    "loadstart progress suspend emptied stalled play pause error loadedmetadata loadeddata waiting playing canplay canplaythrough seeking seeked timeupdate ended ratechange durationchange volumechange",
};
/** Every native event, in 1.x's order (`Popcorn.events.all`). */
export const NATIVE_EVENTS: readonly string[] = Object.values(EVENT_INTERFACES).join(" ").split(" ");
const natives = new Set(NATIVE_EVENTS);
const mediaEvents = new Set<string>(MEDIA_EVENTS);

/** `Popcorn.events.getInterface(type)`: the DOM interface of a native event, false for any other type. */
export function eventInterface(type: string): string | false {
  for (const [name, types] of Object.entries(EVENT_INTERFACES)) if (types.split(" ").includes(type)) return name;
  return false;
}

const TRACK_EVENTS = new Set(["trackstart", "trackend", "trackadded", "trackremoved"]);

/** Popcorn's track events of views just removed: what `trackremoved` listeners get, after the table forgot them. */
const removedEvents = new WeakMap<TrackEventView, PopcornTrackEvent>();

function isView(value: unknown): value is TrackEventView {
  return isObject(value) && typeof (value as TrackEventView).id === "string" && "options" in value;
}

/** What a listener of a track event gets, as in Popcorn 1.x: the event's options, `plugin`, `type` and `track`. */
function trackPayload(state: InstanceState, type: string, data: unknown): unknown {
  if (TRACK_EVENTS.has(type) && isView(data)) {
    const event = removedEvents.get(data) ?? trackEventOf(state, data);
    return { ...event, plugin: event._natives.type, type, track: event };
  }
  if (type === "trackchange" && data && isView((data as TrackChangeEvent).event)) {
    const { event, previous } = data as TrackChangeEvent;
    const current = trackEventOf(state, event);
    const previousValue = { start: previous.start, end: previous.end, ...previous.options };
    return { id: current.id, type, previousValue, currentValue: current, track: current };
  }
  return data;
}

/**
 * Where a native event is heard and dispatched: the element, but a media event of a player whose element only holds
 * it (Popcorn.smart, a base player) comes through the kit, as every media event of a player without an element;
 * another native event without an element comes from the player. Undefined for the kit.
 */
function nativeTarget(state: InstanceState, type: string): EventTarget | Player | null | undefined {
  if (!natives.has(type)) return undefined;
  return mediaEvents.has(type)
    ? state.media === state.element
      ? state.element
      : undefined
    : (state.element ?? state.player);
}

function dispatcherFor(instance: PopcornInstance, state: InstanceState, type: string): () => void {
  const run = (data: unknown) => {
    const listeners = instance.data.events[type];
    if (!listeners) return;
    // A copy: a listener that removes itself or another does not change who hears this one.
    for (const fn of listeners.slice()) fn.call(instance, data);
  };
  const target = nativeTarget(state, type);
  if (target) {
    target.addEventListener(type, run);
    return () => target.removeEventListener(type, run);
  }
  return state.kit.on(type, (data: unknown) => run(trackPayload(state, type, data)));
}

/** An event hook (`Popcorn.events.hooks[type]`), as in Popcorn 1.x: how `listen(type, fn)` listens. */
export interface EventHook {
  /** Runs first, with the instance as `this`, an empty event object and the listener. */
  add?(this: PopcornInstance, event: object, fn: PopcornListenerFn): void;
  /** The event listened to in place of `type`; `fn` is kept in `data.events[type]` too, for `unlisten`. */
  bind?: string;
  /** Called in place of `fn` with the event and `fn`, the instance as `this`. */
  handler?(this: PopcornInstance, event: unknown, fn: PopcornListenerFn): void;
}

/** Runs a `canplayall` listener once, if it still listens: firing takes it off `data.events.canplayall`. */
function canPlayOnce(instance: PopcornInstance, fn: PopcornListenerFn, event?: unknown): void {
  const listeners = instance.data.events.canplayall;
  if (!listeners?.includes(fn)) return;
  removeFrom(listeners, fn);
  fn.call(instance, event);
}

/**
 * `Popcorn.events.hooks`, with 1.x's `canplayall`: each listener runs once, when the media can play through, or at
 * once (after the current task, as 1.x did) when it already has data; one taken off with `unlisten` before then
 * never runs, and `destroy()` cancels what is pending. A page may add hooks of its own.
 */
export const hooks = {
  __proto__: null,
  canplayall: {
    add(_event, fn) {
      const state = stateOf(this);
      if (state.media.readyState > 0) {
        const timer = setTimeout(() => canPlayOnce(this, fn), 0);
        state.release.push(() => clearTimeout(timer));
      }
    },
    bind: "canplaythrough",
    handler(event, fn) {
      canPlayOnce(this, fn, event);
    },
  } satisfies EventHook,
} as unknown as Record<string, EventHook>;

/** `listen(type, fn)` (`on`): `fn` runs with the instance as `this` whenever `type` happens (see `hooks`). */
export function listen(this: PopcornInstance, type: string, fn: PopcornListenerFn): PopcornInstance {
  const state = stateOf(this);
  if (typeof type !== "string" || type === "") throw invalid("listen() event type", type, "a name");
  if (typeof fn !== "function") throw invalid(`listen("${type}") listener`, fn, "a function");
  const hook = hooks[type];
  hook?.add?.call(this, {}, fn);
  const bound = hook?.bind ?? type;
  const handler = hook?.handler;
  const events = this.data.events;
  if (bound !== type) (events[type] ??= []).push(fn);
  (events[bound] ??= []).push(handler ? (event) => handler.call(this, event, fn) : fn);
  // One dispatcher per type, whatever the number of listeners.
  if (!state.dispatchers.has(bound)) state.dispatchers.set(bound, dispatcherFor(this, state, bound));
  return this;
}

/**
 * `unlisten(type, fn)` (`off`): stops `fn`; a string stops the listeners of that function name (as 1.x did);
 * without `fn`, every listener of `type`.
 */
export function unlisten(this: PopcornInstance, type: string, fn?: PopcornListenerFn | string): PopcornInstance {
  const state = stateOf(this);
  const listeners = this.data.events[type];
  if (!listeners) return this;
  const keep =
    typeof fn === "function"
      ? listeners.filter((listener) => listener !== fn)
      : typeof fn === "string"
        ? listeners.filter((listener) => listener.name !== fn)
        : [];
  listeners.splice(0, listeners.length, ...keep);
  if (keep.length === 0) {
    this.data.events[type] = null;
    state.dispatchers.get(type)?.();
    state.dispatchers.delete(type);
  }
  return this;
}

/**
 * `trigger(type, data)` (`emit`): calls the listeners of `type` with `data`. A native event is dispatched on
 * the media element, as in 1.x, so that its own listeners hear it too.
 */
export function trigger(this: PopcornInstance, type: string, data?: unknown): PopcornInstance {
  const state = stateOf(this);
  if (typeof type !== "string" || type === "") throw invalid("trigger() event type", type, "a name");
  const element = state.element;
  if (element && nativeTarget(state, type) === element) {
    element.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
    return this;
  }
  state.kit.emit(type, data);
  return this;
}

/** Releases every dispatcher an instance attached; its listeners are forgotten. */
export function releaseListeners(instance: PopcornInstance, state: InstanceState): void {
  for (const release of state.dispatchers.values()) release();
  state.dispatchers.clear();
  for (const type of Object.keys(instance.data.events)) instance.data.events[type] = null;
}

/** Keeps Popcorn's bookkeeping (`_running`, `data.running`, the table of events) in step with the kit's timeline. */
export function followTimeline(instance: PopcornInstance, state: InstanceState): void {
  const running = (event: PopcornTrackEvent) => {
    const type = event._natives.type;
    instance.data.running[type] ??= [];
    return instance.data.running[type];
  };
  const { kit } = state;
  kit.on("trackadded", (view) => void trackEventOf(state, view));
  kit.on("trackstart", (view) => {
    const event = trackEventOf(state, view);
    event._running = true;
    running(event).push(event);
  });
  kit.on("trackend", (view) => {
    const event = trackEventOf(state, view);
    event._running = false;
    removeFrom(running(event), event);
  });
  kit.on("trackchange", ({ event: view }) => {
    const event = trackEventOf(state, view);
    event.start = view.start;
    event.end = view.end === Number.POSITIVE_INFINITY ? Number.MAX_VALUE : view.end;
  });
  // Popcorn 1.x, once the media had a length, removed on each new length the events that end after it (their end
  // would never come); events without an end stay, as the kit ends them with the media. No length (NaN, 0) is no
  // change: a media element has none while it loads another source.
  let known = kit.duration > 0;
  kit.on("durationchange", () => {
    const length = kit.duration;
    if (!(length > 0)) return;
    if (known)
      for (const view of kit.getTrackEvents())
        if (view.end > length && view.end < Infinity) removeEvent(state, view.id);
    known = true;
  });
  kit.on("trackremoved", (view) => {
    const event = state.events.get(view.id);
    if (event) removedEvents.set(view, event);
    state.events.delete(view.id);
  });
}
