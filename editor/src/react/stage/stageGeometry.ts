import { SCENE_METRICS, type SceneGeometry, type SceneRect, sceneGeometry } from "../../export/code/layout.js";
import type { Outlet, OutletBox, OutletPlacement } from "../../project/types.js";

/** A rectangle in pixels, relative to the stage's composition. */
export type Rect = SceneRect;

/**
 * The stage's composition: the exported page's scene (`sceneGeometry`), laid out at `page` pixels wide and drawn
 * at `scale`; its sizes and areas are in the stage's pixels (scaled).
 */
export interface StageComposition extends SceneGeometry {
  /** The width the page is laid out at, in CSS pixels, before scaling. */
  readonly page: number;
  /** How the page is drawn: 1 at its size, less to fit a smaller stage. */
  readonly scale: number;
}

/** The narrowest page the stage lays out; a smaller stage shows it scaled down. */
export const MIN_PAGE_WIDTH = 480;

/** What `composeStage` lays out. */
export interface ComposeOptions {
  /** Whether the column beside the video and the band below it are shown. */
  readonly side: boolean;
  readonly below: boolean;
  /** The box to fit in, in pixels. */
  readonly width: number;
  readonly height: number;
  /** The page's root font size in pixels. @default 16 */
  readonly rem?: number;
}

/**
 * The stage shows the page the exports write, as a reader whose window is as wide as the stage sees it: the
 * scene laid out at the stage's width (between `MIN_PAGE_WIDTH` and the scene's widest), then scaled down when
 * it is higher than the stage (never up). The areas come from `sceneGeometry`, the arithmetic of the exports'
 * stylesheet.
 */
export function composeStage({ side, below, width, height, rem = 16 }: ComposeOptions): StageComposition {
  const page = Math.min(SCENE_METRICS.maxWidth * rem, Math.max(MIN_PAGE_WIDTH, Math.floor(width)));
  const scene = sceneGeometry({ width: page, beside: side, below, rem });
  const fit = Math.min(1, width / page, scene.height > 0 ? height / scene.height : 1);
  const scale = Number.isFinite(fit) && fit > 0 ? fit : 0;
  const px = (rect: SceneRect): Rect => ({
    left: rect.left * scale,
    top: rect.top * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  });
  return {
    page,
    scale,
    width: scene.width * scale,
    height: scene.height * scale,
    areas: {
      over: px(scene.areas.over),
      beside: scene.areas.beside && px(scene.areas.beside),
      below: scene.areas.below && px(scene.areas.below),
    },
  };
}

/** An outlet's box in pixels within the composition, or undefined when its placement's area is not shown. */
export function outletRect(outlet: Pick<Outlet, "placement" | "box">, composition: StageComposition): Rect | undefined {
  const area = composition.areas[outlet.placement];
  if (!area) return undefined;
  const { box } = outlet;
  return {
    left: area.left + (area.width * box.left) / 100,
    top: area.top + (area.height * box.top) / 100,
    width: (area.width * box.width) / 100,
    height: (area.height * box.height) / 100,
  };
}

/** The placement whose area holds the point (composition pixels), or undefined outside every area. */
export function placementAt(x: number, y: number, composition: StageComposition): OutletPlacement | undefined {
  for (const placement of ["beside", "below", "over"] as const) {
    const area = composition.areas[placement];
    if (area && x >= area.left && x < area.left + area.width && y >= area.top && y < area.top + area.height) {
      return placement;
    }
  }
  return undefined;
}

/** A rectangle in pixels turned into a box in percent of an area. */
export function boxInArea(rect: Rect, area: Rect): OutletBox {
  return {
    left: ((rect.left - area.left) / area.width) * 100,
    top: ((rect.top - area.top) / area.height) * 100,
    width: (rect.width / area.width) * 100,
    height: (rect.height / area.height) * 100,
  };
}

/** Which part of an outlet a drag holds: its body, or one of its 8 handles. */
export type DragHandle = "move" | "n" | "ne" | "e" | "se" | "s" | "sw" | "w" | "nw";

/** The 8 resize handles, clockwise from the top. */
export const RESIZE_HANDLES: readonly Exclude<DragHandle, "move">[] = ["n", "ne", "e", "se", "s", "sw", "w", "nw"];

/** The smallest outlet, in percent of its area. */
export const MIN_OUTLET_SIZE = 2;

/** Where a snap landed, in percent of the area: a guide to draw. */
export interface SnapGuides {
  readonly x: number | undefined;
  readonly y: number | undefined;
}

/** What `dragBox` gives: the new box and the guides it snapped to. */
export interface DraggedBox {
  readonly box: OutletBox;
  readonly guides: SnapGuides;
}

/** What `dragBox` needs. */
export interface DragBoxOptions {
  /** The part held. */
  readonly handle: DragHandle;
  /** The pointer's movement since the drag began, in percent of the area. */
  readonly dx: number;
  readonly dy: number;
  /** The boxes of the other outlets of the area: their edges and centres attract. */
  readonly others: readonly OutletBox[];
  /** The area's size in pixels (the tolerance is in pixels). */
  readonly areaWidth: number;
  readonly areaHeight: number;
  /** How near an edge must come to snap, in pixels. @default 6 */
  readonly tolerancePx?: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 100) / 100;

/** The lines an edge snaps to along one axis: 0, 50 and 100%, and the other boxes' edges and centres. */
function snapLines(others: readonly OutletBox[], axis: "x" | "y"): number[] {
  const lines = [0, 50, 100];
  for (const box of others) {
    const start = axis === "x" ? box.left : box.top;
    const size = axis === "x" ? box.width : box.height;
    lines.push(start, start + size / 2, start + size);
  }
  return lines;
}

/** The nearest line to any of `edges` within `tolerance`: the shift to apply and the line, or none. */
function nearest(edges: readonly number[], lines: readonly number[], tolerance: number) {
  let best: { shift: number; line: number } | undefined;
  for (const edge of edges) {
    for (const line of lines) {
      const shift = line - edge;
      if (Math.abs(shift) <= tolerance && (!best || Math.abs(shift) < Math.abs(best.shift))) best = { shift, line };
    }
  }
  return best;
}

/**
 * Moves or resizes an outlet's box by a pointer's movement (percent of its area): the moved edges snap to 0,
 * 50 and 100% and to the other outlets' edges and centres within `tolerancePx`, and the box stays inside the area
 * (0-100%), at least `MIN_OUTLET_SIZE` wide and high. A move keeps the box's size.
 */
export function dragBox(start: OutletBox, options: DragBoxOptions): DraggedBox {
  const { handle, dx, dy, others, areaWidth, areaHeight, tolerancePx = 6 } = options;
  const tolX = areaWidth > 0 ? (tolerancePx / areaWidth) * 100 : 0;
  const tolY = areaHeight > 0 ? (tolerancePx / areaHeight) * 100 : 0;
  let guideX: number | undefined;
  let guideY: number | undefined;

  if (handle === "move") {
    const width = round(Math.min(start.width, 100));
    const height = round(Math.min(start.height, 100));
    let left = start.left + dx;
    let top = start.top + dy;
    const sx = nearest([left, left + width / 2, left + width], snapLines(others, "x"), tolX);
    if (sx) (left += sx.shift), (guideX = sx.line);
    const sy = nearest([top, top + height / 2, top + height], snapLines(others, "y"), tolY);
    if (sy) (top += sy.shift), (guideY = sy.line);
    return {
      box: { left: round(clamp(left, 0, 100 - width)), top: round(clamp(top, 0, 100 - height)), width, height },
      guides: { x: guideX, y: guideY },
    };
  }

  let left = start.left;
  let right = start.left + start.width;
  let top = start.top;
  let bottom = start.top + start.height;
  if (handle.includes("w")) {
    left = clamp(left + dx, 0, right - MIN_OUTLET_SIZE);
    const s = nearest([left], snapLines(others, "x"), tolX);
    if (s && s.line <= right - MIN_OUTLET_SIZE) (left = s.line), (guideX = s.line);
  }
  if (handle.includes("e")) {
    right = clamp(right + dx, left + MIN_OUTLET_SIZE, 100);
    const s = nearest([right], snapLines(others, "x"), tolX);
    if (s && s.line >= left + MIN_OUTLET_SIZE) (right = s.line), (guideX = s.line);
  }
  if (handle.includes("n")) {
    top = clamp(top + dy, 0, bottom - MIN_OUTLET_SIZE);
    const s = nearest([top], snapLines(others, "y"), tolY);
    if (s && s.line <= bottom - MIN_OUTLET_SIZE) (top = s.line), (guideY = s.line);
  }
  if (handle.includes("s")) {
    bottom = clamp(bottom + dy, top + MIN_OUTLET_SIZE, 100);
    const s = nearest([bottom], snapLines(others, "y"), tolY);
    if (s && s.line >= top + MIN_OUTLET_SIZE) (bottom = s.line), (guideY = s.line);
  }
  return {
    box: { left: round(left), top: round(top), width: round(right - left), height: round(bottom - top) },
    guides: { x: guideX, y: guideY },
  };
}

/**
 * A box moved (or, with `resize`, grown at its right and bottom edges) by a keyboard step in percent, kept
 * inside its area.
 */
export function nudgeBox(box: OutletBox, dx: number, dy: number, resize: boolean): OutletBox {
  if (resize) {
    return {
      ...box,
      width: round(clamp(box.width + dx, MIN_OUTLET_SIZE, 100 - box.left)),
      height: round(clamp(box.height + dy, MIN_OUTLET_SIZE, 100 - box.top)),
    };
  }
  return {
    ...box,
    left: round(clamp(box.left + dx, 0, 100 - box.width)),
    top: round(clamp(box.top + dy, 0, 100 - box.height)),
  };
}
