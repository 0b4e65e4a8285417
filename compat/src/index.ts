// @popcorn-kit/compat: the Popcorn.js 1.x API on Popcorn Kit.
export { extend, forEach, guid, nop, sizeOf } from "./util/objects.js";
