import type { Meta, StoryObj } from "@storybook/vue3-vite";
import Chapters from "./demos/Chapters.vue";
import { chapterHighlightPlay, chaptersArgTypes, chaptersArgs } from "../shared/useCue.js";

const meta = {
  title: "useCue",
  component: Chapters,
  args: chaptersArgs,
  argTypes: chaptersArgTypes,
} satisfies Meta<typeof Chapters>;

export default meta;

/** A chapter list highlighted by `useCue`; clicking a chapter seeks the video to it through `usePopcorn()`. */
export const ChapterHighlight: StoryObj<typeof meta> = {
  play: chapterHighlightPlay,
};
