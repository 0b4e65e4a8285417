// The API reference of the six published packages, built into storybook-static/api by `npm run build:api`
// (part of `npm run build`, so `npm start` serves it at /api/). Its entry points are the packages' own
// `exports`, so a new entry of a package appears here with nothing to add: core's, compat's, the editor's and React's from their
// sources, Vue's and Svelte's from the declarations their builds emit (`turbo run build` makes them first).
import { readFileSync } from "node:fs";

const packages = [
  { folder: "core", from: "source" },
  { folder: "compat", from: "source" },
  { folder: "editor", from: "source" },
  { folder: "react", from: "source" },
  { folder: "vue", from: "types" },
  { folder: "svelte", from: "types" },
];

/** The file that documents one entry of a package's `exports`: its source, or its ESM declarations. */
function fileOf(target, from) {
  if (typeof target === "string") return undefined;
  if (from === "source") return target["@popcorn-kit/source"];
  return target.types ?? target.import?.types;
}

/** `{ file: specifier }` for every entry point of the six packages, e.g. "../core/src/parsers/index.ts". */
export const entries = Object.fromEntries(
  packages.flatMap(({ folder, from }) => {
    const { name, exports } = JSON.parse(readFileSync(new URL(`../${folder}/package.json`, import.meta.url), "utf8"));
    return Object.entries(exports).flatMap(([subpath, target]) => {
      const file = fileOf(target, from);
      return file ? [[`../${folder}/${file.slice(2)}`, subpath === "." ? name : `${name}/${subpath.slice(2)}`]] : [];
    });
  }),
);

/** @type {Partial<import("typedoc").TypeDocOptions>} */
const config = {
  name: "Popcorn Kit API",
  entryPoints: Object.keys(entries),
  entryPointStrategy: "resolve",
  tsconfig: "./tsconfig.typedoc.json",
  out: "storybook-static/api",
  readme: "./typedoc/index.md",
  plugin: ["./typedoc/moduleNames.mjs"],
  // The packages' typecheck scripts check the types; this run only documents them.
  skipErrorChecking: true,
  excludePrivate: true,
  excludeInternal: true,
  disableSources: true,
  githubPages: false,
  hideGenerator: true,
  sort: ["kind", "alphabetical"],
  navigationLinks: { Storybook: "/", Guides: "/?path=/docs/guides-timing-model--docs" },
  // Every public export has JSDoc (the house rule): an undocumented one is a warning of this build.
  validation: { notExported: false, invalidLink: true, notDocumented: true },
  highlightLanguages: ["bash", "css", "html", "javascript", "json", "sh", "svelte", "tsx", "typescript", "vue"],
  logLevel: "Warn",
};

export default config;
