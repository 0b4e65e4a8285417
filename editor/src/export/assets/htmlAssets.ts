/// <reference types="vite/client" />
/*
 * The texts an exported HTML page inlines by default: compat's global build, the kit's stylesheet and Leaflet.
 *
 * This is the module as the sources have it, for the tools that run them in this repository: Vite and Vitest read
 * the files as text (`import.meta.glob`, from the workspace's folders: compat's build, core's stylesheet, the
 * installed Leaflet), and plain Node (tsx), which cannot, gets none (and `exportHtml` then asks for addresses). The
 * editor's build does not ship it: `editor/scripts/htmlAssets.ts` writes in its place a module holding the same
 * texts, read through the packages' exports (`@popcorn-kit/compat/global/popcorn-complete.js`,
 * `@popcorn-kit/core/styles.css`, `leaflet/dist/leaflet.js` and `leaflet/dist/leaflet.css`).
 */
import type { HtmlAssets } from "../htmlPage.js";

/** The files' texts by their paths, as Vite reads them; none where nothing reads them (plain Node). */
function readTexts(): Record<string, string> {
  try {
    return import.meta.glob<string>(
      [
        "../../../../compat/dist/global/popcorn-complete.js",
        "../../../../core/src/styles/popcorn-kit.css",
        "../../../../node_modules/leaflet/dist/leaflet.{js,css}",
        "../../../node_modules/leaflet/dist/leaflet.{js,css}",
      ],
      { query: "?raw", import: "default", eager: true, exhaustive: true },
    );
  } catch {
    // `import.meta.glob` is Vite's: elsewhere there is no such function.
    return {};
  }
}

/** The text of the file named `name` among `texts`, if it was read. */
function textOf(texts: Record<string, string>, name: string): string | undefined {
  return Object.entries(texts).find(([path]) => path.endsWith(`/${name}`))?.[1];
}

function readAssets(): HtmlAssets {
  const texts = readTexts();
  const runtime = textOf(texts, "popcorn-complete.js");
  const stylesheet = textOf(texts, "popcorn-kit.css");
  const script = textOf(texts, "leaflet.js");
  const css = textOf(texts, "leaflet.css");
  return {
    ...(runtime === undefined ? {} : { runtime }),
    ...(stylesheet === undefined ? {} : { stylesheet }),
    ...(script === undefined || css === undefined ? {} : { leaflet: { script, css } }),
  };
}

/** The texts an exported page inlines where its options name no other. */
export const HTML_ASSETS: HtmlAssets = /* @__PURE__ */ readAssets();
