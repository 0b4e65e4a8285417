import { useEffect, useState } from "react";
import { loadHtmlAssets } from "../../export/assets/loadHtmlAssets.js";
import type { ExportHtmlOptions, HtmlAssets } from "../../export/htmlPage.js";
import type { HtmlExportSource } from "../context.js";

/** What the dialog writes the HTML page with: the editor's options, and the texts the page holds where they name none. */
export interface HtmlExportInput {
  readonly options: ExportHtmlOptions;
  readonly assets: HtmlAssets;
}

const NONE: ExportHtmlOptions = {};
const NO_ASSETS: HtmlAssets = {};
// What a source gave, once it has: asked once per source (a function, or the options object), whatever remounts the
// dialog. A failure is not kept, so that the next showing tries again.
const resolved = new WeakMap<object, HtmlExportInput>();
/** The key of the editor with no `htmlExport`. */
const DEFAULTS = {};

/**
 * The options and the texts, from a source: a function's options when its promise settles (a function that fails
 * gives none, so the page is still offered); then, unless the options link the runtime, the stylesheet and Leaflet
 * all three, the texts the page holds, loaded as a chunk of their own.
 */
async function resolve(source: HtmlExportSource | undefined): Promise<HtmlExportInput> {
  let options = NONE;
  if (typeof source === "function") {
    const given = await source().catch(() => NONE);
    options = given !== null && typeof given === "object" ? given : NONE;
  } else if (source !== undefined) {
    options = source;
  }
  const linked = options.runtime !== undefined && options.stylesheet !== undefined && options.leaflet !== undefined;
  return { options, assets: linked ? NO_ASSETS : await loadHtmlAssets() };
}

/**
 * What the HTML page is written with, from the editor's `htmlExport`: `undefined` until it is ready (its options
 * and texts are resolved when `needed` first becomes true), or the error that kept it from being (the texts'
 * chunk did not load), which stays until the dialog is shown again.
 */
export function useHtmlExportOptions(
  source: HtmlExportSource | undefined,
  needed: boolean,
): HtmlExportInput | Error | undefined {
  const key: object = source ?? DEFAULTS;
  const [input, setInput] = useState<HtmlExportInput | Error | undefined>(() => resolved.get(key));
  useEffect(() => {
    if (!needed || input !== undefined) return;
    let live = true;
    resolve(source).then(
      (value) => {
        resolved.set(key, value);
        if (live) setInput(value);
      },
      (error: unknown) => {
        if (live) setInput(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      live = false;
    };
  }, [key, source, needed, input]);
  return input;
}
