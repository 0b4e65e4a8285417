/** One thumbnail along the strip. */
export interface ThumbnailTile {
  /** Its left edge, in CSS pixels from the strip's left edge (negative when cut by the edge). */
  readonly x: number;
  /** Its width in CSS pixels. */
  readonly width: number;
  /** The media time of the frame it shows. */
  readonly time: number;
}

/** The strip's window, as the timeline gives it. */
export interface TileWindow {
  readonly pxPerSecond: number;
  readonly scrollTime: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The tiles that cover the visible window: side by side, each as wide as the strip is high times the video's
 * `aspect`, anchored to media time so they scroll with the timeline. Each shows the frame at its start, rounded
 * down to a power-of-two grid of seconds (at most the tile's duration) so that zooming within a factor of two
 * asks for frames already captured. Tiles stop at `duration`.
 */
export function thumbnailTiles(window: TileWindow, aspect: number, duration: number): ThumbnailTile[] {
  const { pxPerSecond, scrollTime, width, height } = window;
  if (!(aspect > 0 && duration > 0 && pxPerSecond > 0 && width > 0 && height > 0)) return [];
  const tileWidth = Math.max(8, Math.round(height * aspect));
  const tileSeconds = tileWidth / pxPerSecond;
  const grid = 2 ** Math.floor(Math.log2(tileSeconds));
  const end = Math.min(duration, scrollTime + width / pxPerSecond);
  const last = Math.max(0, duration - 0.05);
  const tiles: ThumbnailTile[] = [];
  for (let i = Math.max(0, Math.floor(scrollTime / tileSeconds)); i * tileSeconds < end; i++) {
    const start = i * tileSeconds;
    const time = Math.min(last, Math.floor(start / grid + 1e-9) * grid);
    tiles.push({ x: (start - scrollTime) * pxPerSecond, width: tileWidth, time });
  }
  return tiles;
}
