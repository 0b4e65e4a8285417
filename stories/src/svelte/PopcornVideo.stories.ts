import type { Meta, StoryObj } from "@storybook/svelte-vite";
import PopcornVideoStory from "./PopcornVideoStory.svelte";
import {
  hlsStreamArgs,
  hlsStreamPlay,
  playingPlay,
  popcornVideoArgTypes,
  popcornVideoArgs,
} from "../shared/popcornVideo.js";

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

/**
 * An HLS stream (`.m3u8`) as `src`: hls.js plays it (imported when the stream needs it), and the instance, cues and
 * readouts work as on a file.
 */
export const HlsStream: StoryObj<typeof meta> = {
  args: { ...hlsStreamArgs, loop: false },
  play: hlsStreamPlay,
};
