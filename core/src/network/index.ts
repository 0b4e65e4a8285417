// @popcorn-kit/core/network: reading from the network the way the kit does, for plugin authors and for the layers
// built on core (compat's Popcorn.xhr, getJSONP and getScript). Every read has a time-out, a size limit and an
// abort; a URL is read only when it is safe (`isSafeUrl` from the root entry).
export {
  fetchLimited,
  type FetchLike,
  type FetchLimits,
  type FetchResponseLike,
  type LimitedFetch,
} from "./fetchLimited.js";
export { TRACK_LIMIT, TRACK_TIMEOUT, checkReadLimits } from "./readLimits.js";
export { urlScheme } from "../plugins/url.js";
