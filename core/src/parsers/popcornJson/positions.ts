// Positions inside JSON text, for error messages: JSON.parse gives values, not where they were written.

import { isDigit } from "../webvtt/timestamp.js";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Offsets where each element of the top-level object's `data` array starts, in valid JSON text. Linear; run
 * it once, and only when an error needs a line.
 */
export function dataItemOffsets(text: string): number[] {
  const offsets: number[] = [];
  let depth = 0;
  let lastKey: string | undefined;
  let expectKey = false;
  let dataDepth = -1;
  let atItem = false;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = skipString(text, i);
      if (depth === 1 && expectKey) {
        lastKey = JSON.parse(text.slice(i, end)) as string;
        expectKey = false;
      } else if (depth === dataDepth && atItem) offsets.push(i);
      atItem = false;
      i = end;
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      if (depth === dataDepth && atItem) offsets.push(i);
      atItem = false;
      depth++;
      if (c === 0x7b && depth === 1) expectKey = true;
      if (c === 0x5b && depth === 2 && dataDepth === -1 && lastKey === "data") {
        dataDepth = 2;
        atItem = true;
      }
    } else if (c === 0x7d || c === 0x5d) {
      if (c === 0x5d && depth === dataDepth) dataDepth = -2;
      depth--;
    } else if (c === 0x2c) {
      if (depth === 1) expectKey = true;
      if (depth === dataDepth) atItem = true;
    } else if (c !== 0x3a && c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) {
      if (depth === dataDepth && atItem) offsets.push(i);
      atItem = false;
    }
    i++;
  }
  return offsets;
}

function skipString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i += 2;
    else if (c === QUOTE) return i + 1;
    else i++;
  }
  return i;
}

/**
 * Offset of the first syntax error in JSON text, for when JSON.parse's message does not say where it is.
 * A small iterative recognizer of the JSON grammar; returns the text length when the text ends too early.
 */
export function jsonErrorOffset(text: string): number {
  // Each entry is what the enclosing container expects next.
  const stack: number[] = [];
  const VALUE = 0;
  const KEY_OR_END = 1;
  const KEY = 2;
  const COLON = 3;
  const COMMA_OR_END_OBJECT = 4;
  const VALUE_OR_END = 5;
  const COMMA_OR_END_ARRAY = 6;
  let expect = VALUE;
  let done = false;
  let i = 0;
  const n = text.length;
  const afterValue = (): void => {
    const top = stack[stack.length - 1];
    if (top === undefined) done = true;
    else expect = top === 0x7b ? COMMA_OR_END_OBJECT : COMMA_OR_END_ARRAY;
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) {
      i++;
      continue;
    }
    if (done) return i;
    if (expect === COLON) {
      if (c !== 0x3a) return i;
      expect = VALUE;
      i++;
    } else if (expect === COMMA_OR_END_OBJECT || expect === COMMA_OR_END_ARRAY) {
      const close = expect === COMMA_OR_END_OBJECT ? 0x7d : 0x5d;
      if (c === close) {
        stack.pop();
        afterValue();
      } else if (c === 0x2c) expect = expect === COMMA_OR_END_OBJECT ? KEY : VALUE;
      else return i;
      i++;
    } else if (expect === KEY || expect === KEY_OR_END) {
      if (c === 0x7d && expect === KEY_OR_END) {
        stack.pop();
        afterValue();
        i++;
      } else if (c === QUOTE) {
        const end = stringEnd(text, i);
        if (end < 0) return -end;
        i = end;
        expect = COLON;
      } else return i;
    } else {
      // A value (or, in an array just opened, the end of the array).
      if (c === 0x5d && expect === VALUE_OR_END) {
        stack.pop();
        afterValue();
        i++;
      } else if (c === 0x7b || c === 0x5b) {
        stack.push(c);
        expect = c === 0x7b ? KEY_OR_END : VALUE_OR_END;
        i++;
      } else if (c === QUOTE) {
        const end = stringEnd(text, i);
        if (end < 0) return -end;
        i = end;
        afterValue();
      } else {
        const end = literalEnd(text, i);
        if (end === i) return i;
        i = end;
        afterValue();
      }
    }
  }
  return n;
}

/**
 * End of the number, `true`, `false` or `null` at `start`, or `start` when there is none there. Scanned by
 * hand: a number of any length is read to its end once.
 */
function literalEnd(text: string, start: number): number {
  for (const word of ["true", "false", "null"]) if (text.startsWith(word, start)) return start + word.length;
  let i = start;
  if (text.charCodeAt(i) === 0x2d) i++;
  if (text.charCodeAt(i) === 0x30) i++;
  else if (isDigit(text.charCodeAt(i))) i = digitsEnd(text, i);
  else return start;
  if (text.charCodeAt(i) === 0x2e && isDigit(text.charCodeAt(i + 1))) i = digitsEnd(text, i + 1);
  if ((text.charCodeAt(i) | 0x20) === 0x65) {
    let exponent = i + 1;
    if (text.charCodeAt(exponent) === 0x2b || text.charCodeAt(exponent) === 0x2d) exponent++;
    if (isDigit(text.charCodeAt(exponent))) i = digitsEnd(text, exponent);
  }
  return i;
}

function digitsEnd(text: string, i: number): number {
  while (isDigit(text.charCodeAt(i))) i++;
  return i;
}

function isHexDigit(c: number): boolean {
  return isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

/** End of a JSON string starting at `start` (after its closing quote), or minus the offset of what is wrong. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c < 0x20) return -i;
    if (c === BACKSLASH) {
      const next = text.charCodeAt(i + 1);
      if (next === 0x75) {
        for (let k = i + 2; k < i + 6; k++) if (!isHexDigit(text.charCodeAt(k))) return -i;
        i += 6;
      } else if ('"\\/bfnrt'.includes(text.charAt(i + 1)) && i + 1 < text.length) i += 2;
      else return -i;
    } else i++;
  }
  return -text.length;
}
