import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { eventLabel, findEvent } from "../format.js";
import {
  type DragSession,
  type Marquee,
  createMarqueeSession,
  createMoveSession,
  createResizeSession,
} from "./dragSessions.js";
import { DRAG_THRESHOLD_PX, clampZoom } from "./geometry.js";
import type { TimelineFrame } from "./timelineFrame.js";

/** How near the lanes' left or right edge, in pixels, a drag scrolls the view. */
const EDGE_PX = 32;
/** How far the view scrolls per frame at the very edge, in pixels. */
const EDGE_SPEED_PX = 14;

/** A pointer press on the lanes, before and during a drag. */
interface Press {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  readonly eventId: string | undefined;
  readonly edge: "start" | "end" | undefined;
  readonly additive: boolean;
  /** The run of small events pressed, if any: a click zooms in on it. */
  readonly run: { readonly start: number; readonly end: number; readonly count: number } | undefined;
  /** The time under the pointer at the press. */
  readonly time: number;
  /** The pointer's latest place and whether snapping was off there, for scrolling at the edges. */
  lastX: number;
  lastY: number;
  free: boolean;
  started: boolean;
  session: DragSession | undefined;
}

/** The lanes area's pointer handlers, and the marquee to draw. */
export interface LaneDrag {
  readonly marquee: Marquee | undefined;
  readonly handlers: {
    onPointerDown(event: ReactPointerEvent<HTMLDivElement>): void;
    onPointerMove(event: ReactPointerEvent<HTMLDivElement>): void;
    onPointerUp(event: ReactPointerEvent<HTMLDivElement>): void;
    onPointerCancel(event: ReactPointerEvent<HTMLDivElement>): void;
  };
}

/**
 * Pointer input on the lanes: a click selects (Shift, Ctrl or Cmd toggle) or zooms in on a run of events too
 * small to draw one by one, a drag of 3 px or more moves or
 * resizes events or draws a marquee. Escape or a pointer cancel ends a drag with nothing changed; a drag near
 * an edge scrolls the view. Whatever it listens to is released when the drag ends or the timeline unmounts.
 */
export function useLaneDrag(frame: TimelineFrame, onClickEvent: (id: string) => void): LaneDrag {
  const { editor, view, announce } = frame.ui;
  const [marquee, setMarquee] = useState<Marquee | undefined>(undefined);
  const pressRef = useRef<Press | undefined>(undefined);
  const escapeRef = useRef<((event: KeyboardEvent) => void) | undefined>(undefined);
  const autoFrame = useRef(0);

  const stopAutoScroll = useCallback(() => {
    if (autoFrame.current) cancelAnimationFrame(autoFrame.current);
    autoFrame.current = 0;
  }, []);

  const endDrag = useCallback(() => {
    stopAutoScroll();
    const root = frame.rootRef.current;
    if (root) delete root.dataset.dragging;
    if (escapeRef.current) window.removeEventListener("keydown", escapeRef.current, true);
    escapeRef.current = undefined;
    view.set({ snapGuide: undefined });
  }, [frame, view, stopAutoScroll]);

  // A drag left open at unmount is cancelled, and its listeners released.
  useEffect(
    () => () => {
      pressRef.current?.session?.cancel();
      pressRef.current = undefined;
      stopAutoScroll();
      if (escapeRef.current) window.removeEventListener("keydown", escapeRef.current, true);
      escapeRef.current = undefined;
    },
    [stopAutoScroll],
  );

  // A short run fills most of the view; a long one is zoomed into four times around the pointer.
  const zoomTo = (press: Press, start: number, end: number) => {
    const { width, pxPerSecond: now } = frame.latest.current;
    const fit = clampZoom((width * 0.8) / Math.max(end - start, 1e-3));
    if (fit >= now * 4) {
      view.set({ pxPerSecond: fit, scrollTime: frame.clampScroll(start - (width * 0.1) / fit, fit) });
      return;
    }
    const zoom = clampZoom(now * 4);
    const x = frame.pointInLanes(press.x, press.y).x;
    view.set({ pxPerSecond: zoom, scrollTime: frame.clampScroll(press.time - x / zoom, zoom) });
  };

  const begin = (press: Press, session: DragSession) => {
    press.session = session;
    const root = frame.rootRef.current;
    if (root) root.dataset.dragging = press.eventId ? (press.edge ? "resize" : "move") : "select";
    // Capture: heard before the editor's root, which would clear the selection on Escape.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      session.cancel();
      pressRef.current = undefined;
      endDrag();
      announce("Drag cancelled");
    };
    escapeRef.current = onKey;
    window.addEventListener("keydown", onKey, true);
  };

  const moveTo = (press: Press, x: number, y: number) => {
    const dt = frame.pointInLanes(x, y).time - press.time;
    press.session?.move(dt, x - press.x, y - press.y, press.free);
  };

  const autoScroll = () => {
    autoFrame.current = 0;
    const press = pressRef.current;
    const element = frame.lanesRef.current;
    if (!press?.started || !press.session || !element) return;
    const rect = element.getBoundingClientRect();
    const x = press.lastX;
    let speed = 0;
    if (x < rect.left + EDGE_PX) speed = -Math.min(1, (rect.left + EDGE_PX - x) / EDGE_PX);
    else if (x > rect.right - EDGE_PX) speed = Math.min(1, (x - rect.right + EDGE_PX) / EDGE_PX);
    if (speed === 0) return;
    const { pxPerSecond, scrollTime } = frame.latest.current;
    const next = frame.clampScroll(scrollTime + (speed * EDGE_SPEED_PX) / pxPerSecond, pxPerSecond);
    if (next !== scrollTime) {
      view.set({ scrollTime: next });
      // The render that refreshes `latest` may come later: the next step must see the new scroll now.
      frame.latest.current = { ...frame.latest.current, scrollTime: next };
      moveTo(press, x, press.lastY);
    }
    autoFrame.current = requestAnimationFrame(autoScroll);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || pressRef.current) return;
    const target = event.target as Element;
    const box = target.closest<HTMLElement>("[data-event-id]");
    const edge = target.closest<HTMLElement>("[data-edge]")?.dataset.edge as "start" | "end" | undefined;
    const run = target.closest<HTMLElement>(".pke-timeline-run")?.dataset;
    pressRef.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      eventId: box?.dataset.eventId,
      edge,
      additive: event.shiftKey || event.ctrlKey || event.metaKey,
      run: run ? { start: Number(run.start), end: Number(run.end), count: Number(run.count) } : undefined,
      time: frame.pointInLanes(event.clientX, event.clientY).time,
      lastX: event.clientX,
      lastY: event.clientY,
      free: false,
      started: false,
      session: undefined,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    box?.focus({ preventScroll: true });
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const press = pressRef.current;
    if (!press || press.pointerId !== event.pointerId) return;
    if (!press.started) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_THRESHOLD_PX) return;
      press.started = true;
      const session = press.eventId
        ? press.edge
          ? createResizeSession(frame, press.eventId, press.edge)
          : createMoveSession(frame, press.eventId)
        : createMarqueeSession(frame, press, setMarquee);
      if (!session) {
        pressRef.current = undefined;
        return;
      }
      begin(press, session);
    }
    press.lastX = event.clientX;
    press.lastY = event.clientY;
    press.free = !frame.latest.current.snapping || event.altKey;
    moveTo(press, event.clientX, event.clientY);
    if (press.eventId && !autoFrame.current && typeof requestAnimationFrame === "function") {
      autoFrame.current = requestAnimationFrame(autoScroll);
    }
  };

  const finish = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const press = pressRef.current;
    if (!press || press.pointerId !== event.pointerId) return;
    pressRef.current = undefined;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    if (press.started) {
      if (cancelled) press.session?.cancel();
      else press.session?.commit();
      endDrag();
      return;
    }
    if (cancelled) return;
    if (press.eventId) {
      const id = press.eventId;
      editor.select(id, press.additive ? "toggle" : "replace");
      onClickEvent(id);
      const chosen = findEvent(editor.getSnapshot().project, id);
      const count = editor.getSnapshot().selection.length;
      if (chosen) {
        announce(
          press.additive ? `${count} event${count === 1 ? "" : "s"} selected` : `Selected ${eventLabel(chosen)}`,
        );
      }
    } else if (press.run) {
      zoomTo(press, press.run.start, press.run.end);
      announce(`Zoomed in on ${press.run.count} events`);
    } else if (editor.getSnapshot().selection.length > 0 && !press.additive) {
      editor.clearSelection();
      announce("Selection cleared");
    }
  };

  return {
    marquee,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event) => finish(event, false),
      onPointerCancel: (event) => finish(event, true),
    },
  };
}
