import { describe, expect, test } from "vitest";
import {
  boxInArea,
  composeStage,
  dragBox,
  nudgeBox,
  outletRect,
  placementAt,
} from "../../../src/react/stage/stageGeometry.js";

describe("composeStage: the exported page, at the stage's width", () => {
  test("the video alone: the page as wide as the stage (at most the scene's 72rem), its video 16:9", () => {
    const c = composeStage({ side: false, below: false, width: 1600, height: 2000 });
    expect([c.page, c.scale]).toEqual([1152, 1]);
    expect(c.areas.over).toEqual({ left: 0, top: 0, width: 1152, height: 648 });
    expect(c.areas.beside).toBeUndefined();
    expect(c.areas.below).toBeUndefined();
    expect([c.width, c.height]).toEqual([1152, 648]);
  });

  test("the column beside takes 30% of the page after a 1rem gap, as high as the video", () => {
    const c = composeStage({ side: true, below: false, width: 1000, height: 1000 });
    expect([c.page, c.scale]).toEqual([1000, 1]);
    expect(c.areas.beside).toEqual({ left: 684 + 16, top: 0, width: 300, height: c.areas.over.height });
    expect(c.areas.over.width).toBe(1000 - 300 - 16);
    expect(c.areas.over.height).toBeCloseTo((684 * 9) / 16);
  });

  test("the column is at least 12rem wide, in the root font size of the page", () => {
    const c = composeStage({ side: true, below: false, width: 600, height: 1000, rem: 20 });
    expect(c.areas.beside?.width).toBe(240);
    expect(c.areas.over.width).toBe(600 - 240 - 20);
  });

  test("the band below is 14rem high under both, after a gap; a page too high for the stage is scaled down", () => {
    const c = composeStage({ side: true, below: true, width: 1000, height: 600 });
    const natural = (684 * 9) / 16 + 16 + 224;
    expect(c.page).toBe(1000);
    expect(c.scale).toBeCloseTo(600 / natural);
    expect(c.height).toBeCloseTo(600);
    const below = c.areas.below!;
    expect(below.top).toBeCloseTo(c.areas.over.height + 16 * c.scale);
    expect(below.width).toBeCloseTo(c.width);
    expect(below.height).toBeCloseTo(224 * c.scale);
    // The video keeps its shape whatever is around it.
    expect(c.areas.over.width / c.areas.over.height).toBeCloseTo(16 / 9);
  });

  test("a stage narrower than the narrowest page shows that page scaled down", () => {
    const c = composeStage({ side: false, below: false, width: 240, height: 2000 });
    expect([c.page, c.scale]).toEqual([480, 0.5]);
    expect(c.areas.over).toEqual({ left: 0, top: 0, width: 240, height: 135 });
  });
});

describe("outlets in the composition", () => {
  const c = composeStage({ side: true, below: true, width: 1000, height: 600 });

  test("a box in percent lands in its placement's area", () => {
    const over = outletRect({ placement: "over", box: { left: 10, top: 20, width: 50, height: 25 } }, c)!;
    expect(over.left).toBeCloseTo(c.areas.over.width * 0.1);
    expect(over.width).toBeCloseTo(c.areas.over.width * 0.5);
    const side = outletRect({ placement: "beside", box: { left: 0, top: 0, width: 100, height: 100 } }, c)!;
    expect(side).toEqual(c.areas.beside);
    const hidden = composeStage({ side: false, below: false, width: 1000, height: 600 });
    expect(outletRect({ placement: "below", box: { left: 0, top: 0, width: 10, height: 10 } }, hidden)).toBeUndefined();
  });

  test("placementAt tells which area holds a point", () => {
    expect(placementAt(10, 10, c)).toBe("over");
    expect(placementAt(c.areas.beside!.left + 5, 10, c)).toBe("beside");
    expect(placementAt(10, c.areas.below!.top + 5, c)).toBe("below");
    // The gaps between the areas are the page's, not an area's.
    expect(placementAt(c.areas.over.width + 1, 10, c)).toBeUndefined();
    expect(placementAt(c.width + 5, 10, c)).toBeUndefined();
  });

  test("boxInArea is outletRect's inverse", () => {
    const box = { left: 12, top: 30, width: 40, height: 50 };
    const rect = outletRect({ placement: "below", box }, c)!;
    const back = boxInArea(rect, c.areas.below!);
    expect(back.left).toBeCloseTo(12);
    expect(back.height).toBeCloseTo(50);
  });
});

describe("dragBox: snapping and clamping of an outlet drag", () => {
  const area = { areaWidth: 600, areaHeight: 300, others: [] };

  test("a move keeps the size and follows the pointer when nothing is near", () => {
    const { box, guides } = dragBox(
      { left: 10, top: 10, width: 20, height: 20 },
      { handle: "move", dx: 7, dy: 3, ...area },
    );
    expect(box).toEqual({ left: 17, top: 13, width: 20, height: 20 });
    expect(guides).toEqual({ x: undefined, y: undefined });
  });

  test("an edge within 6 px of the centre line snaps to it, and says so", () => {
    // 6 px of 600 is 1%: the right edge at 49.5% goes to 50%.
    const { box, guides } = dragBox(
      { left: 10, top: 10, width: 20, height: 20 },
      { handle: "move", dx: 19.5, dy: 0, ...area },
    );
    expect(box.left).toBe(30);
    expect(guides.x).toBe(50);
  });

  test("an edge 8 px away does not snap", () => {
    const { box } = dragBox({ left: 10, top: 10, width: 20, height: 20 }, { handle: "move", dx: 18.6, dy: 0, ...area });
    expect(box.left).toBe(28.6);
  });

  test("edges snap to other outlets' edges", () => {
    const others = [{ left: 60, top: 40, width: 30, height: 30 }];
    const { box, guides } = dragBox(
      { left: 10, top: 10, width: 24, height: 20 },
      { handle: "move", dx: 25.6, dy: 0, areaWidth: 600, areaHeight: 300, others },
    );
    // The right edge (59.6%) meets the other's left edge (60%).
    expect(box.left).toBe(36);
    expect(guides.x).toBe(60);
  });

  test("a move stays inside the area", () => {
    const { box } = dragBox(
      { left: 10, top: 10, width: 30, height: 20 },
      { handle: "move", dx: 200, dy: -50, ...area },
    );
    expect(box).toEqual({ left: 70, top: 0, width: 30, height: 20 });
  });

  test("a corner handle resizes two edges, never below the smallest size or past the area", () => {
    const start = { left: 10, top: 10, width: 30, height: 20 };
    expect(dragBox(start, { handle: "se", dx: 10, dy: 5, ...area }).box).toEqual({
      left: 10,
      top: 10,
      width: 40,
      height: 25,
    });
    expect(dragBox(start, { handle: "nw", dx: 100, dy: 100, ...area }).box).toMatchObject({ width: 2, height: 2 });
    expect(dragBox(start, { handle: "e", dx: 500, dy: 0, ...area }).box).toMatchObject({ left: 10, width: 90 });
    expect(dragBox(start, { handle: "w", dx: -500, dy: 0, ...area }).box).toMatchObject({ left: 0, width: 40 });
  });

  test("nudgeBox moves by a step, or resizes with Alt, within the area", () => {
    const box = { left: 95, top: 10, width: 5, height: 20 };
    expect(nudgeBox(box, 1, 0, false).left).toBe(95);
    expect(nudgeBox(box, -10, 0, false).left).toBe(85);
    expect(nudgeBox(box, 0, 10, true).height).toBe(30);
    expect(nudgeBox(box, 1, 0, true).width).toBe(5);
  });
});
