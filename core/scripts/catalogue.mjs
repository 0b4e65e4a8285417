// Writes what the plugin catalogue's table (catalogueTable.mjs) decides, so that adding a plugin is one entry
// there and one run of this script (`npm run catalogue -w @popcorn-kit/core`):
// - core's package entries: one `./plugins/<name>` export (before `./styles.css`) and one `typesVersions` path
//   per plugin, pointing at its source for the `@popcorn-kit/source` condition;
// - each adapter's plugin components, one file per component (so that a bundler keeps only those a page
//   imports) and the `plugins/index.ts` that exports them;
// - the conformance harnesses' tables of those components, by plugin name.
// `--check` writes nothing and lists the files that differ from what it would write (tests/catalogueFiles.test.ts
// runs it), exiting with 1 when there is one.
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CATALOGUE } from "./catalogueTable.mjs";

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
