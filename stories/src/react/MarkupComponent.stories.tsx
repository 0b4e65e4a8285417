import { PopcornVideo, createMarkupComponent, renderMarkup } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import {
  remark,
  remarkControls,
  remarkElement,
  remarkMarkup,
  remarkPlay,
  renderMarkupControls,
  renderMarkupPlay,
} from "../shared/markupPlugin.js";
import { media } from "../shared/media.js";

/** `<Remark start end title tone accent />`: the plugin's markup as a React component. */
const RemarkComponent = createMarkupComponent(remark, remarkMarkup);

const meta = {
  title: "React/Markup component",
  render: (args) => (
    <PopcornVideo src={media.clip} poster={media.poster} controls muted width={480}>
      <RemarkComponent {...args} />
    </PopcornVideo>
  ),
  args: remarkControls.args as ComponentProps<typeof RemarkComponent>,
  argTypes: remarkControls.argTypes,
} satisfies Meta<ComponentProps<typeof RemarkComponent>>;

export default meta;

/**
 * `createMarkupComponent(plugin, markup)`: a plugin whose view is headless markup (`el()`), the same in every
 * framework, as the catalogue's components are made. Its controls come from its manifest.
 */
export const Remark: StoryObj<typeof meta> = { play: remarkPlay };

/** `renderMarkup(markup)`: the same elements rendered as React elements, outside any event. */
export const RenderMarkup: StoryObj<typeof renderMarkupControls.args> = {
  render: (args) => <>{renderMarkup(remarkElement(args))}</>,
  args: renderMarkupControls.args,
  argTypes: renderMarkupControls.argTypes,
  play: renderMarkupPlay,
};
