import type { TrackParser } from "../popcorn/types.js";

/**
 * A `parse` for `createPopcorn` that loads the parsers on first use: with a bundler that splits code, a page
 * that never loads a track never downloads them. What the React, Vue and Svelte adapters pass by default.
 *
 * @example
 * import { parseLazily } from "@popcorn-kit/core/parsers/lazy";
 * const pop = createPopcorn(video, { parse: parseLazily });
 * await pop.loadTrack({ url: "/captions.vtt" });
 */
export const parseLazily: TrackParser = async (text, options) => (await import("./index.js")).parse(text, options);
