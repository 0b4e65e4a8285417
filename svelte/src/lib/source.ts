import type { Popcorn } from "@popcorn-kit/core";
import type { Readable } from "svelte/store";

/**
 * Where a store finds its instance: a `Popcorn`, or a readable store of one such as `getPopcorn()` (which holds
 * `null` on the server and until the media element exists). `null` reads the server snapshot.
 */
export type PopcornSource = Popcorn | Readable<Popcorn | null> | null | undefined;

const isStore = (source: object): source is Readable<Popcorn | null> =>
  typeof (source as Partial<Readable<unknown>>).subscribe === "function";

/**
 * Runs `connect` for the live instance `source` holds, again whenever it holds another, and `idle` while it
 * holds none. Returns the function that releases everything `connect` made.
 */
export function followInstance(
  source: PopcornSource,
  connect: (pop: Popcorn) => () => void,
  idle: () => void,
): () => void {
  let release: (() => void) | null = null;
  let current: Popcorn | null | undefined;
  const use = (pop: Popcorn | null | undefined) => {
    if (pop === current && pop) return;
    current = pop;
    release?.();
    release = null;
    if (pop && !pop.destroyed) release = connect(pop);
    else idle();
  };
  if (!source || !isStore(source)) {
    use(source);
    return () => {
      release?.();
      release = null;
    };
  }
  const unsubscribe = source.subscribe(use);
  return () => {
    unsubscribe();
    release?.();
    release = null;
    current = undefined;
  };
}
