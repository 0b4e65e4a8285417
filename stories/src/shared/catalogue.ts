import axe from "axe-core";
import { expect, waitFor, within } from "storybook/test";
import { loadedMedia, seekMedia } from "./media.js";
import type { PlayContext } from "./play.js";

/** The captions region of a story, once the page has one. */
async function captionsRegion(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const region = canvasElement.querySelector<HTMLElement>(".pk-captions");
    if (!region) throw new Error("no captions region yet");
    return region;
  });
}

/**
 * Captions: the region is there before any line (for screen readers), shows each line at its time with the cue
 * text's markup (a voice, italics), places a line by its WebVTT settings, and empties between lines.
 */
export async function captionsPlay({ canvasElement }: PlayContext): Promise<void> {
  const video = await loadedMedia(canvasElement);
  const region = await captionsRegion(canvasElement);
  await expect(region).toHaveAttribute("aria-live", "polite");
  await seekMedia(video, 1);
  // The first line waits for the file and the parsers to load (lazily), which a busy machine can slow.
  await waitFor(() => expect(region).toHaveTextContent("The time in the picture is the media time."), { timeout: 10_000 });
  await expect(region.querySelector(".pk-caption__voice")).toHaveAttribute("data-voice", "Narrator");
  await seekMedia(video, 4);
  await waitFor(() => expect(region).toHaveTextContent("Cues follow playback, seeks and rewinds."));
  // The cue's own markup, rendered from its text tree (never as HTML), and its line:80% setting.
  await expect(region.querySelector("i")).toHaveTextContent("playback");
  await expect(region.querySelector<HTMLElement>(".pk-caption")?.style.top).toBe("80%");
  await seekMedia(video, 7.7);
  await waitFor(() => expect(region.querySelector(".pk-caption")).toBeNull());
}

/**
 * The catalogue: a footnote, an HTML text block and an image show in the notes outlet at their times, with the
 * same markup in every framework, and go at their ends.
 */
export async function cataloguePlay({ canvasElement }: PlayContext): Promise<void> {
  const canvas = within(canvasElement);
  const video = await loadedMedia(canvasElement);
  const notes = canvas.getByLabelText("Notes");
  await expect(notes.querySelector(".pk-footnote")).toBeNull();
  await seekMedia(video, 2);
  await waitFor(() => expect(notes.querySelector(".pk-footnote")).toHaveTextContent("The clock in the picture is the media time"));
  await expect(notes.querySelector(".pk-text strong")).toHaveTextContent("440 Hz");
  await seekMedia(video, 4);
  const image = await waitFor(() => {
    const found = notes.querySelector<HTMLImageElement>(".pk-image__img");
    if (!found) throw new Error("no image yet");
    return found;
  });
  await expect(image).toHaveAttribute("alt", "The clip's first frame");
  await expect(notes.querySelector(".pk-image__caption")).toHaveTextContent("Frame one");
  await seekMedia(video, 9.5);
  await waitFor(() => expect(notes.querySelector(".pk-footnote, .pk-text, .pk-image")).toBeNull());
}

/**
 * Accessibility: with every plugin of the story active and a caption shown, axe-core finds no violation in the
 * story (alt text, frame titles, link names, contrast of the default styles...).
 */
export async function accessiblePlay({ canvasElement }: PlayContext): Promise<void> {
  const video = await loadedMedia(canvasElement);
  await seekMedia(video, 4);
  await waitFor(() => expect(canvasElement.querySelector(".pk-caption")).toHaveTextContent("Cues follow playback, seeks and rewinds."), { timeout: 10_000 });
  await waitFor(() =>
    expect(
      canvasElement.querySelectorAll(
        ".pk-footnote, .pk-text, .pk-image, .pk-lowerthird, .pk-persontag, .pk-attribution, .pk-timeline-item, .pk-webpage, .pk-ticker, .pk-wordriver, .pk-mediaspawner, .pk-template, .pk-map, .pk-wikipedia, .pk-sketch",
      ),
    ).toHaveLength(15),
  );
  // The template has loaded Mustache and filled itself; the applied class is on the word river's outlet.
  await waitFor(() => expect(canvasElement.querySelector(".pk-template strong")).toHaveTextContent("Mustache"));
  await expect(canvasElement.querySelector('[data-popcorn-target="river"]')).toHaveClass("pk-highlight");
  // The map has drawn its local tiles and its marker; the Wikipedia article has come from its (recorded) answer.
  await waitFor(() => expect(canvasElement.querySelector(".pk-map .leaflet-tile-loaded")).not.toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(canvasElement.querySelector(".pk-wikipedia__title")).toHaveTextContent("Lisbon"));
  // The p5.js sketch has drawn its canvas in its labelled image, at the event's progress (4 s into 3.5 to 8).
  const canvas = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLCanvasElement>('.pk-sketch [role="img"] canvas');
    if (!found?.dataset.progress) throw new Error("no sketch drawn yet");
    return found;
  }, { timeout: 10_000 });
  await expect(canvas.closest('[role="img"]')).toHaveAttribute("aria-label", "A bar that fills as the scene goes on");
  await expect(Number(canvas.dataset.progress)).toBeCloseTo(0.5 / 4.5, 1);
  const { violations } = await axe.run(canvasElement, { resultTypes: ["violations"] });
  await expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  // At the end the sketch is removed: no canvas, no p5 instance drawing.
  await seekMedia(video, 9);
  await waitFor(() => expect(canvasElement.querySelector(".pk-sketch, canvas")).toBeNull());
}
