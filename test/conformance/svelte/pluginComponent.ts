import type { PluginDefinition } from "@popcorn-kit/core";
import { createPluginComponent } from "@popcorn-kit/svelte";
import * as catalogue from "@popcorn-kit/svelte/plugins";
import type { Component } from "svelte";
import CaptionView from "./CaptionView.svelte";
import ProgressView from "./ProgressView.svelte";
import SafetyView from "./SafetyView.svelte";

/** The adapter's catalogue components, by plugin name. */
const CATALOGUE: Record<string, Component<any>> = {
  footnote: catalogue.Footnote,
  text: catalogue.Text,
  image: catalogue.Image,
  webpage: catalogue.Webpage,
  code: catalogue.Code,
  pause: catalogue.Pause,
  lowerthird: catalogue.LowerThird,
  persontag: catalogue.PersonTag,
  attribution: catalogue.Attribution,
  timeline: catalogue.TimelineItem,
  applyclass: catalogue.ApplyClass,
  wordriver: catalogue.WordRiver,
  ticker: catalogue.Ticker,
  mediaspawner: catalogue.MediaSpawner,
  template: catalogue.Template,
  wikipedia: catalogue.Wikipedia,
  map: catalogue.MapView,
  sketch: catalogue.Sketch,
};

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
