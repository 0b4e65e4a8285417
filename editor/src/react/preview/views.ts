import type { MarkupView } from "@popcorn-kit/core/markup";
import { footnoteMarkup } from "@popcorn-kit/core/plugins/footnote";
import { textMarkup } from "@popcorn-kit/core/plugins/text";
import { imageMarkup } from "@popcorn-kit/core/plugins/image";
import { webpageMarkup } from "@popcorn-kit/core/plugins/webpage";
import { lowerthirdMarkup } from "@popcorn-kit/core/plugins/lowerthird";
import { persontagMarkup } from "@popcorn-kit/core/plugins/persontag";
import { attributionMarkup } from "@popcorn-kit/core/plugins/attribution";
import { timelineMarkup } from "@popcorn-kit/core/plugins/timeline";
import { calloutMarkup } from "@popcorn-kit/core/plugins/callout";
import { wordriverMarkup } from "@popcorn-kit/core/plugins/wordriver";
import { tickerMarkup } from "@popcorn-kit/core/plugins/ticker";
import { mediaspawnerMarkup } from "@popcorn-kit/core/plugins/mediaspawner";
import { mapMarkup } from "@popcorn-kit/core/plugins/map";
import { templateMarkup } from "@popcorn-kit/core/plugins/template";
import { wikipediaMarkup } from "@popcorn-kit/core/plugins/wikipedia";
import { sketchMarkup } from "@popcorn-kit/core/plugins/sketch";

/**
 * The markup the preview shows for each catalogue plugin, by type (the same markup the adapters' components
 * render). Subtitles are drawn by the preview's captions; `code`, `pause` and `applyclass` show nothing.
 */
export const CATALOGUE_VIEWS: Readonly<Record<string, MarkupView<any>>> = {
  footnote: footnoteMarkup,
  text: textMarkup,
  image: imageMarkup,
  webpage: webpageMarkup,
  lowerthird: lowerthirdMarkup,
  persontag: persontagMarkup,
  attribution: attributionMarkup,
  timeline: timelineMarkup,
  callout: calloutMarkup,
  wordriver: wordriverMarkup,
  ticker: tickerMarkup,
  mediaspawner: mediaspawnerMarkup,
  map: mapMarkup,
  template: templateMarkup,
  wikipedia: wikipediaMarkup,
  sketch: sketchMarkup,
};
