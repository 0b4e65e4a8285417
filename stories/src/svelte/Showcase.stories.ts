import type { Meta, StoryObj } from "@storybook/svelte-vite";
import Showcase from "../../../examples/showcase/svelte/Showcase.svelte";
import "../../../examples/showcase/showcase.css";
import { showcaseArgTypes, showcaseArgs, showcaseParameters, showcasePlay } from "../shared/showcase.js";

const meta = {
  title: "Showcase",
  component: Showcase,
  parameters: showcaseParameters,
  args: showcaseArgs,
  argTypes: showcaseArgTypes,
} satisfies Meta<typeof Showcase>;

export default meta;

/** The showcase scene in Svelte: the same page as the React and Vue ones, from the same scene data. */
export const Lisbon: StoryObj<typeof meta> = {
  name: "Lisbon, a harbour city",
  play: showcasePlay,
};
