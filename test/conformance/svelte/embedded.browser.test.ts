import { render } from "@testing-library/svelte";
import { flushSync, tick } from "svelte";
import { defineEmbeddedSuites } from "../embedded.js";
import EmbeddedScene from "./EmbeddedScene.svelte";

defineEmbeddedSuites("svelte", async (props) => {
  const view = render(EmbeddedScene, { props });
  let current = props;
  flushSync();
  await tick();
  return {
    root: view.container,
    async update(changes) {
      current = { ...current, ...changes };
      await view.rerender(current);
      flushSync();
    },
    async unmount() {
      view.unmount();
      view.container.remove();
      await tick();
    },
  };
});
