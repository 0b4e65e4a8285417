import type { Meta, StoryObj } from "@storybook/vue3-vite";
import { expect } from "storybook/test";
import VideoWithState from "./demos/VideoWithState.vue";
import { loadedMedia } from "../shared/media.js";
import { playingPlay, popcornVideoArgTypes, popcornVideoArgs } from "../shared/popcornVideo.js";

const meta = {
  title: "PopcornVideo",
  component: VideoWithState,
  args: { ...popcornVideoArgs, loop: false },
  argTypes: popcornVideoArgTypes,
} satisfies Meta<typeof VideoWithState>;

export default meta;

/**
 * `<PopcornVideo>` renders the `<video>` (attributes such as `controls` and `muted` go to it) and provides its
 * instance to the slot; the composables below it show what the instance knows while the video plays.
 */
export const Playing: StoryObj<typeof meta> = {
  play: async (context) => {
    // Vue only: `muted` is a fallthrough attribute, so check that it reached the `<video>`.
    await expect((await loadedMedia(context.canvasElement)).muted).toBe(true);
    await playingPlay(context);
  },
};
