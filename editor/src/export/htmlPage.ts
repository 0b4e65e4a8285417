import { PopcornError } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
import type { Project, ProjectIssue } from "../project/types.js";
import { COMPAT_MAPPINGS } from "./code/components.js";
import { SCENE_CLASS, layoutCss, outletClass, outletsBy } from "./code/layout.js";
import { htmlAttribute, htmlText, inlineScript, jsonForScript } from "./code/literal.js";
import { CAPTIONS_ID, DATA_ID, MEDIA_ID, PAGE_CSS, PAGE_SCRIPT } from "./code/pageScript.js";
import { type ExportResult, hasFileHtml, leftOut, mediaAddress, sceneEvents, trimOf } from "./code/scene.js";
import { KIT_VERSION } from "./code/version.js";

/**
 * Options of `exportHtml`. By default the page holds everything it runs on (the runtime, the kit's stylesheet, and
 * Leaflet when it has a map), so that the saved file plays opened from disk with the network off. Each can be
 * linked instead, to files you serve: resolve them through the packages' exports and copy them beside the page.
 */
export interface ExportHtmlOptions {
  /**
   * The Popcorn runtime, `@popcorn-kit/compat/global/popcorn-complete.js` (the file `dist/global/popcorn-complete.js`
   * of `@popcorn-kit/compat`): `{ script }` inlines the given text, `{ src }` links it from that address.
   * @default its text, inline
   * @example { src: "js/popcorn-complete.js" } // the file served beside the page, in js/
   */
  runtime?: { script: string } | { src: string };
  /**
   * The kit's stylesheet, `@popcorn-kit/core/styles.css`, which gives the plugins' content its look: `{ css }`
   * inlines the given text, `{ href }` links it from that address.
   * @default its text, inline
   */
  stylesheet?: { css: string } | { href: string };
  /** The media's address in the page, instead of the project's (a local file is otherwise its name, beside the page). */
  mediaUrl?: string;
  /**
   * Leaflet, which the page's maps draw with (only a page with a map loads it): `{ script, css }` inlines the given
   * texts of `leaflet/dist/leaflet.js` and `leaflet.css`, `{ src, href }` links them. Where Leaflet does not load
   * (a linked copy with the network off), each map says so in its place.
   * @default the texts of the `leaflet` the editor was built with, inline; `LEAFLET_URLS` when it was built without
   */
  leaflet?: { script: string; css: string } | { src: string; href: string };
}

/**
 * The texts a page inlines where its options name no other: compat's `popcorn-complete.js`, core's `styles.css`, and
 * Leaflet's script and stylesheet. A build holds all of them (the editor's own does); a text missing from one is
 * asked of the options instead, except Leaflet's, which the page then links (`LEAFLET_URLS`).
 */
export interface HtmlAssets {
  /** The text of `@popcorn-kit/compat/global/popcorn-complete.js`. */
  readonly runtime?: string;
  /** The text of `@popcorn-kit/core/styles.css`. */
  readonly stylesheet?: string;
  /** The texts of `leaflet/dist/leaflet.js` and `leaflet/dist/leaflet.css`. */
  readonly leaflet?: { readonly script: string; readonly css: string };
}

/** jsDelivr's address of core's `styles.css` of this kit's version, for `{ stylesheet: { href } }` once it is published there. */
export const KIT_STYLESHEET_URL = `https://cdn.jsdelivr.net/npm/@popcorn-kit/core@${KIT_VERSION}/src/styles/popcorn-kit.css`;

/** jsDelivr's address of compat's global build of this kit's version, for `{ runtime: { src } }` once it is published there. */
export const COMPAT_RUNTIME_URL = `https://cdn.jsdelivr.net/npm/@popcorn-kit/compat@${KIT_VERSION}/dist/global/popcorn-complete.js`;

/** Leaflet from jsDelivr, the 1.9 line the kit's map plugin is made for: what a page links when its build has no Leaflet. */
export const LEAFLET_URLS = {
  src: "https://cdn.jsdelivr.net/npm/leaflet@1.9/dist/leaflet.js",
  href: "https://cdn.jsdelivr.net/npm/leaflet@1.9/dist/leaflet.css",
} as const;

/** A file the page inlines or links: its text, or its address. */
type TextOrAddress = { readonly text: string } | { readonly address: string };

/**
 * An option that is one file's text or its address (`runtime: { script } | { src }`, `stylesheet: { css } | { href }`),
 * checked; when it is not given, the build's text of `file`, which a build without it cannot give.
 */
function textOrAddress(
  name: string,
  value: unknown,
  [textKey, addressKey]: readonly [string, string],
  file: string,
  bundled: string | undefined,
): TextOrAddress {
  if (value === undefined) {
    if (bundled !== undefined) return { text: bundled };
    throw new PopcornError(
      "LOAD",
      `exportHtml() has no text of ${file} to put in the page: this editor was built without it (the repository's sources read it only under Vite or Vitest, from the built package). Give the option ${name}: { ${addressKey} } to link the file instead.`,
      { value, expected: `{ ${textKey} } or { ${addressKey} }` },
    );
  }
  const given = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const text = given[textKey];
  const address = given[addressKey];
  if (typeof text === "string") return { text };
  if (typeof address === "string") return { address };
  throw refusal(
    "INVALID_OPTION",
    `exportHtml() option ${name}`,
    value,
    `{ ${textKey} } (the text of ${file}) or { ${addressKey} } (its address)`,
  );
}

/** The `leaflet` option, checked: Leaflet's texts or its addresses; when it is not given, the build's texts, else `LEAFLET_URLS`. */
function leafletOf(
  value: unknown,
  bundled: HtmlAssets["leaflet"],
): { script: string; css: string } | { src: string; href: string } {
  if (value === undefined) return bundled ?? LEAFLET_URLS;
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

/**
 * `exportHtml`'s page, written with `assets` as the texts it inlines where `options` name none (see `exportHtml`).
 * The editor's interface writes its page with this and the texts it loads when the export dialog shows the page.
 */
export function writeHtmlPage(project: Project, options: ExportHtmlOptions, assets: HtmlAssets): ExportResult {
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
  const runtime = textOrAddress(
    "runtime",
    options.runtime,
    ["script", "src"],
    "@popcorn-kit/compat/global/popcorn-complete.js",
    assets.runtime,
  );
  const stylesheet = textOrAddress(
    "stylesheet",
    options.stylesheet,
    ["css", "href"],
    "@popcorn-kit/core/styles.css",
    assets.stylesheet,
  );
  // Leaflet, before the runtime, whose maps take the page's `window.L`.
  const leaflet = leafletOf(options.leaflet, assets.leaflet);
  const maps = [...events, ...fromFiles].some((event) => event.method === "googlemap");
  const leafletTags = !maps
    ? { head: "", body: "" }
    : "script" in leaflet
      ? { head: `${styleTag({ css: leaflet.css })}\n`, body: `${scriptTag({ script: leaflet.script })}\n` }
      : { head: `${styleTag({ href: leaflet.href })}\n`, body: `${scriptTag({ src: leaflet.src })}\n` };
  const source = project.media.source;
  const embed = source !== null && (source.kind === "youtube" || source.kind === "vimeo");
  const src = mediaAddress(project, options.mediaUrl);
  // The addresses of what the page links, which it names when one did not load.
  const links = {
    runtime: "address" in runtime ? runtime.address : null,
    leaflet: maps && "src" in leaflet ? leaflet.src : null,
  };
  const data = { media: { embed, src: src ?? null }, trim: trimOf(project), events, fromFiles, links };
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
  const code = `<!doctype html>
<html lang="${htmlAttribute(meta.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlText(meta.title)}</title>
${leafletTags.head}${styleTag("text" in stylesheet ? { css: stylesheet.text } : { href: stylesheet.address })}
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
${leafletTags.body}${scriptTag("text" in runtime ? { script: runtime.text } : { src: runtime.address })}
<script>
${PAGE_SCRIPT}
</script>
</body>
</html>
`;
  return { code, skipped };
}
