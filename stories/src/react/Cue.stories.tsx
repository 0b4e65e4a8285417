import { Cue, PopcornVideo } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { cueArgTypes, cueArgs, keepMountedPlay, withProgressPlay } from "../shared/cue.js";
import { media } from "../shared/media.js";

const meta = {
  title: "React/Cue",
  component: Cue,
  args: cueArgs,
  argTypes: {
    ...cueArgTypes,
    target: { table: { disable: true } },
    children: { table: { disable: true } },
  },
  render: ({ start, end, keepMounted }) => (
    <PopcornVideo src={media.clip} poster={media.poster} controls muted width={480}>
      <Cue start={start} end={end} keepMounted={keepMounted}>
        {({ active, progress }) => (
          <section aria-label="Cue" style={{ opacity: active ? 1 : 0.6, width: 480 }}>
            <p>
              {active ? "Active" : "Inactive"} from {start} s to {end} s: {Math.round(progress * 100)} %
            </p>
            <progress value={progress} max={1} style={{ width: "100%" }} />
          </section>
        )}
      </Cue>
    </PopcornVideo>
  ),
} satisfies Meta<typeof Cue>;

export default meta;

/**
 * A cue shows its children between `start` and `end`. Its children here are a function of
 * `{ active, progress }`: reading `progress` re-renders it on every frame while active, for the bar.
 */
export const WithProgress: StoryObj<typeof meta> = {
  play: withProgressPlay,
};

/** `keepMounted` renders the children while inactive too, with `active: false`. */
export const KeepMounted: StoryObj<typeof meta> = {
  args: { keepMounted: true },
  play: keepMountedPlay,
};
