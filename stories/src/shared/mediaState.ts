import type { InputType } from "storybook/internal/types";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { loadedMedia } from "./media.js";
import type { PlayContext } from "./play.js";

/** The transport bar stories' args (React, Vue): the slider's step, and the video's own controls off. */
export const transportArgs = { step: 0.1, nativeControls: false };

/** The controls for `transportArgs`. */
export const transportArgTypes = {
  step: { control: { type: "select" }, options: [0.01, 0.1, 0.5, 1] },
  nativeControls: { control: "boolean" },
} satisfies Record<string, InputType>;

/** Custom transport: the button plays and pauses the video, the slider seeks it, the time readout follows. */
export async function customTransportPlay({ canvasElement, step }: PlayContext): Promise<void> {
  const canvas = within(canvasElement);
  const video = await loadedMedia(canvasElement);
  const time = canvas.getByRole("status", { name: "Time" });
  await waitFor(() => expect(time).toHaveTextContent(/^00:00\.000 \/ 00:10\.\d{3}$/));
  await step("play and pause with the button", async () => {
    await userEvent.click(canvas.getByRole("button", { name: "Play" }));
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.5));
    await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
    await expect(video.paused).toBe(true);
    await waitFor(() => expect(time).toHaveTextContent(/^00:00\.[5-9]/));
  });
  await step("seek with the slider", async () => {
    await fireEvent.change(canvas.getByRole("slider", { name: "Seek" }), { target: { value: "7" } });
    await waitFor(() => expect(time).toHaveTextContent(/^00:07\.000 /));
    await expect(video.currentTime).toBe(7);
  });
}
