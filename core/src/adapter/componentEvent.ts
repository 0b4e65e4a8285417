import type { PluginDefinition } from "../plugins/definePlugin.js";
import {
  INACTIVE_TRACK_EVENT,
  type TrackEventBinding,
  type TrackEventCallbacks,
  type TrackEventState,
  bindTrackEvent,
} from "./bindTrackEvent.js";
import type { TrackEventInput } from "../contract/trackEvent.js";
import type { Popcorn } from "../contract/popcorn.js";

/**
 * The track event of one component (a `<Cue>`, a plugin component), whatever instance it is on: what every
 * adapter creates once per component and maps to its reactivity. Creating one has no side effect (safe while
 * rendering and on the server); `connect(pop)` puts the event on an instance.
 */
export interface ComponentEvent {
  /**
   * The component's props, as a replacement of the previous ones (see `TrackEventBinding.set`): a missing
   * `start` is 0, a missing `end` Infinity, a removed option goes back to its default. A new `id` moves the
   * event to that id.
   */
  set(id: string, props: TrackEventInput): void;
  /**
   * Adds the event to `pop` (nothing while `pop` is null or destroyed) and returns the function that removes it.
   * A refused prop throws the `PopcornError` here, with nothing left behind.
   */
  connect(pop: Popcorn | null | undefined): () => void;
  /** Calls `listener` when the event starts, ends or changes, or is connected or disconnected. */
  subscribe(listener: () => void): () => void;
  /** `{ active, event }`: the same object until one of those happens. `INACTIVE_TRACK_EVENT` while not connected. */
  getState(): TrackEventState;
  /**
   * The progress, 0 to 1, marking it as read: from the first read on, `subscribeProgress` listeners hear every
   * tick while the event is active. What a `progress` getter of a View's or slot's props calls.
   */
  readProgress(): number;
  /** The progress without marking it as read (a snapshot for React, a store's value). */
  getProgress(): number;
  /**
   * Calls `listener` on every tick while the event is active (and as it starts and ends), once the progress has
   * been read: a component that never reads it is never woken by frames.
   */
  subscribeProgress(listener: () => void): () => void;
}

/**
 * Creates a component's track event of `type` (a plugin, or a registered plugin's name such as `"cue"`).
 * `callbacks` are called at the event's start and end with the event view; a throwing one becomes the
 * instance's `error` event. Pass functions that forward to the latest props.
 *
 * @example
 * const cue = createComponentEvent("cue", "intro", { start: 2, end: 5 }, { onStart: (event) => props.onStart?.(event) });
 * const release = cue.connect(pop);
 * cue.subscribe(() => render(cue.getState().active));
 */
export function createComponentEvent(
  type: string | PluginDefinition<any, any>,
  id: string,
  props: TrackEventInput,
  callbacks: TrackEventCallbacks = {},
): ComponentEvent {
  let currentId = id;
  let currentProps = props;
  let binding: TrackEventBinding | null = null;
  let pop: Popcorn | null = null;
  let release: (() => void) | null = null;
  let listeners: readonly (() => void)[] = [];
  let progressListeners: readonly (() => void)[] = [];
  let progressRead = false;
  let stopProgress: (() => void) | null = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const notifyProgress = () => {
    for (const listener of progressListeners) listener();
  };
  // Frames reach progress listeners only once someone read the progress, and only while connected.
  const followProgress = () => {
    stopProgress?.();
    stopProgress =
      binding && progressRead && progressListeners.length > 0 ? binding.subscribeProgress(notifyProgress) : null;
  };

  const disconnect = () => {
    if (!release) return;
    const done = release;
    release = null;
    done();
  };

  // One per public connect(); reconnecting for a new id keeps it, so that connect's teardown still applies.
  let session: object | null = null;

  const connect = (instance: Popcorn): void => {
    const bound = bindTrackEvent(instance, type, currentId, currentProps, callbacks);
    const unsubscribe = bound.subscribe(notify);
    let remove: () => void;
    binding = bound;
    try {
      remove = bound.connect();
    } catch (error) {
      binding = null;
      unsubscribe();
      throw error;
    }
    pop = instance;
    followProgress();
    notify();
    notifyProgress();
    release = () => {
      // Removing an active event ends it first: subscribers hear that end before the binding goes.
      remove();
      unsubscribe();
      binding = null;
      pop = null;
      followProgress();
      notify();
      notifyProgress();
    };
  };

  return {
    set(nextId, nextProps) {
      currentProps = nextProps;
      if (nextId === currentId) {
        binding?.set(nextProps);
        return;
      }
      currentId = nextId;
      const instance = pop;
      if (instance && release) {
        disconnect();
        connect(instance);
      }
    },
    connect(instance) {
      if (!instance || instance.destroyed) return () => {};
      disconnect();
      const own = (session = {});
      connect(instance);
      return () => {
        if (session !== own) return;
        session = null;
        disconnect();
      };
    },
    subscribe(listener) {
      listeners = [...listeners, listener];
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
    getState: () => binding?.getState() ?? INACTIVE_TRACK_EVENT,
    readProgress() {
      if (!progressRead) {
        progressRead = true;
        followProgress();
      }
      return binding ? binding.progress() : 0;
    },
    getProgress: () => (binding ? binding.progress() : 0),
    subscribeProgress(listener) {
      progressListeners = [...progressListeners, listener];
      if (progressListeners.length === 1) followProgress();
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        progressListeners = progressListeners.filter((l) => l !== listener);
        if (progressListeners.length === 0) followProgress();
      };
    },
  };
}
