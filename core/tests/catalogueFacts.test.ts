import { expect, test } from "vitest";
import * as root from "../src/index.js";
import type { PluginDefinition } from "../src/index.js";
import { textLookOptions } from "../src/plugins/catalogue/text.js";
import { catalogueFiles } from "../scripts/catalogue.mjs";
import {
  BUILT_INS,
  CATALOGUE,
  PALETTE_HEADINGS,
  PALETTE_ORDER,
  POPCORN_1X_TRANSFORMS,
} from "../scripts/catalogueTable.mjs";

type Facts = (typeof CATALOGUE)[number] | (typeof BUILT_INS)[number];

/** Every row of the table with facts, with its plugin definition. */
async function rows(): Promise<{ row: Facts; type: string; plugin: PluginDefinition<any, any> }[]> {
  const found = [];
  for (const row of CATALOGUE) {
    if (row.group === undefined) continue;
    const module = await import(`../src/plugins/catalogue/${row.source}`);
    found.push({ row, type: row.type ?? row.name, plugin: module[row.definition ?? row.name] });
  }
  for (const row of BUILT_INS) {
    found.push({ row, type: row.name, plugin: (root as Record<string, any>)[row.definition] });
  }
  return found;
}

/** The first option of type `target` of a manifest, as every adapter finds the outlet; null when it has none. */
function targetOption(plugin: PluginDefinition<any, any>): string | null {
  const options = plugin.manifest.options as Record<string, { type: string }>;
  return Object.keys(options).find((key) => options[key]!.type === "target") ?? null;
}

test("every plugin the table gives facts for has them as its definition says: name, label and outlet option", async () => {
  const found = await rows();
  for (const { row, type, plugin } of found) {
    expect(plugin?.name, `${row.name}'s definition`).toBe(type);
    expect(row.label, `${type}'s label`).toBe(plugin.manifest.about?.name);
    expect(row.outlet, `${type}'s outlet option`).toBe(targetOption(plugin));
  }
  // Only the catalogue's entries that define no plugin (each adapter's own components) go without.
  expect(CATALOGUE.filter((row) => row.group === undefined).map((row) => row.name)).toEqual(["captions", "transcript"]);
  expect(found.map(({ type }) => type)).toContain("subtitle");
});

test("each group is under one palette heading, and the palette's order names every plugin with facts once", async () => {
  const types = (await rows()).map(({ type }) => type);
  const groups = PALETTE_HEADINGS.flatMap((heading) => heading.groups);
  expect(new Set(groups).size).toBe(groups.length);
  for (const { row } of await rows()) expect(groups).toContain(row.group);
  expect([...PALETTE_ORDER].sort()).toEqual([...types].sort());
});

test("the Popcorn 1.x mapping names options the plugin has, transforms that exist, and one method each", async () => {
  const methods: string[] = [];
  for (const { row, type, plugin } of await rows()) {
    const mapping = row.popcorn1x;
    if (mapping === null || mapping === undefined) continue;
    const declared = Object.keys(plugin.manifest.options);
    const mapped = Object.keys(mapping.options);
    for (const key of [...mapped, ...(mapping.byHand ?? [])]) expect(declared, `${type}'s ${key}`).toContain(key);
    for (const key of [...Object.keys(mapping.values ?? {}), ...(mapping.html ?? [])]) {
      expect(mapped, `${type}'s ${key}`).toContain(key);
    }
    for (const transform of Object.values(mapping.values ?? {})) {
      expect(Object.keys(POPCORN_1X_TRANSFORMS)).toContain(transform);
    }
    // 1.x's `target` is the outlet, whatever the kit's option is called.
    if (row.outlet !== null) expect(mapping.options[row.outlet!], `${type}'s outlet`).toBe("target");
    methods.push(mapping.method, ...(mapping.aliases ?? []));
  }
  expect(new Set(methods).size).toBe(methods.length);
  // A text's look goes by the kit's names, which compat reads: all of them.
  for (const name of ["text", "callout"]) {
    const mapping = CATALOGUE.find((row) => row.name === name)!.popcorn1x!;
    for (const key of Object.keys(textLookOptions)) expect(mapping.options[key], `${name}'s ${key}`).toBe(key);
  }
});

test("the editor's facts and the 1.x mapping are written from the table, the mapping the same in compat and the editor", () => {
  // So the staleness test (catalogueFiles.test.ts) covers them: a stale one fails it.
  const files = catalogueFiles();
  const compat = files.get("compat/src/catalogue/popcorn1x.generated.ts");
  expect(files.has("editor/src/catalogue/facts.generated.ts")).toBe(true);
  expect(compat).toContain('method: "wikipedia"');
  expect(files.get("editor/src/catalogue/popcorn1x.generated.ts")).toBe(compat);
});
