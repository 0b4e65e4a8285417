import { PopcornError } from "@popcorn-kit/core";
import type { HtmlAssets } from "../htmlPage.js";

let loading: Promise<HtmlAssets> | undefined;

/**
 * Loads, once, the texts an exported HTML page inlines by default (compat's global build, the kit's stylesheet and
 * Leaflet: about 120 kB gzipped, a chunk of its own that bundlers split from whatever imports this function), and
 * later calls share them. Rejects with a `PopcornError` (`LOAD`) when the chunk cannot be loaded (an editor whose
 * page lost the network, say); the next call tries again.
 */
export function loadHtmlAssets(): Promise<HtmlAssets> {
  loading ??= import("./htmlAssets.js").then(
    ({ HTML_ASSETS }) => HTML_ASSETS,
    (cause: unknown) => {
      loading = undefined;
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new PopcornError("LOAD", `Could not load the runtime and the stylesheet an HTML page holds: ${reason}.`, {
        cause,
      });
    },
  );
  return loading;
}
