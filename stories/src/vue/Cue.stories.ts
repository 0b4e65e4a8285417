import type { Meta, StoryObj } from "@storybook/vue3-vite";
import { expect, within } from "storybook/test";
import CueProgress from "./demos/CueProgress.vue";
import { cueArgTypes, cueArgs, keepMountedPlay, withProgressPlay } from "../shared/cue.js";
import { loadedMedia } from "../shared/media.js";

const meta = {
  title: "Cue",
  component: CueProgress,
  args: cueArgs,
  argTypes: cueArgTypes,
} satisfies Meta<typeof CueProgress>;

export default meta;

/**
 * `<Cue :start :end>` shows its slot between `start` and `end`. The scoped slot receives `{ active, progress }`:
 * reading `progress` re-renders it on every frame while active, for the bar.
 */
export const WithProgress: StoryObj<typeof meta> = {
  play: async (context) => {
    // Vue's story alone checks that the cue is off once the video has loaded; sharing it would add it to React.
    await loadedMedia(context.canvasElement);
    await expect(within(context.canvasElement).queryByText(/^Active/)).toBeNull();
    await withProgressPlay(context);
  },
};

/** `keep-mounted` renders the slot while inactive too, with `active: false`. */
export const KeepMounted: StoryObj<typeof meta> = {
  args: { keepMounted: true },
  play: keepMountedPlay,
};
