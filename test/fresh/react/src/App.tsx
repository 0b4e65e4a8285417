import type { Popcorn } from "@popcorn-kit/core";
import { chapter } from "@popcorn-kit/core/plugins/chapters";
import { footnote, footnoteMarkup } from "@popcorn-kit/core/plugins/footnote";
import { image, imageMarkup } from "@popcorn-kit/core/plugins/image";
import { Chapters, Cue, PopcornTarget, PopcornVideo, TrackEventViews, Transcript } from "@popcorn-kit/react";
import { Footnote, Image as ImageCue, LowerThird, MapView } from "@popcorn-kit/react/plugins";
import "@popcorn-kit/core/styles.css";
import "leaflet/dist/leaflet.css";
import "./app.css";

// A new user's first page, from the README: captions, chapters, a transcript, a cue, a lower third, a map, and
// footnotes and images both as components and from a Popcorn data file, each shown once.
const tracks = [
  { src: "/media/sample.vtt" },
  { src: "/media/chapters.vtt", type: "chapter" },
  { src: "/media/notes.json" },
];
const plugins = [chapter, footnote, image];
const views = { footnote: footnoteMarkup, image: imageMarkup };

declare global {
  interface Window {
    pop?: Popcorn;
  }
}

export function App() {
  return (
    <main className="page">
      <h1>A fresh React app</h1>
      <div className="pk-stage">
        <PopcornVideo
          src="/media/clip.webm"
          controls
          muted
          width={480}
          tracks={tracks}
          plugins={plugins}
          onReady={(pop) => {
            window.pop = pop;
          }}
        >
          <LowerThird start={0} end={10} name="Ada Example" title="Archivist" />
          <Cue start={2} end={8}>
            <p className="cue">A cue from 0:02 to 0:08</p>
          </Cue>
          <Footnote start={1} end={9} text="A footnote from a component" target="notes" />
          <ImageCue
            start={1}
            end={9}
            src="/media/poster.jpg"
            alt="The clip's first frame, from a component"
            caption="An image from a component"
            target="notes"
          />
          <MapView
            start={1}
            end={9}
            lat={38.7077}
            lng={-9.1365}
            zoom={12}
            label="Lisbon's harbour"
            tiles=""
            target="side"
          />
          <TrackEventViews views={views} />
          <aside className="side">
            <Chapters />
            <Transcript />
            <PopcornTarget name="notes" />
            <PopcornTarget name="side" />
          </aside>
        </PopcornVideo>
      </div>
    </main>
  );
}
