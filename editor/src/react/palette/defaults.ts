import type { PluginDefinition } from "@popcorn-kit/core";
import type { Project } from "../../project/types.js";

/**
 * The options a new event of `plugin` starts with: each option's default, and for a required option without
 * one a value its manifest accepts (the plugin's name for text, the first outlet for a target, the first
 * choice of a list).
 */
export function defaultOptions(plugin: PluginDefinition, project: Project): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const name = plugin.manifest.about?.name ?? plugin.name;
  for (const [key, spec] of Object.entries(plugin.manifest.options)) {
    if (spec.default !== undefined) continue;
    if (!spec.required) continue;
    if (spec.type === "text" || spec.type === "html") options[key] = name;
    else if (spec.type === "target") options[key] = project.layout.outlets[0]?.name ?? "main";
    else if (spec.type === "select") options[key] = spec.choices[0];
    else if (spec.type === "number") options[key] = spec.min ?? 0;
    else if (spec.type === "boolean") options[key] = false;
  }
  return options;
}
