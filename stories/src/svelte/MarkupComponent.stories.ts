import type { Meta, StoryObj } from "@storybook/svelte-vite";
import RemarkStory from "./RemarkStory.svelte";
import { remarkControls, remarkPlay, renderMarkupControls, renderMarkupPlay } from "../shared/markupPlugin.js";
import RenderMarkupStory from "./RenderMarkupStory.svelte";

const meta = {
  title: "Markup component",
  component: RemarkStory,
  args: remarkControls.args,
  argTypes: remarkControls.argTypes,
} satisfies Meta<typeof RemarkStory>;

export default meta;

/**
 * `createMarkupComponent(plugin, markup)`: a plugin whose view is headless markup (`el()`), the same in every
 * framework, as the catalogue's components are made. Its controls come from its manifest.
 */
export const Remark: StoryObj<typeof meta> = { play: remarkPlay };

/** `<Markup node>`: the same elements rendered as Svelte elements, outside any event. */
export const RenderMarkup: StoryObj<typeof RenderMarkupStory> = {
  render: (args) => ({ Component: RenderMarkupStory, props: args }),
  args: renderMarkupControls.args,
  argTypes: renderMarkupControls.argTypes,
  play: renderMarkupPlay,
};
