/*
 * The bytes a frame-rate reading looks at, read from a Blob in windows through `Blob.slice`: a file is never
 * loaded whole, and what is read is bounded twice, in bytes and in boxes (or elements) looked at. A reading
 * that would pass either bound stops with `StopReading`, which the reader's caller turns into "unknown".
 */

/** Why a reading stopped before it found a frame rate: the file is malformed, or a bound was reached. */
export class StopReading extends Error {
  /** Says why, for the "unknown" reading's `reason`. */
  constructor(reason: string) {
    super(reason);
    this.name = "StopReading";
  }
}

/** How many bytes one read asks for at least: box headers close together come from one slice. */
const WINDOW = 64 * 1024;

/** The bounds of one reading. */
export interface ReaderLimits {
  /** The most bytes read from the file, all reads together. */
  readonly maxBytes: number;
  /** The most boxes or elements looked at. */
  readonly maxBoxes: number;
  /** Stops the reading when aborted. */
  readonly signal?: AbortSignal;
}

/** A bounded reader over a Blob: `bytes(offset, length)` and a count of the boxes looked at. */
export class BlobReader {
  readonly #blob: Blob;
  readonly #limits: ReaderLimits;
  #window = new Uint8Array(0);
  #windowStart = 0;
  #bytesRead = 0;
  #boxes = 0;

  /** A reader over `blob` within `limits`. */
  constructor(blob: Blob, limits: ReaderLimits) {
    this.#blob = blob;
    this.#limits = limits;
  }

  /** The file's size in bytes. */
  get size(): number {
    return this.#blob.size;
  }

  /** Counts one more box or element looked at; stops the reading past the bound. */
  visit(): void {
    if (++this.#boxes > this.#limits.maxBoxes) {
      throw new StopReading(`more than ${this.#limits.maxBoxes} boxes before a frame rate`);
    }
  }

  /**
   * The `length` bytes at `offset`, or fewer where the file ends first (a truncated box shows as a short
   * answer). Stops the reading when aborted or past the byte bound.
   */
  async bytes(offset: number, length: number): Promise<Uint8Array> {
    if (this.#limits.signal?.aborted) throw new StopReading("the reading was aborted");
    const start = Math.max(0, offset);
    const end = Math.min(this.#blob.size, start + Math.max(0, length));
    if (end <= start) return new Uint8Array(0);
    const windowEnd = this.#windowStart + this.#window.length;
    if (start >= this.#windowStart && end <= windowEnd) {
      return this.#window.subarray(start - this.#windowStart, end - this.#windowStart);
    }
    const readEnd = Math.min(this.#blob.size, start + Math.max(end - start, WINDOW));
    this.#bytesRead += readEnd - start;
    if (this.#bytesRead > this.#limits.maxBytes) {
      throw new StopReading(`more than ${this.#limits.maxBytes} bytes read before a frame rate`);
    }
    const buffer = await this.#blob.slice(start, readEnd).arrayBuffer();
    if (this.#limits.signal?.aborted) throw new StopReading("the reading was aborted");
    this.#window = new Uint8Array(buffer);
    this.#windowStart = start;
    return this.#window.subarray(0, Math.min(end - start, this.#window.length));
  }
}

/** The unsigned 32-bit number at `at` (big-endian); 0 past the end. */
export function u32(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) return 0;
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

/** The unsigned 64-bit number at `at` (big-endian), as a double (exact up to 2^53); 0 past the end. */
export function u64(bytes: Uint8Array, at: number): number {
  return u32(bytes, at) * 2 ** 32 + u32(bytes, at + 4);
}

/** Four bytes at `at` as Latin-1 text: an MP4 box type or handler. */
export function fourCc(bytes: Uint8Array, at: number): string {
  return at + 4 > bytes.length ? "" : String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}
