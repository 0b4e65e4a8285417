import type { Meta, StoryObj } from "@storybook/svelte-vite";
import { expect, waitFor, within } from "storybook/test";
import FootnoteStory from "./FootnoteStory.svelte";
import { footnote } from "./footnote.js";
import { manifestControls } from "../shared/manifestControls.js";
import { loadedMedia, seekMedia } from "../shared/media.js";

// The controls come from the plugin's manifest; this demo renders in place, so it has no outlet to name.
const { target: _outlet, ...footnoteArgTypes } = manifestControls(footnote.manifest).argTypes;

const meta = {
  title: "Plugin component",
  component: FootnoteStory,
  args: { start: 2, end: 6, text: "Filmed at 30 frames a second.", kind: "note" },
  argTypes: footnoteArgTypes,
} satisfies Meta<typeof FootnoteStory>;

export default meta;

/**
 * `<PluginEvent plugin={footnote} view={FootnoteView} text kind>`: a track event of type `footnote` whose
 * options are the props, validated by the plugin's manifest, rendered by the view while it is active.
 */
export const Footnote: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const video = await loadedMedia(canvasElement);
    await expect(canvas.queryByTestId("footnote")).toBeNull();
    await step("playing into the event shows the view with the options", async () => {
      await seekMedia(video, args.start - 0.2);
      await video.play();
      await waitFor(() => expect(canvas.getByTestId("footnote")).toHaveTextContent(args.text));
      video.pause();
      await expect(canvas.getByTestId("footnote")).toHaveAttribute("data-kind", args.kind);
    });
    await step("seeking out of it removes the view", async () => {
      await seekMedia(video, args.end + 1);
      await waitFor(() => expect(canvas.queryByTestId("footnote")).toBeNull());
    });
  },
};

/** A select option: the manifest's choices; the view styles itself by it. */
export const Warning: StoryObj<typeof meta> = {
  args: { kind: "warning", text: "Loud tone ahead." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const video = await loadedMedia(canvasElement);
    await seekMedia(video, args.start + 1);
    await waitFor(() => expect(canvas.getByTestId("footnote")).toHaveAttribute("data-kind", "warning"));
    await expect(canvas.getByTestId("footnote")).toHaveTextContent("Loud tone ahead.");
  },
};
