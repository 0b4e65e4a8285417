/** Kinds of span in a cue text tree: the WebVTT spans; SRT `<font>` becomes a `c` span with a `color`. */
export type CueSpanType = "c" | "i" | "b" | "u" | "ruby" | "rt" | "v" | "lang";

/** A WebVTT timestamp inside cue text (`<00:00:01.500>`), for karaoke-style reveal. */
export interface CueTimestampNode {
  type: "timestamp";
  /** Seconds from the start of the media. */
  time: number;
}

/** A span of cue text: class, italic, bold, underline, ruby, ruby text, voice or language. */
export interface CueSpanNode {
  type: CueSpanType;
  /** Class names (`<c.yellow.bg_blue>`), when there are any. */
  classes?: string[];
  /** Speaker of a `v` span (`<v Roger>`); the empty string when none is named. */
  voice?: string;
  /** The language that applies to this span: the nearest enclosing `<lang>` annotation. */
  lang?: string;
  /** Text color from an SRT `<font color="...">`, as written. */
  color?: string;
  children: CueNode[];
}

/**
 * One node of a parsed cue text tree (the `nodes` option of subtitle events): a string is text (entities
 * already decoded, never HTML: render it as text), or a span, or a timestamp. In a WebVTT tree each run of
 * text between two tags is a string of its own, as the W3C parser makes text nodes, so two strings sit side by
 * side where a tag between them was ignored (`"a</i>b"` gives `["a", "b"]`); SRT trees join them.
 */
export type CueNode = string | CueSpanNode | CueTimestampNode;

/** What reading cue text gives besides the tree. */
export interface CueTextSummary {
  /** Plain text: every text node in order, less ruby text (`rt`), as WebVTT extracts a chapter title. */
  text: string;
  /** Speaker of the first voice span, if any. */
  voice: string | undefined;
  /** True when the tree is one string at most, so `text` says all there is. */
  plain: boolean;
}

/**
 * The plain text of a cue text tree: its text in order, leaving out ruby text (`rt`), as the WebVTT rules for
 * a chapter title do.
 * @example cueNodesToText(["Hi ", { type: "i", children: ["there"] }]) // "Hi there"
 */
export function cueNodesToText(nodes: readonly CueNode[]): string {
  let text = "";
  for (const node of nodes) {
    if (typeof node === "string") text += node;
    else if (node.type !== "timestamp" && node.type !== "rt") text += cueNodesToText(node.children);
  }
  return text;
}
