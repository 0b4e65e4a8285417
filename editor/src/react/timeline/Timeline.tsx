"use client";
import {
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { addLane, renameLane } from "../../commands/projectCommands.js";
import type { Lane, ProjectEvent } from "../../project/types.js";
import { useEditorState, useEditorUi, usePreview, useView } from "../context.js";
import { attemptWith, findEvent } from "../format.js";
import { Icon } from "../icons.js";
import { Thumbnails, Waveform } from "../media/MediaStrip.js";
import { isTypingTarget } from "../shortcuts.js";
import { MAX_PX_PER_SECOND, MIN_PX_PER_SECOND } from "../state/viewStore.js";
import { LaneHeader } from "./LaneHeader.js";
import { LABEL_MIN_PX, LaneRow } from "./LaneRow.js";
import { TimelineRuler } from "./TimelineRuler.js";
import { TimelineToolbar, ZOOM_STEP } from "./TimelineToolbar.js";
import {
  LANE_HEIGHT,
  clampZoom,
  contentEnd,
  fitZoom,
  formatTimecode,
  labelMinFor,
  timeToX,
  visibleRange,
  xToTime,
  zoomAround,
} from "./geometry.js";
import type { TimelineFrame, TimelineLatest } from "./timelineFrame.js";
import { useLaneDrag } from "./useLaneDrag.js";
import { useLaneKeys } from "./useLaneKeys.js";
import { usePaletteDrop } from "./usePaletteDrop.js";
import { usePlayhead } from "./usePlayhead.js";

/** The media strip's height under the ruler, in CSS pixels. */
const STRIP_HEIGHT = 44;
/** The width assumed before the scrolling area is measured. */
const FALLBACK_WIDTH = 1200;

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
  const { editor, view, announce } = ui;
  const lanes = useEditorState((s) => s.project.lanes);
  const media = useEditorState((s) => s.project.media);
  const selection = useEditorState((s) => s.selection);
  const pxPerSecond = useView((s) => s.pxPerSecond);
  const scrollTime = useView((s) => s.scrollTime);
  const measuredWidth = useView((s) => s.viewportWidth);
  const snapGuide = useView((s) => s.snapGuide);
  const activeIds = usePreview((s) => s.activeIds);

  const [snapping, setSnapping] = useState(true);
  const [focusId, setFocusId] = useState<string | undefined>(undefined);
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const lanesRef = useRef<HTMLDivElement>(null);
  const scrollbarRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | undefined>(undefined);

  const width = measuredWidth > 0 ? measuredWidth : FALLBACK_WIDTH;
  const lastEnd = useMemo(() => {
    // In a lane the last event ends last: O(lanes).
    let last = 0;
    for (const lane of lanes) last = Math.max(last, lane.events[lane.events.length - 1]?.end ?? 0);
    return last;
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
  // A dense window draws short events as runs (a search per lane, so this is cheap whatever the project).
  const labelMinPx = useMemo(() => {
    let inWindow = 0;
    for (const lane of lanes) {
      const [first, last] = visibleRange(lane.events, windowFrom, windowTo);
      inWindow += last - first;
    }
    return labelMinFor(inWindow, LABEL_MIN_PX);
  }, [lanes, windowFrom, windowTo]);

  const latest = useRef<TimelineLatest>({ pxPerSecond, scrollTime, width, end, snapping, visibleSeconds });
  latest.current = { pxPerSecond, scrollTime, width, end, snapping, visibleSeconds };
  const measured = useRef(measuredWidth);
  measured.current = measuredWidth;

  // Stable for the timeline's life: everything in it reads refs at call time.
  const frame = useMemo<TimelineFrame>(
    () => ({
      ui,
      latest,
      rootRef,
      trackRef,
      lanesRef,
      clampScroll(time, pps) {
        const { width: w, end: e } = latest.current;
        return Math.min(Math.max(0, e - (w / pps) * 0.9), Math.max(0, time));
      },
      currentPlayhead: () =>
        ui.preview.getSnapshot().pop ? ui.preview.currentTime() : ui.editor.getSnapshot().playhead,
      pointInLanes(clientX, clientY) {
        const rect = (lanesRef.current as HTMLElement).getBoundingClientRect();
        const x = clientX - rect.left;
        return { x, y: clientY - rect.top, time: xToTime(x, latest.current.scrollTime, latest.current.pxPerSecond) };
      },
    }),
    [ui],
  );

  const setZoom = useCallback(
    (next: number, anchorTime?: number) => {
      const { pxPerSecond: pps, scrollTime: scroll, width: w, end: last } = latest.current;
      const fit = measured.current > 0 ? fitZoom(last, measured.current) : MIN_PX_PER_SECOND;
      const zoom = Math.max(Math.min(fit, MAX_PX_PER_SECOND), clampZoom(next));
      const anchor = anchorTime ?? scroll + w / pps / 2;
      const anchorX = timeToX(anchor, scroll, pps);
      const x = anchorX >= 0 && anchorX <= w ? anchorX : w / 2;
      view.set({ pxPerSecond: zoom, scrollTime: frame.clampScroll(zoomAround(anchor, x, zoom), zoom) });
    },
    [view, frame],
  );

  // Measure the scrolling area; other panels read the width from the view store.
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      if (track.clientWidth > 0) view.set({ viewportWidth: track.clientWidth });
    };
    measure();
    if (typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [view]);

  // Fit the whole media once its duration and the width are known (again for new media).
  const fittedFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!(measuredWidth > 0) || !(media.duration > 0) || fittedFor.current === media.duration) return;
    fittedFor.current = media.duration;
    view.set({ pxPerSecond: fitZoom(media.duration, measuredWidth * 0.98), scrollTime: 0 });
  }, [measuredWidth, media.duration, view]);

  const playhead = usePlayhead(frame, mediaEnd);

  // Wheel: Ctrl zooms around the pointer; Shift or a horizontal wheel scrolls time.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onWheel = (event: WheelEvent) => {
      const track = trackRef.current;
      if (!track) return;
      const { pxPerSecond: pps, scrollTime: scroll } = latest.current;
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        const x = event.clientX - track.getBoundingClientRect().left;
        setZoom(pps * Math.exp(-event.deltaY * 0.002), xToTime(x, scroll, pps));
        return;
      }
      const body = lanesRef.current?.parentElement?.parentElement;
      const verticalRoom = body ? body.scrollHeight > body.clientHeight : false;
      const horizontal = event.shiftKey ? event.deltaY || event.deltaX : event.deltaX;
      const delta = horizontal !== 0 ? horizontal : verticalRoom ? 0 : event.deltaY;
      if (delta === 0) return;
      event.preventDefault();
      view.set({ scrollTime: frame.clampScroll(scroll + delta / pps, pps) });
    };
    root.addEventListener("wheel", onWheel, { passive: false });
    return () => root.removeEventListener("wheel", onWheel);
  }, [view, frame, setZoom]);

  // The scrollbar follows the view, and the view follows the scrollbar.
  useLayoutEffect(() => {
    const bar = scrollbarRef.current;
    const left = scrollTime * pxPerSecond;
    if (bar && Math.abs(bar.scrollLeft - left) > 1) bar.scrollLeft = left;
  }, [scrollTime, pxPerSecond]);
  const onScrollbar = () => {
    const bar = scrollbarRef.current;
    if (!bar) return;
    const time = bar.scrollLeft / pxPerSecond;
    if (Math.abs(time - scrollTime) * pxPerSecond > 1) {
      view.set({ scrollTime: frame.clampScroll(time, pxPerSecond) });
    }
  };

  // Focus a box once it is rendered (virtualisation may have had to render it first).
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
        view.set({ scrollTime: frame.clampScroll(event.start - seconds * 0.2, pps) });
      }
      pendingFocus.current = id;
      setFocusId(id);
    },
    [editor, view, frame],
  );

  // Which event Tab enters on: the focused one, a selected one on screen, or the first on screen.
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

  const drag = useLaneDrag(frame, setFocusId);
  const ghost = usePaletteDrop(frame);
  useLaneKeys(frame, focusEvent, pendingFocus);

  const attempt = attemptWith(announce);

  const onRootKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || isTypingTarget(event.target) || event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    if ((event.target as Element).closest?.("input, [role='slider']")) return;
    const { key } = event;
    if (key === "+" || key === "=" || key === "-" || key === "_") {
      event.preventDefault();
      const zoomIn = key === "+" || key === "=";
      setZoom(latest.current.pxPerSecond * (zoomIn ? ZOOM_STEP : 1 / ZOOM_STEP), frame.currentPlayhead());
      announce(`Zoom ${Math.round(view.getSnapshot().pxPerSecond)} pixels per second`);
    } else if (key === "Home" || key === "End") {
      event.preventDefault();
      const time = playhead.seek(key === "Home" ? 0 : mediaEnd);
      const { pxPerSecond: pps, visibleSeconds: seconds } = latest.current;
      view.set({ scrollTime: frame.clampScroll(key === "Home" ? 0 : time - seconds * 0.9, pps) });
      announce(`Playhead at ${formatTimecode(time)}`);
    }
  };

  const onAddLane = () =>
    attempt(() => {
      editor.run(addLane());
      announce(`Added lane ${editor.getSnapshot().project.lanes.length}`);
    });
  const commitRename = (lane: Lane, index: number, name: string) => {
    setEditing(undefined);
    const trimmed = name.trim();
    if (trimmed === (lane.name ?? "")) return;
    attempt(() => {
      editor.run(renameLane(lane.id, trimmed === "" ? undefined : trimmed));
      announce(trimmed === "" ? `Lane ${index + 1} name cleared` : `Lane ${index + 1} renamed ${trimmed}`);
    });
  };

  const x = (time: number) => timeToX(time, scrollTime, pxPerSecond);
  const trimOut = media.trim.out ?? mediaEnd;
  const lanesHeight = (lanes.length + 1) * LANE_HEIGHT;
  const { marquee } = drag;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys of the whole timeline (zoom, Home, End) bubble here.
    <div className="pke-timeline" ref={rootRef} onKeyDown={onRootKeyDown}>
      <TimelineToolbar
        pxPerSecond={pxPerSecond}
        minZoom={minZoom}
        snapping={snapping}
        onZoom={(zoom) => setZoom(zoom, frame.currentPlayhead())}
        onFit={() => view.set({ pxPerSecond: fitZoom(end, width * 0.98), scrollTime: 0 })}
        onToggleSnapping={() => {
          setSnapping(!snapping);
          announce(snapping ? "Snapping off" : "Snapping on");
        }}
      />

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
          <TimelineRuler
            frame={frame}
            media={media}
            mediaEnd={mediaEnd}
            pxPerSecond={pxPerSecond}
            scrollTime={scrollTime}
            width={width}
            playhead={playhead}
          />
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
              {...drag.handlers}
            >
              <div
                className="pke-timeline-scroller"
                style={
                  {
                    "--pke-pps": pxPerSecond,
                    transform: `translateX(${-scrollTime * pxPerSecond}px)`,
                  } as CSSProperties
                }
              >
                {lanes.map((lane, index) => (
                  <LaneRow
                    key={lane.id}
                    lane={lane}
                    index={index}
                    zoomLevel={Math.floor(Math.log2(pxPerSecond))}
                    from={windowFrom}
                    to={windowTo}
                    selection={selection.length > 0 ? selected : NO_IDS}
                    activeIds={activeIds}
                    tabStop={tabStop}
                    labelMinPx={labelMinPx}
                  />
                ))}
              </div>
              {lastEnd === 0 && !ghost ? (
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
          <div ref={playhead.lineRef} className="pke-timeline-playhead" />
        </div>

        <div className="pke-timeline-scrollbar" ref={scrollbarRef} onScroll={onScrollbar}>
          <div style={{ width: Math.ceil((end + visibleSeconds * 0.1) * pxPerSecond), height: 1 }} />
        </div>
      </div>
    </div>
  );
}
