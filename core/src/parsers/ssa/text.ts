// Legacy SSA `\a` alignment values (1-3 bottom, 5-7 top, 9-11 middle) as numpad `\an` values.
const LEGACY_ALIGNMENT: Record<number, number> = { 1: 1, 2: 2, 3: 3, 5: 7, 6: 8, 7: 9, 9: 4, 10: 5, 11: 6 };

/** Plain text of an SSA/ASS event, and the alignment its overrides ask for. */
export interface SsaText {
  text: string;
  /** Numpad alignment (1-9) from the first `\an` or `\a` override, if any. */
  alignment: number | undefined;
}

/**
 * Turns the Text field of an SSA/ASS event into plain text: removes override blocks (`{\b1}`), drops vector
 * drawings (text while `\p1` or more is on), turns `\N` into a line break, `\n` into one with
 * `WrapStyle: 2` (else a space), and `\h` into a no-break space. A "{" that is never closed is text.
 */
export function ssaText(field: string, wrapStyle2: boolean): SsaText {
  let text = "";
  let alignment: number | undefined;
  let drawing = false;
  let from = 0;
  let pos = 0;
  const end = field.length;
  while (pos < end) {
    const c = field.charCodeAt(pos);
    if (c === 0x7b) {
      const close = field.indexOf("}", pos + 1);
      if (close === -1) break;
      if (!drawing) text += escapes(field.slice(from, pos), wrapStyle2);
      const block = field.slice(pos + 1, close);
      if (alignment === undefined) alignment = readAlignment(block);
      const p = /\\p(\d+)/.exec(block);
      if (p !== null) drawing = Number(p[1]) > 0;
      pos = close + 1;
      from = pos;
    } else pos++;
  }
  if (!drawing) text += escapes(field.slice(from), wrapStyle2);
  return { text, alignment };
}

function escapes(text: string, wrapStyle2: boolean): string {
  if (text.indexOf("\\") === -1) return text;
  return text.replace(/\\([Nnh])/g, (_, letter: string) =>
    letter === "N" ? "\n" : letter === "h" ? "\u00a0" : wrapStyle2 ? "\n" : " ",
  );
}

function readAlignment(block: string): number | undefined {
  const an = /\\an([1-9])/.exec(block);
  if (an !== null) return Number(an[1]);
  const a = /\\a(\d{1,2})(?!\d)/.exec(block);
  return a === null ? undefined : LEGACY_ALIGNMENT[Number(a[1])];
}
