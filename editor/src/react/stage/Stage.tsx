"use client";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { addOutlet } from "../../commands/projectCommands.js";
import { MEDIA_ADDRESS_EXPECTED } from "../../io/mediaAddress.js";
import type { Outlet } from "../../project/types.js";
import { useEditorState, useEditorUi, usePreview, useView } from "../context.js";
import { describeError } from "../format.js";
import { Icon } from "../icons.js";
import { OutletEditor } from "./OutletEditor.js";
import { StageMedia, stageSourceOf } from "./StageMedia.js";
import { composeStage } from "./stageGeometry.js";

/** Room kept around the composition: the floating toolbar above it, a margin on the other sides. */
const PAD_X = 24;
const PAD_TOP = 56;
const PAD_BOTTOM = 24;

/**
 * What `read` gives of an element, read now and on every resize (the value kept while `same` says it did not
 * change): the ref to give the element, and the value.
 */
function useMeasured<T>(
  read: (node: HTMLElement) => T,
  same: (a: T, b: T) => boolean,
  initial: T,
): [(node: HTMLElement | null) => void, T] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (!node) return;
    const measure = () => {
      const next = read(node);
      setValue((last) => (same(last, next) ? last : next));
    };
    measure();
    if (typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, read, same]);
  return [setNode, value];
}

/** The stage area's size on screen. */
const readSize = (node: HTMLElement) => {
  const rect = node.getBoundingClientRect();
  return { width: rect.width, height: rect.height };
};
const sameSize = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  a.width === b.width && a.height === b.height;
/** The page's height in CSS pixels, before the stage's scaling. */
const readHeight = (node: HTMLElement) => node.offsetHeight;
const sameNumber = (a: number, b: number) => a === b;

/** The page's root font size in pixels, which the scene's rem are of (16 where it cannot be read). */
function rootFontSize(): number {
  if (typeof document === "undefined") return 16;
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}

/** A free outlet name: `outlet-1`, `outlet-2`... */
function freeOutletName(outlets: readonly Outlet[]): string {
  const taken = new Set(outlets.map((outlet) => outlet.name));
  let n = outlets.length + 1;
  for (let i = 1; i <= n; i++) if (!taken.has(`outlet-${i}`)) return `outlet-${i}`;
  while (taken.has(`outlet-${n}`)) n += 1;
  return `outlet-${n}`;
}

/**
 * The editor's stage: the live preview of the project (its media, with every event shown in its outlet: over
 * the video, in a side column, or in the band below), fitted to the stage area like a canvas. Its toolbar
 * switches to layout mode, where outlets are moved, resized, added and removed; the inspector's "Pick on stage"
 * switches to pick-target mode, where a click on an outlet sets the selected events' target.
 */
export function Stage(): ReactNode {
  const { editor, view, announce } = useEditorUi();
  const source = useEditorState((s) => s.project.media.source);
  const outlets = useEditorState((s) => s.project.layout.outlets);
  const mediaUrl = usePreview((s) => s.mediaUrl);
  const mode = useView((s) => s.stageMode);
  const [measure, size] = useMeasured(readSize, sameSize, { width: 0, height: 0 });
  const [setPage, pageHeight] = useMeasured(readHeight, sameNumber, 0);
  const canvas = useRef<HTMLElement>(null);

  const stageSource = useMemo(() => stageSourceOf(source, mediaUrl), [source, mediaUrl]);
  // Why the media does not play, said over the stage rather than left as a black picture; new media clears it.
  const [mediaError, setMediaError] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source clears the error
  useEffect(() => setMediaError(undefined), [stageSource]);
  const layout = mode === "layout";
  // The areas the exported page shows; layout mode shows both, to drop outlets in.
  const side = layout || outlets.some((outlet) => outlet.placement === "beside");
  const below = layout || outlets.some((outlet) => outlet.placement === "below");
  const areas = useMemo(() => ({ beside: side, below }), [side, below]);
  const composition = useMemo(
    () =>
      composeStage({
        side,
        below,
        width: Math.max(0, size.width - 2 * PAD_X),
        height: Math.max(0, size.height - PAD_TOP - PAD_BOTTOM),
        rem: rootFontSize(),
      }),
    [side, below, size],
  );

  const add = () => {
    const name = freeOutletName(outlets);
    try {
      editor.run(addOutlet({ name, placement: "over", box: { left: 5, top: 5, width: 40, height: 25 } }));
      view.set({ selectedOutlet: name });
      announce(`Added outlet ${name} over the video`);
    } catch (error) {
      announce(describeError(error));
    }
  };

  // Escape leaves pick-target mode (before the editor's own keys clear the selection), media or not.
  useEffect(() => {
    if (mode !== "pick-target") return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      view.set({ stageMode: "preview" });
      announce("Picking an outlet cancelled");
    };
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  }, [mode, view, announce]);

  const hint = mode === "pick-target" && (
    <div className="pke-stage-hint" role="status">
      <Icon name="target" />
      <span>
        {stageSource && outlets.length > 0
          ? "Click an outlet to show the selected event there (Esc to cancel)"
          : "No outlet to pick: add one in Layout mode first (Esc to cancel)"}
      </span>
      <button
        type="button"
        className="pke-button"
        data-variant="ghost"
        onClick={() => view.set({ stageMode: "preview" })}
      >
        Cancel
      </button>
    </div>
  );

  if (!stageSource) {
    const fileName = source?.kind === "file" ? source.name : undefined;
    return (
      <div className="pke-stage" ref={measure}>
        {hint}
        <div className="pke-stage-empty">
          <span className="pke-stage-empty-icon" aria-hidden="true">
            <Icon name="film" />
          </span>
          <p className="pke-stage-empty-title">
            {fileName !== undefined
              ? `Open ${fileName} again to preview it`
              : source
                ? "This video link cannot be played"
                : "Add a video or audio file"}
          </p>
          <p className="pke-stage-empty-text">
            {fileName !== undefined
              ? "Local files stay on your computer: choose the file once more in this session."
              : "Events play over it, beside it and below it as you lay them out."}
          </p>
          <button
            type="button"
            className="pke-button"
            data-variant="primary"
            onClick={() => view.set({ dialog: "media" })}
          >
            <Icon name={fileName !== undefined ? "upload" : "plus"} />
            {fileName !== undefined ? `Open ${fileName}` : source ? "Choose other media" : "Add media"}
          </button>
        </div>
      </div>
    );
  }

  const canvasWidth = Math.ceil(composition.width);
  // Events that name no outlet show after the areas, as on the page: the canvas grows to hold them.
  const canvasHeight = Math.ceil(Math.max(composition.height, pageHeight * composition.scale));
  return (
    <div className="pke-stage" ref={measure} data-mode={mode}>
      <div className="pke-stage-toolbar" role="toolbar" aria-label="Stage">
        <button
          type="button"
          className="pke-button"
          data-variant="ghost"
          aria-pressed={layout}
          onClick={() => {
            view.set({ stageMode: layout ? "preview" : "layout" });
            announce(layout ? "Layout mode off" : "Layout mode: drag outlets to move them, handles to resize");
          }}
        >
          <Icon name="layout" />
          Layout
        </button>
        {layout && (
          <button type="button" className="pke-button" data-variant="ghost" onClick={add}>
            <Icon name="plus" />
            Add outlet
          </button>
        )}
      </div>
      {hint}
      {mediaError !== undefined && (
        <div className="pke-stage-error" role="alert">
          <p>
            {`This media cannot be played: ${mediaError}.`}
            <br />
            {`Give ${MEDIA_ADDRESS_EXPECTED}.`}
          </p>
          <button
            type="button"
            className="pke-button"
            data-variant="primary"
            onClick={() => view.set({ dialog: "media" })}
          >
            Choose other media
          </button>
        </div>
      )}
      {/* An article: the published piece. The footnotes' asides inside it are its own, not the page's landmarks. */}
      <article
        className="pke-stage-canvas"
        aria-label="The published piece"
        ref={canvas}
        style={{
          width: canvasWidth,
          height: canvasHeight,
          // Centred on whole pixels, so that the page's text and pictures are drawn as on the page itself.
          marginLeft: Math.max(PAD_X, Math.floor((size.width - canvasWidth) / 2)),
          marginTop: PAD_TOP + Math.max(0, Math.floor((size.height - PAD_TOP - PAD_BOTTOM - canvasHeight) / 2)),
          marginBottom: PAD_BOTTOM,
        }}
      >
        <div
          className="pke-stage-page"
          ref={setPage}
          style={{
            width: composition.page,
            transform: composition.scale === 1 ? undefined : `scale(${composition.scale})`,
          }}
        >
          <StageMedia source={stageSource} outlets={outlets} areas={areas} onMediaError={setMediaError} />
        </div>
        {mode !== "preview" && <OutletEditor composition={composition} outlets={outlets} canvas={canvas} />}
      </article>
    </div>
  );
}
