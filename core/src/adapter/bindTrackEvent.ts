import type { PluginDefinition } from "../plugins/definePlugin.js";
import { expectFunction, expectInput, expectName } from "../contract/validate.js";
import type { TrackEventInput, TrackEventView } from "../contract/trackEvent.js";
import type { Popcorn } from "../contract/popcorn.js";
import { claimComponentEvent } from "./componentEvents.js";

/** Callbacks of a bound event, called at its start and end (errors become `error` events). */
export interface TrackEventCallbacks {
  onStart?: (event: TrackEventView) => void;
  onEnd?: (event: TrackEventView) => void;
}

/** What a bound event looks like to a component: the same object until it starts, ends or changes. */
export interface TrackEventState {
  readonly active: boolean;
  /** The event on the timeline; undefined before `connect()` and after disconnecting. */
  readonly event: TrackEventView | undefined;
}

/**
 * One track event owned by a component: the logic every adapter's `<Cue>` and plugin components share.
 * Making a binding has no side effect (safe in render and on the server); `connect()` adds the event and
 * returns the function that removes it.
 */
export interface TrackEventBinding {
  readonly id: string;
  /** Adds the event to the timeline (it may start at once). Returns the function that removes it. */
  connect(): () => void;
  /**
   * New props, as a replacement of the previous ones (a component's props): a missing `start` is 0, a missing
   * `end` Infinity, and an option given before and missing now goes back to its default. Updates the event when
   * connected (nothing happens when nothing changed); callbacks always apply.
   */
  set(input: TrackEventInput, callbacks?: TrackEventCallbacks): void;
  /** Calls `listener` when the event starts, ends or changes. */
  subscribe(listener: () => void): () => void;
  /** The current state: a new object only after a start, end or change. */
  getState(): TrackEventState;
  /** Calls `listener` on every tick while the event is active, and when it starts or ends: for progress readers. */
  subscribeProgress(listener: () => void): () => void;
  /** How far through the event the playhead is, 0 to 1. */
  progress(): number;
}

/** The state of an event not on the timeline (before `connect()`, on the server, without an instance). */
export const INACTIVE_TRACK_EVENT: TrackEventState = Object.freeze({ active: false, event: undefined });

/**
 * Binds a component to a track event of `type` with a stable `id` (React `useId`, Vue `useId`, Svelte
 * `$props.id`). `input` is the component's props: a missing `start` is 0 and a missing `end` Infinity, here
 * and in every `set()`. See `TrackEventBinding`.
 */
export function bindTrackEvent(
  pop: Popcorn,
  type: string | PluginDefinition<any, any>,
  id: string,
  input: TrackEventInput,
  callbacks: TrackEventCallbacks = {},
): TrackEventBinding {
  expectName(id, "bindTrackEvent() id");
  expectInput(input, "bindTrackEvent", id);
  expectCallbacks(callbacks, id);
  let props = replace(undefined, input);
  let handlers = callbacks;
  let connected = false;
  let state = INACTIVE_TRACK_EVENT;
  let listeners: readonly (() => void)[] = [];

  const refresh = () => {
    const event = connected && !pop.destroyed ? pop.getTrackEvent(id) : undefined;
    const active = event !== undefined && pop.isActive(id);
    if (active !== state.active || event !== state.event)
      state = event || active ? Object.freeze({ active, event }) : INACTIVE_TRACK_EVENT;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    id,
    connect() {
      if (pop.destroyed) return () => {};
      const unwatch = pop.watch(id, (change) => {
        // State first, so callbacks see it; a throwing callback becomes an `error` event (the instance catches
        // it) and subscribers still hear of the flip.
        refresh();
        try {
          if (change.type === "start") handlers.onStart?.(change.event);
          else if (change.type === "end") handlers.onEnd?.(change.event);
        } finally {
          notify();
        }
      });
      connected = true;
      // Claimed before it is added: a view of the timeline that renders as it starts leaves it to its component.
      const unclaim = claimComponentEvent(pop, id);
      try {
        pop.add(type as string, { ...props, id });
      } catch (error) {
        connected = false;
        unclaim();
        unwatch();
        throw error;
      }
      refresh();
      notify();
      return () => {
        if (!connected) return;
        if (!pop.destroyed && pop.getTrackEvent(id)) pop.remove(id);
        connected = false;
        unclaim();
        unwatch();
        refresh();
        notify();
      };
    },
    set(next, nextCallbacks) {
      expectInput(next, "bindTrackEvent", id, ".set()");
      if (nextCallbacks) expectCallbacks(nextCallbacks, id);
      props = replace(props, next);
      if (nextCallbacks) handlers = nextCallbacks;
      if (connected && !pop.destroyed && pop.getTrackEvent(id)) pop.update(id, props);
    },
    subscribe(listener) {
      listeners = [...listeners, listener];
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
    getState: () => state,
    subscribeProgress(listener) {
      let wasActive = state.active;
      return pop.store.subscribe(() => {
        if (state.active || wasActive) listener();
        wasActive = state.active;
      });
    },
    progress: () => (connected && !pop.destroyed ? pop.progress(id) : 0),
  };
}

/**
 * `next` as a replacement of `previous`: times default to `[0, Infinity)`, and an option of `previous` that
 * `next` lacks is `undefined`, which restores its default when the event updates.
 */
function replace(previous: TrackEventInput | undefined, next: TrackEventInput): TrackEventInput {
  const props: Record<string, unknown> = {};
  if (previous) for (const key of Object.keys(previous)) props[key] = undefined;
  Object.assign(props, next);
  props.start = next.start ?? 0;
  props.end = next.end ?? Infinity;
  return props as TrackEventInput;
}

function expectCallbacks(callbacks: TrackEventCallbacks, id: string): void {
  expectInput(callbacks, "bindTrackEvent", id, " callbacks");
  if (callbacks.onStart !== undefined) expectFunction(callbacks.onStart, `onStart of ${JSON.stringify(id)}`);
  if (callbacks.onEnd !== undefined) expectFunction(callbacks.onEnd, `onEnd of ${JSON.stringify(id)}`);
}
