/**
 * Prepares subtitle text for line scanning: drops a leading byte order mark and turns CRLF and lone CR line
 * breaks into LF. Line numbers stay the same, so errors point at the lines a user sees in an editor.
 * Returns the text unchanged (no copy) when there is nothing to do.
 *
 * @param replaceNul - also replace U+0000 with U+FFFD, as the WebVTT parser requires
 */
export function normalizeLines(text: string, replaceNul = false): string {
  let result = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (result.indexOf("\r") !== -1) result = result.replace(/\r\n?/g, "\n");
  if (replaceNul && result.indexOf("\0") !== -1) result = result.replaceAll("\0", "\uFFFD");
  return result;
}

/** True when `text[start, end)` holds only spaces and tabs (or nothing). */
export function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09) return false;
  }
  return true;
}

/** True when `text[start, end)` is one or more ASCII digits, ignoring spaces and tabs around them. */
export function isDigitsLine(text: string, start: number, end: number): boolean {
  while (start < end && isSpaceOrTab(text.charCodeAt(start))) start++;
  while (end > start && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
  if (start === end) return false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

function isSpaceOrTab(c: number): boolean {
  return c === 0x20 || c === 0x09;
}
