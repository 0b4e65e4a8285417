/**
 * The names of the plugins popcorn-complete.js registers (`COMPLETE_PLUGINS` and `LIBRARY_PLUGINS`), without their
 * code: what popcorn.js alone knows of them, so that calling one there says where it is (see `placeholdPlugin`).
 * A test keeps the list equal to the catalogue's names.
 */
export const CATALOGUE_NAMES: readonly string[] = [
  "footnote",
  "text",
  "subtitle",
  "image",
  "webpage",
  "code",
  "lowerthird",
  "attribution",
  "timeline",
  "callout",
  "popup",
  "mediaspawner",
  "wordriver",
  "tagthisperson",
  "wikipedia",
  "applyclass",
  "pausePlugin",
  "googlemap",
  "openmap",
  "mustache",
  "processing",
];
