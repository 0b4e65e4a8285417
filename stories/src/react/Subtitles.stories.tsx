import type { TrackEventView } from "@popcorn-kit/core";
import { PopcornVideo, useMediaState } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { media } from "../shared/media.js";
import { subtitlesArgTypes, subtitlesArgs, webVTTPlay } from "../shared/subtitles.js";

const sameEvents = (a: readonly TrackEventView[], b: readonly TrackEventView[]) =>
  a.length === b.length && a.every((e, i) => e === b[i]);

/** The active subtitles, as text: markup in the file never becomes HTML. */
function Subtitles({ size }: { size: number }) {
  const lines = useMediaState((s) => s.active.filter((e) => e.type === "subtitle"), sameEvents);
  return (
    <section
      aria-label="Subtitles"
      aria-live="polite"
      style={{ width: 480, minHeight: "3em", textAlign: "center", fontSize: size, whiteSpace: "pre-line" }}
    >
      {lines.map((line) => (
        <p key={line.id} style={{ margin: 0 }}>
          {String(line.options.text)}
        </p>
      ))}
    </section>
  );
}

function WithSubtitles({ src, size }: { src: string; size: number }) {
  return (
    <PopcornVideo src={media.clip} poster={media.poster} controls muted width={480} tracks={[{ src }]} captions={false}>
      <Subtitles size={size} />
    </PopcornVideo>
  );
}

const meta = {
  title: "React/Subtitles",
  component: WithSubtitles,
  args: subtitlesArgs,
  argTypes: subtitlesArgTypes,
} satisfies Meta<typeof WithSubtitles>;

export default meta;

/** `tracks={[{ src: "/media/sample.vtt" }]}` loads WebVTT captions as `subtitle` events, rendered as text. */
export const WebVTT: StoryObj<typeof meta> = {
  play: webVTTPlay({
    text: (box) => box.textContent,
    expectNoLine: (box) => waitFor(() => expect(box).toBeEmptyDOMElement()),
  }),
};
