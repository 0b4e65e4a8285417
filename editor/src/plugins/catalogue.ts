import { type PluginDefinition, cuePlugin, subtitlePlugin } from "@popcorn-kit/core";
import { applyClass } from "@popcorn-kit/core/plugins/applyclass";
import { attribution } from "@popcorn-kit/core/plugins/attribution";
import { callout } from "@popcorn-kit/core/plugins/callout";
import { chapter } from "@popcorn-kit/core/plugins/chapters";
import { code } from "@popcorn-kit/core/plugins/code";
import { footnote } from "@popcorn-kit/core/plugins/footnote";
import { image } from "@popcorn-kit/core/plugins/image";
import { lowerthird } from "@popcorn-kit/core/plugins/lowerthird";
import { map } from "@popcorn-kit/core/plugins/map";
import { mediaspawner } from "@popcorn-kit/core/plugins/mediaspawner";
import { pause } from "@popcorn-kit/core/plugins/pause";
import { persontag } from "@popcorn-kit/core/plugins/persontag";
import { sketch } from "@popcorn-kit/core/plugins/sketch";
import { template } from "@popcorn-kit/core/plugins/template";
import { text } from "@popcorn-kit/core/plugins/text";
import { ticker } from "@popcorn-kit/core/plugins/ticker";
import { timeline } from "@popcorn-kit/core/plugins/timeline";
import { webpage } from "@popcorn-kit/core/plugins/webpage";
import { wikipedia } from "@popcorn-kit/core/plugins/wikipedia";
import { wordriver } from "@popcorn-kit/core/plugins/wordriver";

/**
 * Every plugin of the kit's catalogue, as the editor offers them: the palette, the inspector's forms and the
 * validation of a project come from their manifests. A project may use plugins of its own beside these
 * (`createEditor({ plugins: [...CATALOGUE, myPlugin] })`).
 */
export const CATALOGUE: readonly PluginDefinition<any, any>[] = [
  subtitlePlugin,
  footnote,
  text,
  image,
  lowerthird,
  callout,
  attribution,
  webpage,
  wikipedia,
  map,
  chapter,
  timeline,
  persontag,
  mediaspawner,
  wordriver,
  ticker,
  template,
  sketch,
  code,
  applyClass,
  pause,
  cuePlugin,
];
