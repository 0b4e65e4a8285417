// Popcorn.player: a player of one's own, defined as in 1.x by `_canPlayType` and `_setup`, whose `_setup` runs
// with `this` = a base player bound to the container element the page named.
import { PopcornError } from "@popcorn-kit/core";
import { type BasePlayer, createBasePlayer } from "./basePlayer.js";
import { findTarget } from "./findTarget.js";
import { functionsIn, invalid } from "../util/invalid.js";
import { UNSAFE_KEYS, isObject } from "../util/objects.js";

/**
 * A base player bound to its container: its own fields first, then the container's (`this.appendChild(...)`,
 * `this.offsetWidth`, `this.id`), as 1.x copied the container's properties onto it. Writes stay on the player.
 */
export type BoundPlayer = BasePlayer & {
  /** The container element the player was made in. */
  readonly element: HTMLElement;
  /** The container's other properties, read through. */
  readonly [key: string]: unknown;
};

/** 1.x's player definition. */
export interface PlayerDefinition {
  /**
   * Whether the player plays `url` in an element of `nodeName`: `false` refuses (the player fires `error`),
   * anything else lets `_setup` run. `Popcorn.smart` picks a player whose answer is truthy.
   */
  _canPlayType?(nodeName: string, url: string): unknown;
  /** Sets the player up, with `this` the bound base player, and the options of the call. */
  _setup?(this: BoundPlayer, options: Record<string, unknown>): void;
  /** Releases what `_setup` made, when the player is destroyed. */
  _teardown?(this: BoundPlayer, options: Record<string, unknown>): void;
}

/** What `definePlayer` registers: the factory the instance wraps, and the question `Popcorn.smart` asks. */
export interface DefinedPlayer {
  readonly name: string;
  /**
   * Makes the player in `target` (an element, its id or a selector) for `src`: a base player bound to the element,
   * `options.events` ({ name: listener }) attached, then `_setup` run with the options. `destroy()` runs
   * `_teardown`, then releases the player's ticker, listeners and timer.
   */
  create(target: string | HTMLElement, src?: string, options?: Record<string, unknown>): BoundPlayer;
  /** Whether the definition's `_canPlayType` answers truthy. */
  canPlay(nodeName: string, url: string): boolean;
}

const players = new Map<string, DefinedPlayer>();
/** Anchored, one character class per part: linear. */
const NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * Popcorn.player: registers a player of one's own under `name` (`Popcorn[name](target, src, options)`). As in
 * 1.x, a name already registered keeps its first definition, and that is what is returned.
 *
 * Refused with a `PopcornError` (`INVALID_OPTION`), registering nothing: a name that is not an identifier, a
 * definition that is not an object, `_canPlayType`, `_setup` or `_teardown` that is not a function.
 *
 * @example
 * definePlayer("slides", {
 *   _canPlayType: (nodeName, url) => url.endsWith(".slides"),
 *   _setup(options) {
 *     this.duration = 120;
 *     this.readyState = 4;
 *     this.dispatchEvent("loadedmetadata");
 *   },
 * });
 */
export function definePlayer(name: string, definition: PlayerDefinition = {}): DefinedPlayer {
  if (typeof name !== "string" || !NAME.test(name) || UNSAFE_KEYS.has(name)) {
    throw invalid("Popcorn.player name", name, 'an identifier such as "slides"');
  }
  if (!isObject(definition)) {
    throw invalid(
      `Popcorn.player("${name}") definition`,
      definition,
      "an object { _canPlayType?, _setup?, _teardown? }",
    );
  }
  const [canPlayType, setup, teardown] = functionsIn(
    definition,
    ["_canPlayType", "_setup", "_teardown"],
    `Popcorn.player("${name}")`,
  ) as [PlayerDefinition["_canPlayType"], PlayerDefinition["_setup"], PlayerDefinition["_teardown"]];
  const existing = players.get(name);
  if (existing) return existing;
  const entry: DefinedPlayer = {
    name,
    canPlay: (nodeName, url) => !!canPlayType?.call(definition, nodeName, url),
    create(target, src = "", options = {}) {
      const container = findTarget(target, `Popcorn.${name} target`);
      if (!isObject(options)) {
        throw invalid(`Popcorn.${name} options`, options, "an object");
      }
      const base = createBasePlayer();
      base.src = src;
      const player = bindToContainer(base, container);
      let errorTimer: ReturnType<typeof setTimeout> | undefined;
      const destroy = base.destroy;
      let destroyed = false;
      base.destroy = () => {
        if (destroyed) return;
        destroyed = true;
        clearTimeout(errorTimer);
        try {
          teardown?.call(player, options);
        } finally {
          destroy();
        }
      };
      const events = (options as { events?: unknown }).events;
      if (isObject(events)) {
        for (const [type, listener] of Object.entries(events)) base.addEventListener(type, listener);
      }
      if (canPlayType?.call(definition, container.nodeName, src) === false) {
        base.error = new PopcornError("PLAYER", `Popcorn.${name} cannot play ${JSON.stringify(src)}.`, { value: src });
        // Later, as in 1.x, so that the page can listen first.
        errorTimer = setTimeout(() => base.dispatchEvent("error"), 0);
      } else if (setup) {
        try {
          setup.call(player, options);
        } catch (cause) {
          base.destroy();
          throw new PopcornError("PLAYER", `Popcorn.${name}'s _setup threw: ${(cause as Error)?.message ?? cause}.`, {
            value: src,
            cause,
          });
        }
      } else {
        // Nothing to load: ready at once, as in 1.x.
        base.readyState = 4;
        for (const type of ["loadedmetadata", "loadeddata", "canplaythrough"]) base.dispatchEvent(type);
      }
      return player;
    },
  };
  players.set(name, entry);
  return entry;
}

/** The names of the players defined with {@link definePlayer}, in the order they were defined. */
export function playerNames(): readonly string[] {
  return [...players.keys()];
}

/** The player defined under `name`, if any. */
export function playerFor(name: string): DefinedPlayer | undefined {
  return typeof name === "string" ? players.get(name) : undefined;
}

/** The base player seen through a proxy that reads the container's properties where the player has none. */
function bindToContainer(base: BasePlayer, container: HTMLElement): BoundPlayer {
  Object.defineProperty(base, "element", { value: container, enumerable: true });
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(base, {
    get(target, key) {
      if (key in target) return Reflect.get(target, key);
      const value = Reflect.get(container, key, container);
      if (typeof value !== "function") return value;
      // One bound function per name: `this.appendChild === this.appendChild`, as on the element.
      if (!bound.has(key)) bound.set(key, value.bind(container));
      return bound.get(key);
    },
    has(target, key) {
      return key in target || key in container;
    },
  }) as BoundPlayer;
}
