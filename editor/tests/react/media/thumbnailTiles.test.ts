import { expect, test } from "vitest";
import { thumbnailTiles } from "../../../src/react/media/thumbnailTiles.js";

test("tiles at the video's shape cover the visible window side by side and stop at the media's end", () => {
  const tiles = thumbnailTiles({ pxPerSecond: 32, scrollTime: 0, width: 1000, height: 36 }, 16 / 9, 10);
  expect(tiles[0]).toEqual({ x: 0, width: 64, time: 0 });
  for (let i = 1; i < tiles.length; i++) expect(tiles[i]?.x).toBeCloseTo((tiles[i - 1]?.x ?? 0) + 64);
  // 10 s at 32 px/s is 320 px: five tiles, the window beyond is empty.
  expect(tiles).toHaveLength(5);
});

test("scrolled, the first tile starts at or before the left edge and tiles scroll with the media", () => {
  const tiles = thumbnailTiles({ pxPerSecond: 32, scrollTime: 3, width: 200, height: 36 }, 16 / 9, 60);
  expect(tiles[0]?.x).toBeLessThanOrEqual(0);
  expect(tiles[0]?.x).toBeGreaterThan(-64);
  expect(tiles.at(-1)?.x).toBeLessThan(200);
});

test("zooming within a factor of two asks for frames on the same grid of times, so captured frames serve", () => {
  const at = (pxPerSecond: number) =>
    new Set(thumbnailTiles({ pxPerSecond, scrollTime: 0, width: 2000, height: 36 }, 16 / 9, 40).map((t) => t.time));
  const a = at(40);
  const b = at(44);
  const shared = [...b].filter((time) => a.has(time));
  expect(shared.length).toBeGreaterThan(b.size / 2);
});

test("an audio-only media (aspect 0) has no tiles", () => {
  expect(thumbnailTiles({ pxPerSecond: 32, scrollTime: 0, width: 1000, height: 36 }, 0, 10)).toEqual([]);
});
