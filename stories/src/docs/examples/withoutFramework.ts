// The page script of the "Without a framework" guide: a plain page's <video> drives a footnote and subtitles,
// which @popcorn-kit/core/dom renders with the same markup as the React, Vue and Svelte components.
import { createPopcorn } from "@popcorn-kit/core";
import { renderPopcorn } from "@popcorn-kit/core/dom";
import { parseLazily } from "@popcorn-kit/core/parsers/lazy";
import { createHtmlPlayer } from "@popcorn-kit/core/players/html";
import { footnote, footnoteMarkup } from "@popcorn-kit/core/plugins/footnote";

/**
 * Runs the page in `root` (the document, or the element that holds the page's markup), with `note` as its
 * footnote; returns what takes it down: every node, listener and mount made, and the instance.
 */
export function startPage(root: ParentNode = document, note = "Recorded in one take."): () => void {
  // parseLazily loads the reader of a file's format when a file comes.
  const pop = createPopcorn(createHtmlPlayer("#video", root), { plugins: [footnote], parse: parseLazily });

  // A footnote in the element whose id its target names, from 1 s to 5 s.
  pop.add(footnote, { start: 1, end: 5, text: note, target: "notes" });
  // Subtitles: a line of the page's own, and a WebVTT file's.
  pop.add("subtitle", { start: 0, end: 0.5, text: "Press play." });
  // A file that fails to load is the instance's `error` event too: the promise's rejection can be let go.
  pop.loadTrack({ url: "/media/sample.vtt" }).catch(() => {});

  // Each active footnote into its outlet, the subtitle lines in a captions region right after the video.
  const view = renderPopcorn(pop, { views: { footnote: footnoteMarkup } });

  return () => {
    view.destroy();
    pop.destroy();
  };
}
