import type { Meta, StoryObj } from "@storybook/svelte-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import TransportStory from "./TransportStory.svelte";
import { loadedMedia } from "../shared/media.js";

const meta = {
  title: "Media state",
  component: TransportStory,
  args: { digits: 1, nativeControls: false },
  argTypes: {
    digits: { control: { type: "range", min: 0, max: 3, step: 1 } },
    nativeControls: { control: "boolean" },
  },
} satisfies Meta<typeof TransportStory>;

export default meta;

/** `mediaState(pop, s => s.paused)` re-renders the button on play and pause only; `currentTime` every frame. */
export const TransportBar: StoryObj<typeof meta> = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const video = await loadedMedia(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText("Time")).toHaveTextContent(/^0\.0 \/ 10\.\d s$/));
    await step("the button plays the video and the readout follows it", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Play" }));
      await waitFor(() => expect(video.paused).toBe(false));
      await waitFor(() => expect(canvas.getByRole("button")).toHaveTextContent("Pause"));
      await waitFor(() =>
        expect(Number.parseFloat(canvas.getByLabelText("Time").textContent!)).toBeGreaterThanOrEqual(0.5),
      );
      await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
      await waitFor(() => expect(video.paused).toBe(true));
    });
    await step("the slider seeks the video", async () => {
      await fireEvent.input(canvas.getByLabelText("Seek"), { target: { value: "6" } });
      await waitFor(() => expect(video.currentTime).toBeCloseTo(6, 1));
      await waitFor(() => expect(canvas.getByLabelText("Time")).toHaveTextContent(/^6\.0 \//));
    });
  },
};
