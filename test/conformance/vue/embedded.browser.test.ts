import type { PopcornError } from "@popcorn-kit/core";
import { Cue, PopcornVimeo, PopcornYouTube } from "@popcorn-kit/vue";
import { render } from "@testing-library/vue";
import { type PropType, h, nextTick } from "vue";
import { type EmbeddedSceneProps, defineEmbeddedSuites } from "../embedded.js";

defineEmbeddedSuites("vue", async (props) => {
  const scene = ({ provider, videoId, frameRate, onPopcorn, onError, customError }: EmbeddedSceneProps) => {
    const slots = {
      default: () => h(Cue, { start: 0.3, end: 5 }, { default: () => h("p", { "data-cue": "" }, "In the video") }),
      ...(customError
        ? {
            error: ({ error }: { error: PopcornError }) =>
              h("p", { "data-page-error": "" }, `Not available (${error.code})`),
          }
        : {}),
    };
    return provider.name === "YouTube"
      ? h(PopcornYouTube, { videoId, apiUrl: provider.apiUrl, frameRate, onReady: onPopcorn, onError }, slots)
      : h(
          PopcornVimeo,
          { videoId, Player: provider.Player, embed: { dnt: true }, frameRate, onReady: onPopcorn, onError },
          slots,
        );
  };
  const view = render(
    {
      props: { scene: { type: Object as PropType<EmbeddedSceneProps>, required: true } },
      setup: (p: { scene: EmbeddedSceneProps }) => () => scene(p.scene),
    },
    { props: { scene: props } },
  );
  let current = props;
  await nextTick();
  return {
    root: view.container as HTMLElement,
    async update(changes) {
      current = { ...current, ...changes };
      await view.rerender({ scene: current });
      await nextTick();
    },
    async unmount() {
      view.unmount();
      (view.container as HTMLElement).remove();
      await nextTick();
    },
  };
});
