import type { Meta, StoryObj } from "@storybook/vue3-vite";
import Showcase from "../../../examples/showcase/vue/Showcase.vue";
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

/** The showcase scene in Vue: the same page as the React and Svelte ones, from the same scene data. */
export const Lisbon: StoryObj<typeof meta> = {
  name: "Lisbon, a harbour city",
  play: showcasePlay,
};
