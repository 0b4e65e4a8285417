import { chapter } from "@popcorn-kit/core/plugins/chapters";
import { CaptionsMenu, Chapters, PopcornTarget, PopcornVideo, Transcript } from "@popcorn-kit/react";
import {
  ApplyClass,
  Attribution,
  Callout,
  Footnote,
  Image,
  LowerThird,
  MapView,
  MediaSpawner,
  PersonTag,
  Sketch,
  Template,
  Text,
  Ticker,
  TimelineItem,
  Webpage,
  Wikipedia,
  WordRiver,
} from "@popcorn-kit/react/plugins";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { accessiblePlay, captionsPlay, cataloguePlay, keyboardPlay } from "../shared/catalogue.js";
import { media } from "../shared/media.js";
import { progressSketch } from "../shared/sketch.js";
import { recordedWikipedia } from "../shared/wikipedia.js";

/** The clip with its captions over it (a `.pk-stage` lays them over the video), and the catalogue's plugins below. */
function Demo() {
  return (
    <div className="pk-stage">
      <PopcornVideo
        src={media.clip}
        poster={media.poster}
        controls
        muted
        width={480}
        plugins={[chapter]}
        tracks={[
          { src: media.captions, lang: "en" },
          { src: media.chapters, type: "chapter" },
        ]}
      >
        <CaptionsMenu />
        <Chapters />
        <Transcript />
        <Footnote start={1} end={6} text="The clock in the picture is the media time" target="notes" />
        <Text start={1.5} end={5} html="A tone at <strong>440 Hz</strong> plays throughout." target="notes" />
        <Image start={3.5} end={8} src={media.poster} alt="The clip's first frame" caption="Frame one" target="notes" />
        <LowerThird start={3.5} end={8} name="Narrator" title="Reading the captions" />
        <PersonTag
          start={3.5}
          end={8}
          name="The clip"
          image={media.poster}
          href="https://example.org/clip"
          target="notes"
        />
        <Attribution
          start={3.5}
          end={8}
          title="Sample clip"
          author="Popcorn Kit"
          source="https://example.org/clip"
          license="cc0-1.0"
          target="notes"
        />
        <TimelineItem start={3.5} title="Three and a half seconds" text="An item that stays." target="notes" />
        <Callout start={3.5} end={8} text="Every plugin of the catalogue, at once" shape="thought" target="notes" />
        <Webpage start={3.5} end={8} src={media.captions} title="The captions file" target="notes" />
        <Ticker start={3.5} end={8} text="A news crawl over the video, on the media's clock" label="Ticker" />
        <WordRiver start={3.5} end={8} text="words flow" target="river" />
        <MediaSpawner
          start={3.5}
          end={8}
          src={media.clip}
          label="The clip again, spawned"
          caption="A spawned clip"
          target="notes"
        />
        <Template
          start={3.5}
          end={8}
          template="<p>Filled by <strong>{{engine}}</strong></p>"
          data={{ engine: "Mustache" }}
          target="notes"
        />
        <MapView
          start={3.5}
          end={8}
          lat={38.7077}
          lng={-9.1365}
          zoom={13}
          label="Map of Lisbon's harbour"
          markers={[{ lat: 38.7077, lng: -9.1365, label: "The harbour" }]}
          tiles={media.tiles}
          attribution="A local test tile"
          target="notes"
        />
        <Wikipedia start={3.5} end={8} title="Lisbon" words={30} fetch={recordedWikipedia} target="notes" />
        <Sketch
          start={3.5}
          end={8}
          sketch={progressSketch}
          label="A bar that fills as the scene goes on"
          target="notes"
        />
        <ApplyClass start={3.5} end={8} classes="pk-highlight" target="river" />
        <PopcornTarget name="notes" aria-label="Notes" style={{ width: 480, minHeight: "4rem", marginTop: "0.5rem" }} />
        <PopcornTarget name="river" aria-label="Word river" style={{ width: 480 }} />
      </PopcornVideo>
    </div>
  );
}

const meta = {
  title: "React/Catalogue",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;

/** `<PopcornVideo tracks>` shows the captions: the cue text's markup, WebVTT placement, an `aria-live` region. */
export const Captions: StoryObj<typeof meta> = { play: captionsPlay };

/** `Footnote`, `Text` and `Image` from `@popcorn-kit/react/plugins`, in an outlet, with the default stylesheet. */
export const Plugins: StoryObj<typeof meta> = { play: cataloguePlay };

/** Every plugin of the story active, and a caption shown: axe-core finds no accessibility violation. */
export const Accessible: StoryObj<typeof meta> = { play: accessiblePlay };

/** The captions menu, the chapters and the transcript, used with the keyboard alone: each seeks or switches. */
export const Keyboard: StoryObj<typeof meta> = { play: keyboardPlay };
