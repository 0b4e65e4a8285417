import type { InputType } from "storybook/internal/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { loadedMedia } from "./media.js";
import type { PlayContext } from "./play.js";

/** The chapter list of the `useCue` stories (React, Vue). */
export const chaptersArgs = {
  chapters: [
    { title: "Opening", start: 0, end: 3 },
    { title: "Middle", start: 3, end: 7 },
    { title: "Closing", start: 7, end: 10 },
  ],
};

/** The controls for `chaptersArgs`. */
export const chaptersArgTypes = { chapters: { control: "object" } } satisfies Record<string, InputType>;

/** Chapter highlight: clicking a chapter seeks to it, and playing across a chapter's end moves the highlight on. */
export async function chapterHighlightPlay({ canvasElement, step }: PlayContext): Promise<void> {
  const canvas = within(canvasElement);
  const video = await loadedMedia(canvasElement);
  const current = () => canvasElement.querySelector('[aria-current="true"] button')?.textContent;
  await waitFor(() => expect(current()).toBe("Opening"));
  await step("click a chapter: the video seeks there and the highlight follows", async () => {
    await userEvent.click(canvas.getByRole("button", { name: "Middle" }));
    await waitFor(() => expect(current()).toBe("Middle"));
    await expect(video.currentTime).toBe(3);
  });
  await step("play across a chapter's end", async () => {
    video.currentTime = 6.6;
    await video.play();
    await waitFor(() => expect(current()).toBe("Closing"));
    video.pause();
  });
}
