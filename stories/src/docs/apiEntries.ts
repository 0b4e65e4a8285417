// The entry points the API reference documents, by package: every subpath of the packages' `exports` but the
// stylesheet and package.json, as typedoc.config.mjs reads them.
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
  specifiers: Object.keys(exports)
    .filter((subpath) => subpath !== "./package.json" && !subpath.endsWith(".css"))
    .map((subpath) => (subpath === "." ? name : `${name}/${subpath.slice(2)}`)),
}));
