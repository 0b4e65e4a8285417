import { definePlugin } from "@popcorn-kit/core";
import { expect, waitFor, within } from "storybook/test";
import { manifestControls } from "./manifestControls.js";
import { loadedMedia, seekMedia } from "./media.js";
import type { PlayContext } from "./play.js";

/** A plugin: a type of track event with an option schema (the manifest), usable from any framework. */
export const footnote = definePlugin({
  name: "footnote",
  manifest: {
    about: { name: "Footnote", description: "A short note beside the media." },
    options: {
      text: { type: "text", label: "Text", required: true },
      kind: { type: "select", label: "Kind", choices: ["note", "source", "warning"], default: "note" },
      target: { type: "target", label: "Outlet" },
    },
  },
});

/** The props of the footnote demos (React, Vue): the event's span and the plugin's options. */
export interface FootnoteArgs {
  start: number;
  end: number;
  text: string;
  kind: "note" | "source" | "warning";
  target?: "notes";
}

/** The footnote stories' args (React, Vue): a source footnote from 2 s to 6 s, in place. */
export const footnoteArgs: FootnoteArgs = {
  start: 2,
  end: 6,
  text: "Recorded with a test pattern generator.",
  kind: "source",
};

/** The controls for `footnoteArgs`, made from the plugin's manifest. */
export const footnoteArgTypes = manifestControls(footnote.manifest).argTypes;

/** The "In an outlet" story's args (React, Vue): a warning sent to the `notes` outlet. */
export const inAnOutletArgs: Partial<FootnoteArgs> = { kind: "warning", text: "Loud tone ahead.", target: "notes" };

/** Footnotes: the view shows while the event is active, with its kind, in its outlet if it has a target. */
export async function footnotesPlay({ canvasElement, args }: PlayContext<FootnoteArgs>): Promise<void> {
  const canvas = within(canvasElement);
  const video = await loadedMedia(canvasElement);
  await expect(canvas.queryByText(args.text, { exact: false })).toBeNull();
  await seekMedia(video, (args.start + args.end) / 2);
  const note = await waitFor(() => canvas.getByText(args.text, { exact: false }));
  await expect(note).toHaveAttribute("data-kind", args.kind);
  if (args.target) await expect(canvas.getByLabelText("Notes")).toContainElement(note);
  await seekMedia(video, args.end);
  await waitFor(() => expect(canvas.queryByText(args.text, { exact: false })).toBeNull());
}
