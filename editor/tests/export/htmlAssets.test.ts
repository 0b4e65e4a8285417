import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, test } from "vitest";
import { htmlAssetsPlugin, readHtmlAssets } from "../../scripts/htmlAssets.js";
import { HTML_ASSETS } from "../../src/export/assets/htmlAssets.js";

/*
 * The texts an exported HTML page holds by default: which files they are, and where a bundle of the editor puts them
 * (its interface loads them as a chunk of their own when the export dialog first shows the page).
 */

const editor = fileURLToPath(new URL("../../", import.meta.url));
const require = createRequire(`${editor}package.json`);

describe("where the texts come from", () => {
  test("the files the packages export: @popcorn-kit/compat/global/popcorn-complete.js, @popcorn-kit/core/styles.css, leaflet", () => {
    const text = (specifier: string) => readFileSync(require.resolve(specifier), "utf8");
    expect(HTML_ASSETS.runtime).toBe(text("@popcorn-kit/compat/global/popcorn-complete.js"));
    // The path the docs and the CDNs name resolves too.
    expect(require.resolve("@popcorn-kit/compat/dist/global/popcorn-complete.js")).toBe(
      require.resolve("@popcorn-kit/compat/global/popcorn-complete.js"),
    );
    expect(HTML_ASSETS.stylesheet).toBe(text("@popcorn-kit/core/styles.css"));
    expect(HTML_ASSETS.leaflet).toEqual({
      script: text("leaflet/dist/leaflet.js"),
      css: text("leaflet/dist/leaflet.css"),
    });
    // What the build writes into the package is what the sources read.
    expect(readHtmlAssets()).toEqual(HTML_ASSETS);
  });

  test("in the build, the interface's entry loads the texts as a chunk of their own; exportHtml's entry holds them", async () => {
    const { outputFiles } = await build({
      absWorkingDir: editor,
      entryPoints: { index: "src/index.ts", "react/index": "src/react/index.ts" },
      bundle: true,
      splitting: true,
      minify: true,
      format: "esm",
      platform: "browser",
      outdir: "out",
      write: false,
      logLevel: "silent",
      plugins: [htmlAssetsPlugin()],
      external: [
        "react",
        "react-dom",
        "react/jsx-runtime",
        "@popcorn-kit/react",
        "@popcorn-kit/core",
        "@popcorn-kit/core/*",
      ],
      define: { "process.env.NODE_ENV": '"production"' },
    });
    const files = new Map(outputFiles.map((file) => [file.path.slice(file.path.lastIndexOf("/out/") + 5), file.text]));
    /** A file and every chunk it imports statically: what a page loads with it. */
    const initial = (entry: string): Set<string> => {
      const seen = new Set([entry]);
      for (const name of seen) {
        const base = name.includes("/") ? name.slice(0, name.lastIndexOf("/") + 1) : "";
        for (const [, path] of files.get(name)!.matchAll(/(?:from|import)\s*"(\.{1,2}\/[\w./-]+\.js)"/g)) {
          seen.add(new URL(path!, `file:///${base}`).pathname.slice(1));
        }
      }
      return seen;
    };
    const marker = HTML_ASSETS.runtime!.match(/[\w .,;:()=+-]{60,}/)![0];
    const holds = (names: Set<string>) => [...names].some((name) => files.get(name)!.includes(marker));
    const ui = initial("react/index.js");
    expect(holds(ui)).toBe(false);
    expect(holds(initial("index.js"))).toBe(true);
    const lazy = [...files.keys()].filter((name) => !ui.has(name) && files.get(name)!.includes(marker));
    expect(lazy).toHaveLength(1);
    const gz = (names: Iterable<string>) =>
      [...names].reduce((sum, name) => sum + gzipSync(files.get(name)!).length, 0);
    console.log(
      `the interface's entry and its static chunks: ${gz(ui)} B gzipped (core and React left out); the texts' chunk: ${gz(lazy)} B gzipped`,
    );
  });
});
