import type { Meta, StoryObj } from "@storybook/svelte-vite";
import EmbeddedStory from "./EmbeddedStory.svelte";
import { embeddedArgTypes, embeddedArgs, embeddedFailPlay, embeddedPlay, failingArgs } from "../shared/embedded.js";

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

/**
 * A player that fails (here the stand-in of a page with no network: the embed code does not load): the box
 * shows an alert that says what failed, in place of a blank frame. Replace its content and hear the error as
 * the README's "When a player fails" shows.
 */
export const Failing: StoryObj<typeof meta> = {
  args: failingArgs,
  play: embeddedFailPlay,
};
