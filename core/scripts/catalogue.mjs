// Writes what the plugin catalogue's table (catalogueTable.mjs) decides, so that adding a plugin is one entry
// there and one run of this script (`npm run catalogue -w @popcorn-kit/core`):
// - core's package entries: one `./plugins/<name>` export (before `./styles.css`) and one `typesVersions` path
//   per plugin, pointing at its source for the `@popcorn-kit/source` condition;
// - each adapter's plugin components, one file per component (so that a bundler keeps only those a page
//   imports) and the `plugins/index.ts` that exports them;
// - the conformance harnesses' tables of those components, by plugin name;
// - what the editor knows of each plugin, the catalogue's and the built-in ones (editor/src/catalogue/
//   facts.generated.ts: group, label, outlet option, component), and how Popcorn 1.x calls each, both ways (the same
//   popcorn1x.generated.ts in compat/src/catalogue/, which owns it, and in editor/src/catalogue/ for the HTML
//   export: the editor does not depend on compat).
// `--check` writes nothing and lists the files that differ from what it would write (tests/catalogueFiles.test.ts
// runs it), exiting with 1 when there is one.
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BUILT_INS, CATALOGUE, PALETTE_HEADINGS, PALETTE_ORDER, POPCORN_1X_TRANSFORMS } from "./catalogueTable.mjs";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const HEADER =
  "// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.";

/** What differs per adapter: where its components go, what they import, how the harness types its table. */
const ADAPTERS = [
  {
    framework: "react",
    label: "React",
    folder: "react/src/plugins",
    prologue: '"use client";\n',
    from: "@popcorn-kit/react",
    harness: "test/conformance/react/catalogueComponents.ts",
    componentType: ['import type { ComponentType } from "react";', "ComponentType<any>"],
  },
  {
    framework: "vue",
    label: "Vue",
    folder: "vue/src/plugins",
    prologue: "",
    from: "@popcorn-kit/vue",
    harness: "test/conformance/vue/catalogueComponents.ts",
    componentType: ['import type { Component } from "vue";', "Component"],
  },
  {
    framework: "svelte",
    label: "Svelte",
    folder: "svelte/src/lib/plugins",
    prologue: "",
    from: "../createMarkupComponent.js",
    harness: "test/conformance/svelte/catalogueComponents.ts",
    componentType: ['import type { Component } from "svelte";', "Component<any>"],
  },
];

const COMPONENTS = CATALOGUE.filter((plugin) => plugin.component !== undefined);

/** A per-framework text of the table, as JSDoc lines. */
function forFramework(text, framework) {
  const chosen = typeof text === "string" ? text : (text[framework] ?? text.react);
  return (Array.isArray(chosen) ? chosen : [chosen]).map((line) => ` * ${line}`).join("\n");
}

/**
 * Whether the plugin may render HTML: an option of type `html`, or a markup that calls `sanitize`. Its component
 * is made with `createMarkupComponent` (DOMPurify the fallback sanitizer); every other one with
 * `createPlainMarkupComponent`, which keeps DOMPurify out of a page's bundle (tests/catalogueFiles.test.ts checks
 * the manifests agree).
 */
export function rendersHtml(plugin) {
  const source = readFileSync(`${REPO}core/src/plugins/catalogue/${plugin.source}`, "utf8");
  return /type: "html"|\bsanitize\b/.test(source);
}

function componentFile(plugin, adapter) {
  const { component, definition, markup, name } = plugin;
  const factory = rendersHtml(plugin) ? "createMarkupComponent" : "createPlainMarkupComponent";
  const imported = markup === null ? definition : `${definition}, ${markup}`;
  return `${HEADER}
${adapter.prologue}import { ${imported} } from "@popcorn-kit/core/plugins/${name}";
import { ${factory} } from "${adapter.from}";

/**
${forFramework(plugin.summary, adapter.framework)}
 *
 * @example
${forFramework(plugin.example, adapter.framework)}
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const ${component} = /* @__PURE__ */ ${factory}(${definition}, ${markup ?? "() => null"});
`;
}

function indexFile(adapter) {
  const pkg = `@popcorn-kit/${adapter.framework}`;
  return `${HEADER}
// ${pkg}/plugins: the plugin catalogue as ${adapter.label} components. Each is core's plugin definition
// (\`@popcorn-kit/core/plugins/<name>\`) rendered with core's markup, so markup and class names are the same in
// React, Vue and Svelte; the optional stylesheet is \`@popcorn-kit/core/styles.css\`. Bundlers keep only the
// components a page imports.
${COMPONENTS.map(({ component }) => `export { ${component} } from "./${component}.js";`).join("\n")}
`;
}

function harnessTable(adapter) {
  const [importType, type] = adapter.componentType;
  return `${HEADER}
import * as catalogue from "@popcorn-kit/${adapter.framework}/plugins";
${importType}

/** The adapter's catalogue components, by plugin name. */
export const CATALOGUE: Record<string, ${type}> = {
${COMPONENTS.map(({ name, component }) => `  ${name}: catalogue.${component},`).join("\n")}
};
`;
}

/** A property name as biome writes it: bare when it is an identifier, else quoted. */
function propertyName(key) {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

/**
 * `value` (null, strings, numbers, booleans, arrays and plain objects) as TypeScript source, laid out as biome
 * formats it, so that formatting the written file changes nothing: objects one property a line, arrays on one line
 * when they fit. `column` is where the value starts on its line, `after` how many characters follow it there.
 */
function literal(value, indent = "", column = 0, after = 1) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const flat = `[${value.map((item) => literal(item, inner, 0, 0)).join(", ")}]`;
    if (!flat.includes("\n") && column + flat.length + after <= 120) return flat;
    return `[\n${value.map((item) => `${inner}${literal(item, inner, inner.length)},`).join("\n")}\n${indent}]`;
  }
  const lines = Object.entries(value).map(([key, item]) => {
    const head = `${inner}${propertyName(key)}:`;
    const text = literal(item, inner, head.length + 1);
    // A string too long for its line goes on the next one, as biome puts it.
    if (typeof item === "string" && head.length + 1 + text.length + 1 > 120) return `${head}\n${inner}  ${text},`;
    return `${head} ${text},`;
  });
  return lines.length === 0 ? "{}" : `{\n${lines.join("\n")}\n${indent}}`;
}

/** `text` as the lines of a JSDoc comment at `indent`, wrapped before 120 columns. */
function jsdocLines(text, indent = "") {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && indent.length + 3 + line.length + 1 + word.length > 118) {
      lines.push(line);
      line = `  ${word}`;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.map((l) => `${indent} * ${l}`).join("\n");
}

/** Every plugin with facts (the catalogue's that define one, and the built-in ones), by plugin name. */
function pluginFacts() {
  const rows = [...CATALOGUE.filter((plugin) => plugin.group !== undefined), ...BUILT_INS];
  return new Map(rows.map((plugin) => [plugin.type ?? plugin.name, plugin]));
}

/** `export type <name> = "a" | "b"`, on one line when it fits, else one member a line, as biome writes it. */
function unionType(name, members) {
  const quoted = members.map((member) => JSON.stringify(member));
  const line = `export type ${name} = ${quoted.join(" | ")};`;
  return line.length <= 120 ? line : `export type ${name} =\n${quoted.map((member) => `  | ${member}`).join("\n")};`;
}

const FAMILIES = ["text", "picture", "page", "data", "behaviour", "subtitle"];

function editorFactsFile() {
  const facts = pluginFacts();
  const ordered = Object.fromEntries(
    PALETTE_ORDER.map((name) => {
      const plugin = facts.get(name);
      if (plugin === undefined) throw new Error(`PALETTE_ORDER names "${name}", which has no facts in the table`);
      const { group, label, outlet, component = null } = plugin;
      return [name, { group, label, outlet, component }];
    }),
  );
  for (const name of facts.keys()) {
    if (!(name in ordered)) throw new Error(`PALETTE_ORDER leaves out "${name}"`);
  }
  return `${HEADER}
// What the editor knows of each plugin of the kit beside its definition: its group (its palette heading and colour
// family), its label, the option that names its outlet, and its component in the adapters' \`plugins\` entries.
import type { PluginDefinition } from "@popcorn-kit/core";

/** A plugin's group: its heading in the palette and its colour family (the \`--pke-event-<family>\` token). */
${unionType("PluginFamily", FAMILIES)}

/** What the editor knows of a plugin of the kit. */
export interface PluginFacts {
  /** Its palette heading and colour family. */
  readonly group: PluginFamily;
  /** What the interface calls it: its manifest's name (\`Lower third\`). */
  readonly label: string;
  /** Its option of type \`target\`, whose value names the outlet it renders into; null when it renders into none. */
  readonly outlet: string | null;
  /** Its component in \`@popcorn-kit/react/plugins\` (and Vue's, Svelte's); null when the adapters have none. */
  readonly component: string | null;
}

/** The kit's plugins by name, in the palette's order. */
export const PLUGIN_FACTS: Readonly<Record<string, PluginFacts>> = ${literal(ordered, "", 67, 1)};

/** The palette's headings, in order, and the groups each lists; plugins of no group go under "Your plugins". */
export const PALETTE_HEADINGS: readonly { readonly title: string; readonly groups: readonly PluginFamily[] }[] = ${literal(PALETTE_HEADINGS, "", 111, 1)};

/** The facts of plugin \`type\`, or undefined for a plugin that is not the kit's (own keys only: not \`constructor\`). */
export function pluginFacts(type: string): PluginFacts | undefined {
  return Object.hasOwn(PLUGIN_FACTS, type) ? PLUGIN_FACTS[type] : undefined;
}

/** The colour family of plugin \`type\`: its group, or \`text\` for a plugin of your own. */
export function familyOf(type: string): PluginFamily {
  return pluginFacts(type)?.group ?? "text";
}

/**
 * What the interface calls plugin \`type\`: the manifest's name of \`plugin\` (its definition, when the editor has it),
 * else the kit's label for it, else the type capitalised.
 *
 * @example
 * labelOf("lowerthird"); // "Lower third"
 */
export function labelOf(type: string, plugin?: PluginDefinition<any, any>): string {
  const name = plugin?.manifest.about?.name;
  if (typeof name === "string" && name.trim() !== "") return name;
  return pluginFacts(type)?.label ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/**
 * The option of an event of plugin \`type\` whose value names its outlet, or undefined when it has none: the option
 * of type \`target\` of \`plugin\`'s manifest (its definition, when the editor has it), else the kit's fact for the
 * type, else \`target\`, Popcorn's name for it (an event of a plugin the editor does not know keeps its options).
 *
 * @example
 * outletOptionOf("footnote"); // "target"
 * outletOptionOf("pause"); // undefined
 */
export function outletOptionOf(type: string, plugin?: PluginDefinition<any, any>): string | undefined {
  if (plugin !== undefined) {
    const options = plugin.manifest.options as Readonly<Record<string, { readonly type?: string }>>;
    return Object.keys(options).find((key) => options[key]?.type === "target");
  }
  const facts = pluginFacts(type);
  if (facts === undefined) return "target";
  return facts.outlet ?? undefined;
}
`;
}

const TRANSFORMS = Object.keys(POPCORN_1X_TRANSFORMS);

/** The generated Popcorn 1.x mapping, the same text in compat and in the editor. */
function popcorn1xFile() {
  const mappings = Object.fromEntries(
    [...pluginFacts()].filter(([, plugin]) => plugin.popcorn1x).map(([name, plugin]) => [name, plugin.popcorn1x]),
  );
  const transforms = TRANSFORMS.map((name) => `${jsdocLines(`- \`${name}\`: ${POPCORN_1X_TRANSFORMS[name]}`)}`).join(
    "\n",
  );
  return `${HEADER}
// How Popcorn 1.x calls each plugin of the kit, both ways: compat reads 1.x calls into kit options with it
// (compat/src/catalogue/popcorn1x.generated.ts, which owns it), and the editor's HTML export writes kit events as
// 1.x calls with it (editor/src/catalogue/popcorn1x.generated.ts, the same file: the editor does not depend on
// compat).

/**
 * A value transform of the mapping, by name: compat implements the 1.x-to-kit direction, the export the other.
${transforms}
 */
${unionType("Popcorn1xTransform", TRANSFORMS)}

/** How Popcorn 1.x calls a plugin of the kit. */
export interface Popcorn1xMapping {
  /** The 1.x method: \`pop.<method>({ ... })\`. */
  readonly method: string;
  /** Other 1.x methods compat runs the same way. */
  readonly aliases?: readonly string[];
  /** The library the 1.x method needs on the page. */
  readonly library?: "leaflet" | "mustache" | "p5";
  /** Each kit option that is one 1.x option, and its 1.x name. */
  readonly options: Readonly<Record<string, string>>;
  /** The kit options whose values change on the way, and the transform that changes each. */
  readonly values?: Readonly<Record<string, Popcorn1xTransform>>;
  /** The kit options 1.x set as HTML: compat shows them sanitized unless the call says \`escape: true\`. */
  readonly html?: readonly string[];
  /** Kit options each side maps by hand, not one to one. */
  readonly byHand?: readonly string[];
}

/** How Popcorn 1.x calls each plugin of the kit that it has a method for, by the kit plugin's name. */
export const POPCORN_1X = ${literal(mappings, "", 24, 0)} as const satisfies Readonly<Record<string, Popcorn1xMapping>>;
`;
}

/** core/package.json with the catalogue's entries in place of the ones it has. */
function packageJson() {
  const pkg = JSON.parse(readFileSync(`${REPO}core/package.json`, "utf8"));
  const plugins = CATALOGUE.toSorted((a, b) => a.name.localeCompare(b.name));
  const exports = {};
  for (const [key, value] of Object.entries(pkg.exports)) {
    if (key.startsWith("./plugins/")) continue;
    if (key === "./styles.css") {
      for (const { name, source } of plugins) {
        exports[`./plugins/${name}`] = {
          "@popcorn-kit/source": `./src/plugins/catalogue/${source}`,
          import: { types: `./dist/plugins/${name}.d.ts`, default: `./dist/plugins/${name}.js` },
          require: { types: `./dist/plugins/${name}.d.cts`, default: `./dist/plugins/${name}.cjs` },
        };
      }
    }
    exports[key] = value;
  }
  pkg.exports = exports;
  const types = pkg.typesVersions["*"];
  for (const key of Object.keys(types)) if (key.startsWith("plugins/")) delete types[key];
  for (const { name } of plugins) types[`plugins/${name}`] = [`./dist/plugins/${name}.d.cts`];
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** Every file the table decides, by path from the repository's root, with its text. */
export function catalogueFiles() {
  const files = new Map([["core/package.json", packageJson()]]);
  for (const adapter of ADAPTERS) {
    for (const plugin of COMPONENTS)
      files.set(`${adapter.folder}/${plugin.component}.ts`, componentFile(plugin, adapter));
    files.set(`${adapter.folder}/index.ts`, indexFile(adapter));
    files.set(adapter.harness, harnessTable(adapter));
  }
  files.set("editor/src/catalogue/facts.generated.ts", editorFactsFile());
  const popcorn1x = popcorn1xFile();
  files.set("compat/src/catalogue/popcorn1x.generated.ts", popcorn1x);
  files.set("editor/src/catalogue/popcorn1x.generated.ts", popcorn1x);
  return files;
}

/** Files in the adapters' plugin folders that the table no longer makes (a plugin renamed or removed). */
function leftOver(files) {
  return ADAPTERS.flatMap(({ folder }) =>
    readdirSync(`${REPO}${folder}`)
      .map((file) => `${folder}/${file}`)
      .filter((path) => !files.has(path)),
  );
}

/** The paths whose file differs from what the table makes, or that it no longer makes. */
export function staleFiles() {
  const files = catalogueFiles();
  const read = (path) => {
    try {
      return readFileSync(`${REPO}${path}`, "utf8");
    } catch {
      return null;
    }
  };
  return [...[...files].filter(([path, text]) => read(path) !== text).map(([path]) => path), ...leftOver(files)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--check")) {
    const stale = staleFiles();
    for (const path of stale) console.log(path);
    process.exitCode = stale.length > 0 ? 1 : 0;
  } else {
    const files = catalogueFiles();
    for (const [path, text] of files) writeFileSync(`${REPO}${path}`, text);
    for (const path of leftOver(files)) rmSync(`${REPO}${path}`);
  }
}
