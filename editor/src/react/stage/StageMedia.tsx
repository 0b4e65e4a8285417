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
import { type ReactNode, memo, useEffect, useMemo } from "react";
import { SCENE_CLASS, layoutCss, outletClass, outletsBy } from "../../export/code/layout.js";
import { videoId } from "../../export/code/scene.js";
import type { Outlet, ProjectMediaSource } from "../../project/types.js";
import { useEditorUi } from "../context.js";
import { connectPreview } from "./connectPreview.js";

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

/** One outlet, written as the exports write it: its box (`pk-scene-outlet-<name>`) around its `<PopcornTarget>`. */
const OutletTarget = memo(function OutletTarget({ outlet }: { outlet: Outlet }) {
  return (
    <div className={`${outletClass(outlet.name)} pke-stage-outlet`} data-pke-outlet={outlet.name}>
      <PopcornTarget name={outlet.name} />
    </div>
  );
});

/** A selector of the exports' stylesheet, kept to the stage's page (with no weight of its own). */
const scopeToPage = (selector: string) => `:where(.pke-stage-page) ${selector}`;

/** Props of the stage's media and outlets. */
export interface StageMediaProps {
  readonly source: StageSource;
  readonly outlets: readonly Outlet[];
  /** Which of the scene's areas are shown (layout mode shows both, to drop outlets in). */
  readonly areas: { readonly beside: boolean; readonly below: boolean };
  /** Told why the media cannot be played, when the video element says so. */
  readonly onMediaError?: (reason: string) => void;
}

/** Why a video element cannot play, in words. */
function mediaErrorReason(error: MediaError | null): string {
  if (error?.code === 2) return "the network failed while it loaded";
  if (error?.code === 3) return "it could not be decoded";
  if (error?.code === 4) return "it is not a video or audio file this browser plays, or it cannot be reached";
  return "it could not be loaded";
}

/**
 * The live preview, as the page the exports write: the scene's grid (`pk-scene`) with the media (remounted only
 * when its source changes: edits never restart it), the area over it holding its outlets and the captions box,
 * the column beside it and the band below it with theirs, and the events that name no outlet in place after
 * them. Its stylesheet is the exports' (`layoutRules`). Memoised: an edit of the events does not render it again
 * (the binding updates the instance).
 */
export const StageMedia = memo(function StageMedia({
  source,
  outlets,
  areas,
  onMediaError,
}: StageMediaProps): ReactNode {
  const { views } = useEditorUi();
  const layout = useMemo(() => ({ outlets }), [outlets]);
  const css = useMemo(() => layoutCss(layout, { areas, wrap: scopeToPage }), [layout, areas]);
  const by = outletsBy(layout);
  const content = (
    <>
      <PreviewConnection />
      <div className={SCENE_CLASS.over} data-pke-area="over">
        {by.over.map((o) => (
          <OutletTarget key={o.name} outlet={o} />
        ))}
        <div className={SCENE_CLASS.captions} aria-live="polite">
          <Captions />
        </div>
      </div>
      {areas.beside && (
        <div className={SCENE_CLASS.beside} data-pke-area="beside">
          {by.beside.map((o) => (
            <OutletTarget key={o.name} outlet={o} />
          ))}
        </div>
      )}
      {areas.below && (
        <div className={SCENE_CLASS.below} data-pke-area="below">
          {by.below.map((o) => (
            <OutletTarget key={o.name} outlet={o} />
          ))}
        </div>
      )}
      <TrackEventViews views={views} />
    </>
  );
  const key = stageSourceKey(source);
  let media: ReactNode;
  if (source.kind === "youtube") {
    media = (
      <PopcornYouTube key={key} videoId={source.videoId} className={SCENE_CLASS.video} captions={false}>
        {content}
      </PopcornYouTube>
    );
  } else if (source.kind === "vimeo") {
    media = (
      <PopcornVimeo key={key} url={source.url} className={SCENE_CLASS.video} captions={false}>
        {content}
      </PopcornVimeo>
    );
  } else {
    media = (
      <PopcornVideo
        key={key}
        src={source.url}
        className={SCENE_CLASS.video}
        playsInline
        preload="auto"
        captions={false}
        onError={(event) => onMediaError?.(mediaErrorReason(event.currentTarget.error))}
      >
        {content}
      </PopcornVideo>
    );
  }
  return (
    <>
      <style>{css}</style>
      <div className={SCENE_CLASS.scene} data-testid="pke-stage-video">
        {media}
      </div>
    </>
  );
});
