"use client";
import { type ReactNode, type RefObject, memo, useMemo } from "react";
import { highlight } from "./highlight.js";

/** Props of {@link CodePreview}. */
export interface CodePreviewProps {
  /** The text shown, as text (never markup). */
  code: string;
  /** The accessible name of the scrolling region. */
  label: string;
  /** The element holding the code, for selecting it when the clipboard is refused. */
  codeRef?: RefObject<HTMLElement | null>;
}

/**
 * Read-only code with line numbers and light colouring: two `<pre>`s side by side in one scrolling, focusable
 * region. Linear in the text's length, and the text only ever becomes text nodes.
 */
export const CodePreview = memo(function CodePreview({ code, label, codeRef }: CodePreviewProps): ReactNode {
  const numbers = useMemo(() => {
    let count = 1;
    for (let i = code.indexOf("\n"); i !== -1 && i < code.length - 1; i = code.indexOf("\n", i + 1)) count++;
    return Array.from({ length: count }, (_, n) => n + 1).join("\n");
  }, [code]);
  const coloured = useMemo(() => highlight(code), [code]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="pke-files-code" aria-label={label} tabIndex={0}>
      <pre className="pke-files-code-gutter" aria-hidden="true">
        {numbers}
      </pre>
      <pre className="pke-files-code-text">
        <code ref={codeRef as RefObject<HTMLElement>}>{coloured}</code>
      </pre>
    </section>
  );
});
