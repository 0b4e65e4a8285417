import { footnote, footnoteMarkup } from "@popcorn-kit/core/plugins/footnote";
import { text, textMarkup } from "@popcorn-kit/core/plugins/text";
import type { InputType } from "storybook/internal/types";
import { expect, waitFor } from "storybook/test";
import { accessible } from "./accessible.js";
import { type ArgsContext, changeArgs, resetArgs } from "./changeArgs.js";
import { loadedMedia, seekMedia } from "./media.js";

/** A Popcorn data file, given inline: two footnotes and a block of HTML for the notes outlet. */
export const popcornData = {
  text: JSON.stringify({
    data: [
      { footnote: { start: 1, end: 5, text: "From a data file: a footnote.", target: "notes" } },
      { text: { start: 2, end: 6, html: "<p>From a data file: <em>sanitized</em> HTML.</p>", target: "notes" } },
      { footnote: { start: 6, end: 9, text: "From a data file: a second footnote.", target: "notes" } },
    ],
  }),
};

/** The plugins the data file's events are of, registered on the instance. */
export const dataPlugins = [footnote, text];

/** The markup of each event type `<TrackEventViews>` can show. */
const markups = { footnote: footnoteMarkup, text: textMarkup };

/** The event types of the file. */
export type EventType = keyof typeof markups;

/** The args of the TrackEventViews stories: which event types have a view. */
export interface TrackEventViewsArgs {
  types: EventType[];
}

/** The `views` prop for `types`: the markup of each type shown. */
export function viewsOf(types: readonly EventType[]): Partial<typeof markups> {
  return Object.fromEntries(types.map((type) => [type, markups[type]]));
}

/** The TrackEventViews stories' args and controls. */
export const trackEventViewsControls = {
  args: { types: ["footnote", "text"] } as TrackEventViewsArgs,
  argTypes: {
    types: {
      name: "views",
      control: "inline-check",
      options: ["footnote", "text"],
      description: "The event types given a view (`views={{ footnote: footnoteMarkup, text: textMarkup }}`).",
    },
  } satisfies Record<string, InputType>,
};

/**
 * TrackEventViews: the data file's events show in their outlet at their times, with the catalogue's markup
 * (HTML sanitized); a type left out of `views` shows nothing.
 */
export async function trackEventViewsPlay(context: ArgsContext<TrackEventViewsArgs>): Promise<void> {
  const notes = () => context.canvasElement.querySelector('[data-popcorn-target="notes"]');
  let video = await loadedMedia(context.canvasElement);
  await seekMedia(video, 3);
  await waitFor(() => expect(notes()?.querySelector(".pk-footnote")).toHaveTextContent("a footnote."));
  await expect(notes()?.querySelector(".pk-text em")).toHaveTextContent("sanitized");
  await accessible(context.canvasElement);
  await changeArgs(context, { types: ["footnote"] });
  video = await loadedMedia(context.canvasElement);
  if (video.currentTime !== 3) await seekMedia(video, 3);
  await waitFor(() => expect(notes()?.querySelector(".pk-footnote")).toHaveTextContent("a footnote."));
  await waitFor(() => expect(notes()?.querySelector(".pk-text")).toBeNull());
  await seekMedia(video, 7);
  await waitFor(() => expect(notes()?.querySelector(".pk-footnote")).toHaveTextContent("a second footnote."));
  resetArgs(context);
}
