// @popcorn-kit/core/markup: headless markup, what core's plugins render and each adapter's renderer turns into
// its framework's elements; `renderToString` for servers and tests.
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
} from "./markup.js";
export { eventMarkup, markupProps, type EventMarkup, type MarkupProps, type MarkupView } from "./markupProps.js";
export { markupPropsWith } from "./markupView.js";
export {
  mount,
  createMountSlot,
  type MarkupMount,
  type MountElement,
  type MountHandle,
  type MountSlot,
} from "./mount.js";
export { followMedia, type MediaAnimationInput } from "./mediaAnimation.js";
