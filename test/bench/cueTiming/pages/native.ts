// The browser's own timing: a metadata TextTrack of VTTCues, the DOM brought in line with its activeCues on
// each `cuechange`.
import { cueElementId } from "../cues.js";
import { CLIP_URL, benchPage } from "../harness.js";

benchPage(async ({ root, cues }) => {
  const video = document.createElement("video");
  video.muted = true;
  video.preload = "auto";
  video.src = CLIP_URL;
  const list = document.createElement("div");
  root.append(video, list);
  const track = video.addTextTrack("metadata");
  track.mode = "hidden";
  const elements = new Map<TextTrackCue, HTMLElement>();
  for (const cue of cues) {
    const vttCue = new VTTCue(cue.start, cue.end, "");
    track.addCue(vttCue);
    const element = document.createElement("p");
    element.id = cueElementId(cue.index);
    element.textContent = `cue ${cue.index}`;
    elements.set(vttCue, element);
  }
  const shown = new Set<TextTrackCue>();
  track.addEventListener("cuechange", () => {
    const active = new Set(Array.from(track.activeCues ?? []));
    for (const cue of shown) {
      if (!active.has(cue)) {
        elements.get(cue)!.remove();
        shown.delete(cue);
      }
    }
    for (const cue of active) {
      if (!shown.has(cue)) {
        list.append(elements.get(cue)!);
        shown.add(cue);
      }
    }
  });
  return video;
});
