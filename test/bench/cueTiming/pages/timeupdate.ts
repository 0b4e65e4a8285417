// A hand-written dispatcher: on each `timeupdate`, show the cues whose [start, end) holds currentTime.
import { cueElementId } from "../cues.js";
import { CLIP_URL, benchPage } from "../harness.js";

benchPage(async ({ root, cues }) => {
  const video = document.createElement("video");
  video.muted = true;
  video.preload = "auto";
  video.src = CLIP_URL;
  const list = document.createElement("div");
  root.append(video, list);
  const elements = cues.map((cue) => {
    const element = document.createElement("p");
    element.id = cueElementId(cue.index);
    element.textContent = `cue ${cue.index}`;
    return element;
  });
  const shown = cues.map(() => false);
  video.addEventListener("timeupdate", () => {
    const t = video.currentTime;
    cues.forEach((cue, i) => {
      const active = cue.start <= t && t < cue.end;
      if (active === shown[i]) return;
      shown[i] = active;
      if (active) list.append(elements[i]!);
      else elements[i]!.remove();
    });
  });
  return video;
});
