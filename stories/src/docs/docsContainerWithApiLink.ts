// The docs container of the three Storybooks (loaded by docsContainer.ts when a docs page opens): every docs
// page, MDX and autodocs alike, gets a header with the link to the API reference. Written without JSX, so
// that the Vue and Svelte Storybooks build it as is.
import { DocsContainer, type DocsContainerProps } from "@storybook/addon-docs/blocks";
import { createElement, type PropsWithChildren } from "react";
import { API_ROOT } from "./apiReference.js";

const header = {
  display: "flex",
  justifyContent: "flex-end",
  gap: "1rem",
  fontSize: "0.875rem",
  marginBlockEnd: "1rem",
} as const;

// Storybook keeps inline code on one line (nowrap, inline-block): in the Guides' tables a long signature would
// widen the table past the page. Code blocks rendered from Markdown scroll instead of widening the page.
const css = `
.sbdocs-content table:not(.docblock-argstable) td code { white-space: normal; display: inline; }
.sbdocs-content pre { overflow-x: auto; }
`;

/** Storybook's own docs container with a link to the API reference above each page. */
export function DocsWithApiLink({ children, ...props }: PropsWithChildren<DocsContainerProps>) {
  return createElement(
    DocsContainer,
    props,
    createElement(
      "nav",
      { "aria-label": "Reference", style: header, className: "pk-docs-header" },
      createElement("a", { href: API_ROOT, target: "_top" }, "API reference"),
    ),
    createElement("style", null, css),
    children,
  );
}
