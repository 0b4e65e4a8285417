import { render } from "@testing-library/svelte";
import { flushSync, tick } from "svelte";
import { defineEmbeddedSuites } from "../embedded.js";
import EmbeddedScene from "./EmbeddedScene.svelte";

defineEmbeddedSuites("svelte", async (props) => {
  const view = render(EmbeddedScene, { props });
  flushSync();
  await tick();
  return {
    root: view.container,
    async setVideoId(videoId) {
      await view.rerender({ ...props, videoId });
      flushSync();
    },
    async unmount() {
      view.unmount();
      view.container.remove();
      await tick();
    },
  };
});
