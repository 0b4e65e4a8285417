// The core alone: createPopcorn over the <video>, each cue an `add("cue")` whose onStart/onEnd insert and
// remove its element.
import { createPopcorn } from "@popcorn-kit/core";
import { cueElementId } from "../cues.js";
import { CLIP_URL, benchPage } from "../harness.js";

benchPage(async ({ root, cues }) => {
  const video = document.createElement("video");
  video.muted = true;
  video.preload = "auto";
  video.src = CLIP_URL;
  const list = document.createElement("div");
  root.append(video, list);
  const pop = createPopcorn(video);
  for (const cue of cues) {
    const element = document.createElement("p");
    element.id = cueElementId(cue.index);
    element.textContent = `cue ${cue.index}`;
    pop.add("cue", {
      start: cue.start,
      end: cue.end,
      onStart: () => list.append(element),
      onEnd: () => element.remove(),
    });
  }
  return video;
});
