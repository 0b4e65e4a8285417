import type { Meta, StoryObj } from "@storybook/svelte-vite";
import PopcornVideoStory from "./PopcornVideoStory.svelte";
import { playingPlay, popcornVideoArgTypes, popcornVideoArgs } from "../shared/popcornVideo.js";

const meta = {
  title: "PopcornVideo",
  component: PopcornVideoStory,
  args: { ...popcornVideoArgs, loop: false },
  argTypes: popcornVideoArgTypes,
} satisfies Meta<typeof PopcornVideoStory>;

export default meta;

/** A `<video>` with its instance; the stores below it show what the instance knows while the video plays. */
export const Playing: StoryObj<typeof meta> = {
  play: playingPlay,
};
