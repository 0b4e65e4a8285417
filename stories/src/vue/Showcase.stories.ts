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
export const Lisbon: StoryObj<typeof meta> = { name: "Lisbon, a harbour city" };

/**
 * The same story with its test: the play function seeks, clicks and plays as a visitor would, and checks what
 * the page shows. Left out of the sidebar (`!dev`), so that the page a visitor opens is not moved about by it.
 */
export const LisbonPlayed: StoryObj<typeof meta> = {
  name: "Lisbon, a harbour city, played",
  tags: ["!dev"],
  play: showcasePlay,
};
