import type { Meta, StoryObj } from "@storybook/vue3-vite";
import { type ComponentArgs, transcriptPlay, componentControls } from "../shared/components.js";
import MediaComponent from "./demos/MediaComponent.vue";

const meta = {
  title: "Transcript",
  render: (args) => ({
    components: { MediaComponent },
    setup: () => ({ args }),
    template: '<MediaComponent show="transcript" v-bind="args" />',
  }),
  args: componentControls.transcript.args,
  argTypes: componentControls.transcript.argTypes,
} satisfies Meta<ComponentArgs>;

export default meta;

/** `<Transcript>`: the caption lines as buttons that seek, a search that filters them, the current one marked. */
export const SearchAndSeek: StoryObj<typeof meta> = { play: transcriptPlay };
