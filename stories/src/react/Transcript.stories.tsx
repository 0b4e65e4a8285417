import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentArgs, componentControls, transcriptPlay } from "../shared/components.js";
import { MediaComponent } from "./MediaComponents.js";

const meta = {
  title: "React/Transcript",
  render: (args) => <MediaComponent show="transcript" {...args} />,
  args: componentControls.transcript.args,
  argTypes: componentControls.transcript.argTypes,
} satisfies Meta<ComponentArgs>;

export default meta;

/** `<Transcript>`: the caption lines as buttons that seek, a search that filters them, the current one marked. */
export const SearchAndSeek: StoryObj<typeof meta> = { play: transcriptPlay };
