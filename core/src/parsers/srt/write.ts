import { PopcornError, describeValue } from "../../errors/errors.js";
import type { CueNode } from "../cueNodes.js";
import type { ParsedEvent } from "../types.js";
import { formatTimestamp } from "../webvtt/timestamp.js";
import { writeCueLines } from "../writeCueLines.js";

/**
 * Writes events as SubRip (SRT): numbered from 1, `hh:mm:ss,mmm` times, and text with `<i>`, `<b>`, `<u>` and
 * `<font color>` from the `nodes` tree when there is one (other spans keep only their text). The text is SRT
 * cue text: its tags are read back as tags, as SRT has no escaping. No text can end its cue or start another
 * (see `writeCueLines`): CRLF and lone CR become LF line breaks, a blank line (or one starting with "NOTE")
 * gets U+200B in front, and "-->" is written `--\u200B>`. The kit's SRT reader drops these marks, so the text
 * reads back as written, line breaks normalised to LF; another reader shows them as nothing.
 */
export function writeSrt(events: readonly ParsedEvent[]): string {
  let out = "";
  let index = 0;
  for (const event of events) {
    if (!Number.isFinite(event.start) || !Number.isFinite(event.end)) {
      throw new PopcornError(
        "INVALID_TIME",
        `Cannot write ${describeValue(event.end)} as an SRT time (event ${describeValue(event.id ?? event.type)}): expected finite start and end times.`,
        {
          value: event.end,
          eventId: event.id,
          expected: "finite start and end times",
        },
      );
    }
    const nodes = event.options.nodes;
    const text = Array.isArray(nodes)
      ? writeSrtNodes(nodes as CueNode[])
      : typeof event.options.text === "string"
        ? event.options.text
        : "";
    // SRT has no escaping: an arrow gets a mark after its "--" (and one more when it has some), so no line holds "-->".
    out += `${++index}\n${formatTimestamp(event.start, ",")} --> ${formatTimestamp(event.end, ",")}\n${writeCueLines(text.replace(/--(\u200B*)>/g, "--\u200B$1>"))}\n\n`;
  }
  return out;
}

function writeSrtNodes(nodes: readonly CueNode[]): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += node;
    else if (node.type === "timestamp" || node.type === "rt") continue;
    else if (node.type === "i" || node.type === "b" || node.type === "u")
      out += `<${node.type}>${writeSrtNodes(node.children)}</${node.type}>`;
    else if (node.type === "c" && node.color !== undefined)
      out += `<font color="${node.color.replaceAll('"', "")}">${writeSrtNodes(node.children)}</font>`;
    else out += writeSrtNodes(node.children);
  }
  return out;
}
