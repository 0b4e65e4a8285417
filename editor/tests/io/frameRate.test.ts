import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { type FrameRateReading, readFrameRate, snapFrameRate } from "../../src/io/frameRate.js";

/*
 * MP4 and WebM files built byte by byte here (the boxes and elements a muxer writes, nothing more), the real
 * media of the repository's fixtures and of the shared fixtures, and hostile bytes.
 */

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

// ---- MP4 ----

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const be32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const be64 = (value: number) => [...be32(Math.floor(value / 2 ** 32)), ...be32(value >>> 0)];

function join8(parts: readonly (Uint8Array | readonly number[])[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** An MP4 box: its 32-bit size, its type, its content. */
function box(type: string, ...content: (Uint8Array | readonly number[])[]): Uint8Array<ArrayBuffer> {
  const body = join8(content);
  return join8([be32(8 + body.length), ascii(type), body]);
}

/** A full box: version and flags, then its fields. */
const fullBox = (type: string, version: number, flags: number, ...fields: (Uint8Array | readonly number[])[]) =>
  box(type, [version, (flags >> 16) & 0xff, (flags >> 8) & 0xff, flags & 0xff], ...fields);

const ftyp = box("ftyp", ascii("isom"), be32(512), ascii("isomiso2avc1mp41"));
const tkhd = (id: number, version = 0) =>
  version === 1
    ? fullBox("tkhd", 1, 3, be64(0), be64(0), be32(id), be32(0), be64(0), new Array(60).fill(0))
    : fullBox("tkhd", 0, 3, be32(0), be32(0), be32(id), be32(0), be32(0), new Array(60).fill(0));
const mdhd = (timescale: number, version = 0) =>
  version === 1
    ? fullBox("mdhd", 1, 0, be64(0), be64(0), be32(timescale), be64(0), [0x55, 0xc4, 0, 0])
    : fullBox("mdhd", 0, 0, be32(0), be32(0), be32(timescale), be32(0), [0x55, 0xc4, 0, 0]);
const hdlr = (handler: string) => fullBox("hdlr", 0, 0, be32(0), ascii(handler), new Array(12).fill(0), [0]);
const stts = (entries: readonly (readonly [count: number, delta: number])[]) =>
  fullBox("stts", 0, 0, be32(entries.length), ...entries.map(([count, delta]) => [...be32(count), ...be32(delta)]));

/** A track: tkhd, then mdia with mdhd, hdlr and a sample table with `stts`. */
function trak(options: { id?: number; handler?: string; timescale: number; stts: Uint8Array; version?: number }) {
  const { id = 1, handler = "vide", timescale, version = 0 } = options;
  return box(
    "trak",
    tkhd(id, version),
    box(
      "mdia",
      mdhd(timescale, version),
      hdlr(handler),
      box("minf", fullBox("vmhd", 0, 1, new Array(8).fill(0)), box("stbl", options.stts)),
    ),
  );
}

const moov = (...traks: Uint8Array[]) => box("moov", fullBox("mvhd", 0, 0, new Array(96).fill(0)), ...traks);
const mdat = (bytes: number) => box("mdat", new Uint8Array(bytes));
const file = (...parts: BlobPart[]) => new Blob(parts);

const known = (frameRate: number, container: "mp4" | "matroska") =>
  expect.objectContaining({ kind: "known", frameRate, container });

/** A Blob that counts the reads through `slice` and their bytes, as a File from the disk would be read. */
function counted(blob: Blob): { blob: Blob; read: () => number; slices: () => number } {
  let read = 0;
  let slices = 0;
  const wrapper = {
    size: blob.size,
    slice(start?: number, end?: number) {
      slices++;
      read += (end ?? blob.size) - (start ?? 0);
      return blob.slice(start, end);
    },
  };
  return { blob: wrapper as unknown as Blob, read: () => read, slices: () => slices };
}

describe("MP4 and QuickTime", () => {
  test("the video track's timescale over its sample duration: 25, 30, 12.5 fps", async () => {
    const at = async (timescale: number, delta: number) =>
      readFrameRate(file(ftyp, moov(trak({ timescale, stts: stts([[250, delta]]) })), mdat(64)));
    await expect(at(12800, 512)).resolves.toEqual(known(25, "mp4"));
    await expect(at(90000, 3000)).resolves.toEqual(known(30, "mp4"));
    await expect(at(25, 2)).resolves.toEqual(known(12.5, "mp4"));
  });

  test("NTSC rates snap to 23.976, 29.97 and 59.94; others keep 3 decimals", async () => {
    const at = async (timescale: number, delta: number) =>
      readFrameRate(file(ftyp, moov(trak({ timescale, stts: stts([[100, delta]]) }))));
    await expect(at(24000, 1001)).resolves.toEqual(known(23.976, "mp4"));
    await expect(at(30000, 1001)).resolves.toEqual(known(29.97, "mp4"));
    await expect(at(60000, 1001)).resolves.toEqual(known(59.94, "mp4"));
    const odd = await at(1000, 3);
    expect(odd).toMatchObject({ kind: "known", frameRate: 333.333 });
    expect((odd as { measured: number }).measured).toBeCloseTo(1000 / 3, 9);
  });

  test("a variable frame rate: the sample duration most samples have gives the rate", async () => {
    const table = stts([
      [10, 1001],
      [3, 2002],
      [5, 500],
      [300, 1001],
    ]);
    await expect(readFrameRate(file(ftyp, moov(trak({ timescale: 30000, stts: table }))))).resolves.toEqual(
      known(29.97, "mp4"),
    );
  });

  test("the first video track counts: an audio track before it, version 1 headers", async () => {
    const audio = trak({ id: 1, handler: "soun", timescale: 48000, stts: stts([[500, 1024]]) });
    const video = trak({ id: 2, timescale: 50, stts: stts([[100, 1]]), version: 1 });
    await expect(readFrameRate(file(ftyp, moov(audio, video)))).resolves.toEqual(known(50, "mp4"));
  });

  test("moov at the end, after a 24 MB mdat: read by its headers, a few hundred kilobytes at most", async () => {
    const big = new Blob([
      ftyp,
      box("free"),
      mdat(24 * 1024 * 1024),
      moov(trak({ timescale: 24, stts: stts([[9, 1]]) })),
    ]);
    const { blob, read } = counted(big);
    await expect(readFrameRate(blob)).resolves.toEqual(known(24, "mp4"));
    expect(read()).toBeLessThan(300 * 1024);
  });

  test("a 64-bit box size (size 1, then the large size) is followed to the moov after it", async () => {
    const payload = new Uint8Array(1000);
    const large = join8([be32(1), ascii("mdat"), be64(16 + payload.length), payload]);
    await expect(
      readFrameRate(file(ftyp, large, moov(trak({ timescale: 48, stts: stts([[96, 1]]) })))),
    ).resolves.toEqual(known(48, "mp4"));
  });

  test("a fragmented file: the track's default duration (trex), else the first fragment's sample durations", async () => {
    const empty = stts([]);
    const trex = (id: number, duration: number) =>
      fullBox("trex", 0, 0, be32(id), be32(1), be32(duration), be32(0), be32(0));
    const init = (duration: number) =>
      box("moov", trak({ id: 1, timescale: 15360, stts: empty }), box("mvex", trex(1, duration)));
    await expect(readFrameRate(file(ftyp, init(512)))).resolves.toEqual(known(30, "mp4"));
    // No default: the fragment's trun says 512 for each of its 60 samples (durations and sizes present).
    const trun = fullBox(
      "trun",
      0,
      0x301,
      be32(60),
      be32(0),
      ...Array.from({ length: 60 }, () => [...be32(512), ...be32(900)]),
    );
    const tfhd = fullBox("tfhd", 0, 0x20000, be32(1));
    const moof = box("moof", fullBox("mfhd", 0, 0, be32(1)), box("traf", tfhd, trun));
    await expect(readFrameRate(file(ftyp, init(0), moof, mdat(16)))).resolves.toEqual(known(30, "mp4"));
    // The fragment's default duration (tfhd flag 0x08) when its trun lists no durations.
    const tfhdDefault = fullBox("tfhd", 0, 0x08, be32(1), be32(640));
    const plain = box("moof", box("traf", tfhdDefault, fullBox("trun", 0, 0, be32(25))));
    await expect(readFrameRate(file(ftyp, init(0), plain))).resolves.toEqual(known(24, "mp4"));
    // An init segment alone, without a default, says nothing.
    await expect(readFrameRate(file(ftyp, init(0)))).resolves.toMatchObject({ kind: "unknown" });
  });

  test("audio alone, a single frame, a zero timescale or duration: unknown", async () => {
    const cases = [
      moov(trak({ handler: "soun", timescale: 44100, stts: stts([[100, 1024]]) })),
      moov(trak({ timescale: 600, stts: stts([[1, 600]]) })),
      moov(trak({ timescale: 0, stts: stts([[100, 1]]) })),
      moov(trak({ timescale: 600, stts: stts([[100, 0]]) })),
    ];
    for (const movie of cases) {
      await expect(readFrameRate(file(ftyp, movie))).resolves.toMatchObject({ kind: "unknown" });
    }
    const audio = await readFrameRate(file(ftyp, cases[0]!));
    expect(audio).toEqual({ kind: "unknown", reason: "no video track" });
  });
});

// ---- Matroska and WebM ----

/** An EBML element: its id's bytes, its size as an 8-byte vint, its data. */
function element(id: number, ...content: (Uint8Array | readonly number[])[]): Uint8Array<ArrayBuffer> {
  const body = join8(content);
  const idBytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) idBytes.unshift(rest & 0xff);
  return join8([idBytes, [0x01, ...be64(body.length).slice(1)], body]);
}
/** An element of unknown size (all ones), as live recordings write the segment and clusters. */
function openElement(id: number, ...content: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const idBytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) idBytes.unshift(rest & 0xff);
  return join8([idBytes, [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], ...content]);
}
const uint = (id: number, value: number) => element(id, be64(value).slice(4));

const ebmlHeader = element(0x1a45dfa3, element(0x4282, ascii("webm")), uint(0x4287, 4));
const info = element(0x1549a966, uint(0x2ad7b1, 1_000_000));
const trackEntry = (type: number, defaultDuration?: number) =>
  element(0xae, uint(0xd7, type), uint(0x83, type), ...(defaultDuration ? [uint(0x23e383, defaultDuration)] : []));
const tracks = (...entries: Uint8Array[]) => element(0x1654ae6b, ...entries);
const cluster = element(0x1f43b675, uint(0xe7, 0), element(0xa3, new Uint8Array(200)));

describe("Matroska and WebM", () => {
  test("the video track's DefaultDuration in nanoseconds: 25 fps, 29.97 snapped, an audio track before it", async () => {
    const webm = (nanoseconds: number) =>
      file(ebmlHeader, element(0x18538067, info, tracks(trackEntry(2), trackEntry(1, nanoseconds)), cluster));
    await expect(readFrameRate(webm(40_000_000))).resolves.toEqual(known(25, "matroska"));
    await expect(readFrameRate(webm(33_366_667))).resolves.toEqual(known(29.97, "matroska"));
    await expect(readFrameRate(webm(41_708_333))).resolves.toEqual(known(23.976, "matroska"));
  });

  test("a recording without DefaultDuration (segment and clusters of unknown size) says nothing", async () => {
    const recorded = file(ebmlHeader, openElement(0x18538067, info, tracks(trackEntry(1)), openElement(0x1f43b675)));
    await expect(readFrameRate(recorded)).resolves.toEqual({
      kind: "unknown",
      reason: "the file declares no frame rate",
    });
  });

  test("Tracks after the clusters is found through the SeekHead", async () => {
    const seekHead = (position: number) =>
      element(0x114d9b74, element(0x4dbb, element(0x53ab, [0x16, 0x54, 0xae, 0x6b]), uint(0x53ac, position)));
    const headLength = seekHead(0).length;
    const position = headLength + info.length + cluster.length;
    const segment = element(0x18538067, seekHead(position), info, cluster, tracks(trackEntry(1, 20_000_000)));
    await expect(readFrameRate(file(ebmlHeader, segment))).resolves.toEqual(known(50, "matroska"));
  });
});

// ---- hostile and malformed bytes ----

/**
 * Runs `readFrameRate` on hostile bytes: it answers "unknown" without throwing, after bounded work (a few
 * reads of at most a few hundred kilobytes, whatever the file claims).
 */
async function expectUnknownQuickly(bytes: Blob): Promise<FrameRateReading> {
  const { blob, read, slices } = counted(bytes);
  const reading = await readFrameRate(blob);
  expect(reading.kind).toBe("unknown");
  expect(slices()).toBeLessThanOrEqual(20);
  expect(read()).toBeLessThanOrEqual(512 * 1024);
  return reading;
}

describe("malformed and hostile bytes answer unknown after a few bounded reads", () => {
  const video = trak({ timescale: 25, stts: stts([[50, 1]]) });

  test("truncated boxes, sizes of 2^32-1, sizes below a header, an empty file, garbage", async () => {
    const whole = moov(video);
    await expectUnknownQuickly(file(ftyp, whole.subarray(0, whole.length - 10)));
    await expectUnknownQuickly(file(ftyp, join8([be32(0xffffffff), ascii("moov"), whole.subarray(8)])));
    await expectUnknownQuickly(
      file(ftyp, join8([be32(0xffffffff), ascii("mdat"), new Uint8Array(64)]), whole.subarray(0, 4)),
    );
    await expectUnknownQuickly(file(ftyp, join8([be32(4), ascii("moov"), whole])));
    await expectUnknownQuickly(file(join8([be32(1), ascii("moov"), be64(2 ** 53), whole])));
    await expectUnknownQuickly(file());
    await expectUnknownQuickly(file(new Uint8Array(4096).map((_, i) => (i * 7919) & 0xff)));
    // An stts that claims 2^32-1 entries and holds two: the two are read, the count is not followed.
    const liar = fullBox("stts", 0, 0, be32(0xffffffff), be32(1), be32(1), be32(1), be32(1));
    const { blob, slices } = counted(file(ftyp, moov(trak({ timescale: 25, stts: liar }))));
    await expect(readFrameRate(blob)).resolves.toEqual(known(25, "mp4"));
    expect(slices()).toBe(1);
  });

  test("boxes nested 10,000 deep, and 100,000 empty boxes in a row", async () => {
    // moov > trak > mdia > trak > mdia ... 10,000 deep: every header first, the track at the bottom.
    const types = ["moov", ...Array.from({ length: 10_000 }, (_, depth) => (depth % 2 ? "mdia" : "trak"))];
    const headers = types.map((type, depth) => [...be32(8 * (types.length - depth) + video.length), ...ascii(type)]);
    await expectUnknownQuickly(file(ftyp, join8([...headers, video])));
    const free = box("free");
    const many = new Uint8Array(free.length * 100_000);
    for (let i = 0; i < 100_000; i++) many.set(free, i * free.length);
    const reading = await expectUnknownQuickly(file(ftyp, many, moov(video)));
    expect(reading).toMatchObject({ reason: expect.stringContaining("boxes") });
  });

  test("Matroska: elements nested 10,000 deep, an unknown size before the tracks, a cut-off header", async () => {
    // Segment > Tracks > TrackEntry > Tracks ... 10,000 deep, each header with its 8-byte size.
    const core = trackEntry(1, 40_000_000);
    const ids = [0x18538067, ...Array.from({ length: 10_000 }, (_, depth) => (depth % 2 ? 0xae : 0x1654ae6b))];
    const length = (id: number) => (id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1) + 8;
    let inside = core.length + ids.reduce((sum, id) => sum + length(id), 0);
    const headers = ids.map((id) => {
      inside -= length(id);
      const header = element(id).subarray(0, length(id) - 8);
      return join8([header, [0x01, ...be64(inside).slice(1)]]);
    });
    await expectUnknownQuickly(file(ebmlHeader, join8([...headers, core])));
    await expectUnknownQuickly(
      file(ebmlHeader, element(0x18538067, openElement(0xec), tracks(trackEntry(1, 40_000_000)))),
    );
    await expectUnknownQuickly(file(ebmlHeader, new Uint8Array([0x18, 0x53, 0x80])));
    await expectUnknownQuickly(file(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x00])));
  });

  test("an aborted reading answers unknown", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(readFrameRate(file(ftyp, moov(video)), { signal: controller.signal })).resolves.toEqual({
      kind: "unknown",
      reason: "the reading was aborted",
    });
  });
});

test("snapFrameRate: within 0.01 of a common rate, that rate; else 3 decimals", () => {
  expect(snapFrameRate(24000 / 1001)).toBe(23.976);
  expect(snapFrameRate(29.975)).toBe(29.97);
  expect(snapFrameRate(30.011)).toBe(30.011);
  expect(snapFrameRate(1e9 / 33_333_333)).toBe(30);
  expect(snapFrameRate(15.00049)).toBe(15);
  expect(snapFrameRate(7.4999)).toBe(7.5);
});

// ---- real media ----

/**
 * The rate each real file gives, checked against ffprobe (`avg_frame_rate`). The HLS init segments say nothing
 * alone (ffprobe: 0/0) unless their trex carries a default duration; an init segment followed by its first media
 * segment is a fragmented MP4 whose fragment tells (ffprobe: 30/1, 25/1). Segments without their init (no moov),
 * MPEG-TS, Ogg and AAC are not read.
 */
const EXPECTED: Readonly<Record<string, number | "unknown">> = {
  "test/fixtures/media/clip.webm": 30,
  "test/fixtures/media/tone.ogg": "unknown",
  "test/fixtures/media/hls/270p/init_0.mp4": "unknown",
  "test/fixtures/media/hls/136p/init_1.mp4": "unknown",
  "test/fixtures/media/hls/270p/init_0.mp4 + segment0.m4s": 30,
  "test/fixtures/media/hls/136p/init_1.mp4 + segment0.m4s": 30,
  "test/fixtures/showcase/showcase.webm": 24,
  "shared/fixtures/timed-metadata/hls-interstitial/init.mp4": 25,
  "shared/fixtures/timed-metadata/hls-interstitial/init.mp4 + s1.mp4": 25,
  "shared/fixtures/timed-metadata/hls-interstitial/ad-init.mp4": 30,
  "shared/fixtures/timed-metadata/hls-interstitial/ad-init.mp4 + ad-s1.mp4": 30,
  "shared/fixtures/timed-metadata/hls-interstitial/s1.mp4": "unknown",
  "shared/fixtures/timed-metadata/hls-interstitial/ad.ts": "unknown",
  "shared/fixtures/timed-metadata/id3-metadata.ts": "unknown",
  "shared/fixtures/timed-metadata/id3-metadata.aac": "unknown",
};

/** Where a key of `EXPECTED` is on this machine: the repository, or the shared folder beside it. */
const onDisk = (name: string) => (name.startsWith("shared/") ? resolve(repo, "..", name) : resolve(repo, name));
const sharedFixtures = resolve(repo, "../shared/fixtures");

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

async function readingOf(name: string): Promise<FrameRateReading> {
  const [first, second] = name.split(" + ") as [string, string | undefined];
  const parts = [readFileSync(onDisk(first))];
  if (second) parts.push(readFileSync(join(dirname(onDisk(first)), second)));
  return readFrameRate(new Blob(parts));
}

describe("real media", () => {
  const repoFiles = Object.keys(EXPECTED).filter((name) => !name.startsWith("shared/"));
  const sharedFiles = Object.keys(EXPECTED).filter((name) => name.startsWith("shared/"));

  test.each(repoFiles)("%s", async (name) => {
    const reading = await readingOf(name);
    const expected = EXPECTED[name];
    expect(reading.kind === "known" ? reading.frameRate : reading.kind).toBe(expected);
  });

  describe.skipIf(!existsSync(sharedFixtures))("shared fixtures", () => {
    test.each(sharedFiles)("%s", async (name) => {
      const reading = await readingOf(name);
      expect(reading.kind === "known" ? reading.frameRate : reading.kind).toBe(EXPECTED[name]);
    });
  });

  test("every file of the media fixtures, the shared ones included, is read without throwing", async () => {
    const dirs = [resolve(repo, "test/fixtures/media"), sharedFixtures].filter((dir) => existsSync(dir));
    for (const path of dirs.flatMap(filesUnder)) {
      const reading = await readFrameRate(new Blob([readFileSync(path)]));
      expect(["known", "unknown"], relative(repo, path)).toContain(reading.kind);
    }
  });
});
