import type { Meta, StoryObj } from "@storybook/react-vite";
import { Showcase } from "../../../examples/showcase/react/Showcase.js";
import "../../../examples/showcase/showcase.css";
import { showcaseArgTypes, showcaseArgs, showcaseParameters, showcasePlay } from "../shared/showcase.js";

const meta = {
  title: "Showcase",
  component: Showcase,
  tags: ["!autodocs"],
  parameters: showcaseParameters,
  args: showcaseArgs,
  argTypes: showcaseArgTypes,
} satisfies Meta<typeof Showcase>;

export default meta;

/**
 * A 40-second documentary on Lisbon's harbour drives the whole page: captions, a transcript that follows and
 * seeks, chapters, notes and stills, a lower third, a map flying to each place named (offline), a local web page
 * and the credits. The same scene is in the Vue and Svelte Storybooks.
 */
export const Lisbon: StoryObj<typeof meta> = {
  name: "Lisbon, a harbour city",
  play: showcasePlay,
};
