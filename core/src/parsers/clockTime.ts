import { type Cursor, isDigit, TOO_LARGE } from "./webvtt/timestamp.js";

/**
 * Reads a clock time as SRT, SBV and SSA write it, leniently: `h:mm:ss.fff` or `mm:ss.fff`, with any number
 * of hour digits, one or two digits of minutes and seconds (each below 60), and an optional fraction of one
 * or more digits (`,5` is half a second). `decimalComma` also accepts "," before the fraction (SRT).
 * Returns seconds and moves the cursor past the time, or returns -1 with the cursor where it stopped fitting,
 * or `TOO_LARGE` with the cursor at the start for a time past the largest number (hundreds of hour digits).
 */
export function readClockTime(input: string, end: number, cursor: Cursor, decimalComma: boolean): number {
  let pos = cursor.pos;
  const start = pos;
  let a = 0;
  while (pos < end && isDigit(input.charCodeAt(pos))) a = a * 10 + input.charCodeAt(pos++) - 48;
  if (pos === start || pos >= end || input.charCodeAt(pos) !== 0x3a) return fail(cursor, pos);
  pos++;
  const bStart = pos;
  let b = 0;
  while (pos < end && pos - bStart < 3 && isDigit(input.charCodeAt(pos))) b = b * 10 + input.charCodeAt(pos++) - 48;
  if (pos === bStart || pos - bStart > 2) return fail(cursor, bStart);
  let hours = 0;
  let minutes = a;
  let seconds = b;
  if (pos < end && input.charCodeAt(pos) === 0x3a) {
    pos++;
    const cStart = pos;
    let c = 0;
    while (pos < end && pos - cStart < 3 && isDigit(input.charCodeAt(pos))) c = c * 10 + input.charCodeAt(pos++) - 48;
    if (pos === cStart || pos - cStart > 2) return fail(cursor, cStart);
    hours = a;
    minutes = b;
    seconds = c;
  }
  let fraction = 0;
  let scale = 1;
  if (pos + 1 < end && isDigit(input.charCodeAt(pos + 1))) {
    const sep = input.charCodeAt(pos);
    if (sep === 0x2e || (decimalComma && sep === 0x2c)) {
      pos++;
      const fractionStart = pos;
      let digits = 0;
      while (pos < end && isDigit(input.charCodeAt(pos))) {
        // Nine digits are nanoseconds: anything finer is noise and would only lose precision.
        if (pos - fractionStart < 9) {
          digits = digits * 10 + input.charCodeAt(pos) - 48;
          scale *= 10;
        }
        pos++;
      }
      fraction = digits;
    }
  }
  if (minutes > 59 || seconds > 59) return fail(cursor, start);
  // Whole units of the fraction, divided once: "0:00:24,548" is exactly 24.548, as in WebVTT.
  const total = ((hours * 3600 + minutes * 60 + seconds) * scale + fraction) / scale;
  if (!Number.isFinite(total)) {
    cursor.pos = start;
    return TOO_LARGE;
  }
  cursor.pos = pos;
  return total;
}

function fail(cursor: Cursor, pos: number): number {
  cursor.pos = pos;
  return -1;
}
