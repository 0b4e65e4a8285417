import type { TrackParser } from "../contract/popcorn.js";

// The signature `detectFormat` looks for first, and which wins over a file name: "WEBVTT" after an optional byte
// order mark, then a space, a tab, a line break or the end. Anchored, so it looks at 8 characters at most.
const WEBVTT_SIGNATURE = /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/;

/**
 * A `parse` for `createPopcorn` that loads the parsers on first use, and only what the text needs: with a
 * bundler that splits code, a page that never loads a track never downloads them, and a WebVTT file brings
 * the WebVTT reader alone (no format detection, no other format, no XML parser; HTML's full table of character
 * references only for a name outside the common ones). Returns what `parse` returns. What the React, Vue and
 * Svelte adapters pass by default.
 *
 * @example
 * import { parseLazily } from "@popcorn-kit/core/parsers/lazy";
 * const pop = createPopcorn(video, { parse: parseLazily });
 * await pop.loadTrack({ url: "/captions.vtt" });
 */
export const parseLazily: TrackParser = async (text, options) =>
  // What `parse` would read as WebVTT without detecting anything: `format: "webvtt"`, or no format and the signature.
  typeof text === "string" &&
  (options?.format === undefined ? WEBVTT_SIGNATURE.test(text) : options.format === "webvtt")
    ? (await import("./webvtt/lazyWebVTT.js")).parseWebVTTLazily(text, options)
    : (await import("./lazyParse.js")).parseDetected(text, options);
