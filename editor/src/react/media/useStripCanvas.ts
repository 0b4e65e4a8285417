import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * A canvas redrawn by `draw` at most once per animation frame: after each render (new props) and whenever the
 * returned `schedule` is called (new data). A change of the editor's theme redraws too, since colours are read
 * from its custom properties. The pending frame and the observer are released on unmount.
 */
export function useStripCanvas(draw: (canvas: HTMLCanvasElement) => void): {
  readonly canvasRef: RefObject<HTMLCanvasElement | null>;
  readonly schedule: () => void;
} {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawRef = useRef(draw);
  drawRef.current = draw;
  const [scheduler] = useState(() => {
    let frame = 0;
    return {
      schedule() {
        if (frame !== 0 || typeof requestAnimationFrame !== "function") return;
        frame = requestAnimationFrame(() => {
          frame = 0;
          const canvas = canvasRef.current;
          if (canvas) drawRef.current(canvas);
        });
      },
      cancel() {
        if (frame !== 0) cancelAnimationFrame(frame);
        frame = 0;
      },
    };
  });

  useEffect(() => scheduler.schedule());

  useEffect(() => {
    const root = canvasRef.current?.closest(".pk-editor");
    const canvas = canvasRef.current;
    const observer =
      root && typeof MutationObserver === "function"
        ? new MutationObserver(() => {
            if (canvas) colors.delete(canvas);
            scheduler.schedule();
          })
        : undefined;
    if (root) observer?.observe(root, { attributes: true, attributeFilter: ["data-theme", "class", "style"] });
    return () => {
      observer?.disconnect();
      scheduler.cancel();
    };
  }, [scheduler]);

  return { canvasRef, schedule: scheduler.schedule };
}

/** Sizes `canvas` for `width` x `height` CSS pixels at the device's pixel ratio; returns the ratio. */
export function fitCanvas(canvas: HTMLCanvasElement, width: number, height: number): number {
  const ratio = Math.max(1, globalThis.devicePixelRatio || 1);
  const w = Math.max(0, Math.round(width * ratio));
  const h = Math.max(0, Math.round(height * ratio));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  return ratio;
}

// The colours read for each canvas, until the editor's theme changes (the observer above forgets them). Reading a
// computed style in a frame after a zoom step forced the style of every event box to be computed there and then:
// with thousands in view, most of the step's time.
const colors = new WeakMap<Element, Map<string, string>>();

/** A colour custom property as computed for `element` (read once per theme), or `fallback`. */
export function tokenColor(element: Element, name: string, fallback: string): string {
  let known = colors.get(element);
  if (!known) colors.set(element, (known = new Map()));
  let value = known.get(name);
  if (value === undefined) {
    value = getComputedStyle(element).getPropertyValue(name).trim();
    known.set(name, value);
  }
  return value || fallback;
}
