import { OUTLET_NAME } from "../../project/rules.js";
import type { Outlet, OutletBox } from "../../project/types.js";

/**
 * How far apart two places over the video may be and still be one, in points of percent of the video, on each of
 * left, top, width and height: events a person placed by hand a little apart (10 % and 11.5 % from the left) share
 * an outlet, as a person laying the page out would have made it.
 */
export const SAME_PLACE_TOLERANCE = 3;

/** An outlet's transition. */
type Transition = NonNullable<Outlet["transition"]>;

interface Place {
  /** The box of the place's first event: the outlet's box, and what the next events are compared with. */
  readonly box: OutletBox;
  /** The highest stacking order of its events. */
  zIndex: number | undefined;
  /** How many of its events hold each kind of content, in the order first met. */
  readonly kinds: Map<string, number>;
  /** How many of its events come and go with each transition ("none" for none), in the order first met. */
  readonly transitions: Map<Transition, number>;
}

/** The most common key of `counts`; of keys as common, the first met. */
function mostCommon<K>(counts: ReadonlyMap<K, number>): K | undefined {
  let best: K | undefined;
  let most = 0;
  for (const [key, count] of counts) {
    if (count > most) {
      best = key;
      most = count;
    }
  }
  return best;
}

const cell = (n: number) => Math.floor(n / SAME_PLACE_TOLERANCE);

/**
 * The places of the events laid over the video, gathered into outlets: an event joins the first place whose box
 * is within `SAME_PLACE_TOLERANCE` of its own on every edge, else makes a new place with its box. Each place is
 * found through a grid of cells as wide as the tolerance (a place is in one of the 81 cells around an event's),
 * so that gathering n events costs O(n), whatever the file.
 */
export class OverLayout {
  readonly #places: Place[] = [];
  // The place whose first box is in each cell: two such boxes in one cell would be within the tolerance.
  readonly #grid = new Map<string, number>();

  /** Adds an event at `box`, holding `kind` of content; returns its place's index. */
  add(box: OutletBox, kind: string, zIndex: number | undefined, transition: Transition | undefined): number {
    const edges = [box.left, box.top, box.width, box.height];
    const cells = edges.map(cell);
    let found: number | undefined;
    for (let around = 0; around < 81; around++) {
      const key = cells.map((c, edge) => c + (Math.floor(around / 3 ** edge) % 3) - 1).join(",");
      const index = this.#grid.get(key);
      if (index === undefined || (found !== undefined && index > found)) continue;
      const first = this.#places[index]!.box;
      const near = [first.left, first.top, first.width, first.height].every(
        (edge, at) => Math.abs(edge - edges[at]!) < SAME_PLACE_TOLERANCE,
      );
      if (near) found = index;
    }
    if (found === undefined) {
      found = this.#places.length;
      this.#places.push({ box, zIndex: undefined, kinds: new Map(), transitions: new Map() });
      this.#grid.set(cells.join(","), found);
    }
    const place = this.#places[found]!;
    if (zIndex !== undefined) place.zIndex = Math.max(zIndex, place.zIndex ?? zIndex);
    place.kinds.set(kind, (place.kinds.get(kind) ?? 0) + 1);
    const how = transition ?? "none";
    place.transitions.set(how, (place.transitions.get(how) ?? 0) + 1);
    return found;
  }

  /** The transition of the place `index`: the most common of its events' (undefined for none). */
  transition(index: number): Transition | undefined {
    const how = mostCommon(this.#places[index]!.transitions);
    return how === "none" ? undefined : how;
  }

  /** The most common kind of content of the place `index`. */
  kind(index: number): string {
    return mostCommon(this.#places[index]!.kinds) ?? "box";
  }

  /** The outlets over the video, one per place in the order made, named by `names` (one per place). */
  outlets(names: readonly string[]): Outlet[] {
    return this.#places.map((place, index) => {
      const transition = this.transition(index);
      return {
        name: names[index]!,
        placement: "over",
        box: place.box,
        ...(place.zIndex === undefined ? {} : { zIndex: place.zIndex }),
        ...(transition === undefined ? {} : { transition }),
      };
    });
  }

  /** How many places there are. */
  get size(): number {
    return this.#places.length;
  }
}

/** What an event at `box` holds, as an outlet's name says it: a text at the top is a title, elsewhere notes. */
export function contentKind(type: string, box: OutletBox): string {
  if (type === "text") return box.top + box.height / 2 < 100 / 3 ? "title" : "notes";
  return outletName(type);
}

/** Outlet names, each taken once: a name taken already gets `-2`, `-3`... (counted per name, not searched). */
export class OutletNames {
  readonly #taken = new Set<string>();
  readonly #next = new Map<string, number>();

  /** `wanted`, or `wanted-n` for the first n from 2 that no outlet has. */
  take(wanted: string): string {
    let name = wanted;
    let n = this.#next.get(wanted) ?? 2;
    while (this.#taken.has(name)) name = `${wanted.slice(0, 56)}-${n++}`;
    this.#next.set(wanted, n);
    this.#taken.add(name);
    return name;
  }
}

/**
 * A name an outlet can have, from a target's name or a plugin's: other characters become "-", and it starts with
 * a letter.
 */
export function outletName(label: string): string {
  const name = label
    .trim()
    .slice(0, 60)
    .replace(/[^\w-]/g, "-");
  return OUTLET_NAME.test(name) ? name : `t-${name}`.slice(0, 64);
}
