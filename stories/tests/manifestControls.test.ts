import { attribution } from "@popcorn-kit/core/plugins/attribution";
import { footnote } from "@popcorn-kit/core/plugins/footnote";
import { map } from "@popcorn-kit/core/plugins/map";
import { mediaspawner } from "@popcorn-kit/core/plugins/mediaspawner";
import { sketch } from "@popcorn-kit/core/plugins/sketch";
import { template } from "@popcorn-kit/core/plugins/template";
import { wikipedia } from "@popcorn-kit/core/plugins/wikipedia";
import { wordriver } from "@popcorn-kit/core/plugins/wordriver";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { manifestControls } from "../src/shared/manifestControls.js";

// The plugin stories' controls come from this one function, fed the catalogue's real manifests: what a control
// offers is what the plugin accepts. Every framework's Plugins stories take theirs from it, one per plugin.

describe("manifestControls", () => {
  it("gives a text option a text control, its label as description, and marks it required", () => {
    const { argTypes, args } = manifestControls(footnote.manifest, { start: 1, end: 6, text: "A note" });
    expect(argTypes.text).toMatchObject({
      name: "text",
      control: { type: "text" },
      description: "Text",
      type: { name: "string", required: true },
      table: { category: "Options", type: { summary: "text" } },
    });
    expect(argTypes.target?.description).toBe("Target: Outlet the footnote renders into.");
    expect(args).toEqual({ start: 1, end: 6, text: "A note" });
  });

  it("puts the event's start and end first, as sliders over the media's length", () => {
    const { argTypes } = manifestControls(footnote.manifest, {}, { duration: 40 });
    expect(Object.keys(argTypes).slice(0, 2)).toEqual(["start", "end"]);
    expect(argTypes.start?.control).toEqual({ type: "range", min: 0, max: 40, step: 0.1 });
    expect(argTypes.end?.table?.category).toBe("Event");
  });

  it("gives a number its manifest's min, max and step, a boolean a toggle and JSON an object editor", () => {
    const { argTypes, args } = manifestControls(map.manifest);
    expect(argTypes.zoom?.control).toEqual({ type: "number", min: 0, max: 19, step: 1 });
    expect(argTypes.lat?.control).toEqual({ type: "number", min: -90, max: 90, step: undefined });
    expect(argTypes.lat?.table?.type).toEqual({ summary: "number (min -90, max 90)" });
    expect(argTypes.flyTo?.control).toEqual({ type: "boolean" });
    expect(argTypes.markers?.control).toEqual({ type: "object" });
    // Defaults are the args, and the table shows them.
    expect(args).toMatchObject({ zoom: 13, flyTo: false });
    expect(argTypes.zoom?.table?.defaultValue).toEqual({ summary: "13" });
  });

  it("offers a select's choices, and nothing else", () => {
    const { argTypes, args } = manifestControls(mediaspawner.manifest, { kind: "audio" });
    expect(argTypes.kind).toMatchObject({ control: { type: "select" }, options: ["video", "audio"] });
    expect(argTypes.kind?.type).toEqual({ name: "enum", value: ["video", "audio"], required: false });
    expect(args.kind).toBe("audio");
    const licenses = manifestControls(attribution.manifest).argTypes.license?.options;
    expect(licenses).toEqual(attribution.manifest.options.license.choices);
    expect(licenses).toContain("cc-by-4.0");
  });

  it("gives a colour a colour picker and a URL a text field that names its kind", () => {
    expect(manifestControls(wordriver.manifest).argTypes.color?.control).toEqual({ type: "color" });
    const image = manifestControls(mediaspawner.manifest).argTypes.poster;
    expect(image).toMatchObject({ control: { type: "text" }, table: { type: { summary: "url (image)" } } });
  });

  it("lists a function option without a control: code is never typed into a field", () => {
    const { argTypes } = manifestControls(sketch.manifest);
    expect(argTypes.sketch).toMatchObject({ control: false, type: { name: "function", required: true } });
    expect(manifestControls(template.manifest).argTypes.fetch?.control).toBe(false);
  });

  it("keeps a text option's length limit", () => {
    expect(manifestControls(wikipedia.manifest).argTypes.title?.control).toEqual({ type: "text", maxLength: 255 });
  });

  it("has a row for every option of every manifest it is given, and no other", () => {
    for (const plugin of [attribution, footnote, map, mediaspawner, sketch, template, wikipedia, wordriver]) {
      const { argTypes } = manifestControls(plugin.manifest);
      expect(Object.keys(argTypes)).toEqual(["start", "end", ...Object.keys(plugin.manifest.options)]);
    }
  });
});

describe("the Plugins stories", () => {
  const root = fileURLToPath(new URL("..", import.meta.url));
  /** The names a module exports, read from its `export { A } from` and `export const A` lines. */
  const exportsOf = (file: string) =>
    [...readFileSync(file, "utf8").matchAll(/^export (?:\{ (\w+) \}|const (\w+))/gm)].map((m) => m[1] ?? m[2]);
  const catalogue = exportsOf(join(root, "../react/src/plugins/index.ts")).sort();

  it.each([
    ["React", "src/react/Plugins.stories.tsx", "../react/src/plugins/index.ts"],
    ["Vue", "src/vue/Plugins.stories.ts", "../vue/src/plugins/index.ts"],
    ["Svelte", "src/svelte/Plugins.stories.ts", "../svelte/src/lib/plugins/index.ts"],
  ])("%s has one story per catalogue component, with args and controls from its manifest only", (_, file, index) => {
    expect(exportsOf(join(root, index)).sort()).toEqual(catalogue);
    const source = readFileSync(join(root, file), "utf8");
    const stories = [...source.matchAll(/^export const (\w+): Story = \{([^}]*)\};/gm)];
    expect(stories.map((story) => story[1]).sort()).toEqual(catalogue);
    for (const [, name, body] of stories) {
      expect(body).toContain(`args: pluginStories.${name}.args,`);
      expect(body).toContain(`argTypes: pluginStories.${name}.argTypes,`);
      expect(body).toContain(`render: on(plugins.${name}`);
    }
    // No other argTypes anywhere in the file.
    expect(source.match(/argTypes:/g)).toHaveLength(catalogue.length);
  });
});
