import { expect, userEvent, waitFor, within } from "storybook/test";
import { loadedMedia, seekMedia } from "./media.js";
import type { PlayContext } from "./play.js";

/** Where the Storybooks serve the showcase's media and assets (test/fixtures/showcase, examples/showcase/assets). */
export const SHOWCASE_BASE = "/showcase/";

/** The showcase's args: its base, and a theme control ("system" leaves the prop out). */
export const showcaseArgs = { base: SHOWCASE_BASE, theme: undefined as "light" | "dark" | undefined };

/** The theme as a control; the base stays fixed. */
export const showcaseArgTypes = {
  theme: {
    control: "inline-radio" as const,
    options: ["system", "light", "dark"],
    mapping: { system: undefined },
    description: "The colours; the system's preference when left out.",
  },
  base: { table: { disable: true } },
};

/** The story's parameters: the page fills the canvas. */
export const showcaseParameters = { layout: "fullscreen" as const };

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/**
 * What a visitor sees, in every framework: captions a line at a time, the current chapter, the note of the moment,
 * the transcript following the words and seeking on a click, the map flying to the place named, and no console
 * error or warning on the way.
 */
export async function showcasePlay({ canvasElement, step }: PlayContext): Promise<void> {
  const problems: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => {
    problems.push(args.map(String).join(" "));
    error.apply(console, args);
  };
  console.warn = (...args: unknown[]) => {
    problems.push(args.map(String).join(" "));
    warn.apply(console, args);
  };
  try {
    const canvas = within(canvasElement);
    const video = (await loadedMedia(canvasElement)) as HTMLVideoElement;
    video.muted = true;
    const captions = () => [...canvasElement.querySelectorAll(".pk-captions .pk-caption")].map(text);
    const chapter = () => text(canvasElement.querySelector('.pk-chapters [aria-current="true"] .pk-chapters__title'));
    const notes = () => text(canvasElement.querySelector(".showcase__notes"));
    const mapLabel = () => text(canvasElement.querySelector(".pk-map__label"));
    // The transcript and the chapters come from two files, read and parsed once the page is up.
    await waitFor(() => {
      expect(canvasElement.querySelectorAll(".pk-transcript__seek")).toHaveLength(6);
      expect(canvasElement.querySelectorAll(".pk-chapters__item")).toHaveLength(4);
    });

    await step("at 0:05 the first sentence is the one caption line, in the first chapter, with its note", async () => {
      await seekMedia(video, 5);
      await waitFor(() =>
        expect(captions()).toEqual(["Lisbon grew up where the river Tagus meets the Atlantic Ocean."]),
      );
      await waitFor(() => expect(chapter()).toBe("The river and the sea"));
      await waitFor(() => expect(notes()).toContain("The Tagus runs about 1,000 km"));
      await expect(canvas.getByText("Narrated by espeak-ng")).toBeVisible();
      const word = canvasElement.querySelector(".pk-transcript__word--current");
      await expect(text(word)).toBe("meets");
    });

    await step("at 0:14 the caption, chapter, note, transcript word and map all say Alfama", async () => {
      await seekMedia(video, 14);
      await waitFor(() =>
        expect(captions()).toEqual(["In Alfama, the oldest quarter, narrow streets still wind down to the water."]),
      );
      await waitFor(() => expect(chapter()).toBe("Alfama"));
      await waitFor(() => expect(notes()).toContain("al-hamma"));
      const current = canvasElement.querySelector('.pk-transcript__seek[aria-current="true"]');
      await expect(text(current?.querySelector(".pk-transcript__word--current"))).toBe("Alfama,");
      await waitFor(() => expect(mapLabel()).toBe("Alfama"));
      // The outline is a GeoJSON file the map reads when its event starts: it is drawn when that read answers.
      await waitFor(() => expect(canvasElement.querySelector(".pk-map__outline")).not.toBeNull());
    });

    await step("a click on the transcript's fourth line seeks there: the tower's chapter and field card", async () => {
      const lines = canvasElement.querySelectorAll<HTMLButtonElement>(".pk-transcript__seek");
      await expect(lines).toHaveLength(6);
      const seeked = new Promise((resolve) => video.addEventListener("seeked", resolve, { once: true }));
      await userEvent.click(lines[3]!);
      await seeked;
      await expect(video.currentTime).toBeGreaterThanOrEqual(19.04);
      await expect(video.currentTime).toBeLessThan(19.2);
      await waitFor(() => expect(chapter()).toBe("The Tower of Belém"));
      await waitFor(() => expect(captions()[0]).toMatch(/^In 1520, the Tower of Belém was finished/));
      const page = canvasElement.querySelector<HTMLIFrameElement>(".pk-webpage__frame");
      await expect(page?.getAttribute("src")).toBe(`${SHOWCASE_BASE}belem.html`);
      await expect(page?.getAttribute("title")).toBe("The Tower of Belém: a field card");
    });

    await step("when the narration names the tower, the map flies there and labels it", async () => {
      await seekMedia(video, 21);
      await waitFor(() => expect(mapLabel()).toBe("Tower of Belém"));
      await expect(notes()).toContain("Francisco de Arruda");
    });

    await step("playing moves the captions on a line at a time", async () => {
      await seekMedia(video, 24.2);
      await video.play();
      await waitFor(() => expect(captions()).toEqual([expect.stringMatching(/^After the earthquake of 1755/)]));
      video.pause();
      await waitFor(() => expect(chapter()).toBe("A city rebuilt"));
    });
    await expect(problems).toEqual([]);
  } finally {
    console.error = error;
    console.warn = warn;
  }
}
