/** A position in a string that scanners move forward; one per parse, reused for every call. */
export interface Cursor {
  pos: number;
}

/** How WebVTT timestamps are written, for error messages. */
export const WEBVTT_TIMESTAMP = "hh:mm:ss.ttt or mm:ss.ttt";

/** What the timestamp readers return for a well-formed time too large to be a number (not finite). */
export const TOO_LARGE = -2;

/** Said in a report after a value refused as `TOO_LARGE`. */
export const TOO_LARGE_NOTE = " (too large: not a finite time)";

/**
 * Collects a WebVTT timestamp at `cursor.pos` (the W3C "collect a WebVTT timestamp" steps): `mm:ss.ttt` or
 * `h...h:mm:ss.ttt`, with any number of hour digits. Returns seconds and moves the cursor past it, or returns
 * -1 with the cursor on the character that does not fit, or `TOO_LARGE` with the cursor at the start when the
 * time is past the largest number.
 */
export function readWebVTTTimestamp(input: string, end: number, cursor: Cursor): number {
  let pos = cursor.pos;
  const start = pos;
  // Fast path for the shape nearly every file uses, hh:mm:ss.ttt, read in place.
  if (
    pos + 12 <= end &&
    input.charCodeAt(pos + 2) === 0x3a &&
    input.charCodeAt(pos + 5) === 0x3a &&
    input.charCodeAt(pos + 8) === 0x2e
  ) {
    const h = digitPair(input, pos);
    const m = digitPair(input, pos + 3);
    const s = digitPair(input, pos + 6);
    const tens = digitPair(input, pos + 9);
    const last = input.charCodeAt(pos + 11);
    // (h | m | s | tens) is negative when any pair is not two digits.
    if (
      (h | m | s | tens) >= 0 &&
      isDigit(last) &&
      m <= 59 &&
      s <= 59 &&
      (pos + 12 === end || !isDigit(input.charCodeAt(pos + 12)))
    ) {
      cursor.pos = pos + 12;
      return toSeconds(h, m, s, tens * 10 + last - 48);
    }
  }
  let value1 = 0;
  while (pos < end && isDigit(input.charCodeAt(pos))) value1 = value1 * 10 + input.charCodeAt(pos++) - 48;
  if (pos === start) return fail(cursor, pos);
  const hours = pos - start !== 2 || value1 > 59;
  if (pos >= end || input.charCodeAt(pos) !== 0x3a) return fail(cursor, pos);
  pos++;
  const value2 = readTwoDigits(input, pos, end);
  if (value2 < 0) return fail(cursor, pos + (value2 === -2 ? 2 : 0));
  pos += 2;
  let h: number;
  let m: number;
  let s: number;
  if (hours || (pos < end && input.charCodeAt(pos) === 0x3a)) {
    if (pos >= end || input.charCodeAt(pos) !== 0x3a) return fail(cursor, pos);
    pos++;
    const value3 = readTwoDigits(input, pos, end);
    if (value3 < 0) return fail(cursor, pos + (value3 === -2 ? 2 : 0));
    pos += 2;
    h = value1;
    m = value2;
    s = value3;
  } else {
    h = 0;
    m = value1;
    s = value2;
  }
  if (pos >= end || input.charCodeAt(pos) !== 0x2e) return fail(cursor, pos);
  pos++;
  const fractionStart = pos;
  let ms = 0;
  while (pos < end && isDigit(input.charCodeAt(pos))) ms = ms * 10 + input.charCodeAt(pos++) - 48;
  if (pos - fractionStart !== 3) return fail(cursor, pos - fractionStart > 3 ? fractionStart + 3 : pos);
  if (m > 59) return fail(cursor, start);
  if (s > 59) return fail(cursor, start);
  const seconds = toSeconds(h, m, s, ms);
  // Hundreds of hour digits overflow to Infinity: that is no time either.
  if (!Number.isFinite(seconds)) {
    cursor.pos = start;
    return TOO_LARGE;
  }
  cursor.pos = pos;
  return seconds;
}

/**
 * Seconds from hours, minutes, seconds and milliseconds, counted in whole milliseconds and divided once: one
 * rounding, so "00:24.548" is exactly the number 24.548 (adding 0.548 to 24 would give 24.548000000000002).
 */
function toSeconds(h: number, m: number, s: number, ms: number): number {
  return ((h * 3600 + m * 60 + s) * 1000 + ms) / 1000;
}

/** The value of two digits at `pos`, or -1 when either is not a digit. */
function digitPair(input: string, pos: number): number {
  const a = input.charCodeAt(pos) - 48;
  const b = input.charCodeAt(pos + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** Two digits and no third: their value, -1 when a digit is missing, -2 when a third digit follows. */
function readTwoDigits(input: string, pos: number, end: number): number {
  if (pos + 1 >= end) return -1;
  const a = input.charCodeAt(pos);
  const b = input.charCodeAt(pos + 1);
  if (!isDigit(a) || !isDigit(b)) return -1;
  if (pos + 2 < end && isDigit(input.charCodeAt(pos + 2))) return -2;
  return (a - 48) * 10 + (b - 48);
}

function fail(cursor: Cursor, pos: number): number {
  cursor.pos = pos;
  return -1;
}

/** True for "0"-"9". */
export function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** Formats seconds as a WebVTT timestamp, `hh:mm:ss.ttt` (two or more hour digits); `sep` replaces the dot. */
export function formatTimestamp(seconds: number, sep = "."): string {
  const totalMs = Math.round(seconds * 1000);
  const ms = totalMs % 1000;
  const totalSeconds = (totalMs - ms) / 1000;
  const s = totalSeconds % 60;
  const m = ((totalSeconds - s) / 60) % 60;
  const h = (totalSeconds - s - m * 60) / 3600;
  return `${h < 10 ? "0" : ""}${h}:${m < 10 ? "0" : ""}${m}:${s < 10 ? "0" : ""}${s}${sep}${ms < 10 ? "00" : ms < 100 ? "0" : ""}${ms}`;
}
