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

test("every format that parse reads has an entry of its own, for bundlers and for node10 types", async () => {
  const pkg = JSON.parse(read("../package.json")) as {
    exports: Record<string, Record<string, unknown>>;
    typesVersions: { "*": Record<string, string[]> };
  };
  const { parse } = await import("../src/parsers/parse.js");
  const entries: [string, string, string][] = [
    ["webvtt", "webvtt", "parseWebVTT"],
    ["srt", "srt", "parseSrt"],
    ["sbv", "sbv", "parseSbv"],
    ["ssa", "ssa", "parseSsa"],
    ["ttml", "ttml", "parseTtml"],
    ["ttxt", "ttxt", "parseTtxt"],
    ["popcorn-json", "popcornJson", "parsePopcornJson"],
    ["popcorn-xml", "popcornXml", "parsePopcornXml"],
  ];
  for (const [format, source, name] of entries) {
    expect(pkg.exports[`./parsers/${format}`], format).toEqual({
      "@popcorn-kit/source": `./src/parsers/${source}/index.ts`,
      import: { types: `./dist/parsers/${format}.d.ts`, default: `./dist/parsers/${format}.js` },
      require: { types: `./dist/parsers/${format}.d.cts`, default: `./dist/parsers/${format}.cjs` },
    });
    expect(pkg.typesVersions["*"][`parsers/${format}`], format).toEqual([`./dist/parsers/${format}.d.cts`]);
    const entry = (await import(`../src/parsers/${source}/index.ts`)) as Record<string, unknown>;
    expect(typeof entry[name], `${format} exports ${name}`).toBe("function");
    // The format's name is the one parse takes: parse reads it without detecting anything.
    expect(parse("", { format: format as never }).format).toBe(format);
  }
  const tsup = read("../tsup.config.ts");
  for (const [format, source] of entries)
    expect(tsup).toContain(`"parsers/${format}": "src/parsers/${source}/index.ts"`);
});
