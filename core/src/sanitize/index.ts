export { sanitizeHtml } from "./sanitizeHtml.js";
export { sanitizeFileHtml } from "./sanitizeFileHtml.js";
export { pluginViewOptions } from "./pluginViewOptions.js";
export type { HtmlSanitizer } from "../popcorn/types.js";
