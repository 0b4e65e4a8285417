import type { Meta, StoryObj } from "@storybook/svelte-vite";
import { expect, waitFor, within } from "storybook/test";
import CueStateStory from "./CueStateStory.svelte";
import { loadedMedia, seekMedia } from "../shared/media.js";

const meta = {
  title: "cueState",
  component: CueStateStory,
  args: {
    highlight: "#c60000",
    lines: [
      { start: 0, end: 2.5, text: "The time in the picture is the media time." },
      { start: 2.5, end: 5, text: "Each line lights up while it is sung." },
      { start: 5, end: 7.5, text: "A store per line: only that line updates." },
      { start: 7.5, end: 10, text: "That's the whole clip." },
    ],
  },
  argTypes: {
    highlight: { control: "color" },
    lines: { control: "object" },
  },
} satisfies Meta<typeof CueStateStory>;

export default meta;

/** Each line is a `cueState(getPopcorn(), { start, end })` store: `$line.active` drives its class. */
export const Highlight: StoryObj<typeof meta> = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const video = await loadedMedia(canvasElement);
    const current = () => canvasElement.querySelector('[aria-current="true"]')?.textContent;
    await waitFor(() => expect(current()).toBe("The time in the picture is the media time."));
    await step("playing across 2.5 s moves the highlight to the next line", async () => {
      await seekMedia(video, 2.2);
      await video.play();
      await waitFor(() => expect(current()).toBe("Each line lights up while it is sung."));
      video.pause();
    });
    await step("seeking lights the line at the new time only", async () => {
      await seekMedia(video, 8);
      await waitFor(() => expect(current()).toBe("That's the whole clip."));
      await expect(canvas.getAllByRole("listitem").filter((li) => li.classList.contains("active"))).toHaveLength(1);
    });
  },
};
