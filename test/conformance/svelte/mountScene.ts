import { render } from "@testing-library/svelte";
import { type Component, flushSync, tick } from "svelte";
import type { MountedBrowserScene } from "../browserScene.js";

/** Mounts `Scene` with `props` for a browser suite; `update` gives it new props, as a parent would. */
export async function mountScene<P extends Record<string, unknown>>(
  Scene: Component<P>,
  props: P,
): Promise<MountedBrowserScene<P>> {
  let current = props;
  const view = render(Scene as Component<any>, { props: current });
  flushSync();
  await tick();
  return {
    root: view.container,
    async update(next) {
      current = { ...current, ...next };
      await view.rerender(current);
      flushSync();
    },
    async unmount() {
      view.unmount();
      view.container.remove();
      await tick();
    },
  };
}
