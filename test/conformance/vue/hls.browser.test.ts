import { Cue, PopcornVideo } from "@popcorn-kit/vue";
import { h } from "vue";
import { defineHlsSuite } from "../hls.js";
import { mountScene } from "./mountScene.js";

defineHlsSuite("vue", (props) =>
  mountScene(
    ({ src, onPopcorn }) =>
      h(
        PopcornVideo,
        { src, muted: true, onReady: onPopcorn },
        {
          default: () => h(Cue, { start: 0.3, end: 5 }, { default: () => h("p", { "data-cue": "" }, "In the stream") }),
        },
      ),
    props,
  ),
);
