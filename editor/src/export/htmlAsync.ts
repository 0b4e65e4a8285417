import type { Project } from "../project/types.js";
import { loadHtmlAssets } from "./assets/loadHtmlAssets.js";
import type { ExportResult } from "./code/scene.js";
import { type ExportHtmlOptions, writeHtmlPage } from "./htmlPage.js";

/**
 * `exportHtml`, for a bundle that should not carry the texts a page inlines until it exports: the same page, whose
 * runtime, stylesheet and Leaflet (about 120 kB gzipped) are loaded as a chunk of their own the first time this is
 * called, and only when `options` do not link all three. Rejects as `exportHtml` throws, and with a `PopcornError`
 * (`LOAD`) when the chunk cannot be loaded.
 *
 * @example
 * const { code } = await exportHtmlAsync(project); // one file, plays offline
 */
export async function exportHtmlAsync(project: Project, options: ExportHtmlOptions = {}): Promise<ExportResult> {
  const linked = options.runtime !== undefined && options.stylesheet !== undefined && options.leaflet !== undefined;
  return writeHtmlPage(project, options, linked ? {} : await loadHtmlAssets());
}
