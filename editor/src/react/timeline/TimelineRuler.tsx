"use client";
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  useEffect,
  useRef,
} from "react";
import { setTrim } from "../../commands/projectCommands.js";
import { frameTime } from "../../placement/frames.js";
import type { ProjectMedia } from "../../project/types.js";
import type { Transaction } from "../../session/createEditor.js";
import { describeError } from "../format.js";
import { RulerTicks } from "./Ruler.js";
import { formatTimecode, timeToX, xToTime } from "./geometry.js";
import type { TimelineFrame } from "./timelineFrame.js";
import type { Playhead } from "./usePlayhead.js";

/** What the ruler shows. */
export interface TimelineRulerProps {
  readonly frame: TimelineFrame;
  readonly media: ProjectMedia;
  /** The media's end in seconds (the content's end while the duration is unknown). */
  readonly mediaEnd: number;
  readonly pxPerSecond: number;
  readonly scrollTime: number;
  readonly width: number;
  readonly playhead: Playhead;
}

type Which = "in" | "out";

const seconds = (time: number) => Math.round(time * 1000) / 1000;

/**
 * The ruler: ticks, a press or a drag to scrub, the playhead's handle (a slider: arrows step a frame, Shift a
 * second) and the media's in and out points (sliders too; dragged, each is one undo step, Escape cancels).
 */
export function TimelineRuler(props: TimelineRulerProps): ReactNode {
  const { frame, media, mediaEnd, pxPerSecond, scrollTime, width, playhead } = props;
  const { editor, announce } = frame.ui;
  const frameRate = media.frameRate;
  const trimOut = media.trim.out ?? mediaEnd;
  const x = (time: number) => timeToX(time, scrollTime, pxPerSecond);

  const timeAt = (clientX: number) => {
    const rect = (frame.trackRef.current as HTMLElement).getBoundingClientRect();
    return xToTime(clientX - rect.left, frame.latest.current.scrollTime, frame.latest.current.pxPerSecond);
  };

  // Scrubbing.
  const scrubbing = useRef<number | undefined>(undefined);
  const onRulerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest("[data-trim]")) return;
    scrubbing.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    playhead.seek(timeAt(event.clientX));
  };
  const onRulerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (scrubbing.current === event.pointerId) playhead.seek(timeAt(event.clientX));
  };
  const onRulerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (scrubbing.current !== event.pointerId) return;
    scrubbing.current = undefined;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    announce(`Playhead at ${formatTimecode(frame.currentPlayhead())}`);
  };

  const onPlayheadKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 1 : 1 / frameRate;
    const now = frame.currentPlayhead();
    let time: number | undefined;
    if (event.key === "ArrowLeft" || event.key === "ArrowDown") time = now - step;
    else if (event.key === "ArrowRight" || event.key === "ArrowUp") time = now + step;
    else if (event.key === "Home") time = 0;
    else if (event.key === "End") time = mediaEnd;
    if (time === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    playhead.seek(frameTime(Math.max(0, time), frameRate));
  };

  // The trim handles.
  const trimDrag = useRef<{ pointerId: number; transaction: Transaction; which: Which } | undefined>(undefined);
  const escapeListener = useRef<((event: KeyboardEvent) => void) | undefined>(undefined);
  const release = () => {
    if (escapeListener.current) window.removeEventListener("keydown", escapeListener.current, true);
    escapeListener.current = undefined;
  };
  useEffect(
    () => () => {
      trimDrag.current?.transaction.cancel();
      trimDrag.current = undefined;
      if (escapeListener.current) window.removeEventListener("keydown", escapeListener.current, true);
      escapeListener.current = undefined;
    },
    [],
  );
  const sayTrim = (which: Which) => {
    const trim = editor.getSnapshot().project.media.trim;
    announce(
      which === "in"
        ? `Media in point at ${formatTimecode(trim.in)}`
        : `Media out point at ${formatTimecode(trim.out ?? mediaEnd)}`,
    );
  };
  const applyTrim = (which: Which, time: number) => {
    const at = frameTime(Math.min(Math.max(0, time), mediaEnd), frameRate);
    editor.run(setTrim(which === "in" ? { in: at } : { out: at }));
  };
  const onTrimDown = (which: Which) => (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || trimDrag.current) return;
    event.stopPropagation();
    let transaction: Transaction;
    try {
      transaction = editor.transaction(which === "in" ? "Set the in point" : "Set the out point");
    } catch (error) {
      announce(describeError(error));
      return;
    }
    trimDrag.current = { pointerId: event.pointerId, transaction, which };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const onKey = (key: KeyboardEvent) => {
      if (key.key !== "Escape" || !trimDrag.current) return;
      key.preventDefault();
      key.stopPropagation();
      trimDrag.current.transaction.cancel();
      trimDrag.current = undefined;
      release();
    };
    escapeListener.current = onKey;
    window.addEventListener("keydown", onKey, true);
  };
  const onTrimMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = trimDrag.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    try {
      applyTrim(drag.which, timeAt(event.clientX));
    } catch {
      // An in point past the out point (or the reverse) is refused: the handle stays where it was.
    }
  };
  const onTrimEnd = (cancelled: boolean) => (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = trimDrag.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    trimDrag.current = undefined;
    release();
    if (cancelled) {
      drag.transaction.cancel();
      return;
    }
    drag.transaction.commit();
    sayTrim(drag.which);
  };
  const onTrimKey = (which: Which) => (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 1 : 1 / frameRate;
    const now = which === "in" ? media.trim.in : trimOut;
    let time: number | undefined;
    if (event.key === "ArrowLeft" || event.key === "ArrowDown") time = now - step;
    else if (event.key === "ArrowRight" || event.key === "ArrowUp") time = now + step;
    else if (event.key === "Home") time = which === "in" ? 0 : media.trim.in + 1 / frameRate;
    else if (event.key === "End") time = which === "in" ? trimOut - 1 / frameRate : mediaEnd;
    if (time === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    try {
      applyTrim(which, time);
      sayTrim(which);
    } catch (error) {
      announce(describeError(error));
    }
  };

  const trimHandle = (which: Which, value: number, min: number, max: number) => (
    <div
      className="pke-timeline-trim"
      data-trim={which}
      role="slider"
      tabIndex={0}
      aria-label={which === "in" ? "Media in point" : "Media out point"}
      aria-valuemin={seconds(min)}
      aria-valuemax={seconds(max)}
      aria-valuenow={seconds(value)}
      aria-valuetext={formatTimecode(value)}
      style={{ transform: `translateX(${x(value)}px)` }}
      onPointerDown={onTrimDown(which)}
      onPointerMove={onTrimMove}
      onPointerUp={onTrimEnd(false)}
      onPointerCancel={onTrimEnd(true)}
      onKeyDown={onTrimKey(which)}
    />
  );

  return (
    <div
      className="pke-timeline-ruler"
      onPointerDown={onRulerDown}
      onPointerMove={onRulerMove}
      onPointerUp={onRulerUp}
      onPointerCancel={onRulerUp}
    >
      <RulerTicks pxPerSecond={pxPerSecond} scrollTime={scrollTime} width={width} frameRate={frameRate} />
      {trimHandle("in", media.trim.in, 0, trimOut)}
      {trimHandle("out", trimOut, media.trim.in, mediaEnd)}
      <div
        ref={playhead.handleRef}
        className="pke-timeline-playhead-handle"
        role="slider"
        tabIndex={0}
        aria-label="Playhead"
        aria-valuemin={0}
        aria-valuemax={seconds(mediaEnd)}
        aria-valuenow={seconds(playhead.time)}
        aria-valuetext={formatTimecode(playhead.time)}
        onKeyDown={onPlayheadKey}
      />
    </div>
  );
}
