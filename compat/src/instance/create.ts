import { type Popcorn as KitPopcorn, type Player, type TrackParser, createPopcorn } from "@popcorn-kit/core";
import { createHtmlPlayer } from "@popcorn-kit/core/players/html";
import { findElement } from "../util/findElement.js";
import { invalid } from "../util/invalid.js";
import { guid, isObject } from "../util/objects.js";
import { refusal } from "@popcorn-kit/core/adapter";
import { guard } from "../util/safely.js";
import { followTimeline } from "./events.js";
import { prototype, trackEventsOf } from "./prototype.js";
import { type InstanceState, attachState, peekState } from "./state.js";
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

function makeData(state: () => InstanceState): PopcornData {
  const sorted = (by: "start" | "end") => (a: PopcornTrackEvent, b: PopcornTrackEvent) => a[by] - b[by];
  return {
    events: Object.create(null),
    disabled: Object.create(null),
    history: [],
    running: Object.create(null),
    state: { volume: 1 },
    trackEvents: {
      get byStart() {
        return trackEventsOf(state()).sort(sorted("start"));
      },
      get byEnd() {
        return trackEventsOf(state()).sort(sorted("end"));
      },
      get count() {
        return state().events.size;
      },
      where: guard("data.trackEvents.where", (params?: Record<string, unknown>) => {
        const events = trackEventsOf(state());
        if (!params) return events;
        const wanted = Object.entries(params);
        return events.filter((event) =>
          wanted.some(([key, value]) => event[key] === value || event._natives[key] === value),
        );
      }),
    },
  };
}

/** Makes an instance; `Popcorn(target, options)` calls it and records the instance. */
export function createInstance(
  target: PopcornTarget,
  options: PopcornOptions = {},
  owned?: { destroy(): void },
): PopcornInstance {
  if (!isObject(options)) {
    throw invalid("Popcorn() options", options, "an object ({ id?, frameAnimation?, defaults? })");
  }
  if (options.id !== undefined && typeof options.id !== "string") {
    throw invalid("Popcorn() option id", options.id, "a string");
  }
  const { player, element, release } = resolveTarget(target);
  // A player the compat layer made for this instance (Popcorn.smart, Popcorn.youtube...) goes with it.
  if (owned) release.push(() => owned.destroy());
  const frameRate = typeof options.framerate === "number" && options.framerate > 0 ? options.framerate : undefined;
  let kit: KitPopcorn | undefined;
  let volume: number;
  try {
    kit = createPopcorn(player, {
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
  const instance = Object.create(prototype) as PopcornInstance;
  const state: InstanceState = {
    kit,
    player,
    element,
    release,
    events: new Map(),
    dispatchers: new Map(),
    frameRate,
    timeFloor: Number.NEGATIVE_INFINITY,
  };
  const data = makeData(() => state);
  data.state.volume = volume;
  Object.defineProperties(instance, {
    media: { value: element ?? player, enumerable: true },
    data: { value: data, enumerable: true },
    options: { value: { ...options, defaults: { ...(options.defaults ?? {}) } }, enumerable: true },
    id: { value: options.id ?? guid("__popcorn"), enumerable: true },
    kit: { value: kit },
    isDestroyed: { get: () => peekState(instance)?.kit.destroyed ?? true, enumerable: true },
  });
  attachState(instance, state);
  followTimeline(instance, state);
  for (const hook of kitSetup.onCreate) hook(kit, element, instance);
  return instance;
}
