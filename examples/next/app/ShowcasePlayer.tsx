"use client";

import { chapter } from "@popcorn-kit/core/plugins/chapters";
import { footnote } from "@popcorn-kit/core/plugins/footnote";
import { Chapters, PopcornTarget, PopcornVideo, Transcript } from "@popcorn-kit/react";
import { Footnote, LowerThird } from "@popcorn-kit/react/plugins";

const plugins = [chapter, footnote];

/** The clip with its captions, chapters, transcript and notes; `base` is where the showcase media is served. */
export function ShowcasePlayer({ base }: { base: string }) {
  const tracks = [
    { src: `${base}showcase.en.vtt`, lang: "en" },
    { src: `${base}showcase.chapters.vtt`, type: "chapter" },
  ];
  return (
    <div className="scene">
      <div className="pk-stage">
        <PopcornVideo
          src={`${base}showcase.webm`}
          poster={`${base}showcase-poster.jpg`}
          controls
          muted
          playsInline
          preload="metadata"
          tracks={tracks}
          plugins={plugins}
        >
          <LowerThird start={0} end={2.5} name="Lisbon" title="A harbour city" />
          <Footnote
            start={13.318}
            end={18.34}
            text="Alfama: Lisbon's oldest quarter, on the hill between the castle and the river."
            target="notes"
          />
          <Footnote
            start={20.641}
            end={24.34}
            text="The Tower of Belém, finished in 1520, guarded the mouth of the Tagus."
            target="notes"
          />
          <aside className="side">
            <Chapters />
            <PopcornTarget name="notes" />
            <Transcript />
          </aside>
        </PopcornVideo>
      </div>
    </div>
  );
}
