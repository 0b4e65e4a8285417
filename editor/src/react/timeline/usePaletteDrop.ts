import { useCallback, useEffect, useRef, useState } from "react";
import { addEvent } from "../../commands/eventCommands.js";
import { collectSnapTargets } from "../../placement/collectSnapTargets.js";
import { snap } from "../../placement/snap.js";
import type { SnapTargets } from "../../placement/snapTargets.js";
import type { Project } from "../../project/types.js";
import { describeError, eventLabel, findEvent, laneIndexOf } from "../format.js";
import { defaultOptions } from "../palette/defaults.js";
import { LANE_HEIGHT, SNAP_TOLERANCE_PX, formatTimecode } from "./geometry.js";
import type { TimelineFrame } from "./timelineFrame.js";

/** What the palette's drag tells the timeline (`pke-drag-plugin` and `pke-drop-plugin`). */
interface PluginDragDetail {
  readonly type: string;
  readonly clientX: number;
  readonly clientY: number;
  readonly leave?: boolean;
}

/** Where a plugin dragged from the palette would land: its span and lane (the lane count means a new lane). */
export interface DropGhost {
  readonly start: number;
  readonly end: number;
  readonly lane: number;
}

/** New events last 4 seconds, or less to the media's end. */
const NEW_EVENT_SECONDS = 4;

/**
 * Plugins dropped from the palette: `pke-drag-plugin` on the lanes area shows where one would land (the ghost
 * returned), `pke-drop-plugin` adds it there with its plugin's default options, selects it and says so.
 */
export function usePaletteDrop(frame: TimelineFrame): DropGhost | undefined {
  const { editor, announce } = frame.ui;
  const [ghost, setGhost] = useState<DropGhost | undefined>(undefined);
  // Snap targets are collected once per project, not on every move of the drag.
  const targets = useRef<{ project: Project; targets: SnapTargets } | undefined>(undefined);

  const place = useCallback(
    (detail: PluginDragDetail): DropGhost | undefined => {
      const element = frame.lanesRef.current;
      if (!element) return undefined;
      const { pxPerSecond, snapping } = frame.latest.current;
      const project = editor.getSnapshot().project;
      const point = frame.pointInLanes(detail.clientX, detail.clientY);
      let start = Math.max(0, point.time);
      if (snapping) {
        if (targets.current?.project !== project) {
          targets.current = { project, targets: collectSnapTargets(project, { playhead: frame.currentPlayhead() }) };
        }
        start = snap(start, targets.current.targets, {
          pixelsPerSecond: pxPerSecond,
          tolerancePx: SNAP_TOLERANCE_PX,
        }).time;
      }
      const limit = project.media.duration > 0 ? project.media.duration : Number.POSITIVE_INFINITY;
      start = Math.min(start, Math.max(0, limit - 1 / project.media.frameRate));
      const lane = Math.min(project.lanes.length, Math.max(0, Math.floor(point.y / LANE_HEIGHT)));
      return { start, end: Math.min(start + NEW_EVENT_SECONDS, limit), lane };
    },
    [frame, editor],
  );

  useEffect(() => {
    const element = frame.lanesRef.current;
    if (!element) return;
    const onDrag = (event: Event) => {
      const detail = (event as CustomEvent<PluginDragDetail>).detail;
      setGhost(detail && !detail.leave ? place(detail) : undefined);
    };
    const onDrop = (event: Event) => {
      const detail = (event as CustomEvent<PluginDragDetail>).detail;
      setGhost(undefined);
      const spot = detail ? place(detail) : undefined;
      if (!detail || !spot) return;
      const plugin = editor.plugins.get(detail.type);
      if (!plugin) {
        announce(`There is no plugin called "${detail.type}".`);
        return;
      }
      try {
        const options = defaultOptions(plugin, editor.getSnapshot().project);
        const id = editor.run(
          addEvent({ type: detail.type, start: spot.start, end: spot.end, options, lane: spot.lane }),
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
  }, [frame, editor, announce, place]);

  return ghost;
}
