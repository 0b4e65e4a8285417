import { chapter } from "@popcorn-kit/core/plugins/chapters";
import { Chapters, Cue, PopcornTarget, PopcornVideo, Transcript } from "@popcorn-kit/react";
import { Footnote, Image } from "@popcorn-kit/react/plugins";

// A new user's page, as the README and the Getting started pages write it: captions from one WebVTT file,
// chapters, a transcript, a cue, a footnote and an image.
const tracks = [{ src: "/media/sample.vtt" }, { src: "/media/chapters.vtt", type: "chapter" }];
const plugins = [chapter];

export function Page() {
  return (
    <PopcornVideo src="/media/clip.webm" controls tracks={tracks} plugins={plugins}>
      <Cue start={2} end={8}>
        <p>A cue from 0:02 to 0:08</p>
      </Cue>
      <Footnote start={1} end={9} text="Recorded in 1969" target="notes" />
      <Image start={3} end={9} src="/media/poster.jpg" alt="The harbour at dawn" target="notes" />
      <Chapters />
      <Transcript />
      <PopcornTarget name="notes" />
    </PopcornVideo>
  );
}
