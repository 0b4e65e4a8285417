import { Cue, PopcornYouTube } from "@popcorn-kit/vue";
import { render } from "@testing-library/vue";
import { h, nextTick } from "vue";
import { defineYouTubeSuite } from "../youtube.js";

defineYouTubeSuite("vue", async ({ videoId, apiUrl, onPopcorn }) => {
  const scene = (id: string) => () =>
    h(PopcornYouTube, { videoId: id, apiUrl, onReady: onPopcorn }, { default: () => h(Cue, { start: 0.3, end: 5 }, { default: () => h("p", { "data-cue": "" }, "In the video") }) });
  const view = render({ props: { id: String }, setup: (props: { id: string }) => () => scene(props.id)() }, { props: { id: videoId } });
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
