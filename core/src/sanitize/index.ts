export { sanitizeHtml } from "./sanitizeHtml.js";
export { sanitizeFileHtml } from "./sanitizeFileHtml.js";
export { pluginViewOptions } from "./pluginViewOptions.js";
export type { HtmlSanitizer } from "../contract/popcorn.js";
export { DEFAULT_SANITIZERS } from "./instanceSanitizer.js";
export { pluginViewOptionsWith } from "./viewOptions.js";
export { NO_HTML, type HtmlSanitizers } from "./sanitizers.js";
