import type { CueNode } from "../../../parsers/cueNodes.js";
import type { SubtitleEvent } from "../../builtins.js";

/** A word of a line as its cue timestamps cut it (karaoke): its text and the time it is said. */
export interface TranscriptWord {
  readonly text: string;
  /** In seconds: the timestamp before it, or the line's start for the first. */
  readonly start: number;
}

/**
 * A line's text cut at its cue timestamps (`<00:00:02.000>`), ruby text left out; one word, the whole text,
 * for a line without timestamps. Joined, the words' texts are the line's text.
 */
export function lineWords(line: SubtitleEvent): TranscriptWord[] {
  const nodes = line.options.nodes;
  if (nodes === undefined) return [{ text: line.options.text, start: line.start }];
  const words: { text: string; start: number }[] = [{ text: "", start: line.start }];
  const walk = (list: readonly CueNode[]) => {
    for (const node of list) {
      if (typeof node === "string") words[words.length - 1]!.text += node;
      else if (node.type === "timestamp") words.push({ text: "", start: node.time });
      else if (node.type !== "rt") walk(node.children);
    }
  };
  walk(nodes);
  // No empty words: a timestamp at the very start, or two in a row.
  const said = words.filter((word) => word.text !== "");
  return said.length > 0 ? said : [{ text: "", start: line.start }];
}

/** Which word of `words` is said at `time`: the last one whose timestamp has passed; -1 for a line without timestamps. */
export function currentWord(words: readonly TranscriptWord[], time: number): number {
  if (words.length < 2) return -1;
  let index = 0;
  for (let i = 1; i < words.length; i++) if (words[i]!.start <= time) index = i;
  return index;
}

/** Whether the line's words come at timestamps: a view of it then changes with the time. */
export function hasWordTimes(line: SubtitleEvent | null): boolean {
  return line !== null && lineWords(line).length > 1;
}
