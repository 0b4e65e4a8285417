import { type BlobReader, StopReading } from "./frameRateReader.js";

/*
 * The frame rate a Matroska or WebM file declares: its first video track's `DefaultDuration` (nanoseconds per
 * frame). The segment's top-level elements are walked by their headers (clusters skipped by size), up to
 * `Tracks`, found in place or through the `SeekHead`; only `Tracks` is read whole (bounded), and only its
 * `TrackEntry` children are opened, so nesting never deepens the walk. Files without `DefaultDuration` (what
 * browsers record) declare nothing.
 */

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const SEEK_HEAD = 0x114d9b74;
const SEEK = 0x4dbb;
const SEEK_ID = 0x53ab;
const SEEK_POSITION = 0x53ac;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const DEFAULT_DURATION = 0x23e383;
const CLUSTER = 0x1f43b675;

/** Track type 1: video. */
const VIDEO = 1;
/** The most bytes of a `Tracks` or `SeekHead` element read. */
const ELEMENT_BYTES = 1024 * 1024;

/** An element header: its id, where its data starts and its size (undefined: unknown, up to its parent's end). */
export interface ElementHeader {
  readonly id: number;
  readonly data: number;
  readonly size: number | undefined;
}

/**
 * The element header at `at` in `bytes` (an id of 1 to 4 bytes with its length marker, a size of 1 to 8 bytes
 * without it), or undefined when malformed or cut short.
 */
export function elementHeader(bytes: Uint8Array, at: number): ElementHeader | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const idLength = Math.clz32(first) - 23;
  if (idLength > 4 || at + idLength > bytes.length) return undefined;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + bytes[at + i]!;
  const sizeAt = at + idLength;
  const lead = bytes[sizeAt];
  if (lead === undefined || lead === 0) return undefined;
  const sizeLength = Math.clz32(lead) - 23;
  if (sizeAt + sizeLength > bytes.length) return undefined;
  let size = lead & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = bytes[sizeAt + i]!;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, data: sizeAt + sizeLength, size: allOnes ? undefined : size };
}

/** The unsigned number of `length` bytes at `at` (exact up to 2^53). */
function uint(bytes: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length && at + i < bytes.length; i++) value = value * 256 + bytes[at + i]!;
  return value;
}

/** The children of the element whose data is `bytes[from, to)`, each with its data's range; stops when malformed. */
function* children(bytes: Uint8Array, from: number, to: number): Generator<{ id: number; start: number; end: number }> {
  let at = from;
  while (at < to) {
    const header = elementHeader(bytes, at);
    if (!header || header.size === undefined || header.data + header.size > to) return;
    yield { id: header.id, start: header.data, end: header.data + header.size };
    at = header.data + header.size;
  }
}

/** The nanoseconds per frame of the first video track in a `Tracks` element's data. */
function videoDefaultDuration(bytes: Uint8Array): number | undefined {
  for (const entry of children(bytes, 0, bytes.length)) {
    if (entry.id !== TRACK_ENTRY) continue;
    let type = 0;
    let duration = 0;
    for (const field of children(bytes, entry.start, entry.end)) {
      if (field.id === TRACK_TYPE) type = uint(bytes, field.start, field.end - field.start);
      else if (field.id === DEFAULT_DURATION) duration = uint(bytes, field.start, field.end - field.start);
    }
    if (type === VIDEO) return duration > 0 ? duration : undefined;
  }
  return undefined;
}

/** Where the `SeekHead` in `bytes` says `Tracks` is, relative to the segment's data; undefined if it does not. */
function tracksPosition(bytes: Uint8Array): number | undefined {
  for (const seek of children(bytes, 0, bytes.length)) {
    if (seek.id !== SEEK) continue;
    let id = 0;
    let position: number | undefined;
    for (const field of children(bytes, seek.start, seek.end)) {
      if (field.id === SEEK_ID) id = uint(bytes, field.start, field.end - field.start);
      else if (field.id === SEEK_POSITION) position = uint(bytes, field.start, field.end - field.start);
    }
    if (id === TRACKS && position !== undefined) return position;
  }
  return undefined;
}

/** The header of the element at `at` in the file, read through `reader`. */
async function headerAt(reader: BlobReader, at: number): Promise<ElementHeader | undefined> {
  reader.visit();
  const bytes = await reader.bytes(at, 12);
  const header = elementHeader(bytes, 0);
  return header && { ...header, data: at + header.data };
}

/**
 * The frames per second the Matroska or WebM file in `reader` declares for its first video track, unrounded;
 * undefined when it declares none. Stops with `StopReading` on a malformed file or a reached bound.
 */
export async function matroskaFrameRate(reader: BlobReader): Promise<number | undefined> {
  const ebml = await headerAt(reader, 0);
  if (!ebml || ebml.id !== EBML || ebml.size === undefined) throw new StopReading("no EBML header");
  const segment = await headerAt(reader, ebml.data + ebml.size);
  if (!segment || segment.id !== SEGMENT) throw new StopReading("no Matroska segment");
  const end = segment.size === undefined ? reader.size : Math.min(reader.size, segment.data + segment.size);
  let sought: number | undefined;
  let at = segment.data;
  while (at < end) {
    const header = await headerAt(reader, at);
    if (!header) throw new StopReading("a malformed element");
    if (header.id === TRACKS || header.id === SEEK_HEAD) {
      const length = Math.min(header.size ?? end - header.data, end - header.data, ELEMENT_BYTES);
      const bytes = await reader.bytes(header.data, length);
      if (header.id === TRACKS) {
        const nanoseconds = videoDefaultDuration(bytes);
        return nanoseconds === undefined ? undefined : 1e9 / nanoseconds;
      }
      const position = tracksPosition(bytes);
      if (position !== undefined) sought = segment.data + position;
    }
    if (header.id === CLUSTER && sought !== undefined && sought > at) {
      // Tracks after the clusters: where the SeekHead says.
      at = sought;
      sought = undefined;
      continue;
    }
    if (header.size === undefined) throw new StopReading("an element of unknown size before the tracks");
    at = header.data + header.size;
  }
  throw new StopReading("no Tracks element");
}
