// Core's DOM renderer, which compat exports as its own `renderMarkup` (compat's tests import it from here).
export { renderMarkup, type RenderedMarkup } from "@popcorn-kit/core/dom";
