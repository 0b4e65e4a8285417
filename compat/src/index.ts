// @popcorn-kit/compat: the Popcorn.js 1.x API on Popcorn Kit.
export { Popcorn, type CompletePopcornStatic, type PopcornStatic, type PluginError } from "./popcorn.js";
export type {
  CompletePopcornInstance,
  ParseMethod,
  PluginMethod,
  PluginMethodOptions,
  PopcornData,
  PopcornInstance,
  PopcornListenerFn,
  PopcornOptions,
  PopcornPosition,
  PopcornTarget,
  PopcornTrackEvent,
} from "./instance/types.js";
export type { PopcornManifest, PopcornPluginDefinition, PopcornPluginFactory } from "./plugin/popcornPlugin.js";
export type { Composition } from "./plugin/compose.js";
export type { RegistryEntry } from "./plugin/registry.js";
export type { PopcornLocale } from "./util/locale.js";
export { registerKitPlugin } from "./plugin/definePopcornPlugin.js";
export { extend, forEach, guid, nop, sizeOf } from "./util/objects.js";
export { VERSION } from "./version.js";
export { installCatalogue, installComplete, installRetired } from "./install.js";
export { COMPLETE_PLUGINS } from "./catalogue/complete.js";
export { LIBRARY_PLUGINS } from "./catalogue/libraries.js";
export { RETIRED_PLUGINS } from "./catalogue/retired.js";
export type { CompatPlugin, RetiredPlugin } from "./catalogue/types.js";
export { bindMedia, mediaOf } from "./dom/host.js";
export { withDomView, type DomViewOptions, type Placement } from "./dom/withDomView.js";
export { renderMarkup, type RenderedMarkup } from "@popcorn-kit/core/dom";
