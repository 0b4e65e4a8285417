import { PopcornError, describeValue } from "../errors/errors.js";

/** Anything `toSeconds` accepts: seconds as a number, or a timecode string. */
export type TimeInput = number | string;

const ACCEPTED =
  'seconds as a non-negative number, or a timecode such as "01:02:03.5", "1:02", "12.5s", "1500ms" ' +
  'or SMPTE "00:00:10;12" (with a frame rate)';

/**
 * The latest time the kit accepts, 2^32 seconds (about 136 years): up to there a double still tells
 * microseconds apart, so that playback moves and events order as they should. `Infinity` (an open end) aside.
 */
export const MAX_TIME = 2 ** 32;

/** What a time too large is refused for: the `details.expected` of that error, which parsers tell apart. */
export const TOO_LATE = "at most 2^32 seconds (about 136 years), or Infinity for an open end";

const PLAIN = /^(\d+(?:\.\d*)?|\.\d+)(s|ms)?$/;
const CLOCK = /^(?:(\d+):)?(\d+):(\d+(?:[.,]\d*)?)$/;
const SMPTE = /^(\d+)[:;](\d{1,2})[:;](\d{1,2})([:;])(\d{1,3})$/;

/**
 * Converts a time to seconds. One function does every conversion the kit accepts, so a bad time always fails
 * the same way: with a `PopcornError` (`INVALID_TIME`) that names the value.
 *
 * Accepted: numbers from 0 to 2^32 (about 136 years) and `Infinity` (an open end); `"12.5"`, `"12.5s"`,
 * `"1500ms"`; `"mm:ss"` and `"hh:mm:ss"` with optional fraction (`.` or `,`); SMPTE `"hh:mm:ss:ff"` and drop-frame
 * `"hh:mm:ss;ff"` when `frameRate` is given (29.97 and 59.94 drop frames as SMPTE 12M specifies).
 *
 * @param value - seconds or a timecode
 * @param frameRate - frames per second, needed for SMPTE timecodes
 * @example
 * toSeconds("01:02:03.5") // 3723.5
 * toSeconds("1:02")       // 62
 * toSeconds("00:00:10;12", 29.97) // 10.4104...
 */
export function toSeconds(value: TimeInput, frameRate?: number): number {
  const seconds = readSeconds(value, frameRate);
  if (typeof seconds === "number") return seconds;
  const expected = seconds === TOO_LARGE ? TOO_LATE : ACCEPTED;
  const reason = seconds ? ` (${seconds})` : "";
  throw new PopcornError("INVALID_TIME", `Invalid time ${describeValue(value)}${reason}: expected ${expected}.`, {
    value,
    expected,
  });
}

const TOO_LARGE = "too large";

/**
 * @internal `toSeconds` without the error: the seconds, or why the time is refused (the words `toSeconds` puts
 * after the value, `""` for none). For readers of untrusted files that refuse many times and report few: past
 * their error cap, nothing of an error is built.
 */
export function readSeconds(value: unknown, frameRate?: number): number | string {
  const seconds = typeof value === "number" ? value : fromText(value, frameRate);
  if (typeof seconds !== "number") return seconds;
  if (!(seconds >= 0)) return "";
  if (seconds > MAX_TIME && value !== Infinity) return TOO_LARGE;
  return seconds;
}

function fromText(value: unknown, frameRate: number | undefined): number | string {
  if (typeof value !== "string") return "";
  const text = value.trim();

  const plain = PLAIN.exec(text);
  if (plain) {
    const n = Number(plain[1]);
    return plain[2] === "ms" ? n / 1000 : n;
  }

  const smpte = SMPTE.exec(text);
  if (smpte) return fromSmpte(smpte, frameRate);

  const clock = CLOCK.exec(text);
  if (clock) {
    const hours = clock[1] === undefined ? 0 : Number(clock[1]);
    const minutes = Number(clock[2]);
    const seconds = Number(clock[3]!.replace(",", "."));
    if (seconds >= 60) return "seconds must be below 60";
    if (clock[1] !== undefined && minutes >= 60) return "minutes must be below 60";
    return hours * 3600 + minutes * 60 + seconds;
  }
  return "";
}

function fromSmpte(match: RegExpExecArray, frameRate: number | undefined): number | string {
  if (frameRate === undefined || !Number.isFinite(frameRate) || frameRate <= 0) {
    return "a SMPTE timecode needs a positive frame rate";
  }
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3]);
  const frames = Number(match[5]);
  const nominal = Math.round(frameRate);
  if (minutes >= 60 || seconds >= 60) return "minutes and seconds must be below 60";
  if (frames >= nominal) return `frames must be below ${nominal} at ${frameRate} fps`;

  const dropFrame = match[4] === ";" && Math.abs(frameRate - nominal) > 0.001;
  if (!dropFrame) return hours * 3600 + minutes * 60 + seconds + frames / frameRate;

  // Drop-frame: frame numbers 0 and 1 (0-3 at 59.94) are skipped at the start of every minute except every
  // tenth, so the timecode keeps pace with the 1000/1001 slower real frame rate.
  const dropped = Math.round(nominal / 15);
  if (seconds === 0 && frames < dropped && minutes % 10 !== 0) {
    return "that frame number does not exist in drop-frame timecode";
  }
  const totalMinutes = hours * 60 + minutes;
  const frameNumber =
    (totalMinutes * 60 + seconds) * nominal + frames - dropped * (totalMinutes - Math.floor(totalMinutes / 10));
  return (frameNumber * 1001) / (nominal * 1000);
}

/**
 * Formats seconds as `hh:mm:ss.mmm` (`mm:ss.mmm` under an hour), the inverse of `toSeconds` for display.
 * @example formatTime(3723.5) // "01:02:03.500"
 */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return seconds > 0 ? "∞" : "--:--";
  const totalMs = Math.round(Math.max(0, seconds) * 1000);
  const ms = totalMs % 1000;
  const s = Math.floor(totalMs / 1000) % 60;
  const m = Math.floor(totalMs / 60_000) % 60;
  const h = Math.floor(totalMs / 3_600_000);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  const rest = `${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
  return h > 0 ? `${pad(h)}:${rest}` : rest;
}
