// The docs container of the three Storybooks (loaded by docsContainer.ts when a docs page opens): every docs
// page, MDX and autodocs alike, gets a header with the link to the API reference. Written without JSX, so
// that the Vue and Svelte Storybooks build it as is.
import { DocsContainer, type DocsContainerProps } from "@storybook/addon-docs/blocks";
import { createElement, type PropsWithChildren } from "react";
import { API_ROOT } from "./apiReference.js";
import { followStandaloneLink } from "./standaloneLinks.js";

const header = {
  display: "flex",
  justifyContent: "flex-end",
  gap: "1rem",
  fontSize: "0.875rem",
  marginBlockEnd: "1rem",
} as const;

// Storybook keeps inline code on one line (nowrap, inline-block): in the Guides' tables a long signature would
// widen the table past the page. Code blocks rendered from Markdown wrap their long lines instead of widening the
// page: a block that scrolled would need to take the keyboard's focus to be read without a pointer. For the same
// reason a story's block grows with its story rather than scrolling while Storybook measures it.
const css = `
.sbdocs-content table:not(.docblock-argstable) td code { white-space: normal; display: inline; }
.sbdocs-content pre, .sbdocs-content pre code { white-space: pre-wrap; overflow-wrap: anywhere; }
.sbdocs .docs-story { overflow: visible; }
`;

/**
 * Storybook's own docs container with a link to the API reference above each page, whose links to stories and
 * pages also work in a framework's Storybook opened on its own (see standaloneLinks.ts).
 */
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
    createElement("div", { onClickCapture: followStandaloneLink }, children),
  );
}
