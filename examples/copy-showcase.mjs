// Copies the showcase into an app before `dev` and `build`; the copies are not committed.
//   node ../copy-showcase.mjs <static files> <source folder> <react | vue | svelte>
// The media (test/fixtures/showcase) and the showcase's assets (examples/showcase/assets) go to
// <static files>/showcase/, where the page reads them; the scene, its stylesheet and the framework's Showcase
// component (examples/showcase) go to <source folder>/, where the app imports them, since an app's bundler reads
// no files outside the app's folder.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const examples = dirname(fileURLToPath(import.meta.url));
const [staticDir, sourceDir, framework] = process.argv.slice(2);
if (!staticDir || !sourceDir || !["react", "vue", "svelte"].includes(framework ?? "")) {
  throw new Error("usage: node ../copy-showcase.mjs <static files> <source folder> <react | vue | svelte>");
}

/** Copies `from` (its files, and its folders whole) into `to`, emptied first, leaving out what makes the files. */
function copyFolder(froms, to) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  for (const from of froms) {
    if (!existsSync(from)) continue;
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if ([".sh", ".mjs", ".py"].includes(extname(entry.name))) continue;
      cpSync(join(from, entry.name), join(to, entry.name), { recursive: true });
    }
  }
}

const showcase = join(examples, "showcase");
copyFolder([join(examples, "../test/fixtures/showcase"), join(showcase, "assets")], resolve(staticDir, "showcase"));
const source = resolve(sourceDir);
rmSync(source, { recursive: true, force: true });
mkdirSync(source, { recursive: true });
for (const file of ["scene.ts", "showcase.css", framework])
  cpSync(join(showcase, file), join(source, file), { recursive: true });
