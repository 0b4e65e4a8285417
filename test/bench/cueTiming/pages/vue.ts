// @popcorn-kit/vue: <PopcornVideo> with 1,000 keep-mounted <Cue>s, each a scoped slot that counts its runs and
// renders the cue's element while active.
import type { Popcorn } from "@popcorn-kit/core";
import { Cue, PopcornVideo } from "@popcorn-kit/vue";
import { createApp, h } from "vue";
import { cueElementId } from "../cues.js";
import { CLIP_URL, benchPage } from "../harness.js";
import { untilAllAdded } from "./untilAllAdded.js";

benchPage(async ({ root, cues, rendered }) => {
  const popcorn = new Promise<Popcorn>((onReady) => {
    const cueNodes = () =>
      cues.map((cue) =>
        h(
          Cue,
          { key: cue.index, start: cue.start, end: cue.end, keepMounted: true },
          {
            default: ({ active }: { active: boolean }) => {
              rendered(cue.index);
              return active ? [h("p", { id: cueElementId(cue.index) }, `cue ${cue.index}`)] : [];
            },
          },
        ),
      );
    createApp({
      render: () => h(PopcornVideo, { src: CLIP_URL, muted: true, preload: "auto", onReady }, { default: cueNodes }),
    }).mount(root);
  });
  await untilAllAdded(await popcorn, cues.length);
  return root.querySelector("video")!;
});
