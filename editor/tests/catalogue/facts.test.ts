import { definePlugin } from "@popcorn-kit/core";
import { pause } from "@popcorn-kit/core/plugins/pause";
import { expect, test } from "vitest";
import { familyOf, labelOf, outletOptionOf } from "../../src/catalogue/facts.generated.js";
import { CATALOGUE } from "../../src/plugins/catalogue.js";
import { createPluginSet } from "../../src/plugins/pluginSet.js";
import { groupPlugins, pluginFamily, pluginLabel } from "../../src/react/palette/groups.js";
import { eventFamily } from "../../src/react/timeline/geometry.js";

test("a plugin has one colour family and one label in the palette, the timeline and the inspector", () => {
  for (const plugin of CATALOGUE) {
    expect(eventFamily(plugin.name), plugin.name).toBe(pluginFamily(plugin.name));
    expect(pluginLabel(plugin), plugin.name).toBe(labelOf(plugin.name));
  }
  expect([eventFamily("map"), pluginFamily("map")]).toEqual(["page", "page"]);
  expect([labelOf("lowerthird"), pluginLabel(CATALOGUE.find((plugin) => plugin.name === "lowerthird"))]).toEqual([
    "Lower third",
    "Lower third",
  ]);
  // A type of no plugin of the kit's: its own manifest's name, else its type capitalised; drawn as text.
  expect(labelOf("quote")).toBe("Quote");
  expect(familyOf("constructor")).toBe("text");
  expect(labelOf("constructor")).toBe("Constructor");
});

test("the palette's groups list each plugin under its family's heading", () => {
  const headings = groupPlugins(createPluginSet(CATALOGUE)).map((group) => [
    group.title,
    group.plugins.map((plugin) => plugin.name),
  ]);
  expect(headings).toEqual([
    [
      "Text",
      [
        "subtitle",
        "footnote",
        "text",
        "lowerthird",
        "persontag",
        "callout",
        "attribution",
        "ticker",
        "wordriver",
        "timeline",
      ],
    ],
    ["Pictures and media", ["image", "mediaspawner", "sketch"]],
    ["Pages and data", ["webpage", "wikipedia", "map", "template", "chapter", "cue"]],
    ["Behaviour", ["code", "pause", "applyclass"]],
  ]);
});

test("one rule names an event's outlet option: its manifest's target option, the kit's, else Popcorn's `target`", () => {
  const note = definePlugin({ name: "note", manifest: { options: { place: { type: "target" } } } });
  expect(outletOptionOf("footnote")).toBe("target");
  expect(outletOptionOf("note", note)).toBe("place");
  expect(outletOptionOf("pause", pause)).toBeUndefined();
  expect(outletOptionOf("pause")).toBeUndefined();
  // An event of a plugin the editor does not know keeps Popcorn's name for it.
  expect(outletOptionOf("twitter")).toBe("target");
  expect(outletOptionOf("constructor")).toBe("target");
});
