/**
 * The texts an exported HTML page inlines by default, for the editor's build (tsup.config.ts): read through the
 * packages' exports, as a user would resolve them, and written as the module `src/export/assets/htmlAssets.ts` is
 * in the build (the sources' copy reads them with Vite instead).
 *
 * compat's global build and core's stylesheet are required: a build without them would export pages that cannot
 * play. Leaflet, an optional peer, is inlined when it is installed (it is a devDependency of the editor); a build
 * without it links it from jsDelivr.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "esbuild";
import type { HtmlAssets } from "../src/export/htmlPage.js";

const require = createRequire(new URL("../package.json", import.meta.url));

/** The package subpaths of the texts, as a user resolves them. */
export const HTML_ASSET_FILES = {
  runtime: "@popcorn-kit/compat/global/popcorn-complete.js",
  stylesheet: "@popcorn-kit/core/styles.css",
  leafletScript: "leaflet/dist/leaflet.js",
  leafletCss: "leaflet/dist/leaflet.css",
} as const;

/** The text of the file `specifier` resolves to, or undefined when it is not installed (or not built). */
function read(specifier: string): string | undefined {
  try {
    return readFileSync(require.resolve(specifier), "utf8");
  } catch {
    return undefined;
  }
}

/** The texts, read now; throws when compat's build or core's stylesheet is missing. */
export function readHtmlAssets(): HtmlAssets {
  const runtime = read(HTML_ASSET_FILES.runtime);
  const stylesheet = read(HTML_ASSET_FILES.stylesheet);
  for (const [file, text] of [
    [HTML_ASSET_FILES.runtime, runtime],
    [HTML_ASSET_FILES.stylesheet, stylesheet],
  ] as const) {
    if (text === undefined || text === "") {
      throw new Error(
        `[popcorn-kit] ${file} is missing: the editor's HTML export inlines it. Build @popcorn-kit/compat first (npm run build -w @popcorn-kit/compat).`,
      );
    }
  }
  const script = read(HTML_ASSET_FILES.leafletScript);
  const css = read(HTML_ASSET_FILES.leafletCss);
  return {
    runtime,
    stylesheet,
    ...(script === undefined || css === undefined ? {} : { leaflet: { script, css } }),
  };
}

/**
 * An esbuild plugin (tsup's `esbuildPlugins`) that builds `src/export/assets/htmlAssets.ts` as a module holding the
 * texts themselves: `export const HTML_ASSETS = { runtime: "…", stylesheet: "…", leaflet: { script, css } }`.
 */
export function htmlAssetsPlugin(): Plugin {
  return {
    name: "popcorn-kit-html-assets",
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]export[\\/]assets[\\/]htmlAssets\.ts$/ }, () => ({
        contents: `export const HTML_ASSETS = ${JSON.stringify(readHtmlAssets())};\n`,
        loader: "js",
      }));
    },
  };
}
