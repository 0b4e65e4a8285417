// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
// What the editor knows of each plugin of the kit beside its definition: its group (its palette heading and colour
// family), its label, the option that names its outlet, and its component in the adapters' `plugins` entries.
import type { PluginDefinition } from "@popcorn-kit/core";

/** A plugin's group: its heading in the palette and its colour family (the `--pke-event-<family>` token). */
export type PluginFamily = "text" | "picture" | "page" | "data" | "behaviour" | "subtitle";

/** What the editor knows of a plugin of the kit. */
export interface PluginFacts {
  /** Its palette heading and colour family. */
  readonly group: PluginFamily;
  /** What the interface calls it: its manifest's name (`Lower third`). */
  readonly label: string;
  /** Its option of type `target`, whose value names the outlet it renders into; null when it renders into none. */
  readonly outlet: string | null;
  /** Its component in `@popcorn-kit/react/plugins` (and Vue's, Svelte's); null when the adapters have none. */
  readonly component: string | null;
}

/** The kit's plugins by name, in the palette's order. */
export const PLUGIN_FACTS: Readonly<Record<string, PluginFacts>> = {
  subtitle: {
    group: "subtitle",
    label: "Subtitle",
    outlet: "target",
    component: null,
  },
  footnote: {
    group: "text",
    label: "Footnote",
    outlet: "target",
    component: "Footnote",
  },
  text: {
    group: "text",
    label: "Text",
    outlet: "target",
    component: "Text",
  },
  lowerthird: {
    group: "text",
    label: "Lower third",
    outlet: "target",
    component: "LowerThird",
  },
  persontag: {
    group: "text",
    label: "Person tag",
    outlet: "target",
    component: "PersonTag",
  },
  callout: {
    group: "text",
    label: "Callout",
    outlet: "target",
    component: "Callout",
  },
  attribution: {
    group: "text",
    label: "Attribution",
    outlet: "target",
    component: "Attribution",
  },
  ticker: {
    group: "text",
    label: "Ticker",
    outlet: "target",
    component: "Ticker",
  },
  wordriver: {
    group: "text",
    label: "Word river",
    outlet: "target",
    component: "WordRiver",
  },
  timeline: {
    group: "text",
    label: "Timeline",
    outlet: "target",
    component: "TimelineItem",
  },
  image: {
    group: "picture",
    label: "Image",
    outlet: "target",
    component: "Image",
  },
  mediaspawner: {
    group: "picture",
    label: "Media spawner",
    outlet: "target",
    component: "MediaSpawner",
  },
  sketch: {
    group: "picture",
    label: "Sketch",
    outlet: "target",
    component: "Sketch",
  },
  webpage: {
    group: "page",
    label: "Web page",
    outlet: "target",
    component: "Webpage",
  },
  wikipedia: {
    group: "page",
    label: "Wikipedia",
    outlet: "target",
    component: "Wikipedia",
  },
  map: {
    group: "page",
    label: "Map",
    outlet: "target",
    component: "MapView",
  },
  template: {
    group: "page",
    label: "Template",
    outlet: "target",
    component: "Template",
  },
  chapter: {
    group: "data",
    label: "Chapter",
    outlet: "target",
    component: null,
  },
  cue: {
    group: "data",
    label: "Cue",
    outlet: "target",
    component: null,
  },
  code: {
    group: "behaviour",
    label: "Code",
    outlet: null,
    component: "Code",
  },
  pause: {
    group: "behaviour",
    label: "Pause",
    outlet: null,
    component: "Pause",
  },
  applyclass: {
    group: "behaviour",
    label: "Apply class",
    outlet: "target",
    component: "ApplyClass",
  },
};

/** The palette's headings, in order, and the groups each lists; plugins of no group go under "Your plugins". */
export const PALETTE_HEADINGS: readonly { readonly title: string; readonly groups: readonly PluginFamily[] }[] = [
  {
    title: "Text",
    groups: ["subtitle", "text"],
  },
  {
    title: "Pictures and media",
    groups: ["picture"],
  },
  {
    title: "Pages and data",
    groups: ["page", "data"],
  },
  {
    title: "Behaviour",
    groups: ["behaviour"],
  },
];

/** The facts of plugin `type`, or undefined for a plugin that is not the kit's (own keys only: not `constructor`). */
export function pluginFacts(type: string): PluginFacts | undefined {
  return Object.hasOwn(PLUGIN_FACTS, type) ? PLUGIN_FACTS[type] : undefined;
}

/** The colour family of plugin `type`: its group, or `text` for a plugin of your own. */
export function familyOf(type: string): PluginFamily {
  return pluginFacts(type)?.group ?? "text";
}

/**
 * What the interface calls plugin `type`: the manifest's name of `plugin` (its definition, when the editor has it),
 * else the kit's label for it, else the type capitalised.
 *
 * @example
 * labelOf("lowerthird"); // "Lower third"
 */
export function labelOf(type: string, plugin?: PluginDefinition<any, any>): string {
  const name = plugin?.manifest.about?.name;
  if (typeof name === "string" && name.trim() !== "") return name;
  return pluginFacts(type)?.label ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/**
 * The option of an event of plugin `type` whose value names its outlet, or undefined when it has none: the option
 * of type `target` of `plugin`'s manifest (its definition, when the editor has it), else the kit's fact for the
 * type, else `target`, Popcorn's name for it (an event of a plugin the editor does not know keeps its options).
 *
 * @example
 * outletOptionOf("footnote"); // "target"
 * outletOptionOf("pause"); // undefined
 */
export function outletOptionOf(type: string, plugin?: PluginDefinition<any, any>): string | undefined {
  if (plugin !== undefined) {
    const options = plugin.manifest.options as Readonly<Record<string, { readonly type?: string }>>;
    return Object.keys(options).find((key) => options[key]?.type === "target");
  }
  const facts = pluginFacts(type);
  if (facts === undefined) return "target";
  return facts.outlet ?? undefined;
}
