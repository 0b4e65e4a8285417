// The kit's DOMPurify profiles, one module for the build (see tsup.config.ts): the default for the page's html and
// the strict one for a file's.
export { sanitizeHtml } from "./sanitizeHtml.js";
export { sanitizeFileHtml } from "./sanitizeFileHtml.js";
