import type { Meta, StoryObj } from "@storybook/svelte-vite";
import CalloutStory from "./CalloutStory.svelte";
import { calloutControls, calloutPlay } from "../shared/markupPlugin.js";

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
