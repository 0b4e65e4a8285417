import { type ReactNode, createElement } from "react";

/** Above this length the code is shown plain: colouring would cost more than it helps. */
const MAX_COLOURED = 150_000;

// One pass, left to right: every alternative either ends on the same line or runs to its closing mark or the end
// of the text, and what it matched is consumed, so the scan is linear in the text's length.
const TOKENS =
  /(\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|<!--[\s\S]*?(?:-->|$))|("(?:[^"\\\n]|\\.)*"?|'(?:[^'\\\n]|\\.)*'?|`(?:[^`\\]|\\[\s\S])*`?)|(<\/?[A-Za-z][\w.-]*)|\b(import|from|export|default|function|const|let|var|return|if|else|type|interface|true|false|null|undefined|new)\b|(\b\d+(?:\.\d+)?\b)/g;

const KINDS = ["comment", "string", "tag", "keyword", "number"] as const;

/**
 * The code as text nodes and `<span class="pke-files-tok" data-kind="…">` around comments, strings, tags,
 * keywords and numbers. Never markup from the text: each piece is a React text child.
 */
export function highlight(code: string): ReactNode[] {
  if (code.length > MAX_COLOURED) return [code];
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of code.matchAll(TOKENS)) {
    const at = match.index;
    if (at > last) parts.push(code.slice(last, at));
    const kind = KINDS[match.slice(1).findIndex((group) => group !== undefined)];
    parts.push(createElement("span", { key: at, className: "pke-files-tok", "data-kind": kind }, match[0]));
    last = at + match[0].length;
  }
  if (last < code.length) parts.push(code.slice(last));
  return parts;
}
