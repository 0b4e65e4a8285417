// @popcorn-kit/core/dom: core's markup rendered into the DOM, for pages with no framework (`renderPopcorn`) and for
// the layers on core that render plugins in their hooks (compat's Popcorn 1.x plugins: `withDomView`). The same
// tags, class names and safe defaults as the React, Vue and Svelte adapters.
export { renderPopcorn, type RenderPopcornOptions, type RenderedPopcorn } from "./renderPopcorn.js";
export { renderMarkup, type RenderedMarkup } from "./renderMarkup.js";
export { withDomView, type DomViewHost, type DomViewOptions } from "./withDomView.js";
export { acquireContainer, releaseContainer, type ContainerLook, type Placement } from "./containers.js";
export { createRegions, type Regions } from "./regions.js";
export { mediaElementOf, outletElement, reportMissingOutlet } from "./outletElement.js";
