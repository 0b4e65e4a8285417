import { describe, expect, test } from "vitest";
import { CATALOGUE } from "../scripts/catalogueTable.mjs";
import { PopcornError } from "../src/index.js";
import type { OptionSpec } from "../src/plugins/manifest.js";
import type { PluginDefinition } from "../src/plugins/definePlugin.js";
import { caught, setup } from "./harness.js";

// Every option of every plugin of the catalogue, given what a hostile file or caller would give it: each string
// option too long, with NUL, with a lone surrogate; the whole input a Proxy that throws, or an object with a
// throwing getter. Each is refused with a PopcornError naming the option, and the events already there stay.

/** Each catalogue plugin's definition, loaded from its module by the catalogue table's names. */
const plugins = await Promise.all(
  CATALOGUE.filter((entry) => entry.definition).map(async (entry) => {
    const module = (await import(`../src/plugins/catalogue/${entry.source}`)) as Record<string, unknown>;
    return module[entry.definition!] as PluginDefinition<any, any>;
  }),
);

/** A value each option type accepts, for the required options of an otherwise empty input. */
const valid: Record<OptionSpec["type"], (spec: OptionSpec) => unknown> = {
  text: () => "x",
  html: () => "<b>x</b>",
  number: (spec) => ("min" in spec && spec.min !== undefined ? spec.min : 1),
  boolean: () => true,
  url: () => "/media/poster.jpg",
  select: (spec) => (spec as { choices: readonly string[] }).choices[0],
  time: () => 1,
  color: () => "red",
  target: () => "notes",
  json: () => ({}),
  function: () => () => {},
};

/** The longest value each string type accepts: one more is refused. */
const LIMIT: Partial<Record<OptionSpec["type"], number>> = {
  text: 1_000_000,
  html: 1_000_000,
  url: 2_048,
  target: 256,
  color: 20,
};

/** A valid input of `plugin`: a time, and its required options. */
function base(plugin: PluginDefinition<any, any>): Record<string, unknown> {
  const input: Record<string, unknown> = { start: 40, end: 50 };
  for (const [key, spec] of Object.entries(plugin.manifest.options as Record<string, OptionSpec>)) {
    if (spec.required && spec.default === undefined) input[key] = valid[spec.type](spec);
  }
  return input;
}

/** The instance with one event of each catalogue plugin, and a check that those are all still there, unchanged. */
function loaded() {
  const { pop } = setup({ popcorn: { plugins } });
  for (const plugin of plugins) pop.add(plugin, { ...base(plugin), id: `kept-${plugin.name}` });
  const before = pop.getTrackEvents();
  return {
    pop,
    intact: () => expect(pop.getTrackEvents()).toEqual(before),
  };
}

const strings = plugins.flatMap((plugin) =>
  Object.entries(plugin.manifest.options as Record<string, OptionSpec>)
    .filter(([, spec]) => LIMIT[spec.type] !== undefined)
    .map(([key, spec]) => ({ plugin, key, spec })),
);

describe("every string option of the catalogue refuses hostile strings", () => {
  test("the catalogue has string options of every kind to check", () => {
    expect(new Set(strings.map(({ spec }) => spec.type))).toEqual(new Set(["text", "html", "url", "target", "color"]));
    expect(new Set(strings.map(({ plugin }) => plugin.name)).size).toBeGreaterThanOrEqual(15);
  });

  const hostile: [string, (spec: OptionSpec) => string][] = [
    [
      "one code unit over its type's limit",
      (spec) => {
        const most = spec.type === "text" && spec.maxLength !== undefined ? spec.maxLength : LIMIT[spec.type]!;
        return spec.type === "url" ? `/${"a".repeat(most)}` : "a".repeat(most + 1);
      },
    ],
    ["with NUL", (spec) => `${String(valid[spec.type](spec))}\u0000`],
    ["with a lone surrogate", (spec) => `${String(valid[spec.type](spec))}\ud800`],
  ];

  test.each(
    strings.flatMap(({ plugin, key, spec }) => hostile.map(([what, make]) => ({ plugin, key, spec, what, make }))),
  )("$plugin.name's $key ($spec.type) $what", ({ plugin, key, spec, make }) => {
    const { pop, intact } = loaded();
    const error = caught(() => pop.add(plugin, { ...base(plugin), [key]: make(spec) }));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.message).toContain(`"${key}"`);
    // The message stays short, whatever the value's size.
    expect(error.message.length).toBeLessThan(300);
    // update() refuses it too, and leaves the event as it was.
    expect(() => pop.update(`kept-${plugin.name}`, { [key]: make(spec) })).toThrow(PopcornError);
    intact();
  });
});

describe("every catalogue plugin refuses an input that throws when read", () => {
  test.each(plugins.map((plugin) => ({ plugin })))("$plugin.name", ({ plugin }) => {
    const { pop, intact } = loaded();
    const trap = new Error("trap");
    const proxy = new Proxy(base(plugin), {
      get: () => {
        throw trap;
      },
      ownKeys: () => {
        throw trap;
      },
    });
    const getter = Object.defineProperty(base(plugin), "start", {
      enumerable: true,
      get: () => {
        throw trap;
      },
    });
    for (const input of [proxy, getter]) {
      expect(caught(() => pop.add(plugin, input)).cause).toBe(trap);
      expect(caught(() => pop.update(`kept-${plugin.name}`, input)).cause).toBe(trap);
    }
    intact();
  });
});
