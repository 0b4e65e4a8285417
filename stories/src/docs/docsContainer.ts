// The docs container the three previews name. It loads the real one (docsContainerWithApiLink.ts) on the first
// docs page: that module imports Storybook's docs blocks, which a story alone does not need, and which would
// otherwise land in the preview's first chunk (about 0.8 MB more before any story shows).
import type { DocsContainerProps } from "@storybook/addon-docs/blocks";
import { createElement, lazy, type PropsWithChildren, Suspense } from "react";

const Container = lazy(async () => ({ default: (await import("./docsContainerWithApiLink.js")).DocsWithApiLink }));

/** Storybook's docs container with a link to the API reference above each page. */
export function DocsWithApiLink(props: PropsWithChildren<DocsContainerProps>) {
  return createElement(Suspense, { fallback: null }, createElement(Container, props));
}
