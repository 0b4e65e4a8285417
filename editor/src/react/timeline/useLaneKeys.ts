import { type MutableRefObject, useEffect, useRef } from "react";
import { moveEvents, resizeEvent } from "../../commands/eventCommands.js";
import { nudge } from "../../placement/frames.js";
import { attemptWith, eventLabel, findEvent, laneIndexOf } from "../format.js";
import { formatTimecode } from "./geometry.js";
import { adjacentEvent } from "./order.js";
import type { TimelineFrame } from "./timelineFrame.js";

/**
 * Keys on an event box: Tab and Shift+Tab walk the events in reading order (leaving the timeline after the
 * last), Enter selects (Shift+Enter adds), Up/Down move the selection a lane, Alt+Left/Right or `[`/`]` shorten
 * or extend the end by a frame (Shift: ten). Left/Right are the editor root's nudge: the focused event is
 * selected first. A native listener on the lanes, so it runs before the root's.
 */
export function useLaneKeys(
  frame: TimelineFrame,
  focusEvent: (id: string) => void,
  pendingFocus: MutableRefObject<string | undefined>,
): void {
  const { editor, announce } = frame.ui;
  const attempt = attemptWith(announce);

  const onKeyDown = (event: KeyboardEvent) => {
    const id = (event.target as Element).closest?.<HTMLElement>("[data-event-id]")?.dataset.eventId;
    if (!id) return;
    const project = editor.getSnapshot().project;
    const current = findEvent(project, id);
    if (!current) return;
    const { key } = event;
    if (key === "Tab") {
      const next = adjacentEvent(project, current, !event.shiftKey);
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
      attempt(() => {
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
      attempt(() => {
        const end = Math.max(current.start, nudge(current.end, frames, project.media.frameRate));
        editor.run(resizeEvent(id, { end }));
        const resized = findEvent(editor.getSnapshot().project, id);
        if (resized) announce(`End of ${eventLabel(resized)} set to ${formatTimecode(resized.end)}`);
      });
      focusEvent(id);
      return;
    }
    if (key === "ArrowLeft" || key === "ArrowRight") {
      if (!editor.getSnapshot().selection.includes(id)) editor.select(id, "replace");
      pendingFocus.current = id;
    }
  };

  const latest = useRef(onKeyDown);
  latest.current = onKeyDown;
  useEffect(() => {
    const element = frame.lanesRef.current;
    if (!element) return;
    const listener = (event: KeyboardEvent) => latest.current(event);
    element.addEventListener("keydown", listener);
    return () => element.removeEventListener("keydown", listener);
  }, [frame]);
}
