"use client";
import { type ReactNode, useEffect, useState } from "react";
import { type FrameGrabber, createFrameGrabber } from "./frameGrabber.js";
import type { MediaStripProps } from "./mediaStripProps.js";
import { thumbnailTiles } from "./thumbnailTiles.js";
import { useMediaAddress } from "./useMediaAddress.js";
import { fitCanvas, tokenColor, useStripCanvas } from "./useStripCanvas.js";

/**
 * Frames of the video along the timeline's ruler: tiles as wide as the strip is high at the video's shape,
 * captured from a hidden copy of the video one seek at a time, only for the tiles on screen (the nearest frame
 * already captured stands in while a tile's own comes). Audio-only media, YouTube and Vimeo show none.
 * Decoration only: hidden from screen readers.
 */
export function Thumbnails(props: MediaStripProps): ReactNode {
  const { pxPerSecond, scrollTime, width, height } = props;
  const address = useMediaAddress();
  const [grabber, setGrabber] = useState<FrameGrabber | undefined>(undefined);

  const { canvasRef, schedule } = useStripCanvas((canvas) => {
    const pixelRatio = fitCanvas(canvas, width, height);
    const context = canvas.getContext("2d");
    if (!context) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    const aspect = grabber?.aspect();
    if (!grabber || !aspect) return;
    const tiles = thumbnailTiles({ pxPerSecond, scrollTime, width, height }, aspect, grabber.duration());
    if (tiles.length === 0) return;
    grabber.request(
      tiles.map((tile) => tile.time),
      (tiles[0]?.width ?? 0) * pixelRatio,
      height * pixelRatio,
    );
    // Tiles stop where the media ends.
    const end = Math.round((grabber.duration() - scrollTime) * pxPerSecond * pixelRatio);
    context.save();
    context.beginPath();
    context.rect(0, 0, Math.min(canvas.width, end), canvas.height);
    context.clip();
    const gap = tokenColor(canvas, "--pke-surface-3", "#ddd");
    for (const tile of tiles) {
      const x = Math.round(tile.x * pixelRatio);
      const w = Math.round(tile.width * pixelRatio);
      const frame = grabber.frame(tile.time) ?? grabber.nearest(tile.time);
      if (frame) context.drawImage(frame, x, 0, w, canvas.height);
      else {
        context.fillStyle = gap;
        context.fillRect(x, 0, w, canvas.height);
      }
    }
    // A hairline between tiles, in the surface colour, so frames read as a filmstrip.
    context.fillStyle = tokenColor(canvas, "--pke-surface", "#fff");
    for (const tile of tiles)
      context.fillRect(Math.round(tile.x * pixelRatio), 0, Math.max(1, pixelRatio), canvas.height);
    context.restore();
  });

  useEffect(() => {
    if (address === undefined || typeof document === "undefined") {
      setGrabber(undefined);
      return;
    }
    const made = createFrameGrabber(address);
    const stop = made.subscribe(schedule);
    setGrabber(made);
    return () => {
      stop();
      made.dispose();
    };
  }, [address, schedule]);

  return (
    <div className="pke-media-strip pke-media-thumbnails" aria-hidden="true" style={{ width, height }}>
      <canvas ref={canvasRef} data-testid="pke-thumbnails" style={{ width, height }} />
    </div>
  );
}
