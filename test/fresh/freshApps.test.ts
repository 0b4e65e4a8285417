import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Browser, chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromiumArgs, chromiumPath } from "../chromium.js";
import { packedDir, packedKit } from "../pack/packed.js";
import { type Served, serveFolder } from "./serveFolder.js";
import { type PageReport, visitFirstPage } from "./visitFirstPage.js";

/**
 * A new user's first page, as such a user gets it: the kit's packages packed by `npm pack` (what the registry
 * would serve), installed with npm into a folder outside the repository beside React, Vue, Svelte, Vite and the
 * type checkers, then three apps (test/fresh/react, vue, svelte: the same page in each) type-checked strictly with
 * `skipLibCheck` off, built by Vite for production and driven in Chromium. What is checked on the page is in
 * visitFirstPage.ts.
 */

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../..");
const frameworks = ["react", "vue", "svelte"] as const;

/** The version of a package the workspace has installed: the fresh install asks for the same, found in npm's cache. */
function installed(name: string): string {
  for (const folder of [join(repo, "test/node_modules"), join(repo, "node_modules")]) {
    const manifest = join(folder, name, "package.json");
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, "utf8")).version;
  }
  throw new Error(`${name} is not installed in the workspace: run npm install first`);
}

/** What a consumer of all three adapters installs besides the kit, at the workspace's versions. */
const thirdParty = [
  "react",
  "react-dom",
  "@types/react",
  "@types/react-dom",
  "vue",
  "svelte",
  "vite",
  "@vitejs/plugin-react",
  "@vitejs/plugin-vue",
  "@sveltejs/vite-plugin-svelte",
  "typescript",
  "vue-tsc",
  "svelte-check",
  "leaflet",
];

let root = "";
let browser: Browser;
const servers: Served[] = [];

/** Runs a command of the fresh install (`node_modules/.bin`) in `cwd`; a failure carries its output. */
async function bin(cwd: string, command: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(join(root, "node_modules/.bin", command), args, {
      cwd,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout + stderr;
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${stdout}${stderr}`);
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "popcorn-kit-fresh-"));
  // The kit as packed once for this run (pack:kit), its tarballs copied beside the apps.
  const packed = await packedKit();
  for (const { filename } of packed) cpSync(join(packedDir, filename), join(root, filename));
  const kit = Object.fromEntries(packed.map(({ name, filename }) => [name, `file:./${filename}`]));
  const dependencies = Object.fromEntries(thirdParty.map((name) => [name, installed(name)]));
  // The React 18 declarations, for the second check of the React app.
  dependencies["@types/react-18"] = `npm:@types/react@${installed("@types/react-18")}`;
  writeFileSync(
    join(root, "package.json"),
    JSON.stringify({ name: "fresh-apps", private: true, type: "module", dependencies: { ...kit, ...dependencies } }),
  );
  for (const framework of frameworks) {
    cpSync(join(here, framework), join(root, framework), { recursive: true });
    // The page's own stylesheet, the same in the three apps.
    cpSync(join(here, "app.css"), join(root, framework, "src/app.css"));
    const media = join(root, framework, "public/media");
    mkdirSync(media, { recursive: true });
    for (const file of ["clip.webm", "sample.vtt", "chapters.vtt", "poster.jpg"])
      cpSync(join(repo, "test/fixtures/media", file), join(media, file));
    cpSync(join(here, "media/notes.json"), join(media, "notes.json"));
  }
  await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const checks: Record<(typeof frameworks)[number], (app: string) => Promise<unknown>> = {
  react: async (app) => {
    await bin(app, "tsc", ["-p", "tsconfig.json"]);
    await bin(app, "tsc", ["-p", "tsconfig.react18.json"]);
  },
  vue: (app) => bin(app, "vue-tsc", ["-p", "tsconfig.json"]),
  svelte: (app) => bin(app, "svelte-check", ["--tsconfig", "./tsconfig.json", "--fail-on-warnings"]),
};

for (const framework of frameworks) {
  describe.sequential(`a fresh ${framework} app on the packed packages`, () => {
    const app = () => join(root, framework);

    test("type-checks strictly, with skipLibCheck off", async () => {
      await checks[framework](app());
    }, 180_000);

    test("shows every item once, at its time, the overlays in full over the video, and logs nothing", async () => {
      await bin(app(), "vite", ["build", "--logLevel", "error"]);
      const served = await serveFolder(join(app(), "dist"));
      servers.push(served);
      const report: PageReport = await visitFirstPage(browser, served.url, framework);
      expect(report.console).toEqual([]);
    }, 180_000);
  });
}
