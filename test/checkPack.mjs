#!/usr/bin/env node
// Run in a package's folder (its `check:package` script): every path its package.json names (exports, under
// every condition, main, module, types, bin) must be in what `npm pack` would publish. A condition that points
// at a file the tarball lacks breaks any user whose resolver matches it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync("package.json", "utf8"));
const [packed] = JSON.parse(
  execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { encoding: "utf8" }),
);
const files = new Set(packed.files.map((file) => file.path));

const named = [];
const walk = (value, where) => {
  if (typeof value === "string") named.push([where, value]);
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) walk(inner, `${where} > ${key}`);
};
walk(manifest.exports, "exports");
for (const field of ["main", "module", "types", "svelte"]) if (manifest[field]) named.push([field, manifest[field]]);

// What a registry page and a user's audit read: the licence (the repository's own, not a drifted copy), the README
// and the changelog.
for (const file of ["LICENSE", "README.md", "CHANGELOG.md"]) if (!files.has(file)) named.push(["always", file]);
if (files.has("LICENSE") && readFileSync("LICENSE", "utf8") !== readFileSync("../LICENSE", "utf8")) {
  console.error(`${manifest.name}: LICENSE differs from the repository's LICENSE`);
  process.exit(1);
}

const missing = named.filter(([, path]) => !path.includes("*") && !files.has(path.replace(/^\.\//, "")));
if (missing.length > 0) {
  for (const [where, path] of missing)
    console.error(`${manifest.name}: ${where} names ${path}, which npm pack does not include`);
  process.exit(1);
}
console.log(
  `${manifest.name}: the ${named.length} paths package.json names are all in the package (${files.size} files)`,
);
