"use client";
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { outletOptionOf } from "../../catalogue/facts.generated.js";
import { setOptions } from "../../commands/eventCommands.js";
import { removeOutlet, updateOutlet } from "../../commands/projectCommands.js";
import type { Outlet, OutletBox, OutletPlacement } from "../../project/types.js";
import type { Transaction } from "../../session/createEditor.js";
import { useEditorUi, useView } from "../context.js";
import { describeError, eventLabel, findEvent } from "../format.js";
import {
  type DragHandle,
  RESIZE_HANDLES,
  type SnapGuides,
  type StageComposition,
  boxInArea,
  dragBox,
  nudgeBox,
  outletRect,
  placementAt,
} from "./stageGeometry.js";

const AREA_NAMES: Record<OutletPlacement, string> = {
  over: "over the video",
  beside: "beside the video",
  below: "below the video",
};

/** A drag in progress: where it began and what it has done. */
interface Drag {
  readonly name: string;
  readonly handle: DragHandle;
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  readonly outlet: Outlet;
  /** The canvas's position on the page when the drag began. */
  readonly origin: { readonly left: number; readonly top: number };
  transaction: Transaction | undefined;
  last: { placement: OutletPlacement; box: OutletBox } | undefined;
}

const pct = (value: number) => `${Math.round(value * 10) / 10}%`;
const sameBox = (a: OutletBox, b: OutletBox) =>
  a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;

/** Props of the outlets' frames. */
export interface OutletEditorProps {
  readonly composition: StageComposition;
  readonly outlets: readonly Outlet[];
  /** The canvas the composition is drawn in (pointer positions are read against it). */
  readonly canvas: RefObject<HTMLElement | null>;
}

/**
 * The outlets as frames over the preview. In layout mode each is a focusable button with its name and 8 handles:
 * drag to move (into the side column or the band below to change its placement), handles to resize, snapping to
 * 0, 50 and 100% and to the other outlets within 6 px; arrows move by 1% (Shift: 10%), Alt+arrows resize, Delete
 * removes. A drag is one undo step; Escape cancels it. In pick-target mode a click on an outlet makes it the
 * selected events' target.
 */
export function OutletEditor({ composition, outlets, canvas }: OutletEditorProps): ReactNode {
  const { editor, view, announce } = useEditorUi();
  const mode = useView((s) => s.stageMode);
  const selected = useView((s) => s.selectedOutlet);
  const drag = useRef<Drag | undefined>(undefined);
  const keysId = useId();
  const [dragging, setDragging] = useState<{ name: string; over: OutletPlacement | undefined } | undefined>();
  const [guides, setGuides] = useState<SnapGuides | undefined>();

  const stopDrag = (keep: boolean) => {
    const current = drag.current;
    if (!current) return;
    drag.current = undefined;
    setDragging(undefined);
    setGuides(undefined);
    if (!current.transaction) return;
    if (keep) {
      current.transaction.commit();
      const moved = current.last;
      if (moved) {
        const verb = current.handle === "move" ? "Moved" : "Resized";
        announce(
          `${verb} outlet ${current.name} ${AREA_NAMES[moved.placement]}: ${pct(moved.box.left)} left, ${pct(
            moved.box.top,
          )} top, ${pct(moved.box.width)} by ${pct(moved.box.height)}`,
        );
      }
    } else {
      current.transaction.cancel();
      announce(`Outlet ${current.name} put back`);
    }
  };

  // Escape cancels a drag before the editor's own keys see it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !drag.current) return;
      event.preventDefault();
      stopDrag(false);
    };
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  });
  // A drag still open when the frames go (the mode changed, the stage unmounted) is cancelled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on unmount only
  useEffect(() => () => stopDrag(false), []);

  const pick = (name: string) => {
    const { selection, project } = editor.getSnapshot();
    if (selection.length === 0) {
      announce("Select an event first, then pick its outlet");
      return;
    }
    let count = 0;
    let transaction: Transaction | undefined;
    try {
      transaction = editor.transaction("Set outlet");
      for (const id of selection) {
        const event = findEvent(project, id);
        const key = event && outletOptionOf(event.type, editor.plugins.get(event.type));
        if (!event || key === undefined) continue;
        editor.run(setOptions(id, { [key]: name }));
        count += 1;
      }
      transaction.commit();
    } catch (error) {
      transaction?.cancel();
      announce(describeError(error));
      return;
    }
    view.set({ stageMode: "preview", selectedOutlet: name });
    const only = selection.length === 1 ? findEvent(editor.getSnapshot().project, selection[0]!) : undefined;
    if (count === 0) announce("The selected events cannot be shown in an outlet");
    else announce(`${only ? eventLabel(only) : `${count} events`} now shown in outlet ${name}`);
  };

  const onPointerDown = (event: ReactPointerEvent, outlet: Outlet, handle: DragHandle) => {
    if (mode !== "layout" || event.button !== 0 || drag.current) return;
    // No text selection or native drag; the frame takes the focus itself, so that arrow keys go on from there.
    event.preventDefault();
    event.stopPropagation();
    const element = event.currentTarget as HTMLElement;
    element.setPointerCapture?.(event.pointerId);
    element.closest("button")?.focus({ preventScroll: true });
    view.set({ selectedOutlet: outlet.name });
    const rect = canvas.current?.getBoundingClientRect();
    drag.current = {
      name: outlet.name,
      handle,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      outlet,
      origin: { left: rect?.left ?? 0, top: rect?.top ?? 0 },
      transaction: undefined,
      last: undefined,
    };
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    // A press that does not travel is a click.
    if (!current.transaction && Math.abs(dx) < 3 && Math.abs(dy) < 3) return;
    const { outlet, handle } = current;
    const start = outletRect(outlet, composition);
    const home = composition.areas[outlet.placement];
    if (!start || !home) return;
    let placement = outlet.placement;
    let from = outlet.box;
    if (handle === "move") {
      const at = placementAt(event.clientX - current.origin.left, event.clientY - current.origin.top, composition);
      if (at !== undefined && at !== outlet.placement) {
        // Into another area: the frame keeps its size in pixels where it lands, within 100% of that area.
        placement = at;
        const area = composition.areas[at]!;
        const moved = { ...start, left: start.left + dx, top: start.top + dy };
        const box = boxInArea(moved, area);
        from = { ...box, width: Math.min(box.width, 100), height: Math.min(box.height, 100) };
      }
    }
    const area = composition.areas[placement]!;
    const others = outlets.filter((o) => o.placement === placement && o.name !== outlet.name).map((o) => o.box);
    const stay = placement === outlet.placement;
    const { box, guides: snapped } = dragBox(from, {
      handle,
      dx: stay ? (dx / area.width) * 100 : 0,
      dy: stay ? (dy / area.height) * 100 : 0,
      others,
      areaWidth: area.width,
      areaHeight: area.height,
    });
    setGuides(snapped);
    setDragging({ name: outlet.name, over: placement });
    if (current.last && current.last.placement === placement && sameBox(current.last.box, box)) return;
    try {
      current.transaction ??= editor.transaction(handle === "move" ? "Move outlet" : "Resize outlet");
      editor.run(updateOutlet(outlet.name, placement === current.last?.placement ? { box } : { placement, box }));
      current.last = { placement, box };
    } catch (error) {
      announce(describeError(error));
      stopDrag(false);
    }
  };

  const onPointerUp = (event: ReactPointerEvent) => {
    if (drag.current && event.pointerId === drag.current.pointerId) stopDrag(true);
  };
  const onPointerCancel = (event: ReactPointerEvent) => {
    if (drag.current && event.pointerId === drag.current.pointerId) stopDrag(false);
  };

  const onKeyDown = (event: ReactKeyboardEvent, outlet: Outlet) => {
    if (mode !== "layout") return;
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const step = steps[event.key];
    try {
      if (step) {
        event.preventDefault();
        const size = event.shiftKey ? 10 : 1;
        const box = nudgeBox(outlet.box, step[0] * size, step[1] * size, event.altKey);
        if (sameBox(box, outlet.box)) return;
        editor.run(updateOutlet(outlet.name, { box }));
        announce(
          event.altKey
            ? `Outlet ${outlet.name} is ${pct(box.width)} by ${pct(box.height)}`
            : `Moved outlet ${outlet.name} to ${pct(box.left)} left, ${pct(box.top)} top`,
        );
      } else if (event.key === "Delete" || event.key === "Backspace") {
        event.preventDefault();
        editor.run(removeOutlet(outlet.name));
        view.set({ selectedOutlet: undefined });
        announce(`Deleted outlet ${outlet.name}`);
      }
    } catch (error) {
      announce(describeError(error));
    }
  };

  const picking = mode === "pick-target";
  const { beside, below } = composition.areas;
  const activeArea = dragging?.over;
  return (
    <div
      className="pke-outlet-editor"
      data-mode={mode}
      onPointerDown={(event) => {
        // A press on the canvas, off every frame, drops the outlet selection.
        if (event.target === event.currentTarget && !picking) view.set({ selectedOutlet: undefined });
      }}
    >
      {!picking && beside && (
        <div
          className="pke-drop-zone"
          data-active={activeArea === "beside" || undefined}
          style={{ left: beside.left, top: beside.top, width: beside.width, height: beside.height }}
          aria-hidden="true"
        >
          <span>Beside</span>
        </div>
      )}
      {!picking && below && (
        <div
          className="pke-drop-zone"
          data-active={activeArea === "below" || undefined}
          style={{ left: below.left, top: below.top, width: below.width, height: below.height }}
          aria-hidden="true"
        >
          <span>Below</span>
        </div>
      )}
      {guides && dragging && <Guides guides={guides} composition={composition} placement={dragging.over} />}
      {outlets.map((outlet) => {
        const rect = outletRect(outlet, composition);
        if (!rect) return null;
        const isSelected = selected === outlet.name;
        return (
          <button
            key={outlet.name}
            type="button"
            className="pke-outlet-frame"
            data-pke-outlet-frame={outlet.name}
            data-selected={isSelected || undefined}
            data-placement={outlet.placement}
            data-dragging={dragging?.name === outlet.name || undefined}
            aria-pressed={picking ? undefined : isSelected}
            aria-label={
              picking
                ? `Show the selected events in outlet ${outlet.name}`
                : `Outlet ${outlet.name}, ${AREA_NAMES[outlet.placement]}`
            }
            aria-describedby={picking ? undefined : keysId}
            style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
            onClick={() => (picking ? pick(outlet.name) : view.set({ selectedOutlet: outlet.name }))}
            onPointerDown={(event) => onPointerDown(event, outlet, "move")}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
            onKeyDown={(event) => onKeyDown(event, outlet)}
          >
            <span className="pke-outlet-label">{outlet.name}</span>
            {!picking &&
              RESIZE_HANDLES.map((handle) => (
                <span
                  key={handle}
                  className="pke-outlet-handle"
                  data-handle={handle}
                  aria-hidden="true"
                  onPointerDown={(event) => onPointerDown(event, outlet, handle)}
                />
              ))}
          </button>
        );
      })}
      <p id={keysId} className="pke-visually-hidden">
        Arrow keys move by 1%, with Shift by 10%; Alt and arrow keys resize; Delete removes the outlet.
      </p>
    </div>
  );
}

/** The snap lines of a drag, drawn across the area the outlet is in. */
function Guides({
  guides,
  composition,
  placement,
}: {
  guides: SnapGuides;
  composition: StageComposition;
  placement: OutletPlacement | undefined;
}): ReactNode {
  const area = placement === undefined ? undefined : composition.areas[placement];
  if (!area) return null;
  return (
    <>
      {guides.x !== undefined && (
        <span
          className="pke-snap-guide"
          data-axis="x"
          style={{ left: area.left + (area.width * guides.x) / 100, top: area.top, height: area.height }}
        />
      )}
      {guides.y !== undefined && (
        <span
          className="pke-snap-guide"
          data-axis="y"
          style={{ top: area.top + (area.height * guides.y) / 100, left: area.left, width: area.width }}
        />
      )}
    </>
  );
}
