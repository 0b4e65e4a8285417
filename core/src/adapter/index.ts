// @popcorn-kit/core/adapter: the contract framework adapters build on. Users need none of it; the root entry is
// theirs. Each adapter maps these to its framework and decides nothing itself. Markup is `@popcorn-kit/core/markup`;
// a plugin's helpers are on its own subpath (`@popcorn-kit/core/plugins/captions`...); refusing values is
// `@popcorn-kit/core/errors`, reading the network `@popcorn-kit/core/network`. At most 15 values, each used by all three
// adapters (tests/adapterEntry.test.ts).
export { createComponentEvent, type ComponentEvent } from "./componentEvent.js";
export { INACTIVE_TRACK_EVENT, type TrackEventCallbacks, type TrackEventState } from "./bindTrackEvent.js";
export { createMediaInstance, type MediaInstanceOptions } from "./mediaInstance.js";
export { createTrackEventList, type ExternalStore } from "./trackEventList.js";
export { createOutletRegistry, type OutletRegistry } from "../store/outlets.js";
export { pluginViewPropsWith, pluginOutlet, type PluginViewProps } from "./pluginView.js";
export { NO_HTML, type HtmlOrigin, type HtmlSanitizers } from "../sanitize/sanitizers.js";
export { plainPlugin } from "../sanitize/viewOptions.js";
export { mediaElementProps, showsCaptions } from "./mediaProps.js";
export { attachMediaSource } from "./mediaSource.js";
export {
  createEmbeddedPlayer,
  type EmbeddedPlayerController,
  type EmbeddedPlayerOptions,
  type EmbeddedPlayerState,
} from "../players/embedded/createEmbeddedPlayer.js";
export { warnUnstableSelector } from "./warnUnstableSelector.js";
export { outletRole } from "./outletRole.js";
