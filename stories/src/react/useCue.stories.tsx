import { PopcornVideo, useCue, usePopcorn } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { media } from "../shared/media.js";
import { chapterHighlightPlay, chaptersArgTypes, chaptersArgs } from "../shared/useCue.js";

interface Chapter {
  title: string;
  start: number;
  end: number;
}

/** One chapter: `useCue` tells whether it is playing now; it re-renders only when that changes. */
function ChapterItem({ title, start, end }: Chapter) {
  const pop = usePopcorn();
  const { active } = useCue({ start, end });
  return (
    <li
      aria-current={active ? "true" : undefined}
      style={{ fontWeight: active ? "bold" : "normal", background: active ? "#ffe680" : "none" }}
    >
      <button type="button" onClick={() => pop?.seek(start)}>
        {title}
      </button>{" "}
      ({start}–{end} s)
    </li>
  );
}

function Chapters({ chapters }: { chapters: Chapter[] }) {
  return (
    <PopcornVideo src={media.clip} poster={media.poster} controls muted width={480}>
      <nav aria-label="Chapters">
        <ol>
          {chapters.map((chapter) => (
            <ChapterItem key={chapter.title} {...chapter} />
          ))}
        </ol>
      </nav>
    </PopcornVideo>
  );
}

const meta = {
  title: "React/useCue",
  component: Chapters,
  args: chaptersArgs,
  argTypes: chaptersArgTypes,
} satisfies Meta<typeof Chapters>;

export default meta;

/** A chapter list highlighted by `useCue`; clicking a chapter seeks the video to it through `usePopcorn()`. */
export const ChapterHighlight: StoryObj<typeof meta> = {
  play: chapterHighlightPlay,
};
