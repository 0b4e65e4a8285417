"use client";
import { type CSSProperties, type ReactNode, memo } from "react";
import type { Lane, ProjectEvent } from "../../project/types.js";
import { eventLabel } from "../format.js";
import { LANE_HEIGHT, eventFamily, formatTimecode, visibleRange } from "./geometry.js";

/** What one lane row of the timeline draws. */
export interface LaneRowProps {
  readonly lane: Lane;
  readonly index: number;
  /**
   * The zoom, rounded down to a power of two (`2 ** zoomLevel` px per second): boxes narrower than
   * {@link LABEL_MIN_PX} on screen draw no label or edge handles, so thousands of slivers lay out quickly.
   */
  readonly zoomLevel: number;
  /** The window of time to render, in seconds (the visible part with a margin, in steps). */
  readonly from: number;
  readonly to: number;
  readonly selection: ReadonlySet<string>;
  readonly activeIds: ReadonlySet<string>;
  /** The event that takes Tab into the timeline (roving tabindex). */
  readonly tabStop: string | undefined;
  /**
   * The least width on screen, in pixels, at which a box shows its label and edge handles: {@link LABEL_MIN_PX},
   * or more when the window holds many events (`labelMinFor`), so that a dense view draws runs, not thousands of boxes.
   * @default LABEL_MIN_PX
   */
  readonly labelMinPx?: number;
}

/** The least width on screen, in pixels, at which a box shows its label and edge handles. */
export const LABEL_MIN_PX = 16;

/** Events without a label closer than this on screen, in pixels, are drawn as one run. */
const RUN_GAP_PX = 4;

/** The accessible name of an event box: `Footnote "Harbour", 00:05.000 to 00:09.000, lane 2`. */
export function eventAccessibleName(event: ProjectEvent, laneIndex: number): string {
  return `${eventLabel(event)}, ${formatTimecode(event.start)} to ${formatTimecode(event.end)}, lane ${laneIndex + 1}`;
}

/** The name of a lane: its own, or `Lane 2`. */
export function laneName(lane: Lane, index: number): string {
  return lane.name?.trim() ? lane.name : `Lane ${index + 1}`;
}

/**
 * Whether a lane row would draw the same: the same lane, zoom and window, and for each event it draws the same
 * selected, active and tab-stop state. A selection or playback change elsewhere leaves the row alone.
 */
export function laneRowPropsEqual(previous: LaneRowProps, next: LaneRowProps): boolean {
  if (
    previous.lane !== next.lane ||
    previous.index !== next.index ||
    previous.zoomLevel !== next.zoomLevel ||
    previous.labelMinPx !== next.labelMinPx ||
    previous.from !== next.from ||
    previous.to !== next.to
  ) {
    return false;
  }
  const sameSelection = previous.selection === next.selection;
  const sameActive = previous.activeIds === next.activeIds;
  const sameStop = previous.tabStop === next.tabStop;
  if (sameSelection && sameActive && sameStop) return true;
  const [first, last] = visibleRange(next.lane.events, next.from, next.to);
  for (let i = first; i < last; i++) {
    const id = (next.lane.events[i] as ProjectEvent).id;
    if (!sameSelection && previous.selection.has(id) !== next.selection.has(id)) return false;
    if (!sameActive && previous.activeIds.has(id) !== next.activeIds.has(id)) return false;
    if (!sameStop && (previous.tabStop === id) !== (next.tabStop === id)) return false;
  }
  return true;
}

/**
 * One lane: a labelled group holding the boxes of the events whose span meets the window. It re-renders when
 * its lane, the window, the zoom or the selection changes; each box re-renders only when its own look changes.
 */
export const LaneRow = memo(function LaneRow(props: LaneRowProps): ReactNode {
  const { lane, index, zoomLevel, from, to, selection, activeIds, tabStop, labelMinPx = LABEL_MIN_PX } = props;
  const scale = 2 ** zoomLevel;
  const [first, last] = visibleRange(lane.events, from, to);
  const boxes: ReactNode[] = [];
  const box = (event: ProjectEvent, labelled: boolean) => (
    <EventBox
      key={event.id}
      event={event}
      laneIndex={index}
      labelled={labelled}
      selected={selection.has(event.id)}
      active={activeIds.has(event.id)}
      tabStop={tabStop === event.id}
    />
  );
  // Slivers closer than a few pixels merge into one decorative run: thousands of events in view at the
  // widest zoom stay a few hundred elements (a run with a selected event in it is outlined). The playing and
  // tab-stop events always get their own box.
  let run: { first: ProjectEvent; end: number; count: number; selected: boolean } | undefined;
  const flush = () => {
    if (!run) return;
    if (run.count === 1) boxes.push(box(run.first, false));
    else {
      boxes.push(
        <div
          key={`run-${run.first.id}`}
          className="pke-timeline-run"
          data-family={eventFamily(run.first.type)}
          data-selected={run.selected || undefined}
          data-start={run.first.start}
          data-end={run.end}
          data-count={run.count}
          aria-hidden="true"
          title={`${run.count} events: click to zoom in on them`}
          style={{ "--pke-start": run.first.start, "--pke-length": run.end - run.first.start } as CSSProperties}
        />,
      );
    }
    run = undefined;
  };
  for (let i = first; i < last; i++) {
    const event = lane.events[i] as ProjectEvent;
    const labelled = (event.end - event.start) * scale >= labelMinPx;
    const own = labelled || activeIds.has(event.id) || tabStop === event.id;
    const selected = selection.has(event.id);
    if (!own && run && (event.start - run.end) * scale < RUN_GAP_PX) {
      run.end = Math.max(run.end, event.end);
      run.count++;
      run.selected ||= selected;
      continue;
    }
    flush();
    if (own) boxes.push(box(event, labelled));
    else run = { first: event, end: event.end, count: 1, selected };
  }
  flush();
  const name = laneName(lane, index);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a lane is a group of event buttons; a fieldset is for form fields.
    <div
      className="pke-timeline-lane"
      role="group"
      aria-label={lane.name?.trim() ? `Lane ${index + 1}: ${name}` : name}
      data-lane-index={index}
      style={{ top: index * LANE_HEIGHT, height: LANE_HEIGHT }}
    >
      {boxes}
    </div>
  );
}, laneRowPropsEqual);

interface EventBoxProps {
  readonly event: ProjectEvent;
  readonly laneIndex: number;
  readonly labelled: boolean;
  readonly selected: boolean;
  readonly active: boolean;
  readonly tabStop: boolean;
}

const EventBox = memo(function EventBox(props: EventBoxProps): ReactNode {
  const { event, laneIndex, labelled, selected, active, tabStop } = props;
  const label = eventLabel(event);
  return (
    <button
      type="button"
      className="pke-timeline-event"
      data-event-id={event.id}
      data-family={eventFamily(event.type)}
      data-selected={selected || undefined}
      data-active={active || undefined}
      aria-label={eventAccessibleName(event, laneIndex)}
      aria-pressed={selected}
      tabIndex={tabStop ? 0 : -1}
      title={`${label}\n${formatTimecode(event.start)} – ${formatTimecode(event.end)}`}
      // Placed in seconds; the zoom is a custom property of the lanes, so zooming renders no box again.
      style={{ "--pke-start": event.start, "--pke-length": event.end - event.start } as CSSProperties}
    >
      {labelled ? (
        <>
          <span className="pke-timeline-event-edge" data-edge="start" aria-hidden="true" />
          {active ? <span className="pke-timeline-event-live" aria-hidden="true" /> : null}
          <span className="pke-timeline-event-label" aria-hidden="true">
            {label}
          </span>
          <span className="pke-timeline-event-edge" data-edge="end" aria-hidden="true" />
        </>
      ) : null}
    </button>
  );
});
