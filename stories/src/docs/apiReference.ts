// Where the API reference is served: `npm run build:api` writes TypeDoc's site into storybook-static/api, at the
// root of the composed site. Links to it are root-relative, so they work from the root Storybook and from the
// Vue and Svelte ones (served at /vue and /svelte of the same origin), and open in the whole window: the
// reference is a site of its own, not a page of the Storybook.
import { createElement, type ReactNode } from "react";

/** The root of the API reference. */
export const API_ROOT = "/api/";

/**
 * The page of TypeDoc's site that documents a module, given the specifier it is imported by: TypeDoc names
 * the file after the module, with every character other than a letter, a digit or `_` replaced by `_`.
 *
 * @example
 * apiModuleUrl("@popcorn-kit/core/parsers") // "/api/modules/_popcorn-kit_core_parsers.html"
 */
export function apiModuleUrl(specifier: string): string {
  return `${API_ROOT}modules/${specifier.replace(/[^A-Za-z0-9_-]/g, "_")}.html`;
}

/** Props of {@link ApiLink}. */
export interface ApiLinkProps {
  /** A path under /api/ (e.g. "functions/_popcorn-kit_core.createPopcorn.html"); the reference's home page when left out. */
  to?: string;
  children?: ReactNode;
}

/** A link into the API reference, opened in the whole window (outside the Storybook's frames). */
export function ApiLink({ to = "", children }: ApiLinkProps) {
  return createElement("a", { href: `${API_ROOT}${to}`, target: "_top" }, children ?? "API reference");
}
