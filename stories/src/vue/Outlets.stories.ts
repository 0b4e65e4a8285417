import type { Meta, StoryObj } from "@storybook/vue3-vite";
import OutletsPage from "./demos/OutletsPage.vue";
import { outletsArgTypes, outletsArgs, outletsPlay } from "../shared/outlets.js";

const meta = {
  title: "Outlets",
  component: OutletsPage,
  args: outletsArgs,
  argTypes: outletsArgTypes,
} satisfies Meta<typeof OutletsPage>;

export default meta;

/** Cues with `target="sidebar"` render into `<PopcornTarget name="sidebar">` through `<Teleport>`, wherever it is. */
export const Sidebar: StoryObj<typeof meta> = {
  play: outletsPlay,
};

/** The same cues, sent to the other outlet by changing one prop. */
export const Below: StoryObj<typeof meta> = { ...Sidebar, args: { target: "below" } };
