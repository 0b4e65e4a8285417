import type { Meta, StoryObj } from "@storybook/svelte-vite";
import EmbeddedStory from "./EmbeddedStory.svelte";
import { embeddedArgTypes, embeddedArgs, embeddedPlay } from "../shared/embedded.js";

const meta = {
  title: "Embedded players",
  component: EmbeddedStory,
  args: { ...embeddedArgs, provider: "YouTube" },
  argTypes: { ...embeddedArgTypes, provider: { control: false } },
} satisfies Meta<typeof EmbeddedStory>;

export default meta;

/**
 * `<PopcornYouTube videoId>`: the video's frame (the IFrame Player API, loaded once per page), its time smoothed
 * between the API's quarter-second updates, driving the cue and the transport inside it. Offline it runs on the
 * API's stand-in; choose `provider` under `source` to load youtube.com.
 */
export const YouTube: StoryObj<typeof meta> = {
  args: { provider: "YouTube" },
  play: embeddedPlay,
};

/** `<PopcornVimeo videoId>`: the same on `@vimeo/player` (or its stand-in offline). */
export const Vimeo: StoryObj<typeof meta> = {
  args: { provider: "Vimeo" },
  play: embeddedPlay,
};
