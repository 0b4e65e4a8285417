"use client";
import {
  Captions,
  PopcornTarget,
  PopcornVideo,
  PopcornVimeo,
  PopcornYouTube,
  TrackEventViews,
  usePopcorn,
} from "@popcorn-kit/react";
import { type CSSProperties, type ReactNode, memo, useEffect } from "react";
import { videoId } from "../../export/code/scene.js";
import type { Outlet, ProjectMediaSource } from "../../project/types.js";
import { useEditorUi } from "../context.js";
import { connectPreview } from "./connectPreview.js";
import type { StageComposition } from "./stageGeometry.js";

/** What the stage plays: a media address, or a YouTube or Vimeo video. */
export type StageSource =
  | { readonly kind: "media"; readonly url: string }
  | { readonly kind: "youtube"; readonly videoId: string }
  | { readonly kind: "vimeo"; readonly url: string };

/**
 * What the stage can play for a project's source: the URL, the local file's object URL (`mediaUrl`, set when the
 * file was opened in this session), a YouTube or Vimeo video; undefined when there is nothing to play.
 */
export function stageSourceOf(
  source: ProjectMediaSource | null,
  mediaUrl: string | undefined,
): StageSource | undefined {
  if (source === null) return undefined;
  if (source.kind === "url") return { kind: "media", url: source.url };
  if (source.kind === "file") return mediaUrl === undefined ? undefined : { kind: "media", url: mediaUrl };
  if (source.kind === "vimeo") return { kind: "vimeo", url: source.url };
  const id = videoId("youtube", source.url);
  return id === undefined ? undefined : { kind: "youtube", videoId: id };
}

/** A key that changes only when another media must be mounted. */
export function stageSourceKey(source: StageSource): string {
  return source.kind === "youtube" ? `youtube:${source.videoId}` : `${source.kind}:${source.url}`;
}

/** Ties the provided instance to the editor while it is mounted. */
function PreviewConnection(): null {
  const pop = usePopcorn();
  const { editor, preview, announce } = useEditorUi();
  useEffect(() => {
    if (!pop || pop.destroyed) return;
    const skipped = new Set<string>();
    return connectPreview(pop, {
      editor,
      preview,
      onSkip: (event) => {
        // Said once per type: a project imported with an unknown plugin would otherwise flood the live region.
        if (skipped.has(event.type)) return;
        skipped.add(event.type);
        announce(`The preview cannot show "${event.type}" events`);
      },
    });
  }, [pop, editor, preview, announce]);
  return null;
}

const boxStyle = (outlet: Outlet): CSSProperties => ({
  left: `${outlet.box.left}%`,
  top: `${outlet.box.top}%`,
  width: `${outlet.box.width}%`,
  height: `${outlet.box.height}%`,
  zIndex: outlet.zIndex,
});

/** One outlet: where events whose target names it render. */
const OutletTarget = memo(function OutletTarget({ outlet }: { outlet: Outlet }) {
  return (
    <PopcornTarget
      name={outlet.name}
      className="pke-stage-outlet"
      data-pke-outlet={outlet.name}
      data-transition={outlet.transition}
      style={boxStyle(outlet)}
    />
  );
});

/** Props of the stage's media and outlets. */
export interface StageMediaProps {
  readonly source: StageSource;
  readonly composition: StageComposition;
  readonly outlets: readonly Outlet[];
  /** Told the video's aspect ratio once its metadata loaded. */
  readonly onAspect: (aspect: number) => void;
}

/**
 * The live preview: the media (remounted only when its source changes: edits never restart it), the captions
 * over it, each outlet as a `<PopcornTarget>` in its placement's area, and the events without an outlet in the
 * band below. Memoised: an edit of the events does not render it again (the binding updates the instance).
 */
export const StageMedia = memo(function StageMedia({
  source,
  composition,
  outlets,
  onAspect,
}: StageMediaProps): ReactNode {
  const { views } = useEditorUi();
  const { over, beside, below } = composition.areas;
  const byPlacement = (placement: Outlet["placement"]) =>
    outlets.filter((outlet) => outlet.placement === placement).map((o) => <OutletTarget key={o.name} outlet={o} />);
  const content = (
    <>
      <PreviewConnection />
      <Captions />
      <div className="pke-stage-layer" data-pke-area="over">
        {byPlacement("over")}
      </div>
      {beside && (
        <div
          className="pke-stage-side"
          data-pke-area="beside"
          style={{ left: beside.left, top: beside.top, width: beside.width, height: beside.height }}
        >
          {byPlacement("beside")}
        </div>
      )}
      <div
        className={below ? "pke-stage-below" : "pke-stage-layer"}
        data-pke-area={below ? "below" : undefined}
        style={below ? { left: below.left, top: below.top, width: below.width, height: below.height } : undefined}
      >
        <div className="pke-stage-flow">
          <TrackEventViews views={views} />
        </div>
        {byPlacement("below")}
      </div>
    </>
  );
  const key = stageSourceKey(source);
  const style = { width: over.width, height: over.height };
  if (source.kind === "youtube") {
    return (
      <PopcornYouTube key={key} videoId={source.videoId} className="pke-stage-media" style={style} captions={false}>
        {content}
      </PopcornYouTube>
    );
  }
  if (source.kind === "vimeo") {
    return (
      <PopcornVimeo key={key} url={source.url} className="pke-stage-media" style={style} captions={false}>
        {content}
      </PopcornVimeo>
    );
  }
  return (
    <PopcornVideo
      key={key}
      src={source.url}
      className="pke-stage-media"
      playsInline
      preload="auto"
      captions={false}
      onLoadedMetadata={(event) => {
        const video = event.currentTarget;
        if (video.videoWidth > 0 && video.videoHeight > 0) onAspect(video.videoWidth / video.videoHeight);
      }}
    >
      {content}
    </PopcornVideo>
  );
});
