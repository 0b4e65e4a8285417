import { PopcornVideo, Transcript } from "@popcorn-kit/vue";
import { LowerThird, Ticker } from "@popcorn-kit/vue/plugins";
import { h } from "vue";
import clipUrl from "../../fixtures/media/clip.webm?url";
import captionsUrl from "../../fixtures/media/sample.vtt?url";
import { TICKER_TEXT, defineStageSuite } from "../stage.js";
import { mountScene } from "./mountScene.js";

defineStageSuite(
  "vue",
  (props) =>
    mountScene(
      ({ src, captions, controls, onPopcorn }) =>
        h("div", { class: "pk-stage" }, [
          h(
            PopcornVideo,
            { src, controls, muted: true, width: 480, tracks: [{ src: captions }], onReady: onPopcorn },
            {
              default: () => [
                h(LowerThird, { start: 0, end: 10, name: "Ada Example", title: "Archivist" }),
                h(Ticker, { start: 0, end: 10, text: TICKER_TEXT }),
                h(Transcript),
                h("p", TICKER_TEXT),
              ],
            },
          ),
        ]),
      props,
    ),
  { src: clipUrl, captions: captionsUrl },
);
