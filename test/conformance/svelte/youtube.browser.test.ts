import { render } from "@testing-library/svelte";
import { flushSync, tick } from "svelte";
import { defineYouTubeSuite } from "../youtube.js";
import YouTubeScene from "./YouTubeScene.svelte";

defineYouTubeSuite("svelte", async (props) => {
  const view = render(YouTubeScene, { props });
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
