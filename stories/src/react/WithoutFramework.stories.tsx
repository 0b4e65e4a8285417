import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef } from "react";
import { expect, waitFor } from "storybook/test";
import page from "../docs/examples/withoutFramework.html?raw";
import { startPage } from "../docs/examples/withoutFramework.js";
import { loadedMedia, seekMedia } from "../shared/media.js";

/** Props of the story's page. */
interface PlainPageProps {
  /** The footnote's text. */
  note: string;
}

/**
 * The "Without a framework" guide's page, run as it is: its HTML, then its script. React only gives it an element
 * to live in; the page itself uses none.
 */
function PlainPage({ note }: PlainPageProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current!;
    element.innerHTML = page;
    const stop = startPage(element, note);
    return () => {
      stop();
      element.innerHTML = "";
    };
  }, [note]);
  return <div ref={root} />;
}

const meta = {
  title: "Core/Without a framework",
  component: PlainPage,
  args: { note: "Recorded in one take." },
} satisfies Meta<typeof PlainPage>;

export default meta;

/**
 * A plain page: `createPopcorn` on its `<video>`, a footnote into `#notes` and subtitles over the video, rendered
 * by `renderPopcorn` from `@popcorn-kit/core/dom`.
 */
export const PlainHtmlPage: StoryObj<typeof meta> = {
  args: { note: "Recorded in one take." },
  play: async ({ canvasElement }) => {
    const video = await loadedMedia(canvasElement);
    const notes = canvasElement.querySelector("#notes")!;
    const captions = video.nextElementSibling!;
    expect(captions.className).toBe("pk-captions");
    await seekMedia(video, 3.5);
    await waitFor(() => expect(notes.querySelector(".pk-footnote")?.textContent).toBe("Recorded in one take."));
    await waitFor(() => expect(captions.querySelector(".pk-caption__text")?.textContent).toContain("playback"));
    await seekMedia(video, 6);
    await waitFor(() => expect(notes.childElementCount).toBe(0));
  },
};
