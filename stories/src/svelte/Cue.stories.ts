import type { Meta, StoryObj } from "@storybook/svelte-vite";
import { expect, waitFor, within } from "storybook/test";
import CueStory from "./CueStory.svelte";
import { loadedMedia, seekMedia } from "../shared/media.js";

const meta = {
  title: "Cue",
  component: CueStory,
  args: { start: 2, end: 5, keepMounted: false },
  argTypes: {
    start: { control: { type: "number", min: 0, max: 10, step: 0.5 } },
    end: { control: { type: "number", min: 0, max: 10, step: 0.5 } },
    keepMounted: { control: "boolean" },
  },
} satisfies Meta<typeof CueStory>;

export default meta;

/** The children snippet shows while the video is inside [start, end); its progress bar fills on every frame. */
export const WhileActive: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const video = await loadedMedia(canvasElement);
    await expect(canvas.queryByTestId("cue")).toBeNull();
    await step("playback reaches the start: the cue shows and its progress grows", async () => {
      await seekMedia(video, args.start - 0.3);
      await video.play();
      await waitFor(() =>
        expect(canvas.getByTestId("cue")).toHaveTextContent(`Between ${args.start} s and ${args.end} s`),
      );
      const bar = canvas.getByRole("progressbar");
      await waitFor(() => expect(Number(bar.getAttribute("aria-valuenow"))).toBeGreaterThan(5));
      video.pause();
    });
    await step("seeking past the end hides it", async () => {
      await seekMedia(video, args.end + 0.5);
      await waitFor(() => expect(canvas.queryByTestId("cue")).toBeNull());
    });
  },
};

/** With keepMounted the snippet renders all the time and `active` tells whether the cue is on. */
export const KeepMounted: StoryObj<typeof meta> = {
  args: { keepMounted: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const video = await loadedMedia(canvasElement);
    await expect(canvas.getByTestId("cue")).toHaveTextContent("Waiting for the cue");
    await seekMedia(video, (args.start + args.end) / 2);
    await waitFor(() => expect(canvas.getByTestId("cue")).toHaveAttribute("data-active", "true"));
    // Half-way through the cue, give or take the frame the video shows.
    const progress = Number(canvas.getByRole("progressbar").getAttribute("aria-valuenow"));
    await expect(progress).toBeGreaterThanOrEqual(45);
    await expect(progress).toBeLessThanOrEqual(55);
  },
};
