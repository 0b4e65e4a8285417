import { isSafeUrl } from "../plugins/url.js";
import { isHlsSource } from "./hlsSource.js";

/** What a media address is, as {@link detectSource} reads it. */
export type DetectedSource =
  /** A file a `<video>` element plays (also the answer for an address of no known kind). */
  | { kind: "video"; url: string }
  /** A sound file, for an `<audio>` element (`.mp3`, `.m4a`, `.aac`, `.oga`, `.ogg`, `.opus`, `.wav`, `.flac`, `.weba`). */
  | { kind: "audio"; url: string }
  /** An HLS playlist (`.m3u8`), for hls.js or the browser's own HLS. */
  | { kind: "hls"; url: string }
  /** A YouTube video: its id, and where the address says to start, in seconds (`t` or `start`). */
  | { kind: "youtube"; url: string; videoId: string; start?: number }
  /** A Vimeo video: its id, and where the address says to start (`#t=`), in seconds. */
  | { kind: "vimeo"; url: string; videoId: string; start?: number };

/** The kinds of source {@link detectSource} tells apart. */
export type SourceKind = DetectedSource["kind"];

const AUDIO = new Set(["mp3", "m4a", "aac", "oga", "ogg", "opus", "wav", "flac", "weba"]);
const YOUTUBE = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YOUTUBE_PATHS = new Set(["embed", "shorts", "live", "v"]);
const VIMEO = new Set(["vimeo.com", "www.vimeo.com"]);
// Linear: one character class, fixed length or one run.
const YOUTUBE_ID = /^[\w-]{11}$/;
const DIGITS = /^\d{1,20}$/;

/**
 * Tells what a media address is: an HLS playlist, a YouTube or Vimeo video (with its id and start time), a sound
 * file or a video file (the answer for any other safe address). Pure: it reads the string and nothing else, in
 * time linear in its length. `null` for what is not a usable address: not a string, empty, or of a scheme that
 * is refused (`javascript:`, `data:`, ...; http(s), relative and `blob:` addresses are accepted).
 *
 * @example
 * detectSource("https://youtu.be/dQw4w9WgXcQ?t=42"); // { kind: "youtube", videoId: "dQw4w9WgXcQ", start: 42, url }
 * detectSource("/media/hls/master.m3u8");           // { kind: "hls", url: "/media/hls/master.m3u8" }
 */
export function detectSource(url: unknown): DetectedSource | null {
  if (typeof url !== "string") return null;
  const trimmed = url.trim();
  if (trimmed === "" || !isSafeUrl(trimmed, "media")) return null;
  let parsed: URL;
  try {
    // The base only lets relative addresses parse; it never shows in the answer.
    parsed = new URL(trimmed, "https://relative.invalid/");
  } catch {
    return { kind: "video", url: trimmed };
  }
  const host = parsed.hostname.toLowerCase();
  return (
    (YOUTUBE.has(host) || host === "youtu.be" ? youTube(parsed, host, trimmed) : null) ??
    (VIMEO.has(host) || host === "player.vimeo.com" ? vimeo(parsed, host, trimmed) : null) ??
    file(parsed, trimmed)
  );
}

function youTube(parsed: URL, host: string, url: string): DetectedSource | null {
  const [first = "", second = ""] = parsed.pathname.split("/", 3).slice(1);
  const videoId =
    host === "youtu.be"
      ? first
      : first === "watch"
        ? (parsed.searchParams.get("v") ?? "")
        : YOUTUBE_PATHS.has(first)
          ? second
          : "";
  if (!YOUTUBE_ID.test(videoId)) return null;
  const start = timeParam(parsed.searchParams.get("t") ?? parsed.searchParams.get("start") ?? hashTime(parsed.hash));
  return start === undefined ? { kind: "youtube", url, videoId } : { kind: "youtube", url, videoId, start };
}

function vimeo(parsed: URL, host: string, url: string): DetectedSource | null {
  const parts = parsed.pathname.split("/", 5).slice(1);
  // player.vimeo.com/video/ID; vimeo.com/ID, vimeo.com/ID/HASH, vimeo.com/channels/NAME/ID, vimeo.com/video/ID.
  const videoId =
    host === "player.vimeo.com"
      ? parts[0] === "video"
        ? parts[1]
        : undefined
      : parts.find((part) => DIGITS.test(part));
  if (videoId === undefined || !DIGITS.test(videoId)) return null;
  const start = timeParam(hashTime(parsed.hash));
  return start === undefined ? { kind: "vimeo", url, videoId } : { kind: "vimeo", url, videoId, start };
}

function file(parsed: URL, url: string): DetectedSource {
  const path = parsed.pathname;
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  if (isHlsSource(url)) return { kind: "hls", url };
  return path.lastIndexOf(".") > path.lastIndexOf("/") && AUDIO.has(extension)
    ? { kind: "audio", url }
    : { kind: "video", url };
}

/** The `t` of a `#t=...` fragment. */
function hashTime(hash: string): string | null {
  return hash.startsWith("#t=") ? hash.slice(3) : null;
}

/** `"90"`, `"90s"`, `"1m30s"`, `"1h2m3s"` in seconds; undefined for anything else. Read without a regular expression. */
function timeParam(value: string | null): number | undefined {
  if (value === null || value === "" || value.length > 32) return undefined;
  let total = 0;
  let number = "";
  let lastUnit = 4;
  for (const char of value) {
    if (char >= "0" && char <= "9") {
      number += char;
      continue;
    }
    const unit = "smh".indexOf(char) + 1;
    // Units in order h, m, s, each once, each after a number.
    if (unit === 0 || number === "" || unit >= lastUnit) return undefined;
    total += Number(number) * 60 ** (unit - 1);
    lastUnit = unit;
    number = "";
  }
  if (number !== "") {
    if (lastUnit !== 4) return undefined;
    total = Number(number);
  }
  return total;
}
