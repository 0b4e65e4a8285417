// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import * as catalogue from "@popcorn-kit/svelte/plugins";
import type { Component } from "svelte";

/** The adapter's catalogue components, by plugin name. */
export const CATALOGUE: Record<string, Component<any>> = {
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
  callout: catalogue.Callout,
  applyclass: catalogue.ApplyClass,
  wordriver: catalogue.WordRiver,
  ticker: catalogue.Ticker,
  mediaspawner: catalogue.MediaSpawner,
  map: catalogue.MapView,
  template: catalogue.Template,
  wikipedia: catalogue.Wikipedia,
  sketch: catalogue.Sketch,
};
