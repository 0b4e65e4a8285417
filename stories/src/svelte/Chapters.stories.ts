import type { Meta, StoryObj } from "@storybook/svelte-vite";
import { chaptersPlay, componentControls, currentChapterPlay } from "../shared/components.js";
import MediaComponent from "./MediaComponent.svelte";

const meta = {
  title: "Chapters",
  component: MediaComponent,
  args: { ...componentControls.chapters.args, show: "chapters" },
  argTypes: { ...componentControls.chapters.argTypes, show: { table: { disable: true } } },
} satisfies Meta<typeof MediaComponent>;

export default meta;

/**
 * `<Chapters>` with `tracks={[{ src: "chapters.vtt", type: "chapter" }]}` and the `chapter` plugin: a navigation of
 * the chapters that seeks on a click and marks the current one (`chapterState(pop)` gives it to your own markup).
 */
export const ChapterList: StoryObj<typeof meta> = { play: chaptersPlay };

/** `chapterState(pop)`: the current chapter in markup of your own, a store that changes only when the chapter does. */
export const CurrentChapter: StoryObj<typeof meta> = {
  args: { ...componentControls.current.args, show: "current" },
  argTypes: componentControls.current.argTypes,
  play: currentChapterPlay,
};
