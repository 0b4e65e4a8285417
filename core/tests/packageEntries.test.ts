import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { CATALOGUE } from "../scripts/catalogueTable.mjs";

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), "utf8");

test("every plugin of the catalogue is an entry of the package, for bundlers and for node10 types", () => {
  const pkg = JSON.parse(read("../package.json")) as {
    exports: Record<string, unknown>;
    typesVersions: { "*": Record<string, string[]> };
  };
  expect(CATALOGUE.length).toBeGreaterThan(5);
  for (const { name, source } of CATALOGUE) {
    expect(pkg.exports[`./plugins/${name}`], `${name}: run npm run catalogue -w @popcorn-kit/core`).toMatchObject({
      "@popcorn-kit/source": `./src/plugins/catalogue/${source}`,
    });
    expect(pkg.typesVersions["*"][`plugins/${name}`], name).toEqual([`./dist/plugins/${name}.d.cts`]);
  }
  // Every module of src/plugins/catalogue (a file, or a folder) is a plugin of the table, so none is left out.
  const modules = new Set(CATALOGUE.map(({ source }) => source.split("/")[0]));
  for (const file of readdirSync(fileURLToPath(new URL("../src/plugins/catalogue", import.meta.url)))) {
    expect(modules.has(file), `${file}: add it to core/scripts/catalogueTable.mjs`).toBe(true);
  }
});
