import type { Meta, StoryObj } from "@storybook/vue3-vite";
import { expect } from "storybook/test";
import VideoWithState from "./demos/VideoWithState.vue";
import { loadedMedia } from "../shared/media.js";
import {
  hlsStreamArgs,
  hlsStreamPlay,
  playingPlay,
  popcornVideoArgTypes,
  popcornVideoArgs,
} from "../shared/popcornVideo.js";

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

/**
 * An HLS stream (`.m3u8`) as `src`: hls.js plays it (imported when the stream needs it), and the instance, cues and
 * readouts work as on a file.
 */
export const HlsStream: StoryObj<typeof meta> = {
  args: { ...hlsStreamArgs, loop: false },
  play: hlsStreamPlay,
};
