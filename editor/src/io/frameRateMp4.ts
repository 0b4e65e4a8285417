import { type BlobReader, StopReading, fourCc, u32, u64 } from "./frameRateReader.js";

/*
 * The frame rate an MP4 or QuickTime file declares: its first video track's (`hdlr` "vide") `mdhd` timescale
 * over the sample duration most of its samples have (`stts`). A fragmented file's samples are in its movie
 * fragments instead: their duration is the track's default (`trex`, `tfhd`) or the first fragment's own (`trun`).
 * Box headers are read one by one through the reader (the `moov` may follow gigabytes of `mdat`); only the
 * boxes on the path moov > trak > mdia > minf > stbl, and mvex and the first moof, are opened, so nesting
 * never deepens the walk. Every count read from the file is checked against the bytes that hold it.
 */

/** A box: its type and where its content starts and ends in the file. */
interface Box {
  readonly type: string;
  readonly start: number;
  readonly content: number;
  readonly end: number;
}

/** The most bytes of a sample table (`stts`, `trun`) read: 128 Ki entries of `stts` is plenty for a mode. */
const TABLE_BYTES = 1024 * 1024;

/** The boxes inside [start, end), in order. Stops at the first box that is malformed or overruns its parent. */
async function* boxes(reader: BlobReader, start: number, end: number): AsyncGenerator<Box> {
  let at = start;
  while (at + 8 <= end) {
    reader.visit();
    const head = await reader.bytes(at, Math.min(16, end - at));
    if (head.length < 8) return;
    const small = u32(head, 0);
    let header = 8;
    let size = small;
    if (small === 1) {
      if (head.length < 16) return;
      header = 16;
      size = u64(head, 8);
    } else if (small === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type: fourCc(head, 4), start: at, content: at + header, end: at + size };
    at += size;
  }
}

/** The content of `box` (at most `max` bytes; fewer when the file ends first). */
function content(reader: BlobReader, box: Box, max = TABLE_BYTES): Promise<Uint8Array> {
  return reader.bytes(box.content, Math.min(box.end - box.content, max));
}

/** What one video track says: its id, timescale and the most common sample duration of its sample table. */
interface VideoTrack {
  readonly id: number;
  readonly timescale: number;
  readonly duration: number | undefined;
}

/** The most common of the durations counted in `counts` (most samples; the shorter on a tie), or undefined. */
export function mostCommon(counts: ReadonlyMap<number, number>, atLeast = 2): number | undefined {
  let best: number | undefined;
  let most = 0;
  for (const [duration, count] of counts) {
    if (duration <= 0) continue;
    if (count > most || (count === most && best !== undefined && duration < best)) {
      best = duration;
      most = count;
    }
  }
  return most >= atLeast ? best : undefined;
}

/** The most common sample duration of an `stts` box's entries (count, duration), as far as they were read. */
function sttsMode(bytes: Uint8Array): number | undefined {
  const entries = Math.min(u32(bytes, 4), Math.floor((bytes.length - 8) / 8));
  const counts = new Map<number, number>();
  for (let i = 0; i < entries; i++) {
    const count = u32(bytes, 8 + i * 8);
    const duration = u32(bytes, 12 + i * 8);
    counts.set(duration, (counts.get(duration) ?? 0) + count);
  }
  return mostCommon(counts);
}

/** A `trak`'s id, timescale and sample duration when it is a video track; undefined for any other track. */
async function videoTrack(reader: BlobReader, trak: Box): Promise<VideoTrack | undefined> {
  let id = 0;
  let timescale = 0;
  let handler = "";
  let duration: number | undefined;
  for await (const box of boxes(reader, trak.content, trak.end)) {
    if (box.type === "tkhd") {
      const bytes = await content(reader, box, 32);
      id = u32(bytes, bytes[0] === 1 ? 20 : 12);
    } else if (box.type === "mdia") {
      for await (const part of boxes(reader, box.content, box.end)) {
        if (part.type === "mdhd") {
          const bytes = await content(reader, part, 32);
          timescale = u32(bytes, bytes[0] === 1 ? 20 : 12);
        } else if (part.type === "hdlr") {
          handler = fourCc(await content(reader, part, 12), 8);
        } else if (part.type === "minf") {
          duration = await minfDuration(reader, part);
        }
      }
    }
  }
  return handler === "vide" && timescale > 0 ? { id, timescale, duration } : undefined;
}

/** The most common sample duration in a `minf`'s sample table (minf > stbl > stts). */
async function minfDuration(reader: BlobReader, minf: Box): Promise<number | undefined> {
  for await (const stbl of boxes(reader, minf.content, minf.end)) {
    if (stbl.type !== "stbl") continue;
    for await (const table of boxes(reader, stbl.content, stbl.end)) {
      if (table.type === "stts") return sttsMode(await content(reader, table));
    }
  }
  return undefined;
}

/** The default sample duration of each track id, from an `mvex`'s `trex` boxes. */
async function trexDefaults(reader: BlobReader, mvex: Box, into: Map<number, number>): Promise<void> {
  for await (const box of boxes(reader, mvex.content, mvex.end)) {
    if (box.type !== "trex") continue;
    const bytes = await content(reader, box, 24);
    into.set(u32(bytes, 4), u32(bytes, 12));
  }
}

/** The most common sample duration of track `id` in a movie fragment (`moof` > `traf` > `tfhd`, `trun`). */
async function fragmentDuration(
  reader: BlobReader,
  moof: Box,
  id: number,
  fallback: number,
): Promise<number | undefined> {
  for await (const traf of boxes(reader, moof.content, moof.end)) {
    if (traf.type !== "traf") continue;
    let track = -1;
    let defaultDuration = fallback;
    const counts = new Map<number, number>();
    for await (const box of boxes(reader, traf.content, traf.end)) {
      if (box.type === "tfhd") {
        const bytes = await content(reader, box, 40);
        const flags = u32(bytes, 0) & 0xffffff;
        track = u32(bytes, 4);
        // Optional fields in order: base data offset (8 bytes), sample description index (4), default duration.
        const at = 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0);
        if (flags & 0x08) defaultDuration = u32(bytes, at);
      } else if (box.type === "trun" && track === id) {
        const bytes = await content(reader, box);
        const flags = u32(bytes, 0) & 0xffffff;
        const stride = [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length * 4;
        const first = 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
        const samples =
          stride === 0 ? u32(bytes, 4) : Math.min(u32(bytes, 4), Math.floor((bytes.length - first) / stride));
        if (flags & 0x100) {
          for (let i = 0; i < samples; i++) {
            const duration = u32(bytes, first + i * stride);
            counts.set(duration, (counts.get(duration) ?? 0) + 1);
          }
        } else if (defaultDuration > 0) {
          counts.set(defaultDuration, (counts.get(defaultDuration) ?? 0) + samples);
        }
      }
    }
    if (track === id) return mostCommon(counts) ?? (defaultDuration > 0 ? defaultDuration : undefined);
  }
  return undefined;
}

/**
 * The frames per second the MP4 or QuickTime file in `reader` declares for its first video track, unrounded;
 * undefined when it declares none. Stops with `StopReading` on a malformed file or a reached bound.
 */
export async function mp4FrameRate(reader: BlobReader): Promise<number | undefined> {
  let track: VideoTrack | undefined;
  const defaults = new Map<number, number>();
  let sawMoov = false;
  for await (const box of boxes(reader, 0, reader.size)) {
    if (box.type === "moov" && !sawMoov) {
      sawMoov = true;
      for await (const part of boxes(reader, box.content, box.end)) {
        if (part.type === "trak") track ??= await videoTrack(reader, part);
        else if (part.type === "mvex") await trexDefaults(reader, part, defaults);
      }
      if (!track) throw new StopReading("no video track");
      if (track.duration !== undefined) return track.timescale / track.duration;
      const fallback = defaults.get(track.id) ?? 0;
      if (fallback > 0) return track.timescale / fallback;
    } else if (box.type === "moof" && track) {
      // A fragmented file: the first fragment's samples tell.
      const duration = await fragmentDuration(reader, box, track.id, defaults.get(track.id) ?? 0);
      return duration === undefined ? undefined : track.timescale / duration;
    }
  }
  if (!sawMoov) throw new StopReading("no movie box (moov)");
  return undefined;
}
