import { FRAME_RATE_RULE } from "../project/rules.js";
import { matroskaFrameRate } from "./frameRateMatroska.js";
import { mp4FrameRate } from "./frameRateMp4.js";
import { BlobReader, StopReading, fourCc } from "./frameRateReader.js";

/*
 * Reads a video file's frame rate from its container, when the container declares one: MP4 and QuickTime (the
 * video track's timescale over its most common sample duration) and Matroska and WebM (the video track's
 * DefaultDuration). Nothing is decoded and the file is never loaded whole: box headers are read through
 * `Blob.slice`, within a byte bound and a count of boxes, so that a malformed or hostile file (truncated boxes,
 * sizes past its end, nesting thousands deep) answers "unknown" after a few reads, and never throws.
 */

/** The rates a measured frame rate snaps to when it is within 0.01 of one. */
export const COMMON_FRAME_RATES: readonly number[] = [23.976, 24, 25, 29.97, 30, 48, 50, 59.94, 60];

/** The containers `readFrameRate` reads. */
export type FrameRateContainer = "mp4" | "matroska";

/** What `readFrameRate` found. */
export type FrameRateReading =
  | {
      readonly kind: "known";
      /** Frames per second: a common rate, or the measured one rounded to 3 decimals. */
      readonly frameRate: number;
      /** The rate as the file's numbers give it, unrounded. */
      readonly measured: number;
      readonly container: FrameRateContainer;
    }
  | {
      readonly kind: "unknown";
      /** Why, in a few words: "no video track", "not an MP4 or Matroska file", a bound reached... */
      readonly reason: string;
    };

/** Options of `readFrameRate`. */
export interface ReadFrameRateOptions {
  /** The most bytes read from the file. @default 8 MiB */
  readonly maxBytes?: number;
  /** The most boxes (MP4) or elements (Matroska) looked at. @default 10,000 */
  readonly maxBoxes?: number;
  /** Aborting it ends the reading: it answers "unknown". */
  readonly signal?: AbortSignal;
}

/** The MP4 box types a file may start with. */
const MP4_FIRST_BOXES = new Set(["ftyp", "moov", "mdat", "free", "skip", "wide", "pnot", "styp", "sidx", "moof"]);

/**
 * A measured frame rate as the project keeps it: the common rate (23.976, 24, 25, 29.97, 30, 48, 50, 59.94, 60)
 * it is within 0.01 of, else the measured value rounded to 3 decimals.
 *
 * @example
 * snapFrameRate(30000 / 1001) // 29.97
 * snapFrameRate(12.5) // 12.5
 */
export function snapFrameRate(measured: number): number {
  for (const rate of COMMON_FRAME_RATES) if (Math.abs(measured - rate) <= 0.01) return rate;
  return Math.round(measured * 1000) / 1000;
}

function unknown(reason: string): FrameRateReading {
  return { kind: "unknown", reason };
}

/**
 * The frame rate the video in `blob` (a `File`) declares in its container, or "unknown" (with the reason) when
 * it declares none, is not an MP4, QuickTime, Matroska or WebM file, is malformed, or when a bound is reached.
 * Never throws; reads at most `maxBytes` through `Blob.slice`.
 *
 * @example
 * const reading = await readFrameRate(file);
 * const frameRate = reading.kind === "known" ? reading.frameRate : 30;
 */
export async function readFrameRate(blob: Blob, options: ReadFrameRateOptions = {}): Promise<FrameRateReading> {
  const { maxBytes = 8 * 1024 * 1024, maxBoxes = 10_000, signal } = options;
  try {
    const reader = new BlobReader(blob, { maxBytes, maxBoxes, signal });
    const head = await reader.bytes(0, 12);
    let container: FrameRateContainer;
    let measured: number | undefined;
    if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
      container = "matroska";
      measured = await matroskaFrameRate(reader);
    } else if (MP4_FIRST_BOXES.has(fourCc(head, 4))) {
      container = "mp4";
      measured = await mp4FrameRate(reader);
    } else {
      return unknown("not an MP4, QuickTime, Matroska or WebM file");
    }
    if (measured === undefined) return unknown("the file declares no frame rate");
    const frameRate = snapFrameRate(measured);
    if (!Number.isFinite(measured) || !FRAME_RATE_RULE.test(frameRate)) {
      return unknown(`the declared rate (${measured} fps) is not a frame rate`);
    }
    return { kind: "known", frameRate, measured, container };
  } catch (error) {
    return unknown(error instanceof StopReading ? error.message : "the file could not be read");
  }
}
