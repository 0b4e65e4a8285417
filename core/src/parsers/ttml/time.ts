import { TOO_LARGE } from "../webvtt/timestamp.js";

/** TTML timing parameters from the `tt` element (`ttp:frameRate`, `ttp:subFrameRate`, `ttp:tickRate`...). */
export interface TtmlTimeBase {
  /** Frames per second, with `ttp:frameRateMultiplier` applied. @default 30 */
  frameRate: number;
  /** Sub-frames per frame. @default 1 */
  subFrameRate: number;
  /** Ticks per second. @default frameRate × subFrameRate when a frame rate is given, else 1 */
  tickRate: number;
}

/** How TTML times are written, for error messages. */
export const TTML_TIME =
  'a clock time "hh:mm:ss", "hh:mm:ss.fff" or "hh:mm:ss:ff" (frames), or an offset such as "1.5s", "200ms", "2m", "1h", "25f" or "9000t"';

const CLOCK = /^(\d+):(\d{2}):(\d{2})(?:(\.\d+)|:(\d+)(?:\.(\d+))?)?$/;
const OFFSET = /^(\d+(?:\.\d+)?)(h|m|s|ms|f|t)$/;

/**
 * Reads TTML timing parameters from the attributes of `tt`, by local name. Invalid values keep the defaults.
 */
export function ttmlTimeBase(attribute: (local: string) => string | undefined): TtmlTimeBase {
  const rate = positive(attribute("frameRate"));
  let frameRate = rate ?? 30;
  const multiplier = /^\s*(\d+)\s+(\d+)\s*$/.exec(attribute("frameRateMultiplier") ?? "");
  if (multiplier !== null && Number(multiplier[2]) > 0)
    frameRate = (frameRate * Number(multiplier[1])) / Number(multiplier[2]);
  const subFrameRate = positive(attribute("subFrameRate")) ?? 1;
  const tickRate = positive(attribute("tickRate")) ?? (rate !== undefined ? frameRate * subFrameRate : 1);
  return { frameRate, subFrameRate, tickRate };
}

function positive(value: string | undefined): number | undefined {
  if (value === undefined || !/^\s*\d+(?:\.\d+)?\s*$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && Number.isFinite(n) ? n : undefined;
}

/**
 * Converts a TTML time expression to seconds: clock time (with a fraction, or frames and sub-frames) or offset
 * time (`h`, `m`, `s`, `ms`, `f` frames, `t` ticks). Returns -1 when the text is not one, `TOO_LARGE` when it
 * is one past the largest number.
 */
export function ttmlTime(text: string, base: TtmlTimeBase): number {
  const value = text.trim();
  const clock = CLOCK.exec(value);
  if (clock !== null) {
    const minutes = Number(clock[2]);
    const seconds = Number(clock[3]);
    if (minutes > 59 || seconds > 60) return -1;
    let total = Number(clock[1]) * 3600 + minutes * 60 + seconds;
    if (clock[4] !== undefined) {
      // Whole units of the fraction, divided once, so "00:00:24.548" is exactly 24.548.
      const digits = clock[4].slice(1, 10);
      const scale = 10 ** digits.length;
      total = (total * scale + Number(digits)) / scale;
    } else if (clock[5] !== undefined) {
      const subFrames = clock[6] === undefined ? 0 : Number(clock[6]);
      total += (Number(clock[5]) + subFrames / base.subFrameRate) / base.frameRate;
    }
    return Number.isFinite(total) ? total : TOO_LARGE;
  }
  const offset = OFFSET.exec(value);
  if (offset === null) return -1;
  const count = Number(offset[1]);
  let total: number;
  switch (offset[2]) {
    case "h":
      total = count * 3600;
      break;
    case "m":
      total = count * 60;
      break;
    case "s":
      total = count;
      break;
    case "ms":
      total = count / 1000;
      break;
    case "f":
      total = count / base.frameRate;
      break;
    default:
      total = count / base.tickRate;
  }
  return Number.isFinite(total) ? total : TOO_LARGE;
}
