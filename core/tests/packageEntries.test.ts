import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), "utf8");

test("every plugin of the catalogue is an entry of the package, for bundlers and for node10 types", () => {
  const pkg = JSON.parse(read("../package.json")) as {
    exports: Record<string, unknown>;
    typesVersions: { "*": Record<string, string[]> };
  };
  const plugins = readdirSync(fileURLToPath(new URL("../src/plugins/catalogue", import.meta.url)))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => file.slice(0, -3));
  expect(plugins.length).toBeGreaterThan(5);
  for (const name of plugins) {
    expect(pkg.exports[`./plugins/${name}`], `${name}: run npm run entries -w @popcorn-kit/core`).toMatchObject({
      "@popcorn-kit/source": `./src/plugins/catalogue/${name}.ts`,
    });
    expect(pkg.typesVersions["*"][`plugins/${name}`], name).toEqual([`./dist/plugins/${name}.d.cts`]);
  }
});
