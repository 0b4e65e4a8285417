// The complete script-tag build's parsers, in a module file of their own beside it (popcorn-parsers.mjs): loaded
// the first time the page reads a subtitle or data file, so that a page that reads none never downloads them.
export { parse } from "@popcorn-kit/core/parsers";
