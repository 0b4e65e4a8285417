import type { Meta, StoryObj } from "@storybook/svelte-vite";
import CalloutStory from "./CalloutStory.svelte";
import { calloutControls, calloutPlay, renderMarkupControls, renderMarkupPlay } from "../shared/markupPlugin.js";
import RenderMarkupStory from "./RenderMarkupStory.svelte";

const meta = {
  title: "Markup component",
  component: CalloutStory,
  args: calloutControls.args,
  argTypes: calloutControls.argTypes,
} satisfies Meta<typeof CalloutStory>;

export default meta;

/**
 * `createMarkupComponent(plugin, markup)`: a plugin whose view is headless markup (`el()`), the same in every
 * framework, as the catalogue's components are made. Its controls come from its manifest.
 */
export const Callout: StoryObj<typeof meta> = { play: calloutPlay };

/** `<Markup node>`: the same elements rendered as Svelte elements, outside any event. */
export const RenderMarkup: StoryObj<typeof RenderMarkupStory> = {
  render: (args) => ({ Component: RenderMarkupStory, props: args }),
  args: renderMarkupControls.args,
  argTypes: renderMarkupControls.argTypes,
  play: renderMarkupPlay,
};
