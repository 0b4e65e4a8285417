import { describe, expect, test } from "vitest";
import { FRAMEWORKS, type Framework, pageWeight } from "../bench/page/pageWeight.js";

// Budgets, gzipped, for the kit's share of a new user's page (test/bench/page/<framework>/Page: PopcornVideo,
// captions from a WebVTT file, chapters, a transcript, a Cue, a Footnote and an Image) as Vite builds it from the
// packages' dist: the page's initial bytes less those of the same page without the kit. Raise a budget only with
// a reason in the commit; `npm run bench -w @popcorn-kit/test -- page` prints the figures.
//
// Measured before the catalogue's components were marked pure: React 47.9 kB, Vue 49.2 kB, Svelte 50.7 kB (every
// component of the React and Vue plugin entries, with its plugin, came with the first one imported). After:
// React 40.1 kB, Vue 41.5 kB, Svelte 50.7 kB (svelte-package keeps one module per component: nothing unused came
// with it). Of each, about 11.6 kB was DOMPurify, which every plugin component's View props reached whether or not
// its plugin has an html option. With the catalogue's components that render no HTML made by
// createPlainMarkupComponent (DOMPurify only in a file of its own in core's build, which nothing of them imports),
// and Vue's components marked pure: React 28.2 kB, Vue 29.8 kB, Svelte 38.8 kB. With the catalogue's plugin
// definitions marked pure (a markup component importing applyclass's helpers no longer keeps its definition):
// React 28.1 kB, Vue 29.7 kB, Svelte 38.7 kB.
const BUDGETS: Record<Framework, number> = { react: 28_300, vue: 29_900, svelte: 38_900 };

describe("a new user's page", () => {
  test.each(FRAMEWORKS)(
    "in %s, the kit's share stays within its budget, without DOMPurify; its WebVTT track loads at most 8 kB more",
    async (framework) => {
      const { kit, page } = await pageWeight(framework);
      expect(kit).toBeGreaterThan(5_000);
      expect(kit).toBeLessThanOrEqual(BUDGETS[framework]);
      // None of its components renders HTML: DOMPurify (whose configuration keys survive minifying) is not shipped.
      expect(page.initialChunks.some((chunk) => chunk.code.includes("ALLOWED_TAGS"))).toBe(false);
      // The WebVTT reader is a chunk of its own, loaded with the track (6.5 kB measured), not with the page.
      expect(page.webvtt).toBeGreaterThan(2_000);
      expect(page.webvtt).toBeLessThanOrEqual(8_000);
    },
  );
});
