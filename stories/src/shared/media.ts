import { waitFor } from "storybook/test";

/** The sample media, served from test/fixtures/media at /media. */
export const media = {
  /** 10 s, 480x270, the media time burned into the picture, a 440 Hz tone. */
  clip: "/media/clip.webm",
  /**
   * The clip as an HLS stream: a master playlist with two renditions (480x270, 240x136) of 2 s fMP4 segments,
   * H.264 and AAC, played through hls.js (test/fixtures/media/hls, made by make-media.sh).
   */
  hls: "/media/hls/master.m3u8",
  /** The same 10 s of tone, audio only. */
  tone: "/media/tone.ogg",
  /** The clip's first frame. */
  poster: "/media/poster.jpg",
  /** WebVTT captions written for the clip. */
  captions: "/media/sample.vtt",
  /** A chapters WebVTT file for the clip: Opening, The catalogue, The end. */
  chapters: "/media/chapters.vtt",
  /** A map tile layer with no network: one local PNG (test/fixtures/map, served at /tiles) for every tile. */
  tiles: "/tiles/tile.png?z={z}&x={x}&y={y}",
} as const;

/** The first `<video>` or `<audio>` in the story, once it can play. */
export async function loadedMedia(canvas: HTMLElement): Promise<HTMLMediaElement> {
  const element = await waitFor(() => {
    const found = canvas.querySelector<HTMLMediaElement>("video, audio");
    if (!found) throw new Error("no media element yet");
    return found;
  });
  await waitFor(() => {
    if (element.error) throw new Error(`the media failed to load: ${element.error.message}`);
    if (element.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) throw new Error("the media is still loading");
  });
  return element;
}

/** Seeks the element the way a user's scrubbing would, and waits until the seek is done. */
export async function seekMedia(element: HTMLMediaElement, time: number): Promise<void> {
  const seeked = new Promise<void>((resolve) => element.addEventListener("seeked", () => resolve(), { once: true }));
  element.currentTime = time;
  await seeked;
}
