// The script-tag build with the whole catalogue (Popcorn 1.x's popcorn-complete.js): sets `window.Popcorn`.
import { PopcornError, type TrackParser } from "@popcorn-kit/core";
import type { ParseResult } from "@popcorn-kit/core/parsers";
import { usePopcornError } from "../catalogue/globals/pageGlobal.js";
import { Popcorn, installComplete } from "../index.js";
import { expose } from "./expose.js";

/** Where this script was loaded from: its parsers file sits beside it. */
const here =
  typeof document === "undefined" ? "" : (document.currentScript as HTMLScriptElement | null)?.src || document.baseURI;
let parsers: Promise<{ parse: (text: string, options: object) => ParseResult }> | undefined;

/** Reads a subtitle or data file with the parsers of popcorn-parsers.mjs, loaded on first use. */
const parse: TrackParser = async (text, options) => {
  parsers ??= import(/* @vite-ignore */ new URL("popcorn-parsers.mjs", here).href).catch((error: unknown) => {
    parsers = undefined;
    throw error;
  });
  return (await parsers).parse(text, options);
};

usePopcornError(PopcornError);
installComplete(parse);
expose(Popcorn);
