import type { PluginDefinition } from "@popcorn-kit/core";
import { createPluginComponent } from "@popcorn-kit/svelte";
import type { Component } from "svelte";
import { CATALOGUE } from "./catalogueComponents.js";
import CaptionView from "./CaptionView.svelte";
import ProgressView from "./ProgressView.svelte";
import SafetyView from "./SafetyView.svelte";

const VIEWS: Record<string, Component<any>> = { caption: CaptionView, progress: ProgressView, safety: SafetyView };

// One component per plugin definition and view: a new one on every render would remount it.
const components = new WeakMap<PluginDefinition<any, any>, Map<string, Component<any>>>();

/** The plugin component of the scene: `createPluginComponent(definition, View)`, made once per pair. */
export function pluginComponent(definition: PluginDefinition<any, any>, view = "caption"): Component<any> {
  if (view === "catalogue") return CATALOGUE[definition.name]!;
  let byView = components.get(definition);
  if (!byView) components.set(definition, (byView = new Map()));
  let component = byView.get(view);
  if (!component) byView.set(view, (component = createPluginComponent(definition, VIEWS[view]!) as Component<any>));
  return component;
}
