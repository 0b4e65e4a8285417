import { describe, expect, test } from "vitest";
import { globalSizes } from "../../compat/scripts/globalSize.mjs";

// Budgets, minified and gzipped at level 9, for the compat package's global builds (compat/dist/global), as
// compat/scripts/globalSize.mjs measures them (`node compat/scripts/globalSize.mjs` prints the figures beside
// Popcorn 1.x's and the goals). Each is just above what it measures, so that growth is caught; raise one only with
// a reason in the commit. Measured: popcorn.js 31.0 kB, popcorn-complete.js 70.8 kB, popcorn-parsers.mjs (which the
// complete build loads beside itself on its first parse) 40.2 kB. popcorn-complete.js grew by 0.5 kB (70,271 to
// 70,799 B) with the look of texts and callouts (font, size, colour, bold, italic, underline, alignment, a text's
// link and background), an image's alternative text apart from its caption and a map's tiles, which Popcorn Maker's
// projects hold and the editor's HTML page writes. 71,100 B: a missing optional peer is named with the command
// that installs it (core's missingPeer, in the HLS and Vimeo players and the map, template and sketch plugins, and
// on the page where the map, sketch or template would show); 71,038 B measured. 72,400 B: Popcorn 1.x's HTML in
// the options 1.x set as innerHTML (a footnote's text, a subtitle's, a lower third's name...), sanitized by core,
// 1.x's subtitle look without the kit's stylesheet, and each catalogue method on popcorn.js alone saying to load
// popcorn-complete.js (popcorn.js 31,364 B); 72,378 B measured. 33,450 B and 74,500 B: Popcorn 1.x's own core
// suite passing (test/popcorn1x), and a page's own plugin that hid a catalogue one giving it back when removed:
// Popcorn(fn) on DOM ready, noConflict, the statics 1.x had (addTrackEvent, timeUpdate, the .ref forms,
// events.getInterface and hooks, xhr's POST and httpData), an inert destroyed instance, 1.x's plugin hooks (in/out,
// listeners named by a definition, updates in 1.x's order, removals and enable/disable run at once inside a cue),
// the padding events of data.trackEvents, 1.x's SMPTE forms and deprecation warnings (popcorn.js 33,409 B,
// popcorn-complete.js 74,463 B measured). 33,500 B and 75,800 B: compat translates and core renders: compat's base
// player is core's virtual player, its plugins render through @popcorn-kit/core/dom, its 1.x option mapping is read
// from the catalogue's one table (the editor's export writes with the same), and core's sources moved into rooms
// that reorder the bundle (popcorn.js 33,453 B, popcorn-complete.js 75,776 B measured; of the complete build's
// 1,276 B, the base player on the virtual player is 431 B and the mapping from the table 573 B, each measured by
// putting its old file back in one run). The goals (under 12 kB and under 30 kB) are not met: core's createPopcorn
// alone is about 17.5 kB.
const BUDGETS: Record<string, number> = {
  "popcorn.js": 33_500,
  "popcorn-complete.js": 75_800,
  "popcorn-parsers.mjs": 40_500,
};

describe("compat's global builds", () => {
  test.each(Object.keys(BUDGETS))("%s is minified and stays within its budget", async (file) => {
    const size = (await globalSizes()).find((candidate) => candidate.file === file)!;
    expect(size.minified, `${file} is minified`).toBe(true);
    expect(size.gzip).toBeLessThanOrEqual(BUDGETS[file]!);
  });
});
