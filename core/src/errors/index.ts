// @popcorn-kit/core/errors: refusing a value the way the kit does, for plugin authors and for the layers built on
// core (compat, the editor). Every refusal is a `PopcornError` whose message names the value it got and what is
// accepted; a value whose reading throws (a getter, a revoked proxy) is refused with that error as the cause.
export {
  PopcornError,
  type PopcornErrorCode,
  type PopcornErrorDetails,
  describeValue,
  plainFields,
  readSafely,
  refusal,
} from "./errors.js";
// For layers with listeners of their own (the editor's), which report a listener's error as core does.
export { reportUnhandled } from "../host.js";
