/** An element's box on the page, as `getBoundingClientRect` gives it. */
export type Box = { left: number; top: number; right: number; bottom: number };

/** Whether `inner` lies within `outer`, to the pixel (layout rounds sub-pixel edges). */
export const inside = (inner: Box, outer: Box): boolean =>
  inner.left >= outer.left - 1 &&
  inner.top >= outer.top - 1 &&
  inner.right <= outer.right + 1 &&
  inner.bottom <= outer.bottom + 1;

/** Whether two boxes overlap by more than a pixel each way. */
export const overlap = (a: Box, b: Box): boolean =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
