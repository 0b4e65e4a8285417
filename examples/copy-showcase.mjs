// Copies the showcase's media (test/fixtures/showcase, and examples/showcase/assets when it exists) into an app's
// folder of static files, under `showcase/`, where the page reads them: `node ../copy-showcase.mjs public`.
// The apps run it before `dev` and `build`; the copies are not committed.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const examples = dirname(fileURLToPath(import.meta.url));
const staticDir = process.argv[2];
if (!staticDir) throw new Error("usage: node ../copy-showcase.mjs <the app's folder of static files>");
const to = resolve(staticDir, "showcase");
// What makes the media (scripts, their README) stays behind: only what a page reads is served.
const served = new Set([
  ".webm",
  ".ogg",
  ".jpg",
  ".png",
  ".svg",
  ".vtt",
  ".json",
  ".srt",
  ".sbv",
  ".ass",
  ".ttml",
  ".ttxt",
  ".xml",
]);

rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
for (const from of [join(examples, "../test/fixtures/showcase"), join(examples, "showcase/assets")]) {
  if (!existsSync(from)) continue;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory() || served.has(extname(entry.name))) {
      cpSync(join(from, entry.name), join(to, entry.name), { recursive: true });
    }
  }
}
