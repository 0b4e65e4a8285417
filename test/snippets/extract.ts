// Reads the code snippets out of the project's Markdown and MDX pages, so that a test can type-check each one
// as a user would paste it. A snippet is a fenced block whose language is ts, tsx, vue or svelte. A comment on
// the line just before the fence (<!-- … --> in Markdown, {/* … */} in MDX) can say how to check it:
//   check: before <code>   code put before the snippet, unseen by the reader (imports, a variable it uses)
//   check: as <file name>  the file it is written as, so that a later snippet of the same page can import it
//   check: skip <reason>   not checked, with the reason (a list of signatures, say); a reason is required
// A .vue or .svelte snippet with no <script> or <template> is a template fragment: it is checked inside a
// component whose script holds the `before` code.

/** One snippet, and the file it is checked as. */
export interface Snippet {
  /** The page it comes from, relative to the repository. */
  page: string;
  /** The line of the page where the snippet's first line of code is. */
  line: number;
  lang: "ts" | "tsx" | "vue" | "svelte";
  code: string;
  /** The file name it is checked as: given by `check: as`, or made from the page and the line. */
  file: string;
  /** The text of that file: the snippet with what `check: before` asks for. */
  text: string;
  /** How many lines of `text` come before the snippet's first line. */
  offset: number;
}

/** A snippet left unchecked, and why. */
export interface Skipped {
  page: string;
  line: number;
  reason: string;
}

const CHECKED = new Set(["ts", "tsx", "vue", "svelte"]);
const FENCE = /^```(\S*)/;
const DIRECTIVE = /^(?:<!--|\{\/\*)\s*check:\s*(before|as|skip)\b(.*?)\s*(?:-->|\*\/\})\s*$/;

/** The snippets of one page, checked or skipped; throws on a directive it cannot follow. */
export function extractSnippets(page: string, markdown: string): { snippets: Snippet[]; skipped: Skipped[] } {
  const lines = markdown.split("\n");
  const snippets: Snippet[] = [];
  const skipped: Skipped[] = [];
  const slug = page.replace(/[^A-Za-z0-9]+/g, "-").toLowerCase();
  let before: string[] = [];
  let name: string | undefined;
  let skip: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const directive = DIRECTIVE.exec(line);
    if (directive !== null) {
      const [, kind, rest] = directive as unknown as [string, "before" | "as" | "skip", string];
      const value = rest.trim();
      if (kind === "before") before.push(value);
      else if (kind === "as") name = value;
      else if (value === "") throw new Error(`${page}:${i + 1}: "check: skip" needs a reason`);
      else skip = value;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence === null) {
      if (line.trim() !== "") [before, name, skip] = [[], undefined, undefined];
      continue;
    }
    const lang = fence[1]!;
    let end = i + 1;
    while (end < lines.length && !lines[end]!.startsWith("```")) end++;
    const code = lines.slice(i + 1, end).join("\n");
    if (CHECKED.has(lang)) {
      if (skip !== undefined) skipped.push({ page, line: i + 2, reason: skip });
      else
        snippets.push(
          toSnippet(page, i + 2, lang as Snippet["lang"], code, before, name ?? `${slug}-${i + 2}.${lang}`),
        );
    }
    [before, name, skip] = [[], undefined, undefined];
    i = end;
  }
  return { snippets, skipped };
}

function toSnippet(
  page: string,
  line: number,
  lang: Snippet["lang"],
  code: string,
  before: string[],
  file: string,
): Snippet {
  if (lang === "ts" || lang === "tsx") {
    return { page, line, lang, code, file, text: [...before, code].join("\n"), offset: before.length };
  }
  const script = lang === "vue" ? '<script setup lang="ts">' : '<script lang="ts">';
  const hasScript = /<script\b/.test(code);
  if (!hasScript && !/<template\b/.test(code) && lang === "vue") {
    // A template fragment: its component's script holds the `before` code.
    const head = [script, ...before, "</script>", "<template>"];
    return { page, line, lang, code, file, text: [...head, code, "</template>"].join("\n"), offset: head.length };
  }
  if (!hasScript) {
    const head = before.length > 0 ? [script, ...before, "</script>"] : [];
    return { page, line, lang, code, file, text: [...head, code].join("\n"), offset: head.length };
  }
  if (before.length > 0) throw new Error(`${page}:${line}: "check: before" on a snippet with its own <script>`);
  return { page, line, lang, code, file, text: code, offset: 0 };
}
