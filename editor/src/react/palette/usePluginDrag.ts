import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from "react";

/** How far the pointer moves before a press becomes a drag, in pixels. */
const DRAG_THRESHOLD = 4;

/** What the drop target hears while a plugin is dragged over it (`pke-drag-plugin`). */
export interface PluginDragDetail {
  readonly type: string;
  readonly clientX: number;
  readonly clientY: number;
  /** True when the pointer left this target (or the drag was cancelled). */
  readonly leave: boolean;
}

/** What the drop target hears when a plugin is released over it (`pke-drop-plugin`). */
export interface PluginDropDetail {
  readonly type: string;
  readonly clientX: number;
  readonly clientY: number;
}

/** The chip drawn under the pointer while dragging. */
export interface DragChip {
  readonly type: string;
  readonly label: string;
}

interface Gesture {
  readonly pointerId: number;
  readonly type: string;
  readonly label: string;
  readonly x0: number;
  readonly y0: number;
  dragging: boolean;
  target: Element | null;
  release(): void;
}

function dropTargetAt(x: number, y: number): Element | null {
  if (typeof document.elementFromPoint !== "function") return null;
  return document.elementFromPoint(x, y)?.closest("[data-pke-drop]") ?? null;
}

/**
 * Dragging palette items with the pointer (mouse, pen or touch): after 4 px of movement a chip follows the
 * pointer, the element under it marked `data-pke-drop` hears `pke-drag-plugin` events, and on release
 * `pke-drop-plugin`. Escape or a cancelled pointer ends the drag without a drop. Returns the handler for the
 * items' `onPointerDown`, the chip to draw, a ref for its element, and `consumeClick()`, true once after a drag
 * (the click that follows a drag is not an add).
 */
export function usePluginDrag() {
  const [chip, setChip] = useState<DragChip | undefined>(undefined);
  const chipRef = useRef<HTMLDivElement | null>(null);
  const gesture = useRef<Gesture | undefined>(undefined);
  const dragged = useRef(false);
  const pointer = useRef({ x: 0, y: 0 });

  const place = useCallback((x: number, y: number) => {
    pointer.current = { x, y };
    const element = chipRef.current;
    if (element) element.style.transform = `translate(${x + 12}px, ${y + 8}px)`;
  }, []);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>, type: string, label: string) => {
      if (event.button !== 0 || gesture.current) return;
      dragged.current = false;
      const send = (target: Element | null, name: string, detail: PluginDragDetail | PluginDropDetail) =>
        target?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));

      const end = (drop: { x: number; y: number } | undefined) => {
        const current = gesture.current;
        if (!current) return;
        gesture.current = undefined;
        current.release();
        if (!current.dragging) return;
        const target = drop ? dropTargetAt(drop.x, drop.y) : current.target;
        if (drop && target) {
          send(target, "pke-drop-plugin", { type: current.type, clientX: drop.x, clientY: drop.y });
        } else {
          send(current.target, "pke-drag-plugin", { type: current.type, clientX: 0, clientY: 0, leave: true });
        }
        if (drop && target !== current.target) {
          send(current.target, "pke-drag-plugin", { type: current.type, clientX: 0, clientY: 0, leave: true });
        }
        setChip(undefined);
      };

      const onMove = (move: PointerEvent) => {
        const current = gesture.current;
        if (!current || move.pointerId !== current.pointerId) return;
        const { clientX: x, clientY: y } = move;
        if (!current.dragging) {
          if (Math.hypot(x - current.x0, y - current.y0) < DRAG_THRESHOLD) return;
          current.dragging = true;
          dragged.current = true;
          setChip({ type: current.type, label: current.label });
        }
        move.preventDefault();
        place(x, y);
        const target = dropTargetAt(x, y);
        if (target !== current.target) {
          send(current.target, "pke-drag-plugin", { type: current.type, clientX: x, clientY: y, leave: true });
          current.target = target;
        }
        send(target, "pke-drag-plugin", { type: current.type, clientX: x, clientY: y, leave: false });
      };
      const onUp = (up: PointerEvent) => {
        if (up.pointerId === gesture.current?.pointerId) end({ x: up.clientX, y: up.clientY });
      };
      const onCancel = (cancel: PointerEvent) => {
        if (cancel.pointerId === gesture.current?.pointerId) end(undefined);
      };
      const onKey = (key: KeyboardEvent) => {
        if (key.key !== "Escape" || !gesture.current) return;
        // The editor's Escape (clear the selection) is not what the person meant while dragging.
        key.preventDefault();
        key.stopPropagation();
        end(undefined);
      };
      window.addEventListener("pointermove", onMove);
      window.addEventListener("pointerup", onUp);
      window.addEventListener("pointercancel", onCancel);
      window.addEventListener("keydown", onKey, true);
      gesture.current = {
        pointerId: event.pointerId,
        type,
        label,
        x0: event.clientX,
        y0: event.clientY,
        dragging: false,
        target: null,
        release() {
          window.removeEventListener("pointermove", onMove);
          window.removeEventListener("pointerup", onUp);
          window.removeEventListener("pointercancel", onCancel);
          window.removeEventListener("keydown", onKey, true);
        },
      };
    },
    [place],
  );

  // A drag in progress when the palette unmounts is dropped nowhere, and its listeners go with it.
  useEffect(
    () => () => {
      gesture.current?.release();
      gesture.current = undefined;
    },
    [],
  );

  const consumeClick = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  // The chip is placed where the pointer is as soon as it is drawn.
  const chipCallbackRef = useCallback(
    (element: HTMLDivElement | null) => {
      chipRef.current = element;
      if (element) place(pointer.current.x, pointer.current.y);
    },
    [place],
  );

  return { chip, chipRef: chipCallbackRef, onPointerDown, consumeClick };
}
