// Every code snippet of the READMEs, the docs and the Storybook pages type-checks as written, the way a user's
// strict TypeScript project would check it: ts, tsx and vue snippets by vue-tsc (a superset of tsc, with
// strictTemplates), svelte snippets by svelte-check. A page of deliberately broken snippets goes through the
// same run and must fail exactly where it is broken, so a checker that silently checks nothing fails too.
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, test } from "vitest";
import { extractSnippets, type Skipped, type Snippet } from "./extract.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const HERE = fileURLToPath(new URL(".", import.meta.url));
const GENERATED = join(HERE, "generated");
const BIN = join(ROOT, "node_modules/.bin");

const PAGES = [
  "README.md",
  "core/README.md",
  "react/README.md",
  "vue/README.md",
  "svelte/README.md",
  "compat/README.md",
  "editor/README.md",
  "docs/adapters.md",
  "docs/architecture.md",
  "docs/parsers.md",
  "docs/plugins.md",
  "stories/src/react/GettingStarted.mdx",
  "stories/src/vue/GettingStarted.mdx",
  "stories/src/svelte/GettingStarted.mdx",
  "stories/src/docs/Migrating.mdx",
  "stories/src/docs/Players.mdx",
  "stories/src/docs/ServerRendering.mdx",
  "stories/src/docs/Styling.mdx",
  "stories/src/docs/WritingAPlugin.mdx",
];
const BROKEN_PAGE = "test/snippets/broken.md";

/** A diagnostic, placed on the page and line of the snippet it is in. */
interface Found {
  at: string;
  message: string;
}

const run = promisify(execFile);

/** Runs a checker; its diagnostics are on stdout whether it passes or fails. */
async function output(command: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(join(BIN, command), args, { cwd: HERE, maxBuffer: 1 << 26 });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    if (!stdout) throw new Error(`${command} failed without diagnostics: ${stderr ?? String(error)}`);
    return stdout;
  }
}

const snippets: Snippet[] = [];
const skipped: Skipped[] = [];
const found: Found[] = [];

/** Places a diagnostic of `file` at `line` (1-based) on its page, or in the wrapper the checker added. */
function place(file: string, line: number, message: string): Found {
  const snippet = snippets.find((candidate) => candidate.file === file);
  if (snippet === undefined) return { at: `${file}:${line}`, message };
  const inSnippet = line - snippet.offset;
  const lineCount = snippet.code.split("\n").length;
  const at =
    inSnippet >= 1 && inSnippet <= lineCount
      ? `${snippet.page}:${snippet.line + inSnippet - 1}`
      : `${snippet.page}:${snippet.line} (in what "check:" adds)`;
  return { at, message };
}

beforeAll(async () => {
  for (const page of [...PAGES, BROKEN_PAGE]) {
    const result = extractSnippets(page, readFileSync(join(ROOT, page), "utf8"));
    snippets.push(...result.snippets);
    skipped.push(...result.skipped);
  }
  rmSync(GENERATED, { recursive: true, force: true });
  mkdirSync(GENERATED);
  const names = new Set<string>();
  for (const snippet of snippets) {
    if (names.has(snippet.file))
      throw new Error(`${snippet.page}:${snippet.line}: a second snippet written as ${snippet.file}`);
    names.add(snippet.file);
    writeFileSync(join(GENERATED, snippet.file), `${snippet.text}\n`);
  }
  const [tsOut, svelteOut] = await Promise.all([
    output("vue-tsc", ["-p", "tsconfig.json", "--noEmit", "--pretty", "false"]),
    output("svelte-check", ["--tsconfig", "./tsconfig.svelte.json", "--output", "machine", "--fail-on-warnings"]),
  ]);
  // vue-tsc: "generated/name.vue(3,5): error TS2304: Cannot find name 'x'."
  for (const match of tsOut.matchAll(/^generated\/([^(\n]+)\((\d+),\d+\): (?:error|warning) (TS\d+: [^\n]*)/gm)) {
    found.push(place(match[1]!, Number(match[2]), match[3]!));
  }
  if (found.length === 0 && /error TS/.test(tsOut)) throw new Error(`vue-tsc reported outside the snippets:\n${tsOut}`);
  // svelte-check: '1700000000000 ERROR "generated/name.svelte" 3:5 "message"'
  for (const match of svelteOut.matchAll(/^\d+ (?:ERROR|WARNING) "generated\/([^"]+)" (\d+):\d+ ("[^\n]*")/gm)) {
    found.push(place(match[1]!, Number(match[2]), JSON.parse(match[3]!) as string));
  }
  if (!/COMPLETED \d+ FILES/.test(svelteOut)) throw new Error(`svelte-check did not finish:\n${svelteOut}`);
}, 180_000);

describe("every snippet of the docs type-checks", () => {
  test("the pages hold snippets in every language", () => {
    const documented = snippets.filter((snippet) => snippet.page !== BROKEN_PAGE);
    expect(new Set(documented.map((snippet) => snippet.lang))).toEqual(new Set(["ts", "tsx", "vue", "svelte"]));
    expect(documented.length).toBeGreaterThan(20);
  });

  test("no diagnostic in any snippet", () => {
    expect(found.filter((diagnostic) => !diagnostic.at.startsWith(BROKEN_PAGE))).toEqual([]);
  });

  test("what is skipped says why", () => {
    for (const skip of skipped) expect(skip.reason.length, `${skip.page}:${skip.line}`).toBeGreaterThan(10);
  });

  test("a broken snippet fails where it is broken, in each checker", () => {
    // broken.md marks each line that must fail with "fails here".
    const page = readFileSync(join(ROOT, BROKEN_PAGE), "utf8").split("\n");
    const marked = page.flatMap((line, index) => (line.includes("fails here") ? [`${BROKEN_PAGE}:${index + 1}`] : []));
    expect(marked.length).toBe(5);
    expect(
      [
        ...new Set(
          found.filter((diagnostic) => diagnostic.at.startsWith(BROKEN_PAGE)).map((diagnostic) => diagnostic.at),
        ),
      ].sort(),
    ).toEqual(marked.sort());
  });
});

describe("snippet directives", () => {
  test("a skip without a reason is refused", () => {
    expect(() => extractSnippets("page.md", "<!-- check: skip -->\n```ts\nx\n```")).toThrow(/needs a reason/);
  });

  test("code before a snippet is counted, so diagnostics land on the page's lines", () => {
    const {
      snippets: [snippet],
    } = extractSnippets("page.md", "text\n\n<!-- check: before const a = 1; -->\n```ts\nconst b = a;\n```");
    expect(snippet).toMatchObject({ line: 5, offset: 1, text: "const a = 1;\nconst b = a;" });
  });

  test("a Vue template fragment is checked inside a component", () => {
    const {
      snippets: [snippet],
    } = extractSnippets(
      "page.md",
      '{/* check: before import { Cue } from "@popcorn-kit/vue"; */}\n```vue\n<Cue :start="1" />\n```',
    );
    expect(snippet!.text).toBe(
      '<script setup lang="ts">\nimport { Cue } from "@popcorn-kit/vue";\n</script>\n<template>\n<Cue :start="1" />\n</template>',
    );
    expect(snippet!.offset).toBe(4);
  });
});
