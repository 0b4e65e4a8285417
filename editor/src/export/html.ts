import { refusal } from "@popcorn-kit/core/adapter";
import type { Project, ProjectIssue } from "../project/types.js";
import { COMPAT_MAPPINGS } from "./code/components.js";
import { SCENE_CLASS, layoutCss, outletClass, outletsBy } from "./code/layout.js";
import { htmlAttribute, htmlText, inlineScript, jsonForScript } from "./code/literal.js";
import { type ExportResult, hasFileHtml, leftOut, mediaAddress, sceneEvents, trimOf } from "./code/scene.js";
import { KIT_VERSION } from "./code/version.js";

/** Options of `exportHtml`. */
export interface ExportHtmlOptions {
  /**
   * The Popcorn runtime, `@popcorn-kit/compat`'s `dist/global/popcorn-complete.js`: `{ script }` inlines its text
   * (a page that plays offline, from one file), `{ src }` references it.
   * @default { src: "https://cdn.jsdelivr.net/npm/@popcorn-kit/compat@<version>/dist/global/popcorn-complete.js" }
   */
  runtime?: { script: string } | { src: string };
  /**
   * The kit's stylesheet (`@popcorn-kit/core/styles.css`), which gives the plugins' content its look: `{ css }`
   * inlines its text, `{ href }` links it.
   * @default { href: "https://cdn.jsdelivr.net/npm/@popcorn-kit/core@<version>/src/styles/popcorn-kit.css" }
   */
  stylesheet?: { css: string } | { href: string };
  /** The media's address in the page, instead of the project's (a local file is otherwise its name, beside the page). */
  mediaUrl?: string;
  /**
   * Leaflet, which the page's maps draw with (only a page with a map loads it): `{ script, css }` inlines
   * `leaflet/dist/leaflet.js` and `leaflet.css`, `{ src, href }` references them.
   * @default { src: "https://cdn.jsdelivr.net/npm/leaflet@1.9/dist/leaflet.js", href: "…/leaflet.css" }
   */
  leaflet?: { script: string; css: string } | { src: string; href: string };
}

/** The id of the media element (or, for YouTube and Vimeo, of the element the player goes in). */
const MEDIA_ID = "pk-video";
/** The id of the element subtitles without an outlet show in, over the video. */
const CAPTIONS_ID = "pk-scene-captions";
const DATA_ID = "pk-scene-data";

/** The default stylesheet: core's `styles.css` of this kit's version, from jsDelivr. */
export const KIT_STYLESHEET_URL = `https://cdn.jsdelivr.net/npm/@popcorn-kit/core@${KIT_VERSION}/src/styles/popcorn-kit.css`;

/** The default Leaflet for a page with a map: the 1.9 line the kit's map plugin is made for, from jsDelivr. */
export const LEAFLET_URLS = {
  src: "https://cdn.jsdelivr.net/npm/leaflet@1.9/dist/leaflet.js",
  href: "https://cdn.jsdelivr.net/npm/leaflet@1.9/dist/leaflet.css",
} as const;

/** A stylesheet as the page holds it: its text inline (no `</style>` can end the block early), or a link. */
function styleTag(sheet: { css: string } | { href: string }): string {
  return "css" in sheet
    ? `<style>\n${sheet.css.replace(/<\/(style)/gi, "<\\/$1")}\n</style>`
    : `<link rel="stylesheet" href="${htmlAttribute(sheet.href)}">`;
}

/** A script as the page holds it: its text inline (`inlineScript`), or a reference. */
function scriptTag(script: { script: string } | { src: string }): string {
  return "script" in script
    ? `<script>\n${inlineScript(script.script)}\n</script>`
    : `<script src="${htmlAttribute(script.src)}"></script>`;
}

/** The `leaflet` option, checked: Leaflet's text or its addresses. */
function leafletOf(value: unknown): { script: string; css: string } | { src: string; href: string } {
  if (value === undefined) return LEAFLET_URLS;
  const { script, css, src, href } = (typeof value === "object" && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  if (typeof script === "string" && typeof css === "string") return { script, css };
  if (typeof src === "string" && typeof href === "string") return { src, href };
  throw refusal(
    "INVALID_OPTION",
    "exportHtml() option leaflet",
    value,
    "{ script, css } (the text of Leaflet's leaflet.js and leaflet.css) or { src, href } (their addresses)",
  );
}

/** The default runtime: compat's global build of this kit's version, from jsDelivr. */
export const COMPAT_RUNTIME_URL = `https://cdn.jsdelivr.net/npm/@popcorn-kit/compat@${KIT_VERSION}/dist/global/popcorn-complete.js`;

// The page's own code: fixed text that reads the scene's JSON (never code built from the project's strings),
// makes the Popcorn instance, adds each event through its Popcorn 1.x method, and keeps playback in the trim.
const BOOTSTRAP = `(function () {
  var data = JSON.parse(document.getElementById("${DATA_ID}").textContent);
  var pop = data.media.embed ? Popcorn.smart("#${MEDIA_ID}", data.media.src) : Popcorn("#${MEDIA_ID}");
  data.events.forEach(function (event) {
    pop[event.method](event.options);
  });
  // What a file gave is added as a file's, through a parser of the page's own: its html gets the strict profile.
  if (data.fromFiles.length > 0) {
    Popcorn.parser("parseSceneFiles", "JSON", function (file) {
      return {
        data: file.map(function (event) {
          var item = {};
          item[event.method] = event.options;
          return item;
        }),
      };
    });
    pop.parseSceneFiles({ text: JSON.stringify(data.fromFiles) });
  }
  var from = data.trim.from;
  var to = data.trim.to;
  var outside = function () {
    var time = pop.currentTime();
    return time < from - 0.01 || (to !== null && time >= to);
  };
  if (from > 0) pop.currentTime(from);
  pop.listen("loadedmetadata", function () {
    if (from > 0 && pop.currentTime() < from) pop.currentTime(from);
  });
  pop.listen("play", function () {
    if (outside()) pop.currentTime(from);
  });
  pop.listen("timeupdate", function () {
    if (to !== null && pop.currentTime() >= to && !pop.paused()) pop.pause().currentTime(to);
  });
  window.pop = pop;
})();`;

const PAGE_CSS = `*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; padding: 2rem 1rem 3rem; background: #fbfbfd; color: #1d1d1f; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.pk-page { max-width: 72rem; margin: 0 auto; }
.pk-page h1 { margin: 0 0 1rem; font-size: 1.75rem; font-weight: 650; letter-spacing: -0.01em; }
.pk-page-about { margin-top: 1.5rem; color: #515154; }
.pk-page-about ul { padding: 0; list-style: none; }
.pk-scene-video { background: #111; }`;

/**
 * The project as one standalone HTML page that plays anywhere: the video (or YouTube or Vimeo through
 * `Popcorn.smart`), the layout as CSS (outlets over the video in percent of its box, in a column beside it, in a
 * band below it: each an element whose id is the outlet's name), and the events run by `@popcorn-kit/compat`'s
 * global build through its Popcorn 1.x methods (`pop.footnote({ start, end, text, target })`), and the events
 * whose html came from a file (`hasFileHtml`) through a parse method of the page's own (`Popcorn.parser`), as the
 * file's data they are, whose html compat renders with the strict profile of files' html (a file's html never
 * gets the page's trust; no parser module is loaded, so the page still plays offline from one file). The events are
 * JSON in a `<script type="application/json">`, read by fixed code: no text of the project ever becomes code.
 * The page plays from the trim's in point and stops at its out point, and links the kit's stylesheet (the
 * plugins' look). Events no 1.x method writes are left out and listed in `skipped`.
 *
 * @example
 * const { code, skipped } = exportHtml(project, { runtime: { src: "popcorn-complete.js" } });
 */
export function exportHtml(project: Project, options: ExportHtmlOptions = {}): ExportResult {
  const scene = sceneEvents(project);
  for (const outlet of project.layout.outlets) {
    if (outlet.name === MEDIA_ID || outlet.name === CAPTIONS_ID || outlet.name === DATA_ID) {
      throw refusal(
        "INVALID_OPTION",
        "Outlet name",
        outlet.name,
        `a name other than the page's own ids (${MEDIA_ID}, ${CAPTIONS_ID}, ${DATA_ID})`,
      );
    }
  }
  const skipped: ProjectIssue[] = [];
  const events: { method: string; options: Record<string, unknown> }[] = [];
  const fromFiles: typeof events = [];
  for (const item of scene) {
    const mapping = COMPAT_MAPPINGS[item.event.type];
    if (!item.plugin || !mapping) {
      skipped.push(
        leftOut(
          item,
          item.plugin
            ? "the Popcorn 1.x runtime has no method that writes it; left out."
            : "no plugin of that name in the catalogue; left out.",
        ),
      );
      continue;
    }
    const { options: popcorn, lost } = mapping.toPopcorn(item.event.options);
    for (const name of lost) {
      skipped.push({
        path: `${item.path}.options.${name}`,
        reason: `Popcorn 1.x's ${mapping.method}() has no way to say the option ${JSON.stringify(name)}: the page shows it otherwise.`,
        severity: "warning",
      });
    }
    // A subtitle with no outlet shows over the video, in the captions box every export has.
    if (item.event.type === "subtitle" && popcorn.target === undefined) popcorn.target = CAPTIONS_ID;
    (hasFileHtml(item) ? fromFiles : events).push({
      method: mapping.method,
      options: { start: item.event.start, end: item.event.end, ...popcorn },
    });
  }
  const source = project.media.source;
  const embed = source !== null && (source.kind === "youtube" || source.kind === "vimeo");
  const src = mediaAddress(project, options.mediaUrl);
  const data = { media: { embed, src: src ?? null }, trim: trimOf(project), events, fromFiles };
  const media = embed
    ? `<div id="${MEDIA_ID}" class="${SCENE_CLASS.video}"></div>`
    : `<video id="${MEDIA_ID}" class="${SCENE_CLASS.video}"${src === undefined ? "" : ` src="${htmlAttribute(src)}"`} controls playsinline preload="auto"></video>`;
  const by = outletsBy(project.layout);
  const outlet = (name: string) =>
    `<div class="${outletClass(name)}"><div id="${name}" data-popcorn-target="${name}"></div></div>`;
  const area = (className: string, names: readonly string[], extra: string[] = []) =>
    `    <div class="${className}">\n${[...names.map(outlet), ...extra].map((line) => `      ${line}\n`).join("")}    </div>\n`;
  const { meta } = project;
  const about = [
    meta.description ? `    <p>${htmlText(meta.description)}</p>\n` : "",
    meta.credits.length > 0
      ? `    <ul>\n${meta.credits.map((c) => `      <li>${htmlText(c.role)}: ${htmlText(c.name)}</li>\n`).join("")}    </ul>\n`
      : "",
  ].join("");
  const runtime = options.runtime ?? { src: COMPAT_RUNTIME_URL };
  const runtimeTag = scriptTag(runtime);
  // Leaflet, before the runtime, whose maps take the page's `window.L`.
  const leaflet = leafletOf(options.leaflet);
  const maps = [...events, ...fromFiles].some((event) => event.method === "googlemap");
  const leafletTags = !maps
    ? { head: "", body: "" }
    : "script" in leaflet
      ? { head: `${styleTag({ css: leaflet.css })}\n`, body: `${scriptTag({ script: leaflet.script })}\n` }
      : { head: `${styleTag({ href: leaflet.href })}\n`, body: `${scriptTag({ src: leaflet.src })}\n` };
  const sheetTag = styleTag(options.stylesheet ?? { href: KIT_STYLESHEET_URL });
  const code = `<!doctype html>
<html lang="${htmlAttribute(meta.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlText(meta.title)}</title>
${leafletTags.head}${sheetTag}
<style>
${PAGE_CSS}
${layoutCss(project.layout)}
</style>
</head>
<body>
<main class="pk-page">
  <h1>${htmlText(meta.title)}</h1>
  <div class="${SCENE_CLASS.scene}">
    ${media}
${area(
  SCENE_CLASS.over,
  by.over.map((o) => o.name),
  [`<div class="${SCENE_CLASS.captions}" id="${CAPTIONS_ID}" aria-live="polite"></div>`],
)}${
  by.beside.length > 0
    ? area(
        SCENE_CLASS.beside,
        by.beside.map((o) => o.name),
      )
    : ""
}${
  by.below.length > 0
    ? area(
        SCENE_CLASS.below,
        by.below.map((o) => o.name),
      )
    : ""
}  </div>
${about ? `  <footer class="pk-page-about">\n${about}  </footer>\n` : ""}</main>
<script type="application/json" id="${DATA_ID}">${jsonForScript(data)}</script>
${leafletTags.body}${runtimeTag}
<script>
${BOOTSTRAP}
</script>
</body>
</html>
`;
  return { code, skipped };
}
