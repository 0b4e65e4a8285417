import { Cue, PopcornYouTube } from "@popcorn-kit/vue";
import { h } from "vue";
import { defineYouTubeSuite } from "../youtube.js";
import { mountScene } from "./mountScene.js";

defineYouTubeSuite("vue", (props) =>
  mountScene(
    ({ videoId, apiUrl, onPopcorn }) =>
      h(PopcornYouTube, { videoId, apiUrl, onReady: onPopcorn }, { default: () => h(Cue, { start: 0.3, end: 5 }, { default: () => h("p", { "data-cue": "" }, "In the video") }) }),
    props,
  ),
);
