// The entry points the API reference documents, by package: every subpath of the packages' `exports` with types,
// as typedoc.config.mjs reads them; not the stylesheet, package.json or compat's script-tag builds (`./global/*`),
// files whose target is a plain path.
import compat from "../../../compat/package.json";
import core from "../../../core/package.json";
import react from "../../../react/package.json";
import svelte from "../../../svelte/package.json";
import vue from "../../../vue/package.json";

/** One package and the specifiers of its entry points, e.g. "@popcorn-kit/core/parsers". */
export interface ApiPackage {
  name: string;
  description: string;
  specifiers: string[];
}

/** The five published packages, in the order the reference lists them. */
export const API_PACKAGES: ApiPackage[] = [core, react, vue, svelte, compat].map(({ name, description, exports }) => ({
  name,
  description,
  specifiers: Object.entries(exports as Record<string, unknown>)
    .filter(([subpath, target]) => typeof target !== "string" && !subpath.endsWith(".css"))
    .map(([subpath]) => (subpath === "." ? name : `${name}/${subpath.slice(2)}`)),
}));
