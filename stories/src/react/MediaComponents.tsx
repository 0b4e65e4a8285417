import { chapter } from "@popcorn-kit/core/plugins/chapters";
import {
  Captions,
  CaptionsMenu,
  Chapters,
  PopcornTarget,
  PopcornVideo,
  Transcript,
  useChapter,
} from "@popcorn-kit/react";
import { ASIDE, type ComponentArgs, type Shown, componentTracks } from "../shared/components.js";
import { media } from "../shared/media.js";

/** The current chapter, in markup of one's own: `useChapter()` re-renders it only when the chapter changes. */
function CurrentChapter({ label }: { label?: string }) {
  const chapter = useChapter();
  return (
    <p role="status" aria-label="Current chapter">
      {label}: {chapter?.options.text ?? "no chapter"}
    </p>
  );
}

/**
 * The stage of the component stories: the clip with English captions and three chapters, the component `show`
 * names with the story's args, and an outlet beside the video that `target` can name.
 */
export function MediaComponent({ show, ...args }: ComponentArgs & { show: Shown }) {
  return (
    <div className="pk-stage">
      <PopcornVideo
        src={media.clip}
        poster={media.poster}
        controls
        muted
        width={480}
        plugins={[chapter]}
        tracks={componentTracks}
        captions={show !== "captions"}
      >
        {show === "chapters" && <Chapters label={args.label} target={args.target} />}
        {show === "current" && <CurrentChapter label={args.label} />}
        {show === "transcript" && <Transcript label={args.label} target={args.target} />}
        {show === "captions" && <Captions lang={args.lang} target={args.target} />}
        {show === "menu" && <CaptionsMenu label={args.label} locale={args.locale} target={args.target} />}
        <PopcornTarget name={ASIDE} role="group" aria-label="Beside the video" style={{ width: 480 }} />
      </PopcornVideo>
    </div>
  );
}
