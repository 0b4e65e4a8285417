import { Cue, PopcornVimeo, PopcornYouTube } from "@popcorn-kit/vue";
import { render } from "@testing-library/vue";
import { h, nextTick } from "vue";
import { defineEmbeddedSuites } from "../embedded.js";

defineEmbeddedSuites("vue", async ({ provider, videoId, frameRate, onPopcorn }) => {
  const cue = {
    default: () => h(Cue, { start: 0.3, end: 5 }, { default: () => h("p", { "data-cue": "" }, "In the video") }),
  };
  const scene = (id: string) =>
    provider.name === "YouTube"
      ? h(PopcornYouTube, { videoId: id, apiUrl: provider.apiUrl, frameRate, onReady: onPopcorn }, cue)
      : h(
          PopcornVimeo,
          { videoId: id, Player: provider.Player, embed: { dnt: true }, frameRate, onReady: onPopcorn },
          cue,
        );
  const view = render(
    { props: { id: String }, setup: (props: { id: string }) => () => scene(props.id) },
    { props: { id: videoId } },
  );
  await nextTick();
  return {
    root: view.container as HTMLElement,
    async setVideoId(id) {
      await view.rerender({ id });
      await nextTick();
    },
    async unmount() {
      view.unmount();
      (view.container as HTMLElement).remove();
      await nextTick();
    },
  };
});
