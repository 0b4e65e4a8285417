// @popcorn-kit/react: <PopcornVideo> with 1,000 keepMounted <Cue>s, each a render function that counts its runs
// and renders the cue's element while active.
import type { Popcorn } from "@popcorn-kit/core";
import { Cue, PopcornVideo } from "@popcorn-kit/react";
import { createRoot } from "react-dom/client";
import { cueElementId } from "../cues.js";
import { CLIP_URL, benchPage } from "../harness.js";
import { untilAllAdded } from "./untilAllAdded.js";

benchPage(async ({ root, cues, rendered }) => {
  let video: HTMLVideoElement | null = null;
  const popcorn = new Promise<Popcorn>((onReady) =>
    createRoot(root).render(
      <PopcornVideo src={CLIP_URL} muted preload="auto" ref={(element) => void (video = element)} onReady={onReady}>
        {cues.map((cue) => (
          <Cue key={cue.index} start={cue.start} end={cue.end} keepMounted>
            {({ active }) => {
              rendered(cue.index);
              return active ? <p id={cueElementId(cue.index)}>cue {cue.index}</p> : null;
            }}
          </Cue>
        ))}
      </PopcornVideo>,
    ),
  );
  await untilAllAdded(await popcorn, cues.length);
  return video!;
});
