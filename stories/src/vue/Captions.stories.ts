import type { Meta, StoryObj } from "@storybook/vue3-vite";
import { type ComponentArgs, captionsMenuPlay, captionsPlay, componentControls } from "../shared/components.js";
import MediaComponent from "./demos/MediaComponent.vue";

const meta = { title: "Captions" } satisfies Meta<ComponentArgs>;

export default meta;

/**
 * `<Captions>` (with `<PopcornVideo :captions="false">`): the lines of the time in an `aria-live` region, of one
 * language, in place or in an outlet.
 */
export const Lines: StoryObj<ComponentArgs> = {
  render: (args) => ({
    components: { MediaComponent },
    setup: () => ({ args }),
    template: '<MediaComponent show="captions" v-bind="args" />',
  }),
  args: componentControls.captions.args,
  argTypes: componentControls.captions.argTypes,
  play: captionsPlay,
};

/** `<CaptionsMenu>`: "Off" and a button per language; the languages named in `locale`, or each in itself. */
export const Menu: StoryObj<ComponentArgs> = {
  render: (args) => ({
    components: { MediaComponent },
    setup: () => ({ args }),
    template: '<MediaComponent show="menu" v-bind="args" />',
  }),
  args: componentControls.menu.args,
  argTypes: componentControls.menu.argTypes,
  play: captionsMenuPlay,
};
