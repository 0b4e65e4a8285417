import type { Meta, StoryObj } from "@storybook/svelte-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import AudioStory from "./AudioStory.svelte";
import VirtualPlayerStory from "./VirtualPlayerStory.svelte";
import { loadedMedia, seekMedia } from "../shared/media.js";

// Two components, so each story declares its own args and controls.
const meta = {
  title: "Without media",
  component: VirtualPlayerStory,
} satisfies Meta<typeof VirtualPlayerStory>;

export default meta;

/** `setPopcorn(createPopcorn(createVirtualPlayer({ duration: 20 })))`: cues run on a timeline with no media. */
export const VirtualPlayer: StoryObj<typeof VirtualPlayerStory> = {
  args: { duration: 20, playbackRate: 4, loop: false },
  argTypes: {
    duration: { control: { type: "range", min: 5, max: 60, step: 5 } },
    playbackRate: { control: "select", options: [0.5, 1, 2, 4] },
    loop: { control: "boolean" },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId("chapter")).toHaveTextContent("Chapter 1"));
    await step("playing moves through the chapters", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Play" }));
      await waitFor(() => expect(canvas.getByTestId("chapter")).toHaveTextContent("Chapter 2"));
      await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
    });
    await step("seeking jumps to the chapter at that time", async () => {
      await fireEvent.input(canvas.getByLabelText("Seek"), { target: { value: "16" } });
      await waitFor(() => expect(canvas.getByTestId("chapter")).toHaveTextContent("Chapter 4"));
      await expect(canvas.getAllByTestId("chapter")).toHaveLength(1);
    });
  },
};

/** `<PopcornAudio>` works like `<PopcornVideo>` with an `<audio>` element. */
export const Audio: StoryObj<typeof AudioStory> = {
  render: (args) => ({ Component: AudioStory, props: args }),
  args: { controls: true, muted: true },
  argTypes: { controls: { control: "boolean" }, muted: { control: "boolean" } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const audio = await loadedMedia(canvasElement);
    await step("the audio plays and the readout follows it", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Play" }));
      await waitFor(() => expect(audio.paused).toBe(false));
      await waitFor(() => expect(Number.parseFloat(canvas.getByLabelText("Time").textContent!)).toBeGreaterThan(0.3));
      audio.pause();
    });
    await step("seeking into the cue shows it", async () => {
      await seekMedia(audio, 2.5);
      await waitFor(() => expect(canvas.getByTestId("beat")).toBeVisible());
    });
  },
};
