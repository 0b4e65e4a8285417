// Puts the compat example page (compat/examples) together in a folder that a static server can serve: the page,
// its stylesheet, data and subtitle files, the global builds (compat/dist/global), the kit's stylesheet and the
// sample clip and poster of test/fixtures/media. The stories build writes it into storybook-static/compat (which
// `npm start` serves) and the page's browser test into a temporary folder; the copies are not committed.
//
// Usage: node compat/scripts/examplePage.mjs <output folder>
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const COMPAT = fileURLToPath(new URL("../", import.meta.url));
const MEDIA = join(COMPAT, "../test/fixtures/media");

/** The page's own files, in compat/examples. */
export const PAGE_FILES = ["index.html", "page.css", "data.json", "captions.srt"];
/**
 * The global builds, in compat/dist/global: the core one and the complete one the page loads. Every other script
 * there is copied too (popcorn-parsers.mjs, which the complete build loads from beside itself on its first parse).
 */
export const GLOBAL_FILES = ["popcorn.js", "popcorn-complete.js"];
/** The sample media the page plays, from test/fixtures/media, served under media/. */
export const MEDIA_FILES = ["clip.webm", "poster.jpg"];

/**
 * Writes the example page and everything it loads into `folder`, emptied first.
 * Throws, naming the command to run, when the global builds have not been built.
 *
 * @param {string} folder
 * @returns {string} the folder's absolute path
 */
export function writeExamplePage(folder) {
  const out = resolve(folder);
  const globals = join(COMPAT, "dist/global");
  const missing = GLOBAL_FILES.filter((file) => !existsSync(join(globals, file)));
  if (missing.length > 0) {
    throw new Error(
      `compat/dist/global/${missing.join(", ")} missing: build them first (npm run build -w @popcorn-kit/compat)`,
    );
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, "media"), { recursive: true });
  for (const file of PAGE_FILES) copyFileSync(join(COMPAT, "examples", file), join(out, file));
  for (const file of readdirSync(globals).filter((name) => /\.m?js$/.test(name))) {
    copyFileSync(join(globals, file), join(out, file));
  }
  for (const file of MEDIA_FILES) copyFileSync(join(MEDIA, file), join(out, "media", file));
  const styles = createRequire(join(COMPAT, "package.json")).resolve("@popcorn-kit/core/styles.css");
  copyFileSync(styles, join(out, "popcorn-kit.css"));
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("Usage: node compat/scripts/examplePage.mjs <output folder>");
    process.exit(1);
  }
  console.log(`compat example page written to ${writeExamplePage(folder)}`);
}
