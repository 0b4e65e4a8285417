import type { Project } from "../project/types.js";
import { HTML_ASSETS } from "./assets/htmlAssets.js";
import type { ExportResult } from "./code/scene.js";
import { type ExportHtmlOptions, writeHtmlPage } from "./htmlPage.js";

/**
 * The project as one standalone HTML page that plays anywhere: the video (or YouTube or Vimeo through
 * `Popcorn.smart`), the layout as CSS (outlets over the video in percent of its box, in a column beside it, in a
 * band below it: each an element whose id is the outlet's name), and the events run by `@popcorn-kit/compat`'s
 * global build through its Popcorn 1.x methods (`pop.footnote({ start, end, text, target })`), and the events
 * whose html came from a file (`hasFileHtml`) through a parse method of the page's own (`Popcorn.parser`), as the
 * file's data they are, whose html compat renders with the strict profile of files' html (a file's html never
 * gets the page's trust; no parser module is loaded). The events are JSON in a `<script type="application/json">`,
 * read by fixed code: no text of the project ever becomes code. The page plays from the trim's in point and stops
 * at its out point. Events no 1.x method writes are left out and listed in `skipped`.
 *
 * The page is self-contained by default: the runtime (`@popcorn-kit/compat/global/popcorn-complete.js`), the kit's
 * stylesheet (`@popcorn-kit/core/styles.css`) and, on a page with a map, Leaflet are inside it, so the saved file
 * plays opened from disk with the network off (the media aside: put it beside the page, or give `mediaUrl`). Those
 * texts come with this function (about 120 kB gzipped in a bundle that uses it); `exportHtmlAsync` loads them only
 * when it is first called. `{ runtime: { src } }`, `{ stylesheet: { href } }` and `{ leaflet: { src, href } }` link
 * files you serve instead.
 *
 * @example
 * const { code, skipped } = exportHtml(project); // one file, plays offline
 * const linked = exportHtml(project, {
 *   runtime: { src: "js/popcorn-complete.js" }, // @popcorn-kit/compat/global/popcorn-complete.js, copied to js/
 *   stylesheet: { href: "css/popcorn-kit.css" }, // @popcorn-kit/core/styles.css, copied to css/
 * });
 */
export function exportHtml(project: Project, options: ExportHtmlOptions = {}): ExportResult {
  return writeHtmlPage(project, options, HTML_ASSETS);
}
