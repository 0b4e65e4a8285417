import type { InputType } from "storybook/internal/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { loadedMedia } from "./media.js";
import type { PlayContext } from "./play.js";

/** The scenes of the media-less timeline stories (React, Vue). */
export const scenes = [
  { start: 0.5, end: 3, text: "Scene one: no media, only a clock." },
  { start: 3, end: 10, text: "Scene two: the timeline keeps going." },
  { start: 10, end: 20, text: "Scene three: seeked to." },
];

/** The virtual timeline stories' args (React, Vue): 20 s at normal speed. */
export const virtualTimelineArgs = { duration: 20, playbackRate: 1 };

/** The controls for `virtualTimelineArgs`. */
export const virtualTimelineArgTypes = {
  duration: { control: { type: "range", min: 5, max: 60, step: 1 } },
  playbackRate: { control: "select", options: [0.5, 1, 2, 4] },
} satisfies Record<string, InputType>;

/** Virtual player: play shows the first scene, the jump button seeks the clock to the third. */
export async function virtualPlayerPlay({ canvasElement }: PlayContext): Promise<void> {
  const canvas = within(canvasElement);
  await expect(canvas.queryByText(scenes[0]!.text)).toBeNull();
  await userEvent.click(await canvas.findByRole("button", { name: "Play" }));
  await waitFor(() => expect(canvas.getByText(scenes[0]!.text)).toBeVisible());
  await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
  await userEvent.click(canvas.getByRole("button", { name: "Jump to 10 s" }));
  await waitFor(() => expect(canvas.getByText(scenes[2]!.text)).toBeVisible());
  await expect(canvas.queryByText(scenes[0]!.text)).toBeNull();
  await expect(canvas.getByRole("status", { name: "Time" })).toHaveTextContent("10.0 s");
}

/** Audio: the same scenes driven by an `<audio>` element, played and seeked from the buttons. */
export async function audioPlay({ canvasElement }: PlayContext): Promise<void> {
  const canvas = within(canvasElement);
  const audio = await loadedMedia(canvasElement);
  await expect(audio.tagName).toBe("AUDIO");
  await userEvent.click(canvas.getByRole("button", { name: "Play" }));
  await waitFor(() => expect(canvas.getByText(scenes[0]!.text)).toBeVisible());
  await expect(audio.paused).toBe(false);
  await userEvent.click(canvas.getByRole("button", { name: "Jump to 10 s" }));
  await waitFor(() => expect(canvas.getByText(scenes[2]!.text)).toBeVisible());
}
