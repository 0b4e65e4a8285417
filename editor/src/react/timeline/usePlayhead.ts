import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useEditorState, usePreview } from "../context.js";
import { describeError } from "../format.js";
import { timeToX } from "./geometry.js";
import type { TimelineFrame } from "./timelineFrame.js";

/** The playhead as the timeline draws and drives it. */
export interface Playhead {
  /** The time shown while paused (the slider's value); while playing the line moves without renders. */
  readonly time: number;
  /** Moves the preview and the session's playhead to `time` (kept within the media); returns where it went. */
  seek(time: number): number;
  /** The elements placed by transform: the line over the lanes and the handle in the ruler. */
  readonly lineRef: RefObject<HTMLDivElement | null>;
  readonly handleRef: RefObject<HTMLDivElement | null>;
}

/**
 * The playhead: while the preview plays, a frame callback places the line from `preview.currentTime()` by
 * transform (no React render per frame) and pages the view when the time leaves it; while paused it follows
 * seeks from anywhere. The frame callback and the subscription are released when playback stops or at unmount.
 */
export function usePlayhead(frame: TimelineFrame, mediaEnd: number): Playhead {
  const { editor, preview, view, announce } = frame.ui;
  const playing = usePreview((s) => s.playing);
  const pop = usePreview((s) => s.pop);
  const sessionTime = useEditorState((s) => s.playhead);
  const [time, setTime] = useState(0);
  const lineRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);

  const place = useCallback(
    (at: number) => {
      const { pxPerSecond, scrollTime } = frame.latest.current;
      const transform = `translateX(${timeToX(at, scrollTime, pxPerSecond)}px)`;
      if (lineRef.current) lineRef.current.style.transform = transform;
      if (handleRef.current) handleRef.current.style.transform = transform;
    },
    [frame],
  );

  useEffect(() => setTime(sessionTime), [sessionTime]);

  useEffect(() => {
    if (!pop) return;
    const sync = () => {
      if (!preview.getSnapshot().playing) setTime(preview.currentTime());
    };
    sync();
    return pop.store.subscribe(sync);
  }, [pop, preview]);

  // After every render (a zoom or a scroll moves it too), unless the frame callback owns it.
  useLayoutEffect(() => {
    if (!playing) place(time);
  });

  useEffect(() => {
    if (!playing) {
      setTime(frame.currentPlayhead());
      return;
    }
    let request = 0;
    const step = () => {
      const now = preview.currentTime();
      const { scrollTime, visibleSeconds, pxPerSecond } = frame.latest.current;
      if (now < scrollTime || now > scrollTime + visibleSeconds) {
        view.set({ scrollTime: frame.clampScroll(now - visibleSeconds * 0.05, pxPerSecond) });
      }
      place(now);
      request = requestAnimationFrame(step);
    };
    request = requestAnimationFrame(step);
    return () => cancelAnimationFrame(request);
  }, [playing, frame, preview, view, place]);

  const end = useRef(mediaEnd);
  end.current = mediaEnd;
  const seek = useCallback(
    (to: number) => {
      const at = Math.min(Math.max(0, to), end.current);
      preview.seek(at);
      try {
        editor.setPlayhead(at);
      } catch (error) {
        announce(describeError(error));
      }
      setTime(at);
      return at;
    },
    [editor, preview, announce],
  );

  return { time, seek, lineRef, handleRef };
}
