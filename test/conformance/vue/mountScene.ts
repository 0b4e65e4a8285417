import { render } from "@testing-library/vue";
import { type VNodeChild, nextTick, shallowRef } from "vue";
import type { MountedBrowserScene } from "../browserScene.js";

/** Renders `scene(props)` for a browser suite; `update` renders it again with new props, as a parent would. */
export async function mountScene<P extends object>(
  scene: (props: P) => VNodeChild,
  props: P,
): Promise<MountedBrowserScene<P>> {
  const current = shallowRef(props);
  const view = render({ setup: () => () => scene(current.value) });
  await nextTick();
  return {
    root: view.container as HTMLElement,
    async update(next) {
      current.value = { ...current.value, ...next };
      await nextTick();
    },
    async unmount() {
      view.unmount();
      (view.container as HTMLElement).remove();
      await nextTick();
    },
  };
}
