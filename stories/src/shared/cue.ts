import type { TimeInput } from "@popcorn-kit/core";
import type { InputType } from "storybook/internal/types";
import { expect, waitFor, within } from "storybook/test";
import { loadedMedia, seekMedia } from "./media.js";
import type { PlayContext } from "./play.js";

/** The cue stories' args (React, Vue): a cue from 2 s to 6 s, unmounted while inactive. */
export const cueArgs = { start: 2, end: 6, keepMounted: false };

/** The controls for `cueArgs`. */
export const cueArgTypes = {
  start: { control: { type: "range", min: 0, max: 10, step: 0.5 } },
  end: { control: { type: "range", min: 0, max: 10, step: 0.5 } },
  keepMounted: { control: "boolean" },
} satisfies Record<string, InputType>;

/** The cue's bounds; React's `<Cue>` also takes timecodes, hence the `Number(…)` below. */
interface CueBounds {
  start?: TimeInput;
  end?: TimeInput;
}

/** With progress: seeking into the cue shows it half done, playing fills the bar, seeking to its end hides it. */
export async function withProgressPlay({ canvasElement, args, step }: PlayContext<CueBounds>): Promise<void> {
  const canvas = within(canvasElement);
  const video = await loadedMedia(canvasElement);
  const [start, end] = [Number(args.start), Number(args.end)];
  const middle = (start + end) / 2;
  await step(`seek to ${middle} s, inside the cue`, async () => {
    await seekMedia(video, middle);
    await waitFor(() => expect(canvas.getByText(/^Active/)).toBeVisible());
    await expect(canvas.getByRole("progressbar")).toHaveProperty("value", 0.5);
  });
  await step("play: the progress bar moves with the video", async () => {
    await video.play();
    await waitFor(() => expect(canvas.getByRole<HTMLProgressElement>("progressbar").value).toBeGreaterThan(0.6));
    video.pause();
  });
  await step(`seek to ${end} s, where it ends`, async () => {
    await seekMedia(video, end);
    await waitFor(() => expect(canvas.queryByText(/^Active/)).toBeNull());
  });
}

/** Keep mounted: the cue renders inactive before and after its span, active inside it, with a full bar after. */
export async function keepMountedPlay({ canvasElement, args }: PlayContext<CueBounds>): Promise<void> {
  const canvas = within(canvasElement);
  const video = await loadedMedia(canvasElement);
  await expect(canvas.getByText(/^Inactive/)).toBeVisible();
  await seekMedia(video, Number(args.start) + 0.5);
  await waitFor(() => expect(canvas.getByText(/^Active/)).toBeVisible());
  await seekMedia(video, Number(args.end) + 0.5);
  await waitFor(() => expect(canvas.getByText(/^Inactive/)).toBeVisible());
  await expect(canvas.getByRole("progressbar")).toHaveProperty("value", 1);
}
