import { expect, userEvent, waitFor, within } from "storybook/test";
import { accessible } from "./accessible.js";
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
  await waitFor(() => expect(region).toHaveTextContent("The time in the picture is the media time."));
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
  await waitFor(() =>
    expect(notes.querySelector(".pk-footnote")).toHaveTextContent("The clock in the picture is the media time"),
  );
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
  await waitFor(() =>
    expect(canvasElement.querySelector(".pk-caption")).toHaveTextContent("Cues follow playback, seeks and rewinds."),
  );
  await waitFor(() =>
    expect(
      canvasElement.querySelectorAll(
        ".pk-footnote, .pk-text, .pk-image, .pk-lowerthird, .pk-persontag, .pk-attribution, .pk-timeline-item, .pk-callout, .pk-webpage, .pk-ticker, .pk-wordriver, .pk-mediaspawner, .pk-template, .pk-map, .pk-wikipedia, .pk-sketch",
      ),
    ).toHaveLength(16),
  );
  // The captions menu, the chapters and the transcript are there, named for screen readers.
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole("navigation", { name: "Chapters" }).querySelectorAll("button")).toHaveLength(3),
  );
  await expect(
    canvas.getByRole("region", { name: "Transcript" }).querySelectorAll(".pk-transcript__seek"),
  ).toHaveLength(4);
  await expect(canvas.getByRole("group", { name: "Captions" }).querySelectorAll("button")).toHaveLength(2);
  // The template has loaded Mustache and filled itself; the applied class is on the word river's outlet.
  await waitFor(() => expect(canvasElement.querySelector(".pk-template strong")).toHaveTextContent("Mustache"));
  await expect(canvasElement.querySelector('[data-popcorn-target="river"]')).toHaveClass("pk-highlight");
  // The map has drawn its local tiles and its marker; the Wikipedia article has come from its (recorded) answer.
  await waitFor(() => expect(canvasElement.querySelector(".pk-map .leaflet-tile-loaded")).not.toBeNull());
  await waitFor(() => expect(canvasElement.querySelector(".pk-wikipedia__title")).toHaveTextContent("Lisbon"));
  // The p5.js sketch has drawn its canvas in its labelled image, at the event's progress (4 s into 3.5 to 8).
  const sketchCanvas = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLCanvasElement>('.pk-sketch [role="img"] canvas');
    if (!found?.dataset.progress) throw new Error("no sketch drawn yet");
    return found;
  });
  await expect(sketchCanvas.closest('[role="img"]')).toHaveAttribute(
    "aria-label",
    "A bar that fills as the scene goes on",
  );
  await expect(Number(sketchCanvas.dataset.progress)).toBeCloseTo(0.5 / 4.5, 1);
  await accessible(canvasElement);
  // At the end the sketch is removed: no canvas, no p5 instance drawing.
  await seekMedia(video, 9);
  await waitFor(() => expect(canvasElement.querySelector(".pk-sketch, canvas")).toBeNull());
}

/** Focuses `button` and presses `key` on it, as a keyboard user does after tabbing there. */
async function press(button: HTMLElement, key: string): Promise<void> {
  button.focus();
  await expect(button).toHaveFocus();
  await userEvent.keyboard(key);
}

/**
 * Keyboard: every control of the chapters, the transcript and the captions menu is a button in the tab order;
 * Enter on a chapter or a transcript line seeks there, Space on "Off" hides the captions and on a language shows
 * them again.
 */
export async function keyboardPlay({ canvasElement }: PlayContext): Promise<void> {
  const canvas = within(canvasElement);
  const video = await loadedMedia(canvasElement);
  const chapters = await waitFor(() => {
    const found = [...canvas.getByRole("navigation", { name: "Chapters" }).querySelectorAll("button")];
    if (found.length !== 3) throw new Error("the chapters have not loaded yet");
    return found;
  });
  const transcript = canvas.getByRole("region", { name: "Transcript" });
  // The menu shows once the captions' track has loaded, which may come after the chapters' file.
  const menu = await waitFor(() => canvas.getByRole("group", { name: "Captions" }));
  for (const control of [...chapters, ...transcript.querySelectorAll("button"), ...menu.querySelectorAll("button")])
    await expect(control.tabIndex).toBe(0);
  // A chapter, by Enter: the video seeks to its start, and it is the current one.
  const seeked = () =>
    new Promise<void>((resolve) => video.addEventListener("seeked", () => resolve(), { once: true }));
  let done = seeked();
  await press(chapters[2]!, "{Enter}");
  await done;
  await expect(video.currentTime).toBe(8);
  await waitFor(() => expect(chapters[2]).toHaveAttribute("aria-current", "true"));
  // A transcript line, by Enter: the video seeks to it, and the line is the current one.
  const line = transcript.querySelectorAll<HTMLButtonElement>(".pk-transcript__seek")[1]!;
  done = seeked();
  await press(line, "{Enter}");
  await done;
  await expect(video.currentTime).toBe(3);
  await waitFor(() => expect(line).toHaveAttribute("aria-current", "true"));
  await waitFor(() =>
    expect(canvasElement.querySelector(".pk-caption")).toHaveTextContent("Cues follow playback, seeks and rewinds."),
  );
  // The captions menu, by Space: Off hides the line, English shows it again.
  const [off, english] = [...menu.querySelectorAll("button")];
  await press(off!, " ");
  await waitFor(() => expect(off).toHaveAttribute("aria-pressed", "true"));
  await waitFor(() => expect(canvasElement.querySelector(".pk-caption")).toBeNull());
  await press(english!, " ");
  await waitFor(() => expect(english).toHaveAttribute("aria-pressed", "true"));
  await waitFor(() =>
    expect(canvasElement.querySelector(".pk-caption")).toHaveTextContent("Cues follow playback, seeks and rewinds."),
  );
}
