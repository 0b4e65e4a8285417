import type { Meta, StoryObj } from "@storybook/vue3-vite";
import TransportBar from "./demos/TransportBar.vue";
import { customTransportPlay, transportArgTypes, transportArgs } from "../shared/mediaState.js";

const meta = {
  title: "Media state",
  component: TransportBar,
  args: transportArgs,
  argTypes: transportArgTypes,
} satisfies Meta<typeof TransportBar>;

export default meta;

/** A custom transport bar: `useMediaState` for the play button, `useCurrentTime` for the slider and the time. */
export const CustomTransport: StoryObj<typeof meta> = {
  play: customTransportPlay,
};
