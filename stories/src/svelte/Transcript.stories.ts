import type { Meta, StoryObj } from "@storybook/svelte-vite";
import { componentControls, transcriptPlay } from "../shared/components.js";
import MediaComponent from "./MediaComponent.svelte";

const meta = {
  title: "Transcript",
  component: MediaComponent,
  args: { ...componentControls.transcript.args, show: "transcript" },
  argTypes: { ...componentControls.transcript.argTypes, show: { table: { disable: true } } },
} satisfies Meta<typeof MediaComponent>;

export default meta;

/** `<Transcript>`: the caption lines as buttons that seek, a search that filters them, the current one marked. */
export const SearchAndSeek: StoryObj<typeof meta> = { play: transcriptPlay };
