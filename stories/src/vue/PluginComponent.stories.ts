import type { Meta, StoryObj } from "@storybook/vue3-vite";
import FootnoteDemo from "./demos/FootnoteDemo.vue";
import { footnoteArgTypes, footnoteArgs, footnotesPlay, inAnOutletArgs } from "../shared/pluginComponent.js";

const meta = {
  title: "Plugin component",
  component: FootnoteDemo,
  args: footnoteArgs,
  argTypes: footnoteArgTypes,
} satisfies Meta<typeof FootnoteDemo>;

export default meta;

/** A "Footnote" plugin made with `definePlugin`, rendered as a component with `createPluginComponent`. */
export const Footnotes: StoryObj<typeof meta> = {
  play: footnotesPlay,
};

/** The same footnote sent to an outlet by its `target` option. */
export const InAnOutlet: StoryObj<typeof meta> = { ...Footnotes, args: inAnOutletArgs };
