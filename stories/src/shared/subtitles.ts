import type { InputType } from "storybook/internal/types";
import { expect, waitFor, within } from "storybook/test";
import { loadedMedia, media, seekMedia } from "./media.js";
import type { PlayContext } from "./play.js";

/** The subtitle stories' args (React, Vue): the sample WebVTT captions at 18 px. */
export const subtitlesArgs = { src: media.captions, size: 18 };

/** The controls for `subtitlesArgs`. */
export const subtitlesArgTypes = {
  src: { control: "select", options: [media.captions] },
  size: { control: { type: "range", min: 12, max: 32, step: 1 } },
} satisfies Record<string, InputType>;

/** How a framework's subtitle box reads where its DOM differs. */
export interface SubtitlesDom {
  /** The box's text, as compared with a whole caption. */
  text: (box: HTMLElement) => string | null | undefined;
  /** Waits until the box shows no caption line, and checks that it is empty. */
  expectNoLine: (box: HTMLElement) => Promise<unknown>;
}

/** WebVTT: captions follow seeks, cue tags never become elements, entities are decoded, gaps show nothing. */
export function webVTTPlay(dom: SubtitlesDom): (context: PlayContext) => Promise<void> {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = await loadedMedia(canvasElement);
    const box = canvas.getByLabelText("Subtitles");
    await seekMedia(video, 1);
    // The first caption waits for the file and the parsers to load (lazily), which a busy machine can slow.
    await waitFor(() => expect(box).toHaveTextContent("The time in the picture is the media time."));
    await seekMedia(video, 4);
    await waitFor(() => expect(box).toHaveTextContent("Cues follow playback, seeks and rewinds."));
    // The file's <i>, <b>, <u> tags are cue markup: the text keeps none of them, and no element is made.
    await expect(box.querySelectorAll("i, b, u")).toHaveLength(0);
    await seekMedia(video, 6);
    // Entities are decoded to characters, not markup: a no-break space and an ampersand.
    await waitFor(() => expect(dom.text(box)).toBe("A tone plays at 440\u00a0Hz & the bars keep moving."));
    await seekMedia(video, 7.7);
    await dom.expectNoLine(box);
  };
}
