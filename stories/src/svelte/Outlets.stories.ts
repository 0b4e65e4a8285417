import type { Meta, StoryObj } from "@storybook/svelte-vite";
import { expect, waitFor, within } from "storybook/test";
import OutletsStory from "./OutletsStory.svelte";
import { loadedMedia, seekMedia } from "../shared/media.js";

const meta = {
  title: "Outlets",
  component: OutletsStory,
  args: { target: "sidebar", sidebar: true },
  argTypes: {
    target: { control: "inline-radio", options: ["sidebar", "footer"] },
    sidebar: { control: "boolean", description: "Mount the sidebar outlet; without it, its notes wait." },
  },
} satisfies Meta<typeof OutletsStory>;

export default meta;

/** `<Cue target="sidebar">` renders into `<PopcornTarget name="sidebar">`, not where it is written. */
export const Sidebar: StoryObj<typeof meta> = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const video = await loadedMedia(canvasElement);
    const sidebar = canvas.getByLabelText("Sidebar notes");
    const article = canvasElement.querySelector("article")!;
    await step("the first note shows in the sidebar while it plays", async () => {
      await seekMedia(video, 0.8);
      await video.play();
      await waitFor(() =>
        expect(within(sidebar).getByTestId("note")).toHaveTextContent("the picture shows the media time"),
      );
      video.pause();
      await expect(within(article).queryByTestId("note")).toBeNull();
    });
    await step("seeking swaps it for the second note", async () => {
      await seekMedia(video, 6);
      await waitFor(() => expect(within(sidebar).getByTestId("note")).toHaveTextContent("440 Hz"));
      await expect(within(sidebar).getAllByTestId("note")).toHaveLength(1);
    });
  },
};

/** Without the sidebar mounted its notes wait; the footer outlet takes notes aimed at it. */
export const Footer: StoryObj<typeof meta> = {
  args: { target: "footer", sidebar: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = await loadedMedia(canvasElement);
    await seekMedia(video, 2);
    await waitFor(() =>
      expect(within(canvas.getByLabelText("Footer notes")).getByTestId("note")).toHaveTextContent("media time"),
    );
    await expect(canvas.queryByLabelText("Sidebar notes")).toBeNull();
  },
};
