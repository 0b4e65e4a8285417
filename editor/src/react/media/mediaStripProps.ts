/** What the timeline's ruler shows of the media: the part from `scrollTime`, `width` pixels at `pxPerSecond`. */
export interface MediaStripProps {
  /** Timeline zoom: pixels per second. */
  readonly pxPerSecond: number;
  /** The time at the strip's left edge, in seconds. */
  readonly scrollTime: number;
  /** The strip's width in CSS pixels. */
  readonly width: number;
  /** The strip's height in CSS pixels. */
  readonly height: number;
}
