import type { FetchLike } from "@popcorn-kit/core/plugins/wikipedia";
import lisbon from "../../../test/fixtures/wikipedia/Lisbon.json" with { type: "json" };
import { media } from "./media.js";

/**
 * The stories' `fetch` for the Wikipedia plugin: it answers with a recorded summary of "Lisbon" (with the clip's
 * poster as its image), so the demo and its tests need no network. Leave `fetch` out and the plugin asks
 * Wikipedia itself.
 */
export const recordedWikipedia: FetchLike = async (url) => {
  const found = url === "https://en.wikipedia.org/api/rest_v1/page/summary/Lisbon";
  return {
    ok: found,
    status: found ? 200 : 404,
    json: async () => ({ ...lisbon, thumbnail: { source: media.poster, width: 480, height: 270 } }),
  };
};
