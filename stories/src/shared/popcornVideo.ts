import type { InputType } from "storybook/internal/types";
import { expect, waitFor, within } from "storybook/test";
import { loadedMedia, media } from "./media.js";
import type { PlayContext } from "./play.js";

/** The `PopcornVideo` stories' args (all three; Vue and Svelte add `loop: false`): the clip, muted, with controls. */
export const popcornVideoArgs = { src: media.clip, poster: media.poster, controls: true, muted: true, width: 480 };

/** The controls of the `PopcornVideo` stories (all three). */
export const popcornVideoArgTypes = {
  src: { control: "select", options: [media.clip, media.hls] },
  poster: { control: "select", options: [media.poster, undefined] },
  controls: { control: "boolean" },
  muted: { control: "boolean" },
  loop: { control: "boolean" },
  width: { control: { type: "range", min: 240, max: 960, step: 40 } },
} satisfies Record<string, InputType>;

/** Playing: the instance is ready, and the state and time readouts follow the video as it plays and pauses. */
export async function playingPlay({ canvasElement, step }: PlayContext): Promise<void> {
  const canvas = within(canvasElement);
  const video = await loadedMedia(canvasElement);
  await expect(canvas.getByTestId("instance")).toHaveTextContent("ready");
  await waitFor(() => expect(canvas.getByTestId("time")).toHaveTextContent(/^00:00\.000 \/ 00:10\.\d{3}$/));
  await step("play: the state and the time follow the video", async () => {
    await video.play();
    await waitFor(() => expect(canvas.getByTestId("state")).toHaveTextContent("playing"));
    await waitFor(() => expect(canvas.getByTestId("time")).toHaveTextContent(/^00:01\./));
  });
  await step("pause", async () => {
    video.pause();
    await waitFor(() => expect(canvas.getByTestId("state")).toHaveTextContent("paused"));
  });
}

/** The `HlsStream` stories' args (all three): the clip's HLS stream, muted, with controls. */
export const hlsStreamArgs = { ...popcornVideoArgs, src: media.hls, poster: undefined };

/** HLS: the element has no `src` of its own until hls.js gives it one (a media source), then plays as the file does. */
export async function hlsStreamPlay(context: PlayContext): Promise<void> {
  const video = await waitFor(() => {
    const found = context.canvasElement.querySelector("video");
    if (!found?.src.startsWith("blob:")) throw new Error("hls.js has not attached yet");
    return found;
    // hls.js is imported when the first stream needs it: on a cold dev server that takes a moment.
  });
  await expect(video.getAttribute("src")).toMatch(/^blob:/);
  await playingPlay(context);
}
