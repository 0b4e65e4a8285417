import type { OptionSpec, PluginDefinition } from "@popcorn-kit/core";
import type { Project } from "../../project/types.js";

/** Placeholder addresses the kit's URL rules accept (http(s)); a person replaces them in the inspector. */
const EXAMPLE_URL = "https://example.com/";
const EXAMPLE_IMAGE = "https://example.com/image.jpg";
const EXAMPLE_MEDIA = "https://example.com/clip.mp4";

/** Words for required text options of common names, so a new event reads well in the preview. */
const TEXT_BY_NAME: Readonly<Record<string, string>> = {
  name: "Name",
  title: "Title",
  alt: "Description of the image",
  classes: "highlight",
  template: "{{text}}",
};

/**
 * True when a new event of `plugin` can be made in the editor: it has no required `function` option without a
 * default (a function is set in code; a project file holds only JSON).
 */
export function canAddInEditor(plugin: PluginDefinition<any, any>): boolean {
  return Object.values(plugin.manifest.options as Record<string, OptionSpec>).every(
    (spec) => spec.type !== "function" || !spec.required || spec.default !== undefined,
  );
}

/**
 * Options that make a new event of `plugin` valid and visible: each option's default is left to the manifest,
 * and required options without one get a sensible value by type (`"New footnote"`, `https://example.com/`,
 * the first choice...), as does a `text` option whose default is empty. An option of type `target` names the
 * layout's first outlet when there is one.
 *
 * @example
 * editor.run(addEvent({ type: "footnote", start: 0, end: 4, options: defaultOptions(footnote, project) }));
 */
export function defaultOptions(plugin: PluginDefinition<any, any>, project: Project): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const specs = plugin.manifest.options as Record<string, OptionSpec>;
  const label = (plugin.manifest.about?.name ?? plugin.name).toLowerCase();
  for (const [key, spec] of Object.entries(specs)) {
    if (spec.type === "target") {
      const outlet = project.layout.outlets[0];
      if (outlet) options[key] = outlet.name;
      continue;
    }
    // A text plugin whose text defaults to "" would add an event that shows nothing.
    if (spec.type === "text" && key === "text" && spec.default === "") {
      options[key] = `New ${label}`;
      continue;
    }
    if (spec.default !== undefined || !spec.required) continue;
    const value = requiredValue(key, spec, label, project);
    if (value !== undefined) options[key] = value;
  }
  return options;
}

function requiredValue(key: string, spec: OptionSpec, label: string, project: Project): unknown {
  switch (spec.type) {
    case "text":
      return TEXT_BY_NAME[key] ?? (key === "label" ? capitalise(label) : `New ${label}`);
    case "html":
      return `<p>New ${label}</p>`;
    case "number": {
      const low = spec.min ?? Number.NEGATIVE_INFINITY;
      const high = spec.max ?? Number.POSITIVE_INFINITY;
      return Math.min(Math.max(0, low), high);
    }
    case "boolean":
      return false;
    case "url": {
      if (spec.kind === "media") {
        const source = project.media.source;
        return source?.kind === "url" ? source.url : EXAMPLE_MEDIA;
      }
      return spec.kind === "image" ? EXAMPLE_IMAGE : EXAMPLE_URL;
    }
    case "select":
      return spec.choices[0];
    case "time":
      return 0;
    case "color":
      return "#ffcc00";
    case "json":
      return {};
    default:
      return undefined;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
