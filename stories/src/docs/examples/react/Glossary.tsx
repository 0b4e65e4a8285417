"use client";
import { createMarkupComponent, PopcornTarget, PopcornVideo } from "@popcorn-kit/react";
import { glossary, glossaryMarkup } from "../glossary";

/** `<Glossary start end term definition />`: its props are the plugin's options, checked by its manifest. */
export const Glossary = createMarkupComponent(glossary, glossaryMarkup);

/** A video with two glossary entries in a sidebar outlet. */
export function GlossaryExample() {
  return (
    <div className="glossary-example">
      <PopcornVideo src="/media/clip.webm" controls muted>
        <Glossary start={1} end={5} term="Timecode" definition="A position in the media." target="notes" />
        <Glossary start={5} end={9} term="Cue" definition="Content shown from one time to another." target="notes" />
        <PopcornTarget name="notes" />
      </PopcornVideo>
    </div>
  );
}
