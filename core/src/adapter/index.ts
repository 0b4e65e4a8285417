// @popcorn-kit/core/adapter: what framework adapters and plugin authors build on. Users need none of it; the
// root entry is theirs. Each adapter maps these to its framework and decides nothing itself.
export { createComponentEvent, type ComponentEvent } from "./componentEvent.js";
export { pluginViewProps, pluginOutlet, targetOptionOf, type PluginViewProps } from "./pluginView.js";
export { createMediaInstance, type MediaInstance, type MediaInstanceOptions } from "./mediaInstance.js";
export {
  bindTrackEvent,
  INACTIVE_TRACK_EVENT,
  type TrackEventBinding,
  type TrackEventCallbacks,
  type TrackEventState,
} from "../popcorn/bindTrackEvent.js";
export { pluginViewOptions } from "../sanitize/pluginViewOptions.js";
export { createOutletRegistry, type OutletRegistry } from "../store/outlets.js";
export { checkMediaProps } from "../popcorn/mediaProps.js";
export { attachMediaSource, isHlsSource, mediaElementProps } from "./mediaSource.js";
export { checkTracks, sameTracks } from "../popcorn/loadTracks.js";
export { resolveTiming } from "../popcorn/validate.js";
export { devWarn, isDev } from "../host.js";
export { Timeline, type TransitionSink } from "../timeline/timeline.js";
export { type Interval, TimelineEntry, TimelineItem } from "../timeline/item.js";
export {
  el,
  renderToString,
  styleText,
  VOID_TAGS,
  type Markup,
  type MarkupAttributes,
  type MarkupChild,
  type MarkupElement,
  type MarkupTag,
  type MarkupValue,
} from "../markup/markup.js";
export {
  eventMarkup,
  markupProps,
  type EventMarkup,
  type MarkupProps,
  type MarkupView,
} from "../markup/markupProps.js";
export {
  mount,
  createMountSlot,
  type MarkupMount,
  type MountElement,
  type MountHandle,
  type MountSlot,
} from "../markup/mount.js";
export { followMedia, type MediaAnimationInput } from "../markup/mediaAnimation.js";
export { appliedClasses, withClasses, type ClassTarget } from "../plugins/catalogue/applyclass.js";
export {
  RemoteStates,
  startRemote,
  stopRemote,
  type FetchLike,
  type RemoteLoad,
  type RemoteState,
} from "../plugins/remote.js";
export { createTrackEventList, type TrackEventList } from "./trackEventList.js";
