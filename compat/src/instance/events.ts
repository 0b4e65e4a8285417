import { MEDIA_EVENTS, type TrackChangeEvent, type TrackEventView } from "@popcorn-kit/core";
import { type InstanceState, stateOf } from "./state.js";
import { trackEventOf } from "./trackEvents.js";
import type { PopcornInstance, PopcornListenerFn, PopcornTrackEvent } from "./types.js";
import { invalid } from "../util/invalid.js";
import { isObject, removeFrom } from "../util/objects.js";

/**
 * Popcorn 1.x's native events: listened to on the media element itself, with the DOM event as data. Its media
 * events are core's `MEDIA_EVENTS` and `suspend`.
 */
export const NATIVE_EVENTS: readonly string[] = [
  ..."blur focus focusin focusout load resize scroll unload".split(" "),
  ..."mousedown mouseup mousemove mouseover mouseout mouseenter mouseleave click dblclick".split(" "),
  ...MEDIA_EVENTS,
  "suspend",
];
const natives = new Set(NATIVE_EVENTS);
const mediaEvents = new Set<string>(MEDIA_EVENTS);
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

function dispatcherFor(instance: PopcornInstance, state: InstanceState, type: string): () => void {
  const run = (data: unknown) => {
    const listeners = instance.data.events[type];
    if (!listeners) return;
    // A copy: a listener that removes itself or another does not change who hears this one.
    for (const fn of listeners.slice()) fn.call(instance, data);
  };
  const element = state.element;
  if (natives.has(type) && element) {
    element.addEventListener(type, run);
    return () => element.removeEventListener(type, run);
  }
  if (natives.has(type) && !mediaEvents.has(type)) {
    state.player.addEventListener(type, run);
    return () => state.player.removeEventListener(type, run);
  }
  return state.kit.on(type, (data: unknown) => run(trackPayload(state, type, data)));
}

/** `listen(type, fn)` (`on`): `fn` runs with the instance as `this` whenever `type` happens. */
export function listen(this: PopcornInstance, type: string, fn: PopcornListenerFn): PopcornInstance {
  const state = stateOf(this);
  if (typeof type !== "string" || type === "") throw invalid("listen() event type", type, "a name");
  if (typeof fn !== "function") throw invalid(`listen("${type}") listener`, fn, "a function");
  const listeners = this.data.events[type] ?? [];
  this.data.events[type] = listeners;
  listeners.push(fn);
  if (type === "canplayall") canPlayAll(this, state, fn);
  else if (!state.dispatchers.has(type)) state.dispatchers.set(type, dispatcherFor(this, state, type));
  return this;
}

/**
 * Popcorn 1.x's `canplayall`: each listener runs once, when the media can play through, or at once (after the
 * current task, as 1.x did) when it already has data; one taken off with `unlisten` before then never runs.
 * `destroy()` cancels what is pending.
 */
function canPlayAll(instance: PopcornInstance, state: InstanceState, fn: PopcornListenerFn): void {
  const media = (state.element ?? state.player) as unknown as EventTarget & { readyState?: number };
  const fire = (event?: unknown) => {
    release();
    removeFrom(state.release, release);
    if (instance.data.events.canplayall?.includes(fn)) fn.call(instance, event);
  };
  const timer = (media.readyState ?? 0) > 0 ? setTimeout(fire, 0) : undefined;
  media.addEventListener("canplaythrough", fire);
  const release = () => {
    clearTimeout(timer);
    media.removeEventListener("canplaythrough", fire);
  };
  state.release.push(release);
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
  if (natives.has(type) && element) {
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
  kit.on("trackremoved", (view) => {
    const event = state.events.get(view.id);
    if (event) removedEvents.set(view, event);
    state.events.delete(view.id);
  });
}
