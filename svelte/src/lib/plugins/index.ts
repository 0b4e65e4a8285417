// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
// @popcorn-kit/svelte/plugins: the plugin catalogue as Svelte components. Each is core's plugin definition
// (`@popcorn-kit/core/plugins/<name>`) rendered with core's markup, so markup and class names are the same in
// React, Vue and Svelte; the optional stylesheet is `@popcorn-kit/core/styles.css`. Bundlers keep only the
// components a page imports.
export { Footnote } from "./Footnote.js";
export { Text } from "./Text.js";
export { Image } from "./Image.js";
export { Webpage } from "./Webpage.js";
export { Code } from "./Code.js";
export { Pause } from "./Pause.js";
export { LowerThird } from "./LowerThird.js";
export { PersonTag } from "./PersonTag.js";
export { Attribution } from "./Attribution.js";
export { TimelineItem } from "./TimelineItem.js";
export { Callout } from "./Callout.js";
export { ApplyClass } from "./ApplyClass.js";
export { WordRiver } from "./WordRiver.js";
export { Ticker } from "./Ticker.js";
export { MediaSpawner } from "./MediaSpawner.js";
export { MapView } from "./MapView.js";
export { Template } from "./Template.js";
export { Wikipedia } from "./Wikipedia.js";
export { Sketch } from "./Sketch.js";
