import { PopcornError, createVirtualPlayer } from "@popcorn-kit/core";
import { afterEach, describe, expect, it } from "vitest";
import { COMPLETE_PLUGINS } from "../src/catalogue/complete.js";
import { LIBRARY_PLUGINS } from "../src/catalogue/libraries.js";
import { CATALOGUE_NAMES } from "../src/catalogue/names.js";
import { RETIRED_PLUGINS } from "../src/catalogue/retired.js";
// The root entry alone, as popcorn.js: the catalogue is not installed in this file.
import { Popcorn, type PopcornInstance } from "../src/index.js";

const made: PopcornInstance[] = [];

function popcorn() {
  const p = Popcorn(createVirtualPlayer({ duration: 10 }), { ticker: "manual" });
  made.push(p);
  return p;
}

/** What calling `p[name]` threw. */
function thrown(p: PopcornInstance, name: string): unknown {
  try {
    (p as Record<string, any>)[name]({ start: 0, end: 1, text: "Hi", target: "notes" });
  } catch (error) {
    return error;
  }
  return undefined;
}

afterEach(() => {
  for (const p of made.splice(0)) p.destroy();
});

describe("a catalogue plugin called on the core build (popcorn.js)", () => {
  it("throws a PopcornError naming the plugin and saying to load popcorn-complete.js or register it", () => {
    const p = popcorn();
    for (const name of CATALOGUE_NAMES) {
      const error = thrown(p, name);
      expect(error, name).toBeInstanceOf(PopcornError);
      expect((error as PopcornError).code).toBe("UNKNOWN_PLUGIN");
      expect((error as PopcornError).message).toContain(`"${name}"`);
      expect((error as PopcornError).message).toContain("popcorn-complete.js");
      expect((error as PopcornError).message).toContain(`Popcorn.plugin("${name}"`);
      expect((error as PopcornError).details).toMatchObject({ plugin: name, value: name });
    }
    expect(p.getTrackEvents()).toEqual([]);
  });

  it("is a method, but not a registered plugin: Popcorn.registryByName and Popcorn.manifest say it is missing", () => {
    const p = popcorn();
    expect(typeof p.footnote).toBe("function");
    expect(Popcorn.registryByName.footnote).toBeUndefined();
    expect(Popcorn.manifest.footnote).toBeUndefined();
    expect(Popcorn.registry.map((entry) => entry.name)).not.toContain("footnote");
  });

  it("gives way to a plugin of that name the page registers (1.x's own plugin file), and comes back when it is removed", () => {
    const shown: string[] = [];
    Popcorn.plugin("footnote", {
      start(_event, options) {
        shown.push(String(options.text));
      },
    });
    const p = popcorn();
    p.footnote({ start: 0, end: 5, text: "Mine" });
    p.kit.tick();
    expect(shown).toEqual(["Mine"]);
    Popcorn.removePlugin("footnote");
    expect(thrown(p, "footnote")).toBeInstanceOf(PopcornError);
  });

  it("is inherited, not one of Popcorn.p's own methods, which no plugin may take", () => {
    const p = popcorn();
    expect(Object.hasOwn(Popcorn.p, "subtitle")).toBe(false);
    expect(typeof p.subtitle).toBe("function");
    // 1.x's own check: every name Popcorn.p has is refused.
    for (const name of Object.keys(Popcorn.p)) expect(() => Popcorn.plugin(name, {}), name).toThrow(PopcornError);
  });

  it("lists every plugin of the complete build, none of the retired ones", () => {
    expect([...CATALOGUE_NAMES].sort()).toEqual([...COMPLETE_PLUGINS, ...LIBRARY_PLUGINS].map((e) => e.name).sort());
    for (const retired of RETIRED_PLUGINS) expect(CATALOGUE_NAMES).not.toContain(retired.name);
  });
});
