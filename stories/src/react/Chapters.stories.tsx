import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentArgs, chaptersPlay, componentControls, currentChapterPlay } from "../shared/components.js";
import { MediaComponent } from "./MediaComponents.js";

const meta = {
  title: "React/Chapters",
  render: (args) => <MediaComponent show="chapters" {...args} />,
  args: componentControls.chapters.args,
  argTypes: componentControls.chapters.argTypes,
} satisfies Meta<ComponentArgs>;

export default meta;

/**
 * `<Chapters>` with `tracks={[{ src: "chapters.vtt", type: "chapter" }]}` and the `chapter` plugin: a navigation of
 * the chapters that seeks on a click and marks the current one (`useChapter()` gives it to your own markup).
 */
export const ChapterList: StoryObj<typeof meta> = { play: chaptersPlay };

/** `useChapter()`: the current chapter in markup of your own, re-rendered only when the chapter changes. */
export const CurrentChapter: StoryObj<typeof meta> = {
  render: (args) => <MediaComponent show="current" {...args} />,
  args: componentControls.current.args,
  argTypes: componentControls.current.argTypes,
  play: currentChapterPlay,
};
