import { Cue, PopcornTarget, PopcornVideo } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { media } from "../shared/media.js";
import { type OutletTarget, notes, outletsArgTypes, outletsArgs, outletsPlay } from "../shared/outlets.js";

function Page({ target }: { target: OutletTarget }) {
  return (
    <PopcornVideo src={media.clip} poster={media.poster} controls muted width={480}>
      {notes.map((note) => (
        <Cue key={note.start} start={note.start} end={note.end} target={target}>
          <p>{note.text}</p>
        </Cue>
      ))}
      <div style={{ display: "flex", gap: "1rem", marginTop: "0.5rem" }}>
        <section
          aria-label="Sidebar"
          style={{ border: "1px solid #ccc", padding: "0.5rem", width: 220, minHeight: 60 }}
        >
          <strong>Sidebar</strong>
          <PopcornTarget name="sidebar" />
        </section>
        <section aria-label="Below" style={{ border: "1px solid #ccc", padding: "0.5rem", width: 220, minHeight: 60 }}>
          <strong>Below</strong>
          <PopcornTarget name="below" />
        </section>
      </div>
    </PopcornVideo>
  );
}

const meta = {
  title: "React/Outlets",
  component: Page,
  args: outletsArgs,
  argTypes: outletsArgTypes,
} satisfies Meta<typeof Page>;

export default meta;

/** Cues with `target="sidebar"` render into `<PopcornTarget name="sidebar">` through a portal, wherever it is. */
export const Sidebar: StoryObj<typeof meta> = {
  play: outletsPlay,
};

/** The same cues, sent to the other outlet by changing one prop. */
export const Below: StoryObj<typeof meta> = { ...Sidebar, args: { target: "below" } };
