/**
 * The mark the kit's subtitle writers put where cue text would otherwise end its cue or be read as anything but
 * text: U+200B ZERO WIDTH SPACE, which no reader takes for white space, a line break or a digit, and which
 * shows as nothing.
 */
export const CUE_LINE_MARK = "\u200B";

/**
 * Writes cue text as the lines of an SRT or WebVTT cue, so that no line can end the cue or start a block:
 * CRLF, lone CR and LF are line breaks, written as LF (readers normalise CR and CRLF to LF); a line that is
 * blank (empty, or white space alone as JavaScript's `trim` sees it), starts with "NOTE" (a comment to some
 * readers) or starts with the mark itself gets the mark in front of it. Empty text stays empty (a cue with no
 * lines). `readCueLines` undoes it. The text must hold no "-->" (WebVTT escapes ">"; SRT marks its arrows).
 *
 * @example
 * writeCueLines("Hi\r\r2") // "Hi\n\u200B\n2"
 */
export function writeCueLines(text: string): string {
  if (text === "") return text;
  const lines = text.split(/\r\n?|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith(CUE_LINE_MARK) || line.startsWith("NOTE") || line.trim() === "")
      lines[i] = CUE_LINE_MARK + line;
  }
  return lines.join("\n");
}

/**
 * Reads back cue lines that `writeCueLines` wrote (LF line breaks, as readers normalise them): drops one mark at
 * the start of each line. Text from other writers rarely holds the mark; where it does, only that invisible
 * character goes.
 */
export function readCueLines(raw: string): string {
  return raw.indexOf(CUE_LINE_MARK) === -1 ? raw : raw.replace(/(^|\n)\u200B/g, "$1");
}
