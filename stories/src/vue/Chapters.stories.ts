import type { Meta, StoryObj } from "@storybook/vue3-vite";
import { type ComponentArgs, chaptersPlay, componentControls, currentChapterPlay } from "../shared/components.js";
import MediaComponent from "./demos/MediaComponent.vue";

const meta = {
  title: "Chapters",
  render: (args) => ({
    components: { MediaComponent },
    setup: () => ({ args }),
    template: '<MediaComponent show="chapters" v-bind="args" />',
  }),
  args: componentControls.chapters.args,
  argTypes: componentControls.chapters.argTypes,
} satisfies Meta<ComponentArgs>;

export default meta;

/**
 * `<Chapters>` with `:tracks="[{ src: 'chapters.vtt', type: 'chapter' }]"` and the `chapter` plugin: a navigation
 * of the chapters that seeks on a click and marks the current one (`useChapter()` gives it to your own markup).
 */
export const ChapterList: StoryObj<typeof meta> = { play: chaptersPlay };

/** `useChapter()`: the current chapter in markup of your own, a ref that changes only when the chapter does. */
export const CurrentChapter: StoryObj<typeof meta> = {
  render: (args) => ({
    components: { MediaComponent },
    setup: () => ({ args }),
    template: '<MediaComponent show="current" v-bind="args" />',
  }),
  args: componentControls.current.args,
  argTypes: componentControls.current.argTypes,
  play: currentChapterPlay,
};
