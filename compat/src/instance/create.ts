import { type Popcorn as KitPopcorn, type Player, type TrackParser, createPopcorn } from "@popcorn-kit/core";
import { createHtmlPlayer } from "@popcorn-kit/core/players/html";
import { findElement } from "../util/findElement.js";
import { invalid } from "../util/invalid.js";
import { guid, isObject } from "../util/objects.js";
import { refusal } from "@popcorn-kit/core/errors";
import { PopcornError } from "@popcorn-kit/core";
import { guard } from "../util/safely.js";
import { followTimeline } from "./events.js";
import { prototype, trackEventsOf } from "./prototype.js";
import { removeEvent } from "./trackEvents.js";
import { type InstanceState, attachState } from "./state.js";
import type { PopcornData, PopcornInstance, PopcornOptions, PopcornTarget, PopcornTrackEvent } from "./types.js";

/** What makes the kit instance: tests and builds may give it a parser. */
export interface KitSetup {
  /** Called with each new kit instance (the complete build binds its DOM views here). */
  onCreate: ((kit: KitPopcorn, element: HTMLElement | null, instance: PopcornInstance) => void)[];
  /** The parser `loadTrack` uses, when a build has one. */
  parse?: TrackParser;
}

/** The hooks a build installs: the complete build binds DOM rendering and parsers. */
export const kitSetup: KitSetup = { onCreate: [] };

function isPlayer(value: unknown): value is Player {
  return (
    isObject(value) &&
    typeof (value as Player).play === "function" &&
    typeof (value as Player).addEventListener === "function" &&
    "currentTime" in value
  );
}

function resolveTarget(target: PopcornTarget): {
  player: Player;
  element: HTMLElement | null;
  release: (() => void)[];
} {
  if (typeof target === "string") {
    const element = findElement(target);
    if (!element || !("currentTime" in element)) {
      throw refusal(
        "PLAYER",
        "Popcorn() target",
        target,
        "the id or selector of a <video> or <audio> element on the page",
      );
    }
    target = element as HTMLMediaElement;
  }
  if (typeof HTMLMediaElement !== "undefined" && target instanceof HTMLMediaElement) {
    const player = createHtmlPlayer(target);
    return { player, element: target, release: [() => player.destroy()] };
  }
  if (isPlayer(target)) {
    const element = (target as { element?: unknown }).element;
    const own = typeof HTMLElement !== "undefined" && element instanceof HTMLElement ? element : null;
    return { player: target, element: own, release: [] };
  }
  throw refusal(
    "PLAYER",
    "Popcorn() target",
    target,
    'a <video> or <audio> element, its id or selector ("#video"), or a player (Popcorn.smart, Popcorn.youtube, a base player)',
  );
}

/**
 * Popcorn 1.x's `p.data.trackEvents` (a `TrackEvents`): the track events by start and by end between 1.x's two
 * padding events (one before the media's start, one after its end, which 1.x pages counted on), `count`, `where`
 * and `remove`.
 */
class TrackEvents {
  readonly #state: () => InstanceState;
  constructor(state: () => InstanceState) {
    this.#state = state;
  }
  #padded(key: "start" | "end") {
    const state = this.#state();
    // A destroyed instance has none.
    if (state.kit.destroyed) return [];
    const after = (state.kit.duration || Number.MAX_VALUE - 1) + 1;
    const events = trackEventsOf(state).sort((a, b) => a[key] - b[key]);
    return [{ start: -1, end: -1 }, ...events, { start: after, end: after }] as PopcornTrackEvent[];
  }
  get byStart() {
    return this.#padded("start");
  }
  get byEnd() {
    return this.#padded("end");
  }
  get count() {
    return this.byStart.length;
  }
  /** The events with any of `params`' values (`{ key: value }`, on the event or its `_natives`); all without. */
  where = guard("data.trackEvents.where", (params?: Record<string, unknown>) => {
    const wanted = Object.entries(params ?? {});
    const state = this.#state();
    return (state.kit.destroyed ? [] : trackEventsOf(state)).filter(
      (event) => !params || wanted.some(([key, value]) => event[key] === value || event._natives[key] === value),
    );
  });
  /** Removes the events `where(params)` gives, each as `removeTrackEvent` does. */
  remove = guard("data.trackEvents.remove", (params?: Record<string, unknown>) => {
    for (const event of this.where(params)) removeEvent(this.#state(), event.id);
  });
}

function makeData(state: () => InstanceState): PopcornData {
  return {
    events: Object.create(null),
    disabled: Object.create(null),
    history: [],
    running: Object.create(null),
    state: { volume: 1 },
    trackEvents: new TrackEvents(state),
    get trackRefs() {
      return Object.fromEntries(state().events);
    },
  };
}

/** Every instance not yet destroyed, in the order made (`Popcorn.instances`). */
export const instances: PopcornInstance[] = [];

/** Makes an instance; `Popcorn(target, options)` calls it and records the instance. */
export function createInstance(
  target: PopcornTarget,
  options: PopcornOptions = {},
  owned?: { destroy(): void },
): PopcornInstance {
  // A player the compat layer made for this instance (Popcorn.smart, Popcorn.youtube...) goes with it.
  const release = owned ? [() => owned.destroy()] : [];
  let kit: KitPopcorn | undefined;
  let made: ReturnType<typeof resolveTarget>;
  let frameRate: number | undefined;
  let volume: number;
  try {
    if (!isObject(options)) {
      throw invalid("Popcorn() options", options, "an object ({ id?, frameAnimation?, defaults? })");
    }
    if (options.id !== undefined && typeof options.id !== "string") {
      throw invalid("Popcorn() option id", options.id, "a string");
    }
    if (options.id && instances.some((instance) => instance.id === options.id)) {
      // 1.x's words, which pages test for.
      throw new PopcornError("DUPLICATE_ID", `Popcorn.js Error: Cannot use duplicate ID (${options.id})`, {
        value: options.id,
        expected: "an id no other instance has",
      });
    }
    made = resolveTarget(target);
    release.push(...made.release);
    frameRate = typeof options.framerate === "number" && options.framerate > 0 ? options.framerate : undefined;
    kit = createPopcorn(made.player, {
      ...(options.ticker !== undefined ? { ticker: options.ticker } : {}),
      ...(frameRate !== undefined ? { frameRate } : {}),
      ...(kitSetup.parse ? { parse: kitSetup.parse } : {}),
    });
    volume = kit.volume;
  } catch (error) {
    // A player's getter may throw: nothing the instance took is kept.
    kit?.destroy();
    for (const undo of release) undo();
    throw error;
  }
  const { player, element } = made;
  const instance = Object.create(prototype) as PopcornInstance;
  const state: InstanceState = {
    kit,
    player,
    element,
    media: element && "currentTime" in element ? element : player,
    release,
    events: new Map(),
    dispatchers: new Map(),
    frameRate,
    timeFloor: Number.NEGATIVE_INFINITY,
  };
  const data = makeData(() => state);
  data.state.volume = volume;
  const media = element ?? player;
  // 1.x named the media after its element too (`p.video`, `p.audio`), and prefixed the generated id with it.
  const nodeName = element?.nodeName.toLowerCase() ?? "video";
  Object.defineProperties(instance, {
    media: { value: media, enumerable: true },
    [nodeName]: { value: media, enumerable: true },
    data: { value: data, enumerable: true },
    options: { value: { ...options, defaults: { ...(options.defaults ?? {}) } }, enumerable: true },
    id: { value: options.id || guid(nodeName), enumerable: true },
    kit: { value: kit },
    isDestroyed: { get: () => kit.destroyed, enumerable: true },
    error: { get: () => state.media.error ?? null },
  });
  attachState(instance, state);
  followTimeline(instance, state);
  instances.push(instance);
  for (const hook of kitSetup.onCreate) hook(kit, element, instance);
  return instance;
}
