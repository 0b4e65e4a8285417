import { PopcornVideo, createMarkupComponent, renderMarkup } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import {
  callout,
  calloutControls,
  calloutElement,
  calloutMarkup,
  calloutPlay,
  renderMarkupControls,
  renderMarkupPlay,
} from "../shared/markupPlugin.js";
import { media } from "../shared/media.js";

/** `<Callout start end title tone accent />`: the plugin's markup as a React component. */
const CalloutComponent = createMarkupComponent(callout, calloutMarkup);

const meta = {
  title: "React/Markup component",
  render: (args) => (
    <PopcornVideo src={media.clip} poster={media.poster} controls muted width={480}>
      <CalloutComponent {...args} />
    </PopcornVideo>
  ),
  args: calloutControls.args as ComponentProps<typeof CalloutComponent>,
  argTypes: calloutControls.argTypes,
} satisfies Meta<ComponentProps<typeof CalloutComponent>>;

export default meta;

/**
 * `createMarkupComponent(plugin, markup)`: a plugin whose view is headless markup (`el()`), the same in every
 * framework, as the catalogue's components are made. Its controls come from its manifest.
 */
export const Callout: StoryObj<typeof meta> = { play: calloutPlay };

/** `renderMarkup(markup)`: the same elements rendered as React elements, outside any event. */
export const RenderMarkup: StoryObj<typeof renderMarkupControls.args> = {
  render: (args) => <>{renderMarkup(calloutElement(args))}</>,
  args: renderMarkupControls.args,
  argTypes: renderMarkupControls.argTypes,
  play: renderMarkupPlay,
};
