export type { MediaStripProps } from "./mediaStripProps.js";
export { Waveform } from "./Waveform.js";
export { Thumbnails } from "./Thumbnails.js";
