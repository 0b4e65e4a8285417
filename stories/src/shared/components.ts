import type { InputType } from "storybook/internal/types";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { accessible } from "./accessible.js";
import { type ArgsContext, changeArgs, resetArgs } from "./changeArgs.js";
import { loadedMedia, media, seekMedia } from "./media.js";

/** The caption and chapter tracks of the component stories: English captions and three chapters. */
export const componentTracks = [
  { src: media.captions, lang: "en" },
  { src: media.chapters, type: "chapter" },
];

/** The outlet beside the video in the component stories, which `target` can name. */
export const ASIDE = "aside";

/** Which kit component a component story shows. */
export type Shown = "chapters" | "current" | "transcript" | "captions" | "menu";

/** The props the component stories pass on to the component they show (each uses the ones it takes). */
export interface ComponentArgs {
  /** The accessible name of the chapters, transcript or captions menu. */
  label?: string;
  /** Captions and transcript: only the lines of this language. */
  lang?: string;
  /** Captions menu: the language the languages are named in. */
  locale?: string;
  /** The outlet to render into: the one beside the video, or in place. */
  target?: string;
}

const label = (what: string): InputType => ({
  control: "text",
  description: `The ${what}'s accessible name.`,
  table: { category: "Props" },
});
const target: InputType = {
  control: "select",
  options: ["", ASIDE],
  // Empty: in place, after the video.
  mapping: { "": undefined },
  description: "The `<PopcornTarget>` to render into (here the outlet beside the video); empty: in place.",
  table: { category: "Props" },
};

/** The args and controls of each component story, by what it shows. */
export const componentControls = {
  chapters: { args: { label: "Chapters" }, argTypes: { label: label("chapter list"), target } },
  current: {
    args: { label: "Now playing" },
    argTypes: {
      label: { control: "text", description: "What the line says before the chapter's title." },
      // The line is the story's own markup, in place: no outlet.
      target: { table: { disable: true } },
    },
  },
  transcript: { args: { label: "Transcript" }, argTypes: { label: label("transcript region"), target } },
  captions: {
    args: { lang: "en" },
    argTypes: {
      lang: {
        control: "select",
        options: ["", "en"],
        mapping: { "": undefined },
        description: "Only the lines of this language; empty: the one the captions menu chose.",
        table: { category: "Props" },
      },
      target,
    },
  },
  menu: {
    args: { label: "Captions", locale: "" },
    argTypes: {
      label: label("captions menu"),
      locale: {
        control: "select",
        options: ["", "en", "fr", "de", "ja"],
        mapping: { "": undefined },
        description: "The language the languages are named in; empty: each in itself.",
        table: { category: "Props" },
      },
      target,
    },
  },
} satisfies Record<Shown, { args: ComponentArgs; argTypes: Record<string, InputType> }>;

type Context = ArgsContext<ComponentArgs>;

/** Waits for a `seeked` event of `video`, started by what `act` does. */
async function seekedBy(video: HTMLMediaElement, act: () => Promise<void>): Promise<void> {
  const seeked = new Promise<void>((resolve) => video.addEventListener("seeked", () => resolve(), { once: true }));
  await act();
  await seeked;
}

/** The outlet beside the video, which holds the component when `target` names it. */
const aside = (canvas: HTMLElement) => within(canvas).getByRole("group", { name: "Beside the video" });

/**
 * Chapters: a navigation of the chapter track's titles with their times; a click seeks to a chapter, which is
 * then the current one. Its label and outlet follow the controls.
 */
export async function chaptersPlay(context: Context): Promise<void> {
  const canvas = within(context.canvasElement);
  const video = await loadedMedia(context.canvasElement);
  const buttons = await waitFor(() => {
    const found = canvas.getByRole("navigation", { name: "Chapters" }).querySelectorAll("button");
    if (found.length !== 3) throw new Error("the chapters have not loaded yet");
    return [...found];
  });
  await expect(buttons.map((button) => button.querySelector(".pk-chapters__title")?.textContent)).toEqual([
    "Opening",
    "The catalogue",
    "The end",
  ]);
  await waitFor(() => expect(buttons[0]).toHaveAttribute("aria-current", "true"));
  await seekedBy(video, () => userEvent.click(buttons[1]!));
  await expect(video.currentTime).toBe(3);
  await waitFor(() => expect(buttons[1]).toHaveAttribute("aria-current", "true"));
  await accessible(context.canvasElement);
  await changeArgs(context, { label: "Sections", target: ASIDE });
  await waitFor(() => expect(within(aside(context.canvasElement)).getByRole("navigation", { name: "Sections" })));
  resetArgs(context);
}

/**
 * Transcript: a region of the caption lines as buttons; the search leaves the matching lines, a line seeks the
 * video to its start and becomes the current one. Its label follows the controls.
 */
export async function transcriptPlay(context: Context): Promise<void> {
  const canvas = within(context.canvasElement);
  const video = await loadedMedia(context.canvasElement);
  const region = await canvas.findByRole("region", { name: "Transcript" });
  await waitFor(() => expect(region.querySelectorAll(".pk-transcript__seek")).toHaveLength(4));
  await userEvent.type(within(region).getByRole("searchbox", { name: "Search the transcript" }), "tone");
  await waitFor(() => expect(region.querySelectorAll(".pk-transcript__seek")).toHaveLength(1));
  await expect(region).toHaveTextContent("1 of 4 lines match");
  const line = region.querySelector<HTMLButtonElement>(".pk-transcript__seek")!;
  await seekedBy(video, () => userEvent.click(line));
  await expect(video.currentTime).toBe(5.5);
  await waitFor(() => expect(line).toHaveAttribute("aria-current", "true"));
  await accessible(context.canvasElement);
  await changeArgs(context, { label: "Script", target: ASIDE });
  await waitFor(() => expect(within(aside(context.canvasElement)).getByRole("region", { name: "Script" })));
  resetArgs(context);
}

/** Captions: the line of the time shows in the captions region, in place or beside the video (`target`). */
export async function captionsPlay(context: Context): Promise<void> {
  let video = await loadedMedia(context.canvasElement);
  await seekMedia(video, 1);
  const line = "The time in the picture is the media time.";
  await waitFor(() => expect(context.canvasElement.querySelector(".pk-captions")).toHaveTextContent(line));
  await accessible(context.canvasElement);
  await changeArgs(context, { target: ASIDE });
  video = await loadedMedia(context.canvasElement);
  if (video.currentTime !== 1) await seekMedia(video, 1);
  await waitFor(() => expect(aside(context.canvasElement).querySelector(".pk-captions")).toHaveTextContent(line));
  resetArgs(context);
}

/**
 * Captions menu: "Off" and one button per language, the shown one pressed; "Off" hides the captions, the
 * language shows them again. With a `locale` the languages are named in it.
 */
export async function captionsMenuPlay(context: Context): Promise<void> {
  const canvas = within(context.canvasElement);
  const video = await loadedMedia(context.canvasElement);
  const menu = await canvas.findByRole("group", { name: "Captions" });
  const [off, english] = await waitFor(() => {
    const found = within(menu).getAllByRole("button");
    if (found.length !== 2) throw new Error("the captions have not loaded yet");
    return found;
  });
  await expect(off).toHaveTextContent("Off");
  await expect(english).toHaveTextContent("English");
  await seekMedia(video, 1);
  await waitFor(() => expect(context.canvasElement.querySelector(".pk-caption")).not.toBeNull());
  await userEvent.click(off!);
  await waitFor(() => expect(off).toHaveAttribute("aria-pressed", "true"));
  await waitFor(() => expect(context.canvasElement.querySelector(".pk-caption")).toBeNull());
  await userEvent.click(english!);
  await waitFor(() => expect(context.canvasElement.querySelector(".pk-caption")).not.toBeNull());
  await accessible(context.canvasElement);
  await changeArgs(context, { locale: "fr" });
  await waitFor(() => expect(canvas.getByRole("group", { name: "Captions" })).toHaveTextContent("Anglais"));
  resetArgs(context);
}

/**
 * The current chapter, in markup of the story's own (`useChapter()`, `chapterState(pop)`): it names the chapter
 * of the time, and changes when a seek enters another.
 */
export async function currentChapterPlay(context: Context): Promise<void> {
  const canvas = within(context.canvasElement);
  let video = await loadedMedia(context.canvasElement);
  const line = () => canvas.getByRole("status", { name: "Current chapter" });
  await waitFor(() => expect(line()).toHaveTextContent("Now playing: Opening"));
  await seekMedia(video, 4);
  await waitFor(() => expect(line()).toHaveTextContent("Now playing: The catalogue"));
  await accessible(context.canvasElement);
  await changeArgs(context, { label: "Chapter" });
  video = await loadedMedia(context.canvasElement);
  if (video.currentTime !== 4) await seekMedia(video, 4);
  await waitFor(() => expect(line()).toHaveTextContent("Chapter: The catalogue"));
  await seekMedia(video, 9);
  await waitFor(() => expect(line()).toHaveTextContent("Chapter: The end"));
  resetArgs(context);
}
