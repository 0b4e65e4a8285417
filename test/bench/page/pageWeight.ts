// The weight of a new user's page (test/bench/page/<framework>/Page): each framework's page built by Vite for
// production (minified, split into chunks, the framework bundled as an app bundles it) from the packages as they
// are published (their `dist`), every chunk gzipped. What the page downloads before it runs is the entry chunk
// and the chunks it imports statically; the lazy chunks (the parsers, a player's peer) load later, when a track
// or a player needs them, and are listed on their own. The kit's share is the page's initial bytes less those of
// the same page without the kit (Baseline: a <video> element), built the same way: the framework is bundled in
// both, so that a bundler sees its pure annotations as it does in an app.
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import react from "@vitejs/plugin-react";
import vue from "@vitejs/plugin-vue";
import { type Plugin, build } from "vite";

/** The frameworks whose page is measured. */
export const FRAMEWORKS = ["react", "vue", "svelte"] as const;
export type Framework = (typeof FRAMEWORKS)[number];

/** One chunk of a built page: its file name, gzipped bytes, and its modules, biggest first. */
export interface PageChunk {
  readonly name: string;
  readonly gzip: number;
  /** The chunk's modules with their minified bytes in it, biggest first (paths from `node_modules` or the repo). */
  readonly modules: readonly { readonly id: string; readonly bytes: number }[];
  /** The chunk's code, minified. */
  readonly code: string;
}

/** A built page: what loads before it runs, and what loads lazily. */
export interface BuiltPage {
  /** Gzipped bytes of the entry chunk and every chunk it imports statically. */
  readonly initial: number;
  readonly initialChunks: readonly PageChunk[];
  /** The chunks loaded by `import()` only. */
  readonly lazyChunks: readonly PageChunk[];
  /**
   * Gzipped bytes a track in WebVTT downloads when it loads (`parseLazily`'s WebVTT chunk and the chunks it
   * imports statically that the page has not loaded yet), or undefined when the page has no such chunk.
   */
  readonly webvtt: number | undefined;
}

/** A framework's new user's page and the same page without the kit. */
export interface PageWeight {
  readonly framework: Framework;
  readonly page: BuiltPage;
  readonly baseline: BuiltPage;
  /** The kit's share of the page's initial bytes: `page.initial - baseline.initial`. */
  readonly kit: number;
}

const here = fileURLToPath(new URL(".", import.meta.url));
const root = fileURLToPath(new URL("../../..", import.meta.url));

const mains: Record<Framework, (file: string) => string> = {
  react: (file) =>
    `import { createElement } from "react"; import { createRoot } from "react-dom/client"; import { Page } from "./react/${file}.tsx"; createRoot(document.getElementById("app")).render(createElement(Page));`,
  vue: (file) =>
    `import { createApp } from "vue"; import Page from "./vue/${file}.vue"; createApp(Page).mount("#app");`,
  svelte: (file) =>
    `import { mount } from "svelte"; import Page from "./svelte/${file}.svelte"; mount(Page, { target: document.getElementById("app") });`,
};

/** The page's entry module, held in memory: it mounts the page the way the framework's own starter does. */
function entry(id: string, code: string): Plugin {
  return {
    name: "page-entry",
    resolveId: (source) => (source === id ? id : undefined),
    load: (source) => (source === id ? code : undefined),
  };
}

interface OutputChunk {
  type: "chunk" | "asset";
  fileName: string;
  code?: string;
  isEntry?: boolean;
  imports?: string[];
  modules?: Record<string, { renderedLength: number }>;
}

function describeChunk(chunk: OutputChunk): PageChunk {
  const modules = Object.entries(chunk.modules ?? {})
    .map(([id, info]) => ({
      id: id.includes("/node_modules/") ? id.slice(id.lastIndexOf("/node_modules/") + 14) : id.replace(root, ""),
      bytes: info.renderedLength,
    }))
    .filter((module) => module.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  return { name: chunk.fileName, gzip: gzipSync(chunk.code ?? "").length, modules, code: chunk.code ?? "" };
}

async function buildPage(framework: Framework, file: "Page" | "Baseline"): Promise<BuiltPage> {
  const id = `${here}main-${framework}-${file}.ts`;
  const plugins = { react: () => react(), vue: () => vue(), svelte: () => svelte() }[framework]();
  // A production build whoever runs it (a test runner sets NODE_ENV=test, which Vite and the frameworks'
  // plugins read to build for development).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  const result = (await build({
    configFile: false,
    root: here,
    logLevel: "silent",
    mode: "production",
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [entry(id, mains[framework](file)), plugins],
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: id } },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  })) as { output: OutputChunk[] };
  const output = result.output.filter((file) => file.type === "chunk");
  const byName = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name) || !byName.has(name)) return;
    initial.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  for (const chunk of output) if (chunk.isEntry) visit(chunk.fileName);
  const initialChunks = [...initial].map((name) => describeChunk(byName.get(name)!));
  const closure = (name: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(name) || initial.has(name) || !byName.has(name)) return seen;
    seen.add(name);
    for (const imported of byName.get(name)!.imports ?? []) closure(imported, seen);
    return seen;
  };
  const webvttChunk = output.find((chunk) => /^assets\/lazyWebVTT-/.test(chunk.fileName));
  return {
    initial: initialChunks.reduce((total, chunk) => total + chunk.gzip, 0),
    initialChunks,
    lazyChunks: output.filter((chunk) => !initial.has(chunk.fileName)).map(describeChunk),
    webvtt:
      webvttChunk &&
      [...closure(webvttChunk.fileName)].reduce((total, name) => total + describeChunk(byName.get(name)!).gzip, 0),
  };
}

/**
 * Builds the new user's page of `framework` and the same page without the kit, and returns their weights (see
 * `PageWeight`). Needs the packages built (`npm run build`): it reads their `dist`, as an app does.
 */
export async function pageWeight(framework: Framework): Promise<PageWeight> {
  const page = await buildPage(framework, "Page");
  const baseline = await buildPage(framework, "Baseline");
  return { framework, page, baseline, kit: page.initial - baseline.initial };
}
