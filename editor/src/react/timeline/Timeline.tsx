import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { addEvent, moveEvents, resizeEvent } from "../../commands/eventCommands.js";
import { addLane, renameLane, setTrim } from "../../commands/projectCommands.js";
import { collectSnapTargets } from "../../placement/collectSnapTargets.js";
import { frameTime, nudge } from "../../placement/frames.js";
import { snap, snapSpan } from "../../placement/snap.js";
import type { SnapTargets } from "../../placement/snapTargets.js";
import type { Lane, Project, ProjectEvent } from "../../project/types.js";
import type { Transaction } from "../../session/createEditor.js";
import { useEditorState, useEditorUi, usePreview, useView } from "../context.js";
import { describeError, eventLabel, findEvent, laneIndexOf } from "../format.js";
import { Icon } from "../icons.js";
import { Thumbnails, Waveform } from "../media/MediaStrip.js";
import { defaultOptions } from "../palette/defaults.js";
import { isTypingTarget } from "../shortcuts.js";
import { MAX_PX_PER_SECOND, MIN_PX_PER_SECOND } from "../state/viewStore.js";
import { LaneRow, laneName } from "./LaneRow.js";
import { RulerTicks } from "./Ruler.js";
import {
  DRAG_THRESHOLD_PX,
  LANE_HEIGHT,
  SNAP_TOLERANCE_PX,
  clampZoom,
  contentEnd,
  fitZoom,
  formatTimecode,
  sliderToZoom,
  timeToX,
  visibleRange,
  xToTime,
  zoomAround,
  zoomToSlider,
} from "./geometry.js";

/** The media strip's height under the ruler, in CSS pixels. */
const STRIP_HEIGHT = 44;
/** The width assumed before the scrolling area is measured. */
const FALLBACK_WIDTH = 1200;
/** How near the lanes' left or right edge, in pixels, a drag scrolls the view. */
const EDGE_PX = 32;
/** How far the view scrolls per frame at the very edge, in pixels. */
const EDGE_SPEED_PX = 14;
/** How much one zoom step (a button, `+` or `-`) zooms. */
const ZOOM_STEP = 1.5;
/** What the palette's drag tells the timeline (`pke-drag-plugin` and `pke-drop-plugin`). */
interface PluginDragDetail {
  readonly type: string;
  readonly clientX: number;
  readonly clientY: number;
  readonly leave?: boolean;
}

/** Where a palette drag would land. */
interface Ghost {
  readonly start: number;
  readonly end: number;
  readonly lane: number;
}

/** A pointer press on the lanes, before and during a drag. */
interface Press {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  readonly eventId: string | undefined;
  readonly edge: "start" | "end" | undefined;
  readonly additive: boolean;
  /** The time under the pointer at the press: a drag moves by the time under it now less this. */
  readonly time: number;
  /** The pointer's latest place and whether snapping was off there, for scrolling at the edges. */
  lastX: number;
  lastY: number;
  free: boolean;
  started: boolean;
  session: DragSession | undefined;
}

/** A drag in progress: what each pointer move does, and how it ends. */
interface DragSession {
  /** `dt`: seconds between the times under the pointer now and at the press (scrolling and zooming included). */
  move(dt: number, dx: number, dy: number, free: boolean): void;
  commit(): void;
  cancel(): void;
}

/** The marquee, in pixels of the lanes area. */
interface Marquee {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * The timeline: lanes of events under a ruler with the playhead, the media's in and out points and its
 * waveform and frames. Events are dragged to move them (across lanes too) and by their edges to resize them,
 * snapping to other events, the playhead, subtitle cues and the trim; a marquee selects. It renders only what
 * is on screen, so a project of thousands of events scrolls and zooms smoothly.
 *
 * Keyboard: Tab walks the events by start time, Enter selects (Shift+Enter adds), Up/Down move the selection a
 * lane, Alt+Left/Right or `[`/`]` shorten or extend the end by a frame (Shift: ten), `+`/`-` zoom, Home/End go
 * to the start or the end of the media.
 */
export function Timeline(): ReactNode {
  const ui = useEditorUi();
  const { editor, view, preview, announce } = ui;
  const lanes = useEditorState((s) => s.project.lanes);
  const media = useEditorState((s) => s.project.media);
  const selection = useEditorState((s) => s.selection);
  const editorPlayhead = useEditorState((s) => s.playhead);
  const pxPerSecond = useView((s) => s.pxPerSecond);
  const scrollTime = useView((s) => s.scrollTime);
  const measuredWidth = useView((s) => s.viewportWidth);
  const snapGuide = useView((s) => s.snapGuide);
  const activeIds = usePreview((s) => s.activeIds);
  const playing = usePreview((s) => s.playing);
  const pop = usePreview((s) => s.pop);

  const [snapping, setSnapping] = useState(true);
  const [marquee, setMarquee] = useState<Marquee | undefined>(undefined);
  const [ghost, setGhost] = useState<Ghost | undefined>(undefined);
  const [focusId, setFocusId] = useState<string | undefined>(undefined);
  const [shownTime, setShownTime] = useState(0);
  const [editing, setEditing] = useState<string | undefined>(undefined);

  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const lanesRef = useRef<HTMLDivElement>(null);
  const scrollbarRef = useRef<HTMLDivElement>(null);
  const playheadLineRef = useRef<HTMLDivElement>(null);
  const playheadHandleRef = useRef<HTMLDivElement>(null);
  const pressRef = useRef<Press | undefined>(undefined);
  const pendingFocus = useRef<string | undefined>(undefined);
  const escapeRef = useRef<((event: KeyboardEvent) => void) | undefined>(undefined);

  const width = measuredWidth > 0 ? measuredWidth : FALLBACK_WIDTH;
  const frameRate = media.frameRate;
  const lastEnd = useMemo(() => {
    let end = 0;
    for (const lane of lanes) end = Math.max(end, lane.events[lane.events.length - 1]?.end ?? 0);
    return end;
  }, [lanes]);
  const end = contentEnd(media.duration, lastEnd);
  const mediaEnd = media.duration > 0 ? media.duration : end;
  const minZoom = measuredWidth > 0 ? Math.min(fitZoom(end, measuredWidth), MAX_PX_PER_SECOND) : MIN_PX_PER_SECOND;
  const visibleSeconds = width / pxPerSecond;
  const selected = useMemo(() => new Set(selection), [selection]);

  // The rendered window: the visible part and half a screen each side, in half-screen steps, so a row
  // re-renders every half screen of scrolling rather than on every wheel tick.
  const chunk = visibleSeconds / 2;
  const windowFrom = Math.max(0, (Math.floor(scrollTime / chunk) - 1) * chunk);
  const windowTo = (Math.floor(scrollTime / chunk) + 4) * chunk;

  // Latest values for listeners that live longer than a render.
  const latest = useRef({ pxPerSecond, scrollTime, width, end, snapping, visibleSeconds });
  latest.current = { pxPerSecond, scrollTime, width, end, snapping, visibleSeconds };

  const clampScroll = useCallback((time: number, pps: number) => {
    const { width: w, end: e } = latest.current;
    const max = Math.max(0, e - (w / pps) * 0.9);
    return Math.min(max, Math.max(0, time));
  }, []);

  const measuredWidthRef = useRef(measuredWidth);
  measuredWidthRef.current = measuredWidth;

  const setZoom = useCallback(
    (next: number, anchorTime?: number) => {
      const { pxPerSecond: pps, scrollTime: scroll, width: w, end: last } = latest.current;
      const fit = measuredWidthRef.current > 0 ? fitZoom(last, measuredWidthRef.current) : MIN_PX_PER_SECOND;
      const zoom = Math.max(Math.min(fit, MAX_PX_PER_SECOND), clampZoom(next));
      const anchor = anchorTime ?? scroll + w / pps / 2;
      const anchorX = timeToX(anchor, scroll, pps);
      const x = anchorX >= 0 && anchorX <= w ? anchorX : w / 2;
      view.set({ pxPerSecond: zoom, scrollTime: clampScroll(zoomAround(anchor, x, zoom), zoom) });
    },
    [view, clampScroll],
  );

  // Measure the scrolling area; other panels read the width from the view store.
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const w = track.clientWidth;
      if (w > 0) view.set({ viewportWidth: w });
    };
    measure();
    if (typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [view]);

  // Fit the whole media once its duration and the width are known (again for new media).
  const fittedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!(measuredWidth > 0) || !(media.duration > 0)) return;
    const key = `${media.duration}`;
    if (fittedFor.current === key) return;
    fittedFor.current = key;
    view.set({ pxPerSecond: fitZoom(media.duration, measuredWidth * 0.98), scrollTime: 0 });
  }, [measuredWidth, media.duration, view]);

  // The playhead: placed by transform, from the preview while it plays (no render per frame).
  const placePlayhead = useCallback((time: number) => {
    const { pxPerSecond: pps, scrollTime: scroll } = latest.current;
    const x = timeToX(time, scroll, pps);
    const transform = `translateX(${x}px)`;
    if (playheadLineRef.current) playheadLineRef.current.style.transform = transform;
    if (playheadHandleRef.current) playheadHandleRef.current.style.transform = transform;
  }, []);

  useEffect(() => {
    setShownTime(editorPlayhead);
  }, [editorPlayhead]);

  useEffect(() => {
    if (!pop) return;
    const sync = () => {
      if (!preview.getSnapshot().playing) setShownTime(preview.currentTime());
    };
    sync();
    return pop.store.subscribe(sync);
  }, [pop, preview]);

  useLayoutEffect(() => {
    if (!playing) placePlayhead(shownTime);
  });

  useEffect(() => {
    if (!playing) {
      setShownTime(preview.getSnapshot().pop ? preview.currentTime() : editor.getSnapshot().playhead);
      return;
    }
    let frame = 0;
    const step = () => {
      const time = preview.currentTime();
      const { scrollTime: scroll, visibleSeconds: seconds, pxPerSecond: pps } = latest.current;
      if (time < scroll || time > scroll + seconds) {
        // Page the view so the playhead stays on screen.
        view.set({ scrollTime: clampScroll(time - seconds * 0.05, pps) });
      }
      placePlayhead(time);
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing, preview, editor, view, placePlayhead, clampScroll]);

  const mediaEndRef = useRef(mediaEnd);
  mediaEndRef.current = mediaEnd;
  const seekTo = useCallback(
    (time: number) => {
      const t = Math.min(Math.max(0, time), mediaEndRef.current);
      preview.seek(t);
      try {
        editor.setPlayhead(t);
      } catch (error) {
        announce(describeError(error));
      }
      setShownTime(t);
      return t;
    },
    [editor, preview, announce],
  );
  const currentPlayhead = useCallback(
    () => (preview.getSnapshot().pop ? preview.currentTime() : editor.getSnapshot().playhead),
    [preview, editor],
  );

  // Wheel: Ctrl zooms around the pointer; Shift or a horizontal wheel scrolls time.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onWheel = (event: WheelEvent) => {
      const track = trackRef.current;
      if (!track || !(event.target instanceof Node) || !root.contains(event.target)) return;
      const { pxPerSecond: pps, scrollTime: scroll } = latest.current;
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        const x = event.clientX - track.getBoundingClientRect().left;
        const zoom = pps * Math.exp(-event.deltaY * 0.002);
        setZoom(zoom, xToTime(x, scroll, pps));
        return;
      }
      const body = lanesRef.current?.parentElement?.parentElement;
      const verticalRoom = body ? body.scrollHeight > body.clientHeight : false;
      const horizontal = event.shiftKey ? event.deltaY || event.deltaX : event.deltaX;
      const delta = horizontal !== 0 ? horizontal : verticalRoom ? 0 : event.deltaY;
      if (delta === 0) return;
      event.preventDefault();
      view.set({ scrollTime: clampScroll(scroll + delta / pps, pps) });
    };
    root.addEventListener("wheel", onWheel, { passive: false });
    return () => root.removeEventListener("wheel", onWheel);
  }, [view, setZoom, clampScroll]);

  // The scrollbar follows the view, and the view follows the scrollbar.
  useLayoutEffect(() => {
    const bar = scrollbarRef.current;
    if (!bar) return;
    const left = scrollTime * pxPerSecond;
    if (Math.abs(bar.scrollLeft - left) > 1) bar.scrollLeft = left;
  }, [scrollTime, pxPerSecond]);
  const onScrollbar = () => {
    const bar = scrollbarRef.current;
    if (!bar) return;
    const time = bar.scrollLeft / pxPerSecond;
    if (Math.abs(time - scrollTime) * pxPerSecond > 1) view.set({ scrollTime: clampScroll(time, pxPerSecond) });
  };

  // Focus a box after it is rendered (virtualisation may have had to render it first).
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id || !lanesRef.current) return;
    for (const element of lanesRef.current.querySelectorAll<HTMLElement>("[data-event-id]")) {
      if (element.dataset.eventId === id) {
        pendingFocus.current = undefined;
        element.focus({ preventScroll: true });
        return;
      }
    }
  });

  const focusEvent = useCallback(
    (id: string) => {
      const event = findEvent(editor.getSnapshot().project, id);
      if (!event) return;
      const { scrollTime: scroll, visibleSeconds: seconds, pxPerSecond: pps } = latest.current;
      if (event.start < scroll || event.start > scroll + seconds * 0.9) {
        view.set({ scrollTime: clampScroll(event.start - seconds * 0.2, pps) });
      }
      pendingFocus.current = id;
      setFocusId(id);
    },
    [editor, view, clampScroll],
  );

  // Which event Tab enters on: the focused one, the selected one, or the first on screen.
  const tabStop = useMemo(() => {
    const project = editor.getSnapshot().project;
    if (focusId && findEvent(project, focusId)) return focusId;
    const onScreen = (event: ProjectEvent) => event.end >= scrollTime && event.start <= scrollTime + visibleSeconds;
    // The first few selected only: a search each, and Ctrl+A selects thousands.
    for (const id of selection.slice(0, 8)) {
      const event = findEvent(project, id);
      if (event && onScreen(event)) return id;
    }
    let first: ProjectEvent | undefined;
    for (const lane of lanes) {
      const [from, to] = visibleRange(lane.events, scrollTime, scrollTime + visibleSeconds);
      const candidate = from < to ? lane.events[from] : undefined;
      if (candidate && (!first || candidate.start < first.start)) first = candidate;
    }
    return first?.id;
  }, [editor, focusId, selection, lanes, scrollTime, visibleSeconds]);

  // ---- Pointer geometry ----
  const pointInLanes = (clientX: number, clientY: number) => {
    const rect = (lanesRef.current as HTMLElement).getBoundingClientRect();
    const x = clientX - rect.left;
    const y = clientY - rect.top;
    return { x, y, time: xToTime(x, latest.current.scrollTime, latest.current.pxPerSecond) };
  };

  // Dragging an event near the left or right edge scrolls the view, faster the nearer.
  const autoFrame = useRef(0);
  const stopAutoScroll = useCallback(() => {
    if (autoFrame.current) cancelAnimationFrame(autoFrame.current);
    autoFrame.current = 0;
  }, []);
  const autoScroll = () => {
    autoFrame.current = 0;
    const press = pressRef.current;
    const element = lanesRef.current;
    if (!press?.started || !press.session || !element) return;
    const rect = element.getBoundingClientRect();
    const x = press.lastX;
    let speed = 0;
    if (x < rect.left + EDGE_PX) speed = -Math.min(1, (rect.left + EDGE_PX - x) / EDGE_PX);
    else if (x > rect.right - EDGE_PX) speed = Math.min(1, (x - rect.right + EDGE_PX) / EDGE_PX);
    if (speed === 0) return;
    const { pxPerSecond: pps, scrollTime: scroll } = latest.current;
    const next = clampScroll(scroll + (speed * EDGE_SPEED_PX) / pps, pps);
    if (next !== scroll) {
      view.set({ scrollTime: next });
      latest.current = { ...latest.current, scrollTime: next };
      const dt = pointInLanes(x, press.lastY).time - press.time;
      press.session.move(dt, x - press.x, press.lastY - press.y, press.free);
    }
    autoFrame.current = requestAnimationFrame(autoScroll);
  };

  const endDrag = useCallback(() => {
    stopAutoScroll();
    if (rootRef.current) delete rootRef.current.dataset.dragging;
    if (escapeRef.current) {
      window.removeEventListener("keydown", escapeRef.current, true);
      escapeRef.current = undefined;
    }
    view.set({ snapGuide: undefined });
  }, [view, stopAutoScroll]);

  const beginSession = useCallback(
    (session: DragSession, press: Press) => {
      press.session = session;
      if (rootRef.current)
        rootRef.current.dataset.dragging = press.eventId ? (press.edge ? "resize" : "move") : "select";
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        event.stopPropagation();
        session.cancel();
        pressRef.current = undefined;
        endDrag();
        setMarquee(undefined);
        announce("Drag cancelled");
      };
      escapeRef.current = onKey;
      window.addEventListener("keydown", onKey, true);
    },
    [endDrag, announce],
  );

  // Release a drag left open at unmount.
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

  const snapTargetsFor = (project: Project, ignore: ReadonlySet<string>): SnapTargets =>
    collectSnapTargets(project, { playhead: currentPlayhead(), ignore });

  const startMove = (id: string): DragSession | undefined => {
    const snapshot = editor.getSnapshot();
    if (!snapshot.selection.includes(id)) editor.select(id, "replace");
    const ids = [...editor.getSnapshot().selection];
    const project = snapshot.project;
    const anchor = findEvent(project, id);
    if (!anchor) return undefined;
    const originLane = laneIndexOf(project, id);
    const targets = snapTargetsFor(project, new Set(ids));
    let transaction: Transaction;
    try {
      transaction = editor.transaction("Move events");
    } catch (error) {
      announce(describeError(error));
      return undefined;
    }
    return {
      move(dt, _dx, dy, free) {
        const { pxPerSecond: pps } = latest.current;
        let start = Math.max(0, anchor.start + dt);
        let guide: number | undefined;
        if (!free) {
          const result = snapSpan({ start, end: start + (anchor.end - anchor.start) }, targets, {
            pixelsPerSecond: pps,
            tolerancePx: SNAP_TOLERANCE_PX,
          });
          start = result.start;
          if (result.target && result.target.kind !== "frame") guide = result.target.time;
        }
        view.set({ snapGuide: guide });
        const now = editor.getSnapshot().project;
        const current = findEvent(now, id);
        if (!current) return;
        const wantLane = Math.max(0, originLane + Math.round(dy / LANE_HEIGHT));
        const laneShift = wantLane - laneIndexOf(now, id);
        const by = start - current.start;
        if (Math.abs(by) < 1e-9 && laneShift === 0) return;
        try {
          editor.run(moveEvents(ids, { by, lanes: laneShift }));
        } catch (error) {
          announce(describeError(error));
        }
      },
      commit() {
        transaction.commit();
        const moved = findEvent(editor.getSnapshot().project, id);
        if (moved) {
          const lane = laneIndexOf(editor.getSnapshot().project, id) + 1;
          const what = ids.length > 1 ? `${ids.length} events` : eventLabel(moved);
          announce(`Moved ${what} to ${formatTimecode(moved.start)}, lane ${lane}`);
        }
      },
      cancel() {
        transaction.cancel();
      },
    };
  };

  const startResize = (id: string, edge: "start" | "end"): DragSession | undefined => {
    const project = editor.getSnapshot().project;
    const event = findEvent(project, id);
    if (!event) return undefined;
    if (!editor.getSnapshot().selection.includes(id)) editor.select(id, "replace");
    const targets = snapTargetsFor(project, new Set([id]));
    let transaction: Transaction;
    try {
      transaction = editor.transaction("Resize event");
    } catch (error) {
      announce(describeError(error));
      return undefined;
    }
    const origin = event[edge];
    return {
      move(dt, _dx, _dy, free) {
        const { pxPerSecond: pps } = latest.current;
        let time = Math.max(0, origin + dt);
        let guide: number | undefined;
        if (!free) {
          const result = snap(time, targets, { pixelsPerSecond: pps, tolerancePx: SNAP_TOLERANCE_PX });
          time = result.time;
          if (result.target && result.target.kind !== "frame") guide = result.target.time;
        }
        view.set({ snapGuide: guide });
        try {
          editor.run(resizeEvent(id, { [edge]: time }));
        } catch (error) {
          announce(describeError(error));
        }
      },
      commit() {
        transaction.commit();
        const resized = findEvent(editor.getSnapshot().project, id);
        if (resized) {
          announce(`${eventLabel(resized)} now ${formatTimecode(resized.start)} to ${formatTimecode(resized.end)}`);
        }
      },
      cancel() {
        transaction.cancel();
      },
    };
  };

  const startMarquee = (press: Press): DragSession => {
    const base = press.additive ? [...editor.getSnapshot().selection] : [];
    const origin = pointInLanes(press.x, press.y);
    return {
      move(_dt, dx, dy) {
        const x1 = origin.x + dx;
        const y1 = origin.y + dy;
        setMarquee({ x0: origin.x, y0: origin.y, x1, y1 });
        const { pxPerSecond: pps, scrollTime: scroll } = latest.current;
        const t0 = xToTime(Math.min(origin.x, x1), scroll, pps);
        const t1 = xToTime(Math.max(origin.x, x1), scroll, pps);
        const firstLane = Math.max(0, Math.floor(Math.min(origin.y, y1) / LANE_HEIGHT));
        const lastLane = Math.floor(Math.max(origin.y, y1) / LANE_HEIGHT);
        const all = editor.getSnapshot().project.lanes;
        const ids = new Set(base);
        for (let lane = firstLane; lane <= lastLane && lane < all.length; lane++) {
          const events = (all[lane] as Lane).events;
          const [from, to] = visibleRange(events, t0, t1);
          for (let i = from; i < to; i++) ids.add((events[i] as ProjectEvent).id);
        }
        editor.select([...ids], "replace");
      },
      commit() {
        setMarquee(undefined);
        const count = editor.getSnapshot().selection.length;
        announce(`${count} event${count === 1 ? "" : "s"} selected`);
      },
      cancel() {
        setMarquee(undefined);
        editor.select(base, "replace");
      },
    };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || pressRef.current) return;
    const target = event.target as Element;
    const box = target.closest<HTMLElement>("[data-event-id]");
    const edge = target.closest<HTMLElement>("[data-edge]")?.dataset.edge as "start" | "end" | undefined;
    pressRef.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      eventId: box?.dataset.eventId,
      edge,
      additive: event.shiftKey || event.ctrlKey || event.metaKey,
      time: pointInLanes(event.clientX, event.clientY).time,
      lastX: event.clientX,
      lastY: event.clientY,
      free: false,
      started: false,
      session: undefined,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (box) box.focus({ preventScroll: true });
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const press = pressRef.current;
    if (!press || press.pointerId !== event.pointerId) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.started) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      press.started = true;
      const session = press.eventId
        ? press.edge
          ? startResize(press.eventId, press.edge)
          : startMove(press.eventId)
        : startMarquee(press);
      if (!session) {
        pressRef.current = undefined;
        return;
      }
      beginSession(session, press);
    }
    press.lastX = event.clientX;
    press.lastY = event.clientY;
    press.free = !latest.current.snapping || event.altKey;
    const dt = pointInLanes(event.clientX, event.clientY).time - press.time;
    press.session?.move(dt, dx, dy, press.free);
    if (press.eventId && !autoFrame.current && typeof requestAnimationFrame === "function") {
      autoFrame.current = requestAnimationFrame(autoScroll);
    }
  };

  const finishPress = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
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
    // A click: select.
    if (press.eventId) {
      const id = press.eventId;
      editor.select(id, press.additive ? "toggle" : "replace");
      setFocusId(id);
      const chosen = findEvent(editor.getSnapshot().project, id);
      const count = editor.getSnapshot().selection.length;
      if (chosen) {
        announce(
          press.additive ? `${count} event${count === 1 ? "" : "s"} selected` : `Selected ${eventLabel(chosen)}`,
        );
      }
    } else if (editor.getSnapshot().selection.length > 0 && !press.additive) {
      editor.clearSelection();
      announce("Selection cleared");
    }
  };

  // ---- Palette drops ----
  const dropTargets = useRef<{ project: Project; targets: SnapTargets } | undefined>(undefined);
  const placeDrop = useCallback(
    (detail: PluginDragDetail): Ghost | undefined => {
      const lanesElement = lanesRef.current;
      if (!lanesElement) return undefined;
      const rect = lanesElement.getBoundingClientRect();
      const { pxPerSecond: pps, scrollTime: scroll, snapping: snapOn } = latest.current;
      const project = editor.getSnapshot().project;
      let start = Math.max(0, xToTime(detail.clientX - rect.left, scroll, pps));
      if (snapOn) {
        if (dropTargets.current?.project !== project) {
          dropTargets.current = { project, targets: collectSnapTargets(project, { playhead: currentPlayhead() }) };
        }
        start = snap(start, dropTargets.current.targets, {
          pixelsPerSecond: pps,
          tolerancePx: SNAP_TOLERANCE_PX,
        }).time;
      }
      const limit = project.media.duration > 0 ? project.media.duration : Number.POSITIVE_INFINITY;
      start = Math.min(start, Math.max(0, limit - 1 / project.media.frameRate));
      const stop = Math.min(start + 4, limit);
      const lane = Math.min(project.lanes.length, Math.max(0, Math.floor((detail.clientY - rect.top) / LANE_HEIGHT)));
      return { start, end: stop, lane };
    },
    [editor, currentPlayhead],
  );

  useEffect(() => {
    const element = lanesRef.current;
    if (!element) return;
    const onDrag = (event: Event) => {
      const detail = (event as CustomEvent<PluginDragDetail>).detail;
      if (!detail || detail.leave) {
        setGhost(undefined);
        return;
      }
      setGhost(placeDrop(detail));
    };
    const onDrop = (event: Event) => {
      const detail = (event as CustomEvent<PluginDragDetail>).detail;
      setGhost(undefined);
      if (!detail) return;
      const place = placeDrop(detail);
      if (!place) return;
      const plugin = editor.plugins.get(detail.type);
      if (!plugin) {
        announce(`There is no plugin called "${detail.type}".`);
        return;
      }
      try {
        const project = editor.getSnapshot().project;
        const id = editor.run(
          addEvent({
            type: detail.type,
            start: place.start,
            end: place.end,
            options: defaultOptions(plugin, project),
            lane: place.lane,
          }),
        );
        editor.select(id, "replace");
        const after = editor.getSnapshot().project;
        const added = findEvent(after, id);
        if (added) {
          announce(`Added ${eventLabel(added)} at ${formatTimecode(added.start)}, lane ${laneIndexOf(after, id) + 1}`);
        }
      } catch (error) {
        announce(describeError(error));
      }
    };
    element.addEventListener("pke-drag-plugin", onDrag);
    element.addEventListener("pke-drop-plugin", onDrop);
    return () => {
      element.removeEventListener("pke-drag-plugin", onDrag);
      element.removeEventListener("pke-drop-plugin", onDrop);
    };
  }, [editor, announce, placeDrop]);

  // ---- Keyboard ----
  const run = (what: () => void) => {
    try {
      what();
    } catch (error) {
      announce(describeError(error));
    }
  };

  /** The event after (or before) `event` by start time across lanes, ties by lane then id. */
  const neighbour = (event: ProjectEvent, forward: boolean): ProjectEvent | undefined => {
    const project = editor.getSnapshot().project;
    const own = laneIndexOf(project, event.id);
    const key = (e: ProjectEvent, lane: number): [number, number, string] => [e.start, lane, e.id];
    const less = (a: [number, number, string], b: [number, number, string]) =>
      a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];
    const mine = key(event, own);
    let best: ProjectEvent | undefined;
    let bestKey: [number, number, string] | undefined;
    project.lanes.forEach((lane, index) => {
      const events = lane.events;
      // First event starting at or after (or the last before) this start, then step past equal keys.
      let low = 0;
      let high = events.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((events[middle] as ProjectEvent).start < event.start) low = middle + 1;
        else high = middle;
      }
      if (forward) {
        for (let i = low; i < events.length; i++) {
          const k = key(events[i] as ProjectEvent, index);
          if (less(mine, k)) {
            if (!bestKey || less(k, bestKey)) {
              best = events[i];
              bestKey = k;
            }
            break;
          }
        }
      } else {
        for (let i = Math.min(events.length - 1, low + 1); i >= 0; i--) {
          const k = key(events[i] as ProjectEvent, index);
          if (less(k, mine)) {
            if (!bestKey || less(bestKey, k)) {
              best = events[i];
              bestKey = k;
            }
            break;
          }
        }
      }
    });
    return best;
  };

  const onLanesKeyDown = (event: KeyboardEvent) => {
    const box = (event.target as Element).closest?.<HTMLElement>("[data-event-id]");
    const id = box?.dataset.eventId;
    if (!id) return;
    const project = editor.getSnapshot().project;
    const current = findEvent(project, id);
    if (!current) return;
    const key = event.key;
    if (key === "Tab") {
      const next = neighbour(current, !event.shiftKey);
      if (next) {
        event.preventDefault();
        focusEvent(next.id);
      }
      return;
    }
    if (key === "Enter") {
      event.preventDefault();
      editor.select(id, event.shiftKey ? "add" : "replace");
      const count = editor.getSnapshot().selection.length;
      announce(event.shiftKey ? `${count} event${count === 1 ? "" : "s"} selected` : `Selected ${eventLabel(current)}`);
      return;
    }
    if ((key === "ArrowUp" || key === "ArrowDown") && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      const chosen = editor.getSnapshot().selection;
      const ids = chosen.includes(id) ? chosen : [id];
      const shift = key === "ArrowUp" ? -1 : 1;
      const from = laneIndexOf(project, id);
      if (shift < 0 && from === 0) {
        announce("Already in the first lane");
        return;
      }
      run(() => {
        editor.run(moveEvents(ids, { lanes: shift }));
        const lane = laneIndexOf(editor.getSnapshot().project, id) + 1;
        const what = ids.length > 1 ? `${ids.length} events` : eventLabel(current);
        announce(
          lane === from + 1
            ? `${what} stays in lane ${lane}: lane ${from + 1 + shift} has no room there`
            : `Moved ${what} to lane ${lane}`,
        );
      });
      focusEvent(id);
      return;
    }
    const longer = (key === "ArrowRight" && event.altKey) || key === "]";
    const shorter = (key === "ArrowLeft" && event.altKey) || key === "[";
    if (longer || shorter) {
      event.preventDefault();
      const frames = (longer ? 1 : -1) * (event.shiftKey ? 10 : 1);
      run(() => {
        const target = Math.max(current.start, nudge(current.end, frames, project.media.frameRate));
        editor.run(resizeEvent(id, { end: target }));
        const resized = findEvent(editor.getSnapshot().project, id);
        if (resized) announce(`End of ${eventLabel(resized)} set to ${formatTimecode(resized.end)}`);
      });
      focusEvent(id);
      return;
    }
    if (key === "ArrowLeft" || key === "ArrowRight") {
      // The editor's root nudges the selection; keep focus on this event as it moves.
      if (!editor.getSnapshot().selection.includes(id)) editor.select(id, "replace");
      pendingFocus.current = id;
    }
  };

  // Native, on the lanes: it runs before the editor's root hears the key (Left/Right nudge the focused event).
  const lanesKeys = useRef(onLanesKeyDown);
  lanesKeys.current = onLanesKeyDown;
  useEffect(() => {
    const element = lanesRef.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => lanesKeys.current(event);
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, []);

  const onRootKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || isTypingTarget(event.target) || event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    const target = event.target as Element;
    if (target.closest?.("input, [role='slider']")) return;
    const key = event.key;
    if (key === "+" || key === "=" || key === "-" || key === "_") {
      event.preventDefault();
      const zoomIn = key === "+" || key === "=";
      setZoom(latest.current.pxPerSecond * (zoomIn ? ZOOM_STEP : 1 / ZOOM_STEP), currentPlayhead());
      announce(`Zoom ${Math.round(latest.current.pxPerSecond)} pixels per second`);
      return;
    }
    if (key === "Home" || key === "End") {
      event.preventDefault();
      const time = seekTo(key === "Home" ? 0 : mediaEndRef.current);
      const { pxPerSecond: pps, visibleSeconds: seconds } = latest.current;
      view.set({ scrollTime: clampScroll(key === "Home" ? 0 : time - seconds * 0.9, pps) });
      announce(`Playhead at ${formatTimecode(time)}`);
    }
  };

  // ---- Ruler: scrubbing, the playhead slider and the trim handles ----
  const scrubbing = useRef<number | undefined>(undefined);
  const timeAtRuler = (clientX: number) => {
    const rect = (trackRef.current as HTMLElement).getBoundingClientRect();
    return xToTime(clientX - rect.left, latest.current.scrollTime, latest.current.pxPerSecond);
  };
  const onRulerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest("[data-trim]")) return;
    scrubbing.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    seekTo(timeAtRuler(event.clientX));
  };
  const onRulerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (scrubbing.current !== event.pointerId) return;
    seekTo(timeAtRuler(event.clientX));
  };
  const onRulerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (scrubbing.current !== event.pointerId) return;
    scrubbing.current = undefined;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    announce(`Playhead at ${formatTimecode(currentPlayhead())}`);
  };

  const onPlayheadKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 1 : 1 / frameRate;
    let time: number | undefined;
    const now = currentPlayhead();
    if (event.key === "ArrowLeft" || event.key === "ArrowDown") time = now - step;
    else if (event.key === "ArrowRight" || event.key === "ArrowUp") time = now + step;
    else if (event.key === "Home") time = 0;
    else if (event.key === "End") time = mediaEnd;
    if (time === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    seekTo(frameTime(Math.max(0, time), frameRate));
  };

  const trimOut = media.trim.out ?? mediaEnd;
  const trimDrag = useRef<{ pointerId: number; transaction: Transaction; which: "in" | "out" } | undefined>(undefined);
  const applyTrim = (which: "in" | "out", time: number) => {
    const t = frameTime(Math.min(Math.max(0, time), mediaEnd), frameRate);
    editor.run(setTrim(which === "in" ? { in: t } : { out: t }));
  };
  const onTrimDown = (which: "in" | "out") => (event: ReactPointerEvent<HTMLDivElement>) => {
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
      endDrag();
    };
    escapeRef.current = onKey;
    window.addEventListener("keydown", onKey, true);
  };
  const onTrimMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = trimDrag.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    try {
      applyTrim(drag.which, timeAtRuler(event.clientX));
    } catch {
      // In past out (or out before in): the handle stays where it was.
    }
  };
  const onTrimUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = trimDrag.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    trimDrag.current = undefined;
    drag.transaction.commit();
    endDrag();
    const trim = editor.getSnapshot().project.media.trim;
    announce(
      drag.which === "in"
        ? `Media in point at ${formatTimecode(trim.in)}`
        : `Media out point at ${formatTimecode(trim.out ?? mediaEnd)}`,
    );
  };
  const onTrimKey = (which: "in" | "out") => (event: ReactKeyboardEvent<HTMLDivElement>) => {
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
    run(() => {
      applyTrim(which, time);
      const trim = editor.getSnapshot().project.media.trim;
      announce(
        which === "in"
          ? `Media in point at ${formatTimecode(trim.in)}`
          : `Media out point at ${formatTimecode(trim.out ?? mediaEnd)}`,
      );
    });
  };

  // ---- Lanes: add and rename ----
  const onAddLane = () => {
    run(() => {
      editor.run(addLane());
      announce(`Added lane ${editor.getSnapshot().project.lanes.length}`);
    });
  };
  const commitRename = (lane: Lane, index: number, name: string) => {
    setEditing(undefined);
    const trimmed = name.trim();
    if (trimmed === (lane.name ?? "")) return;
    run(() => {
      editor.run(renameLane(lane.id, trimmed === "" ? undefined : trimmed));
      announce(trimmed === "" ? `Lane ${index + 1} name cleared` : `Lane ${index + 1} renamed ${trimmed}`);
    });
  };

  const zoomSlider = zoomToSlider(pxPerSecond, Math.min(minZoom, pxPerSecond));
  const x = (time: number) => timeToX(time, scrollTime, pxPerSecond);
  const lanesHeight = Math.max(lanes.length + 1, 1) * LANE_HEIGHT;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys of the whole timeline (zoom, Home, End) bubble here.
    <div className="pke-timeline" ref={rootRef} onKeyDown={onRootKeyDown}>
      <div className="pke-timeline-toolbar">
        <span className="pke-panel-title">Timeline</span>
        <div className="pke-timeline-zoom">
          <button
            type="button"
            className="pke-button pke-icon-button"
            data-variant="ghost"
            aria-label="Zoom out"
            title="Zoom out (-)"
            onClick={() => setZoom(pxPerSecond / ZOOM_STEP, currentPlayhead())}
          >
            <Icon name="zoom-out" />
          </button>
          <input
            type="range"
            className="pke-timeline-zoom-slider"
            aria-label="Zoom"
            aria-valuetext={`${pxPerSecond < 10 ? pxPerSecond.toFixed(1) : Math.round(pxPerSecond)} pixels per second`}
            min={0}
            max={1000}
            step={1}
            value={zoomSlider}
            onChange={(event) =>
              setZoom(sliderToZoom(Number(event.target.value), Math.min(minZoom, pxPerSecond)), currentPlayhead())
            }
          />
          <button
            type="button"
            className="pke-button pke-icon-button"
            data-variant="ghost"
            aria-label="Zoom in"
            title="Zoom in (+)"
            onClick={() => setZoom(pxPerSecond * ZOOM_STEP, currentPlayhead())}
          >
            <Icon name="zoom-in" />
          </button>
          <button
            type="button"
            className="pke-button pke-icon-button"
            data-variant="ghost"
            aria-label="Fit the whole media"
            title="Fit the whole media"
            onClick={() => view.set({ pxPerSecond: fitZoom(end, width * 0.98), scrollTime: 0 })}
          >
            <Icon name="fit" />
          </button>
        </div>
        <span className="pke-timeline-toolbar-gap" />
        <button
          type="button"
          className="pke-timeline-toggle"
          aria-pressed={snapping}
          title="Snap to events, the playhead and cues (hold Alt to drag freely)"
          onClick={() => {
            setSnapping(!snapping);
            announce(snapping ? "Snapping off" : "Snapping on");
          }}
        >
          <Icon name="magnet" />
          <span>Snap</span>
        </button>
      </div>

      <div className="pke-timeline-grid">
        <div className="pke-timeline-corner">
          <span className="pke-timeline-corner-label">Lanes</span>
          <button
            type="button"
            className="pke-button pke-icon-button"
            data-variant="ghost"
            aria-label="Add lane"
            title="Add lane"
            onClick={onAddLane}
          >
            <Icon name="plus" />
          </button>
        </div>

        <div className="pke-timeline-top" ref={trackRef}>
          <div
            className="pke-timeline-ruler"
            onPointerDown={onRulerDown}
            onPointerMove={onRulerMove}
            onPointerUp={onRulerUp}
            onPointerCancel={onRulerUp}
          >
            <RulerTicks pxPerSecond={pxPerSecond} scrollTime={scrollTime} width={width} frameRate={frameRate} />
            <div
              className="pke-timeline-trim"
              data-trim="in"
              role="slider"
              tabIndex={0}
              aria-label="Media in point"
              aria-valuemin={0}
              aria-valuemax={Math.round(trimOut * 1000) / 1000}
              aria-valuenow={Math.round(media.trim.in * 1000) / 1000}
              aria-valuetext={formatTimecode(media.trim.in)}
              style={{ transform: `translateX(${x(media.trim.in)}px)` }}
              onPointerDown={onTrimDown("in")}
              onPointerMove={onTrimMove}
              onPointerUp={onTrimUp}
              onPointerCancel={onTrimUp}
              onKeyDown={onTrimKey("in")}
            />
            <div
              className="pke-timeline-trim"
              data-trim="out"
              role="slider"
              tabIndex={0}
              aria-label="Media out point"
              aria-valuemin={Math.round(media.trim.in * 1000) / 1000}
              aria-valuemax={Math.round(mediaEnd * 1000) / 1000}
              aria-valuenow={Math.round(trimOut * 1000) / 1000}
              aria-valuetext={formatTimecode(trimOut)}
              style={{ transform: `translateX(${x(trimOut)}px)` }}
              onPointerDown={onTrimDown("out")}
              onPointerMove={onTrimMove}
              onPointerUp={onTrimUp}
              onPointerCancel={onTrimUp}
              onKeyDown={onTrimKey("out")}
            />
            <div
              ref={playheadHandleRef}
              className="pke-timeline-playhead-handle"
              role="slider"
              tabIndex={0}
              aria-label="Playhead"
              aria-valuemin={0}
              aria-valuemax={Math.round(mediaEnd * 1000) / 1000}
              aria-valuenow={Math.round(shownTime * 1000) / 1000}
              aria-valuetext={formatTimecode(shownTime)}
              onKeyDown={onPlayheadKey}
            />
          </div>
          <div className="pke-timeline-strip" style={{ height: STRIP_HEIGHT }}>
            <div className="pke-timeline-strip-layer">
              <Thumbnails pxPerSecond={pxPerSecond} scrollTime={scrollTime} width={width} height={STRIP_HEIGHT} />
            </div>
            <div className="pke-timeline-strip-layer">
              <Waveform pxPerSecond={pxPerSecond} scrollTime={scrollTime} width={width} height={STRIP_HEIGHT} />
            </div>
          </div>
        </div>

        <div className="pke-timeline-body">
          <div className="pke-timeline-body-inner" style={{ minHeight: `max(100%, ${lanesHeight}px)` }}>
            <div className="pke-timeline-headers">
              {lanes.map((lane, index) => (
                <LaneHeader
                  key={lane.id}
                  lane={lane}
                  index={index}
                  editing={editing === lane.id}
                  onEdit={() => setEditing(lane.id)}
                  onCommit={(name) => commitRename(lane, index, name)}
                  onCancel={() => setEditing(undefined)}
                />
              ))}
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: a group of lane groups; a fieldset is for form fields. */}
            <div
              ref={lanesRef}
              className="pke-timeline-lanes"
              role="group"
              aria-label="Lanes"
              data-pke-drop="timeline"
              style={{ backgroundSize: `100% ${lanes.length * LANE_HEIGHT}px` }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={(event) => finishPress(event, false)}
              onPointerCancel={(event) => finishPress(event, true)}
            >
              <div
                className="pke-timeline-scroller"
                style={{ transform: `translateX(${-scrollTime * pxPerSecond}px)` }}
              >
                {lanes.map((lane, index) => (
                  <LaneRow
                    key={lane.id}
                    lane={lane}
                    index={index}
                    pxPerSecond={pxPerSecond}
                    from={windowFrom}
                    to={windowTo}
                    selection={selection.length > 0 ? selected : NO_IDS}
                    activeIds={activeIds}
                    tabStop={tabStop}
                  />
                ))}
              </div>
              {lastEnd === 0 && lanes.every((lane) => lane.events.length === 0) && !ghost ? (
                <p className="pke-timeline-empty">Drag a plugin from the palette onto a lane to add an event.</p>
              ) : null}
              {ghost ? (
                <div
                  className="pke-timeline-ghost"
                  aria-hidden="true"
                  style={{
                    transform: `translate(${x(ghost.start)}px, ${ghost.lane * LANE_HEIGHT}px)`,
                    width: Math.max(4, (ghost.end - ghost.start) * pxPerSecond),
                    height: LANE_HEIGHT,
                  }}
                />
              ) : null}
              {marquee ? (
                <div
                  className="pke-timeline-marquee"
                  aria-hidden="true"
                  style={{
                    transform: `translate(${Math.min(marquee.x0, marquee.x1)}px, ${Math.min(marquee.y0, marquee.y1)}px)`,
                    width: Math.abs(marquee.x1 - marquee.x0),
                    height: Math.abs(marquee.y1 - marquee.y0),
                  }}
                />
              ) : null}
            </div>
          </div>
        </div>

        <div className="pke-timeline-overlay" aria-hidden="true">
          <div
            className="pke-timeline-dim"
            style={{
              transform: `translateX(${Math.min(0, x(0))}px)`,
              width: Math.max(0, x(media.trim.in) - Math.min(0, x(0))),
            }}
          />
          <div
            className="pke-timeline-dim"
            style={{ transform: `translateX(${x(trimOut)}px)`, width: Math.max(0, x(end) - x(trimOut) + width) }}
          />
          {snapGuide !== undefined ? (
            <div className="pke-timeline-guide" style={{ transform: `translateX(${x(snapGuide)}px)` }} />
          ) : null}
          <div ref={playheadLineRef} className="pke-timeline-playhead" />
        </div>

        <div className="pke-timeline-scrollbar" ref={scrollbarRef} onScroll={onScrollbar}>
          <div style={{ width: Math.ceil((end + visibleSeconds * 0.1) * pxPerSecond), height: 1 }} />
        </div>
      </div>
    </div>
  );
}

interface LaneHeaderProps {
  readonly lane: Lane;
  readonly index: number;
  readonly editing: boolean;
  onEdit(): void;
  onCommit(name: string): void;
  onCancel(): void;
}

/** A lane's name: a button that turns into a field on double-click or Enter. */
function LaneHeader(props: LaneHeaderProps): ReactNode {
  const { lane, index, editing, onEdit, onCommit, onCancel } = props;
  const name = laneName(lane, index);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) field.current?.select();
  }, [editing]);
  return (
    <div className="pke-timeline-lane-header" style={{ height: LANE_HEIGHT }}>
      <span className="pke-timeline-lane-number" aria-hidden="true">
        {index + 1}
      </span>
      {editing ? (
        <input
          ref={field}
          className="pke-input pke-timeline-lane-input"
          aria-label={`Name of lane ${index + 1}`}
          defaultValue={lane.name ?? ""}
          placeholder={`Lane ${index + 1}`}
          onBlur={(event) => onCommit(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              onCommit(event.currentTarget.value);
            } else if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              onCancel();
            }
          }}
        />
      ) : (
        <button
          type="button"
          className="pke-timeline-lane-name"
          aria-label={`Lane ${index + 1}: ${name}. Rename`}
          title="Double-click or press Enter to rename"
          onDoubleClick={onEdit}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              onEdit();
            }
          }}
        >
          {name}
        </button>
      )}
    </div>
  );
}
