import type { Meta, StoryObj } from "@storybook/svelte-vite";
import { expect, waitFor, within } from "storybook/test";
import SubtitlesStory from "./SubtitlesStory.svelte";
import { loadedMedia, media, seekMedia } from "../shared/media.js";

const meta = {
  title: "Subtitles",
  component: SubtitlesStory,
  args: { size: 18, captions: media.captions },
  argTypes: {
    size: { control: { type: "range", min: 12, max: 36, step: 2 } },
    captions: { control: "select", options: [media.captions] },
  },
} satisfies Meta<typeof SubtitlesStory>;

export default meta;

/**
 * `tracks={[{ src: "/media/sample.vtt" }]}` loads WebVTT into subtitle events;
 * `mediaState(pop, s => s.active.filter(e => e.type === "subtitle"))` renders them as text.
 */
export const WebVTT: StoryObj<typeof meta> = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const video = await loadedMedia(canvasElement);
    const subtitles = canvas.getByLabelText("Subtitles");
    await step("the first caption shows once the file and the parsers have loaded", async () => {
      await seekMedia(video, 1);
      // They load lazily, which a busy machine can slow: playing before they have would play past the next cue.
      await waitFor(() => expect(subtitles).toHaveTextContent("The time in the picture is the media time."));
    });
    await step("playing into a cue shows its text, with the cue's tags as text", async () => {
      await seekMedia(video, 2.8);
      await video.play();
      await waitFor(() => expect(subtitles).toHaveTextContent("Cues follow playback, seeks and rewinds."));
      video.pause();
      await expect(subtitles.querySelector("i, b, u")).toBeNull();
    });
    await step("seeking shows the cue at the new time; entities are decoded, never parsed as HTML", async () => {
      await seekMedia(video, 6);
      await waitFor(() => expect(subtitles).toHaveTextContent(/A tone plays at 440\s+Hz & the bars keep moving\./));
      await expect(subtitles.querySelectorAll("p")).toHaveLength(1);
    });
  },
};
