import { KIT_VERSION } from "../../export/code/version.js";
import { type ExportHtmlOptions, writeHtmlPage } from "../../export/htmlPage.js";
import { exportPopcornData } from "../../export/popcornData.js";
import { exportProjectJson } from "../../export/projectJson.js";
import { exportReact } from "../../export/react.js";
import { exportSubtitles } from "../../export/subtitles.js";
import { exportSvelte } from "../../export/svelte.js";
import { exportVue } from "../../export/vue.js";
import type { Project, ProjectIssue } from "../../project/types.js";
import type { HtmlExportInput } from "./htmlExportOptions.js";

/** The export dialog's tabs, in order. */
export type ExportFormatId = "project" | "html" | "webvtt" | "srt" | "popcorn" | "react" | "vue" | "svelte";

/** One export the dialog offers. */
export interface ExportFormat {
  readonly id: ExportFormatId;
  /** The tab's label. */
  readonly label: string;
  /** What the file is and what it needs, in a sentence shown above the code. */
  readonly about: string;
  /** For the HTML page, what it says instead when the editor's options link the runtime from an address. */
  readonly aboutLinked?: string;
  /** The file name's ending after the title's slug. */
  readonly extension: string;
  readonly mimeType: string;
  /** The file's text and what it left out; `html` is what the HTML page is written with. */
  compute(project: Project, html: HtmlExportInput): ExportOutput;
}

/** What one export gives the dialog. */
export interface ExportOutput {
  readonly code: string;
  readonly skipped: readonly ProjectIssue[];
}

const NOTHING: readonly ProjectIssue[] = [];
const text = (code: string): ExportOutput => ({ code, skipped: NOTHING });

/** Every export, in the order of the dialog's tabs. */
export const EXPORT_FORMATS: readonly ExportFormat[] = [
  {
    id: "project",
    label: "Project",
    about: "The editor's project file: open it again with Import to go on editing.",
    extension: ".json",
    mimeType: "application/json",
    compute: (project) => text(exportProjectJson(project)),
  },
  {
    id: "html",
    label: "HTML page",
    about: `One page that plays anywhere, offline: the Popcorn runtime (@popcorn-kit/compat ${KIT_VERSION}), the kit's stylesheet and, for a map, Leaflet are inside it. Put the media beside the page or at the address the project gives.`,
    aboutLinked: `One page that loads the Popcorn runtime (@popcorn-kit/compat ${KIT_VERSION}) from the address this editor was given: serve @popcorn-kit/compat/global/popcorn-complete.js there. Put the media beside the page or at the address the project gives.`,
    extension: ".html",
    mimeType: "text/html",
    compute: (project, html) => writeHtmlPage(project, html.options, html.assets),
  },
  {
    id: "webvtt",
    label: "WebVTT",
    about: "The project's subtitles as a WebVTT file, for a <track> element or a video platform.",
    extension: ".vtt",
    mimeType: "text/vtt",
    compute: (project) => text(exportSubtitles(project, "webvtt")),
  },
  {
    id: "srt",
    label: "SRT",
    about: "The project's subtitles as a SubRip file.",
    extension: ".srt",
    mimeType: "application/x-subrip",
    compute: (project) => text(exportSubtitles(project, "srt")),
  },
  {
    id: "popcorn",
    label: "Popcorn data",
    about: "The events as Popcorn 1.x JSON data, for pages that still run Popcorn.js.",
    extension: ".popcorn.json",
    mimeType: "application/json",
    compute: (project) => text(exportPopcornData(project)),
  },
  {
    id: "react",
    label: "React",
    about: "A React component (Scene.tsx) for an app with @popcorn-kit/react installed.",
    extension: ".tsx",
    mimeType: "text/plain",
    compute: (project) => exportReact(project),
  },
  {
    id: "vue",
    label: "Vue",
    about: "A Vue single-file component (Scene.vue) for an app with @popcorn-kit/vue installed.",
    extension: ".vue",
    mimeType: "text/plain",
    compute: (project) => exportVue(project),
  },
  {
    id: "svelte",
    label: "Svelte",
    about: "A Svelte 5 component (Scene.svelte) for an app with @popcorn-kit/svelte installed.",
    extension: ".svelte",
    mimeType: "text/plain",
    compute: (project) => exportSvelte(project),
  },
];

// One cache per project object: switching tabs back computes nothing again, an edit starts afresh. The HTML page's
// result is kept with what it was written with.
const cache = new WeakMap<Project, Map<ExportFormatId, { html: HtmlExportInput; result: ExportOutput | Error }>>();
const NO_HTML: HtmlExportInput = { options: {}, assets: {} };

/** What the HTML tab says the page needs, given the editor's options for it. */
export function aboutFormat(format: ExportFormat, html: ExportHtmlOptions): string {
  const linked = html.runtime !== undefined && "src" in html.runtime;
  return linked && format.aboutLinked !== undefined ? format.aboutLinked : format.about;
}

/**
 * The export `format` of `project`, computed once per project object (and, for the HTML page, per input). A
 * refused export (an outlet name a page cannot use) comes back as its error.
 */
export function exportFor(
  project: Project,
  format: ExportFormat,
  html: HtmlExportInput = NO_HTML,
): ExportOutput | Error {
  let results = cache.get(project);
  if (!results) cache.set(project, (results = new Map()));
  const cached = results.get(format.id);
  if (cached !== undefined && (format.id !== "html" || cached.html === html)) return cached.result;
  let result: ExportOutput | Error;
  try {
    result = format.compute(project, html);
  } catch (error) {
    result = error instanceof Error ? error : new Error(String(error));
  }
  results.set(format.id, { html, result });
  return result;
}
