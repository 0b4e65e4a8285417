import { useEffect, useState } from "react";
import type { ExportHtmlOptions } from "../../export/html.js";
import type { HtmlExportSource } from "../context.js";

const NONE: ExportHtmlOptions = {};
// A function's options, once it has given them: asked once per function, whatever remounts the dialog.
const resolved = new WeakMap<() => Promise<ExportHtmlOptions>, ExportHtmlOptions>();

/**
 * The HTML page's export options from the editor's `htmlExport`: at once when they are an object (or not given),
 * else `undefined` until the function's promise settles (it is called when `needed` first becomes true). A
 * function that fails gives the defaults (the runtime from jsDelivr), so the page is still offered.
 */
export function useHtmlExportOptions(
  source: HtmlExportSource | undefined,
  needed: boolean,
): ExportHtmlOptions | undefined {
  const load = typeof source === "function" ? source : undefined;
  const fixed = typeof source === "function" ? undefined : (source ?? NONE);
  const [options, setOptions] = useState<ExportHtmlOptions | undefined>(() => (load ? resolved.get(load) : fixed));
  useEffect(() => {
    if (!load || !needed || options !== undefined) return;
    let live = true;
    load().then(
      (value) => {
        const checked = value !== null && typeof value === "object" ? value : NONE;
        resolved.set(load, checked);
        if (live) setOptions(checked);
      },
      () => {
        resolved.set(load, NONE);
        if (live) setOptions(NONE);
      },
    );
    return () => {
      live = false;
    };
  }, [load, needed, options]);
  return options;
}
