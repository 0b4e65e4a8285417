import type { InputType } from "storybook/internal/types";
import { expect, waitFor, within } from "storybook/test";
import { loadedMedia, seekMedia } from "./media.js";
import type { PlayContext } from "./play.js";

/** The notes shown beside the clip in the outlet stories (React, Vue). */
export const notes = [
  { start: 1, end: 4, text: "The clock in the picture is the media time." },
  { start: 4, end: 7, text: "A 440 Hz tone plays all along." },
  { start: 7, end: 10, text: "The clip ends at ten seconds." },
];

/** The outlet the notes are sent to. */
export type OutletTarget = "sidebar" | "below";

/** The outlet stories' args (React, Vue): the notes go to the sidebar. */
export const outletsArgs: { target: OutletTarget } = { target: "sidebar" };

/** The controls for `outletsArgs`. */
export const outletsArgTypes = { target: { control: "inline-radio", options: ["sidebar", "below"] } } satisfies Record<
  string,
  InputType
>;

/** Outlets: each note shows in the outlet named by `target` while it is active; the other outlet stays empty. */
export async function outletsPlay({ canvasElement, args }: PlayContext<{ target: OutletTarget }>): Promise<void> {
  const canvas = within(canvasElement);
  const video = await loadedMedia(canvasElement);
  const outlet = canvas.getByRole("region", { name: args.target === "sidebar" ? "Sidebar" : "Below" });
  const other = canvas.getByRole("region", { name: args.target === "sidebar" ? "Below" : "Sidebar" });
  await seekMedia(video, 2);
  await waitFor(() => expect(within(outlet).getByText(notes[0]!.text)).toBeVisible());
  await seekMedia(video, 5);
  await waitFor(() => expect(within(outlet).getByText(notes[1]!.text)).toBeVisible());
  await expect(within(outlet).queryByText(notes[0]!.text)).toBeNull();
  await expect(other).toHaveTextContent(/^Below$|^Sidebar$/);
}
