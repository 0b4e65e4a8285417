// What a page downloads when `parseLazily` reads a file: the one measure behind core's size budgets
// (tests/size.test.ts) and the size benchmark's table (test/bench/size.ts), so that both read the same bytes.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const CORE = new URL("../", import.meta.url).pathname;
const OUT = "lazy-size";

/**
 * The files a page downloads when `parseLazily` imports `modules` (core/src/parsers/<module>.ts, in order),
 * bundled by esbuild (minified, split) and gzipped: the lazy entry with the chunks it imports statically, then
 * each module's chunk with the chunks it imports statically. Throws when a module is not a chunk of its own.
 *
 * @param {readonly string[]} modules
 * @returns {Promise<{ gzip: number; inputs: string[] }>} the gzipped bytes, and the source files bundled into them
 */
export async function lazilyShipped(modules) {
  const result = await build({
    absWorkingDir: CORE,
    stdin: {
      contents: 'export { parseLazily } from "./src/parsers/lazy.ts";',
      resolveDir: CORE,
      loader: "ts",
      sourcefile: "entry.ts",
    },
    bundle: true,
    minify: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    outdir: OUT,
    entryNames: "entry",
    write: false,
    logLevel: "silent",
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const outputs = result.metafile.outputs;
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} path */
  const add = (path) => {
    if (files.has(path)) return;
    files.add(path);
    for (const imported of outputs[path].imports) if (imported.kind === "import-statement") add(imported.path);
  };
  add(`${OUT}/entry.js`);
  for (const module of modules) {
    const chunk = Object.keys(outputs).find((path) => outputs[path].entryPoint === `src/parsers/${module}.ts`);
    if (chunk === undefined) throw new Error(`${module} is not a chunk of its own`);
    add(chunk);
  }
  let gzip = 0;
  for (const file of result.outputFiles) {
    if (files.has(file.path.slice(file.path.lastIndexOf(`${OUT}/`)))) gzip += gzipSync(file.contents).length;
  }
  return { gzip, inputs: [...files].flatMap((path) => Object.keys(outputs[path].inputs)) };
}
