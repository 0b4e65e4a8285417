import type { Popcorn as KitPopcorn, Player } from "@popcorn-kit/core";
import { PopcornError } from "@popcorn-kit/core";
import { invalid } from "../util/invalid.js";
import type { PopcornInstance, PopcornTrackEvent } from "./types.js";

/** What an instance keeps to itself. */
export interface InstanceState {
  readonly kit: KitPopcorn;
  readonly player: Player;
  /** The media element, when the player is one or has one (a container, for Popcorn.smart or a base player). */
  readonly element: HTMLElement | null;
  /**
   * What plays, which the media methods read and set and whose media events `listen` hears: the media element, or
   * the player when its element only holds it.
   */
  readonly media: Record<string, any>;
  /** What the instance made and must release: the player it wrapped around an element. */
  readonly release: (() => void)[];
  /** Track events in Popcorn's shape, by id: those on the kit's timeline and empty cues (no time yet). */
  readonly events: Map<string, PopcornTrackEvent>;
  /** Per listened event type, what stops the one dispatcher attached for it. */
  readonly dispatchers: Map<string, () => void>;
  readonly frameRate: number | undefined;
  /**
   * While a start hook or a cue runs, the time it starts at: `currentTime()` reads at least this. The kit starts
   * an event on the presented frame whose time reaches it, when the media element's own `currentTime` can still
   * read a few milliseconds behind; Popcorn 1.x pages test `this.currentTime() >= t` in their callbacks.
   */
  timeFloor: number;
}

const states = new WeakMap<PopcornInstance, InstanceState>();
const byKit = new WeakMap<KitPopcorn, PopcornInstance>();

/** Records an instance's state; called once, when it is made. */
export function attachState(instance: PopcornInstance, state: InstanceState): void {
  states.set(instance, state);
  byKit.set(state.kit, instance);
}

/**
 * The state of a live instance. A call on a destroyed instance is refused (`DESTROYED`), as the kit refuses
 * calls on a destroyed instance; one on an object that is no instance (a method borrowed with `call`) too.
 */
export function stateOf(instance: PopcornInstance): InstanceState {
  const state = states.get(instance);
  if (!state) throw invalid("A Popcorn method was called on", instance, "an instance made by Popcorn()");
  if (state.kit.destroyed) {
    throw new PopcornError("DESTROYED", `Popcorn instance "${instance.id}" was destroyed: make a new one.`, {
      value: instance.id,
    });
  }
  return state;
}

/** The state, destroyed or not (for `destroy`, which may run twice). */
export function peekState(instance: PopcornInstance): InstanceState | undefined {
  return states.get(instance);
}

/** The compat instance that drives a kit instance: what plugin hooks get as `this`. */
export function instanceOfKit(kit: KitPopcorn): PopcornInstance | undefined {
  return byKit.get(kit);
}

/** Runs a start hook or a cue's function with `currentTime()` reading at least `time` (see `timeFloor`). */
export function whileStartingAt(instance: PopcornInstance, time: number, run: () => void): void {
  const state = states.get(instance);
  if (!state) {
    run();
    return;
  }
  const previous = state.timeFloor;
  state.timeFloor = time;
  try {
    run();
  } finally {
    state.timeFloor = previous;
  }
}
