"use client";
import { type ReactNode, memo } from "react";
import type { Lane, ProjectEvent } from "../../project/types.js";
import { eventLabel } from "../format.js";
import { LANE_HEIGHT, eventFamily, formatTimecode, visibleRange } from "./geometry.js";

/** What one lane row of the timeline draws. */
export interface LaneRowProps {
  readonly lane: Lane;
  readonly index: number;
  /** Zoom: pixels per second. Events are placed at `start * pxPerSecond`; the row's parent scrolls them. */
  readonly pxPerSecond: number;
  /** The window of time to render, in seconds (the visible part with a margin, in steps). */
  readonly from: number;
  readonly to: number;
  readonly selection: ReadonlySet<string>;
  readonly activeIds: ReadonlySet<string>;
  /** The event that takes Tab into the timeline (roving tabindex). */
  readonly tabStop: string | undefined;
}

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
    previous.pxPerSecond !== next.pxPerSecond ||
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
  const { lane, index, pxPerSecond, from, to, selection, activeIds, tabStop } = props;
  const [first, last] = visibleRange(lane.events, from, to);
  const boxes: ReactNode[] = [];
  for (let i = first; i < last; i++) {
    const event = lane.events[i] as ProjectEvent;
    boxes.push(
      <EventBox
        key={event.id}
        event={event}
        laneIndex={index}
        pxPerSecond={pxPerSecond}
        selected={selection.has(event.id)}
        active={activeIds.has(event.id)}
        tabStop={tabStop === event.id}
      />,
    );
  }
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
  readonly pxPerSecond: number;
  readonly selected: boolean;
  readonly active: boolean;
  readonly tabStop: boolean;
}

const EventBox = memo(function EventBox(props: EventBoxProps): ReactNode {
  const { event, laneIndex, pxPerSecond, selected, active, tabStop } = props;
  const left = event.start * pxPerSecond;
  const width = Math.max(4, (event.end - event.start) * pxPerSecond);
  const label = eventLabel(event);
  return (
    <button
      type="button"
      className="pke-timeline-event"
      data-event-id={event.id}
      data-family={eventFamily(event.type)}
      data-selected={selected || undefined}
      data-active={active || undefined}
      data-narrow={width < 28 || undefined}
      aria-label={eventAccessibleName(event, laneIndex)}
      aria-pressed={selected}
      tabIndex={tabStop ? 0 : -1}
      title={`${label}\n${formatTimecode(event.start)} – ${formatTimecode(event.end)}`}
      style={{ transform: `translateX(${left}px)`, width }}
    >
      <span className="pke-timeline-event-edge" data-edge="start" aria-hidden="true" />
      {active ? <span className="pke-timeline-event-live" aria-hidden="true" /> : null}
      <span className="pke-timeline-event-label" aria-hidden="true">
        {label}
      </span>
      <span className="pke-timeline-event-edge" data-edge="end" aria-hidden="true" />
    </button>
  );
});
