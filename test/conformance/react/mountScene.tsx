import { act, render } from "@testing-library/react";
import type { ComponentType } from "react";
import type { MountedBrowserScene } from "../browserScene.js";

/** Renders `Scene` with `props` for a browser suite; `update` re-renders it with new props, as a parent would. */
export async function mountScene<P extends object>(Scene: ComponentType<P>, props: P): Promise<MountedBrowserScene<P>> {
  let view!: ReturnType<typeof render>;
  let current = props;
  await act(async () => {
    view = render(<Scene {...current} />);
  });
  return {
    root: view.container,
    async update(next) {
      current = { ...current, ...next };
      await act(async () => view.rerender(<Scene {...current} />));
    },
    async unmount() {
      await act(async () => view.unmount());
      view.container.remove();
    },
  };
}
