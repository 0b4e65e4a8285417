import type { CueNode } from "../cueNodes.js";
import { CueTreeBuilder } from "../cueTree.js";
import { readCharacterReference } from "../entities.js";
import { readWebVTTCueText } from "./cueTextReader.js";

export { MAX_SPAN_DEPTH } from "../cueTree.js";

/**
 * Parses WebVTT cue text into a tree of nodes, following the W3C "WebVTT cue text parsing rules": spans
 * `c`, `i`, `b`, `u`, `ruby`, `rt` (inside ruby), `v` (voice) and `lang`, class names, timestamps, and HTML
 * character references. Unknown tags are dropped, unclosed spans run to the end, text is never HTML.
 *
 * @example
 * parseWebVTTCueText("<v Roger>Hi <i>there</i>")
 * // [{ type: "v", voice: "Roger", children: ["Hi ", { type: "i", children: ["there"] }] }]
 */
export function parseWebVTTCueText(input: string): CueNode[] {
  return readWebVTTCueText(
    input,
    { text: "", voice: undefined, plain: true },
    new CueTreeBuilder(),
    readCharacterReference,
  );
}
