import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { sanitize } from "storybook/internal/csf";
import { type CsfFile, loadCsf } from "storybook/internal/csf-tools";
import { Application, KindRouter, TSConfigReader, TypeDocReader } from "typedoc";
import { beforeAll, describe, expect, it } from "vitest";
import { API_PACKAGES } from "../src/docs/apiEntries.js";
import { API_ROOT, apiModuleUrl } from "../src/docs/apiReference.js";
import { COMPAT_EXAMPLE } from "../src/docs/compatExample.js";

/** Where the stories build writes the standalone editor app (build-editor.js), linked from the Welcome page. */
const EDITOR_APP = "/editor/";
import { REPO_DOC_PAGES, siteHref } from "../src/docs/repoDocs.js";

// The composed site as a visitor sees it, computed from the sources (no build needed, so CI runs it): the React
// Storybook at the root, the Vue and Svelte ones as its refs. A ref's entries appear under `<ref id>_<story id>`,
// and every link of a docs page, whichever Storybook renders it, is resolved by the root's manager against those.
// Links into the API reference (/api/) are resolved against the pages TypeDoc would write, from a conversion of
// the packages that needs only what `turbo run build` makes before any test (the adapters' declarations).

const root = fileURLToPath(new URL("..", import.meta.url));
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;

/** One `storybook build` of package.json: its config directory and its output directory. */
interface Build {
  script: string;
  configDir: string;
  outDir: string;
}

const builds: Build[] = Object.entries(scripts).flatMap(([script, command]) => {
  const match = /storybook build -c (\S+) -o (\S+)/.exec(command);
  return match?.[1] && match[2] ? [{ script, configDir: match[1], outDir: match[2] }] : [];
});

/** A Storybook's main.ts, read for what the test needs: its story globs and its refs. */
interface MainConfig {
  stories: string[];
  refs?: Record<string, { title?: string; url: string }>;
}

async function readMain(configDir: string): Promise<MainConfig> {
  return (await import(join(root, configDir, "main.ts"))).default as MainConfig;
}

/** Every file under `directory`, recursively, as a path relative to the package. */
function filesUnder(directory: string): string[] {
  return readdirSync(join(root, directory), { recursive: true, encoding: "utf8" }).map((file) => join(directory, file));
}

/** An entry of a Storybook's index: a story or a docs page. */
interface Entry {
  type: "story" | "docs";
  id: string;
  title: string;
  name: string;
  hasControls: boolean;
}

/** A node of a story file's syntax tree. */
type Node = CsfFile["_metaAnnotations"][string];

/** Whether a story's own `argTypes` (an AST node) hides the table row of every arg it names: no controls left. */
function hidesEveryRow(node: Node | undefined, source: string): boolean {
  if (node?.type !== "ObjectExpression") return false;
  const rows = node.properties.map((property) => source.slice(property.start ?? 0, property.end ?? 0));
  return rows.length > 0 && rows.every((row) => /table:\s*\{\s*disable:\s*true/.test(row));
}

/** The source files of one Storybook (the directories its story globs start from) and its index entries. */
async function indexOf(configDir: string): Promise<{ mdx: string[]; entries: Entry[] }> {
  const main = await readMain(configDir);
  const files = main.stories.flatMap((glob) => {
    const base = relative(root, join(root, configDir, glob.slice(0, glob.indexOf("/**"))));
    const ending = glob.endsWith(".mdx") ? ".mdx" : glob.slice(glob.lastIndexOf("*") + 1);
    return filesUnder(base).filter((file) => file.endsWith(ending));
  });
  const autodocs = /tags:\s*\[[^\]]*"autodocs"/.test(readFileSync(join(root, configDir, "preview.ts"), "utf8"));
  const entries: Entry[] = [];
  const mdx = files.filter((file) => file.endsWith(".mdx"));
  for (const file of mdx) {
    const title = /<Meta\s+title="([^"]+)"/.exec(readFileSync(join(root, file), "utf8"))?.[1];
    if (title) entries.push({ type: "docs", id: `${sanitize(title)}--docs`, title, name: "Docs", hasControls: false });
  }
  for (const file of files.filter((name) => !name.endsWith(".mdx"))) {
    const source = readFileSync(join(root, file), "utf8");
    const csf = loadCsf(source, { fileName: file, makeTitle: (title) => title }).parse();
    const title = csf.meta?.title ?? "";
    const metaControls = "args" in csf._metaAnnotations || "argTypes" in csf._metaAnnotations;
    for (const [exportName, story] of Object.entries(csf._stories)) {
      const own = csf._storyAnnotations[exportName] ?? {};
      const hasControls = "args" in own || (metaControls && !hidesEveryRow(own.argTypes, source));
      entries.push({ type: "story", id: story.id, title, name: story.name ?? exportName, hasControls });
    }
    if (autodocs || csf.meta?.tags?.includes("autodocs")) {
      entries.push({ type: "docs", id: `${sanitize(title)}--docs`, title, name: "Docs", hasControls: false });
    }
  }
  return { mdx, entries };
}

const host = builds.find((build) => build.outDir === "storybook-static");
if (!host) throw new Error("package.json builds no Storybook into storybook-static, the root of the composed site.");
const refs = Object.entries((await readMain(host.configDir)).refs ?? {});
const refBuilds = refs.map(([id, ref]) => ({
  id,
  ref,
  build: builds.find((b) => `/${b.outDir}` === `/storybook-static${ref.url}`),
}));

/** The composed site's index (ids as its URLs name them) and every docs page with the Storybook that renders it. */
const site = new Map<string, Entry>();
const pages: string[] = [];
for (const [prefix, configDir] of [
  ["", host.configDir],
  ...refBuilds.map(({ id, build }) => [`${id}_`, build?.configDir]),
]) {
  if (configDir === undefined) continue;
  const { mdx, entries } = await indexOf(configDir);
  for (const entry of entries) site.set(`${prefix}${entry.id}`, entry);
  pages.push(...mdx);
}

/** The markdown links and `href` attributes of a text, code blocks left out. */
function hrefsIn(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)|href="([^"]+)"/g)].map((match) => match[1] ?? match[2] ?? "");
}

/**
 * The link targets of an MDX page: its markdown links and `href` attributes, its `<ApiLink to>` links into the
 * API reference, and the links of the files of docs/ it renders (`<RepoDoc>`), as the site rewrites them.
 */
function linksOf(page: string): string[] {
  const text = readFileSync(join(root, page), "utf8");
  const api = [...text.matchAll(/<ApiLink(?:\s+to="([^"]*)")?\s*>/g)].map((match) => `${API_ROOT}${match[1] ?? ""}`);
  const rendered = [...text.matchAll(/from "((?:\.\.\/)+docs\/[\w-]+\.md)\?raw"/g)].flatMap((match) =>
    hrefsIn(readFileSync(join(root, dirname(page), match[1] ?? ""), "utf8")).flatMap((href) => siteHref(href) ?? []),
  );
  return [...hrefsIn(text), ...api, ...rendered];
}

/** The headings' anchors of each file of docs/ that a page renders, by the id of that page. */
const anchors = new Map(
  Object.entries(REPO_DOC_PAGES).map(([file, id]) => {
    const headings = readFileSync(join(root, "../docs", file), "utf8").match(/^#{1,6} .*$/gm) ?? [];
    // markdown-to-jsx's slugs: lower case, letters, digits, spaces and hyphens kept, spaces made hyphens.
    const slugs = headings.map((heading) =>
      heading
        .replace(/^#+ /, "")
        .toLowerCase()
        .replace(/[^a-z0-9 _-]/g, "")
        .replace(/ /g, "-"),
    );
    return [id, new Set(slugs)];
  }),
);

/**
 * The pages of the API reference (paths under /api/), as TypeDoc would write them with typedoc.config.mjs:
 * converted from the sources (and the adapters' built declarations), not rendered.
 */
async function apiPages(): Promise<Set<string>> {
  const app = await Application.bootstrapWithPlugins({ options: join(root, "typedoc.config.mjs") }, [
    new TypeDocReader(),
    new TSConfigReader(),
  ]);
  const project = await app.convert();
  if (!project) throw new Error("TypeDoc could not convert the packages: is `turbo run build` done?");
  return new Set(new KindRouter(app).buildPages(project).map((page) => page.url));
}

let api = new Set<string>();

/**
 * Whether a link of a docs page leads somewhere: a story or docs page of the composed site, a page of the API
 * reference, the compat example page or the editor app (which the stories build writes beside the Storybooks).
 */
function resolves(href: string): boolean {
  if (/^https?:\/\//.test(href)) return true;
  if (href === COMPAT_EXAMPLE) {
    return (
      /\bnpm run build:compat\b/.test(scripts["build"] ?? "") &&
      /storybook-static\/compat$/.test(scripts["build:compat"] ?? "")
    );
  }
  if (href === EDITOR_APP) {
    return (
      /\bnpm run build:editor\b/.test(scripts["build"] ?? "") &&
      /storybook-static\/editor\b/.test(readFileSync(join(root, "build-editor.js"), "utf8"))
    );
  }
  if (href.startsWith(API_ROOT)) {
    const path = href.slice(API_ROOT.length).split("#")[0] ?? "";
    return api.has(path === "" ? "index.html" : path);
  }
  const target = /^\?path=\/(story|docs)\/([^&#]+)(?:#([\w-]+))?$/.exec(href);
  if (!target || site.get(target[2] ?? "")?.type !== (target[1] === "story" ? "story" : "docs")) return false;
  return target[3] === undefined || anchors.get(target[2] ?? "")?.has(target[3]) === true;
}

beforeAll(async () => {
  api = await apiPages();
}, 120_000);

describe("the composed Storybook", () => {
  it("has a Storybook build for each ref of the root, at the ref's URL", () => {
    expect(refs.map(([id]) => id).sort()).toEqual(["svelte", "vue"]);
    for (const { id, build } of refBuilds) expect(build, `ref ${id}`).toBeDefined();
  });

  it("gives every ref the index.json, stories.json and metadata.json the root asks it for (no 404)", () => {
    for (const { id, build } of refBuilds) {
      expect(scripts[build?.script ?? ""], `ref ${id}`).toContain(`node ref-files.js ${build?.outDir}`);
    }
    const out = mkdtempSync(join(tmpdir(), "popcorn-ref-"));
    try {
      const index = JSON.stringify({ v: 5, entries: { "cue--with-progress": { id: "cue--with-progress" } } });
      writeFileSync(join(out, "index.json"), index);
      execFileSync(process.execPath, [join(root, "ref-files.js"), out]);
      expect(readFileSync(join(out, "stories.json"), "utf8")).toBe(index);
      expect(JSON.parse(readFileSync(join(out, "metadata.json"), "utf8"))).toEqual({});
      rmSync(join(out, "index.json"));
      const refused = spawnSync(process.execPath, [join(root, "ref-files.js"), out], { encoding: "utf8" });
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain("index.json is missing");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("finds the docs pages of the three Storybooks, and links on them", () => {
    const folders = new Set(pages.map((page) => dirname(page)));
    expect([...folders].sort()).toEqual(["src/docs", "src/react", "src/svelte", "src/vue"]);
    expect(pages.filter((page) => page.startsWith("src/docs/")).length).toBeGreaterThanOrEqual(11);
    expect(pages.flatMap(linksOf).length).toBeGreaterThan(60);
    expect(pages.flatMap(linksOf).filter((href) => href.startsWith(API_ROOT)).length).toBeGreaterThan(10);
  });

  it("finds the API reference's pages, and tells a missing one", () => {
    expect(api.has("index.html")).toBe(true);
    expect(resolves(`${API_ROOT}functions/_popcorn-kit_core.createPopcorn.html`)).toBe(true);
    expect(resolves(`${API_ROOT}functions/_popcorn-kit_core.createPopcorns.html`)).toBe(false);
    expect(resolves("?path=/docs/guides-plugin-catalogue--docs#option-types")).toBe(true);
    expect(resolves("?path=/docs/guides-plugin-catalogue--docs#no-such-heading")).toBe(false);
  });

  it.each(pages)("resolves every link of %s to a story, a docs page or an API page of the composed site", (page) => {
    expect(linksOf(page).filter((href) => !resolves(href))).toEqual([]);
  });

  it("links the API reference from every docs page, and each entry point of the packages to its page", () => {
    for (const configDir of builds.map((build) => build.configDir)) {
      const preview = readFileSync(join(root, configDir, "preview.ts"), "utf8");
      expect(preview, configDir).toMatch(/docs: \{ container: DocsWithApiLink \}/);
    }
    const container = readFileSync(join(root, "src/docs/docsContainerWithApiLink.ts"), "utf8");
    expect(container).toContain("href: API_ROOT");
    const specifiers = API_PACKAGES.flatMap((pkg) => pkg.specifiers);
    expect(specifiers.length).toBeGreaterThan(35);
    expect(specifiers.filter((specifier) => !resolves(apiModuleUrl(specifier)))).toEqual([]);
  });

  it("says on the Welcome page which stories have no controls", () => {
    const welcome = readFileSync(join(root, "src/react/Welcome.mdx"), "utf8").replace(/\s+/g, " ");
    const sentence = /[^.]*\bcontrols\b[^.]*\./.exec(welcome)?.[0] ?? "";
    const stories = [...site.values()].filter((entry) => entry.type === "story");
    const without = stories.filter((entry) => !entry.hasControls);
    expect(without.length, "stories without controls").toBeGreaterThan(0);
    for (const story of without) {
      const component = story.title.split("/").at(-1) ?? "";
      const wholeComponent = stories.every((entry) => entry.title !== story.title || !entry.hasControls);
      expect(sentence, story.id).toContain(wholeComponent ? component : `${component} / ${story.name}`);
    }
  });
});
