import type { CueNode } from "./cueNodes.js";

/**
 * The options of a subtitle event: `text`, and `nodes`, `voice` and `settings` when there are any. Built as
 * one literal per shape, so each object keeps its fields inline (a file's worth of them is much smaller and
 * quicker to collect than objects grown key by key).
 */
export function subtitleOptions(
  text: string,
  nodes: CueNode[] | undefined,
  voice: string | undefined,
  settings: object | undefined,
): Record<string, unknown> {
  if (nodes === undefined) return settings === undefined ? { text } : { text, settings };
  if (voice === undefined) return settings === undefined ? { text, nodes } : { text, nodes, settings };
  return settings === undefined ? { text, nodes, voice } : { text, nodes, voice, settings };
}
