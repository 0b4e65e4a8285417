import type { Meta, StoryObj } from "@storybook/vue3-vite";
import AudioTimeline from "./demos/AudioTimeline.vue";
import VirtualTimeline from "./demos/VirtualTimeline.vue";
import { audioPlay, virtualPlayerPlay, virtualTimelineArgTypes, virtualTimelineArgs } from "../shared/withoutMedia.js";

const meta = {
  title: "Without media",
  component: VirtualTimeline,
  args: virtualTimelineArgs,
  argTypes: virtualTimelineArgTypes,
} satisfies Meta<typeof VirtualTimeline>;

export default meta;

/** `createVirtualPlayer({ duration: 20 })` drives cues with no media at all: Popcorn's "null player". */
export const VirtualPlayer: StoryObj<typeof meta> = {
  play: virtualPlayerPlay,
};

/** `<PopcornAudio>`: the same cues driven by an `<audio>` element playing a tone. */
export const Audio: StoryObj<typeof AudioTimeline> = {
  args: { controls: true },
  argTypes: { controls: { control: "boolean" } },
  parameters: { controls: { exclude: ["duration", "playbackRate"] } },
  render: (args) => ({
    components: { AudioTimeline },
    setup: () => ({ args }),
    template: '<AudioTimeline :controls="args.controls" />',
  }),
  play: audioPlay,
};
