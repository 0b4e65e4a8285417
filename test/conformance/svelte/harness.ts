import type { Popcorn } from "@popcorn-kit/core";
import { render } from "@testing-library/svelte";
import { flushSync, tick } from "svelte";
import { type ConformanceHarness, type MountedScene, type Scene, readScene, releaseContainer } from "../harness.js";
import Media from "./Media.svelte";
import SceneView from "./Scene.svelte";

/** Applies what Svelte has pending: effects, then the microtask-scheduled work they queued. */
async function settle(): Promise<void> {
  flushSync();
  await tick();
  flushSync();
}

/**
 * The Svelte harness: each scene is `Scene.svelte` rendered by @testing-library/svelte inside `setPopcorn(pop)`.
 * A cue's render is counted each time its span's attributes are computed (Svelte re-runs only that part of a
 * snippet when what it reads changes).
 */
export const svelteHarness: ConformanceHarness = {
  name: "svelte",
  async mount(pop: Popcorn, scene: Scene, options = {}): Promise<MountedScene> {
    const counts = new Map<string, number>();
    const rendered = (id: string, active: boolean) => {
      counts.set(id, (counts.get(id) ?? 0) + 1);
      return String(active);
    };
    if (options.strict) render(SceneView, { props: { pop, scene, rendered } }).unmount();
    const view = render(SceneView, { props: { pop, scene, rendered } });
    await settle();
    const root = view.container;
    return {
      ...readScene(root),
      async rerender(next) {
        view.rerender({ scene: next });
        await settle();
      },
      renderCounts: () => new Map(counts),
      resetRenderCounts: () => counts.clear(),
      async unmount() {
        view.unmount();
        await settle();
        releaseContainer(view.container);
      },
    };
  },
  async mountMedia(props) {
    let popcorn: Popcorn | null = null;
    const onpopcorn = (pop: Popcorn | null) => {
      if (pop) popcorn = pop;
    };
    const view = render(Media, { props: { ...props, onpopcorn } });
    await settle();
    return {
      root: view.container as Element,
      popcorn: () => popcorn,
      async rerender(next) {
        view.rerender({ ...next, onpopcorn });
        await settle();
      },
      async unmount() {
        view.unmount();
        await settle();
        releaseContainer(view.container);
      },
    };
  },
  async act(fn) {
    fn();
    await settle();
  },
};
