import { PopcornVideo, createMarkupComponent, renderMarkup } from "@popcorn-kit/vue";
import type { Meta, StoryObj } from "@storybook/vue3-vite";
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

/** `<Remark :start :end title tone accent />`: the plugin's markup as a Vue component. */
const RemarkComponent = createMarkupComponent(remark, remarkMarkup);

const meta = {
  title: "Markup component",
  render: (args) => ({
    components: { PopcornVideo, RemarkComponent },
    setup: () => ({ args, media }),
    template: `<PopcornVideo :src="media.clip" :poster="media.poster" controls muted :width="480">
      <RemarkComponent v-bind="args" />
    </PopcornVideo>`,
  }),
  args: remarkControls.args,
  argTypes: remarkControls.argTypes,
} satisfies Meta<Record<string, unknown>>;

export default meta;

/**
 * `createMarkupComponent(plugin, markup)`: a plugin whose view is headless markup (`el()`), the same in every
 * framework, as the catalogue's components are made. Its controls come from its manifest.
 */
export const Remark: StoryObj<typeof meta> = { play: remarkPlay };

/** `renderMarkup(markup)`: the same elements rendered as Vue vnodes, outside any event. */
export const RenderMarkup: StoryObj<typeof renderMarkupControls.args> = {
  render: (args) => ({ setup: () => () => renderMarkup(remarkElement(args)) }),
  args: renderMarkupControls.args,
  argTypes: renderMarkupControls.argTypes,
  play: renderMarkupPlay,
};
