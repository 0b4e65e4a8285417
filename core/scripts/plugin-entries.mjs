// Writes the package entries of the plugin catalogue into package.json: one `./plugins/<name>` export (before
// `./styles.css`) and one `typesVersions` path for each file of src/plugins/catalogue. Run it after adding or
// removing a plugin: `npm run entries -w @popcorn-kit/core`. tests/packageEntries.test.ts checks the result.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = new URL("../", import.meta.url);
const file = fileURLToPath(new URL("package.json", root));
const pkg = JSON.parse(readFileSync(file, "utf8"));
const names = readdirSync(fileURLToPath(new URL("src/plugins/catalogue", root)))
  .filter((name) => name.endsWith(".ts"))
  .map((name) => name.slice(0, -3))
  .sort();

const entry = (name) => ({
  "@popcorn-kit/source": `./src/plugins/catalogue/${name}.ts`,
  import: { types: `./dist/plugins/${name}.d.ts`, default: `./dist/plugins/${name}.js` },
  require: { types: `./dist/plugins/${name}.d.cts`, default: `./dist/plugins/${name}.cjs` },
});

const exports = {};
for (const [key, value] of Object.entries(pkg.exports)) {
  if (key.startsWith("./plugins/")) continue;
  if (key === "./styles.css") for (const name of names) exports[`./plugins/${name}`] = entry(name);
  exports[key] = value;
}
pkg.exports = exports;

const types = pkg.typesVersions["*"];
for (const key of Object.keys(types)) if (key.startsWith("plugins/")) delete types[key];
for (const name of names) types[`plugins/${name}`] = [`./dist/plugins/${name}.d.cts`];

writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
