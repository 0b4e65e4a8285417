import { isSafeUrl } from "@popcorn-kit/core";
import type { ProjectMediaSource } from "../project/types.js";

/*
 * What a media address is, decided in one place for every way media enters the editor: a video or audio file
 * (by its extension), a YouTube or Vimeo link (played through the kit's players), a page of a well-known site
 * that is not a media file (SoundCloud, Spotify... refused: a <video> given one shows a black stage), or an
 * address of unknown kind (played as it is; whether it is media shows only when it loads). Pure: no network.
 */

/** The extensions of the video and audio files (and HLS playlists) the editor plays. */
export const MEDIA_EXTENSIONS: readonly string[] = [
  "mp4",
  "m4v",
  "mov",
  "webm",
  "mkv",
  "ogg",
  "ogv",
  "oga",
  "opus",
  "mp3",
  "m4a",
  "aac",
  "wav",
  "flac",
  "m3u8",
];

/** What the editor accepts as a media address, in words: the end of every refusal. */
export const MEDIA_ADDRESS_EXPECTED =
  "the address of a video or audio file (.mp4, .webm, .ogg, .mp3, .m4a, .wav, .m3u8 …), a YouTube link or a Vimeo link";

/** What an address was classified as. */
export type MediaAddress =
  /** A video or audio file by its extension, or a direct file link of a sharing site. */
  | { readonly kind: "file"; readonly url: string }
  /** A YouTube or Vimeo link. */
  | { readonly kind: "youtube" | "vimeo"; readonly url: string }
  /** Not known to be media or not: try it, and say so if it does not load. */
  | { readonly kind: "unknown"; readonly url: string }
  /** Refused: `message` names the address and says what is accepted. */
  | {
      readonly kind: "refused";
      readonly url: string;
      /** The site whose page it is ("SoundCloud"), when it is one. */
      readonly site?: string;
      readonly message: string;
    };

/** Sites whose addresses are pages (players, profiles, posts), never media files: by host, with their names. */
const PAGE_SITES: readonly { readonly name: string; readonly hosts: readonly string[] }[] = [
  { name: "SoundCloud", hosts: ["soundcloud.com", "on.soundcloud.com", "snd.sc"] },
  { name: "Spotify", hosts: ["spotify.com", "spotify.link"] },
  { name: "Instagram", hosts: ["instagram.com", "instagr.am"] },
  { name: "Facebook", hosts: ["facebook.com", "fb.com", "fb.watch"] },
  { name: "X (Twitter)", hosts: ["twitter.com", "x.com", "t.co"] },
  { name: "TikTok", hosts: ["tiktok.com"] },
  { name: "Dailymotion", hosts: ["dailymotion.com", "dai.ly"] },
  { name: "Twitch", hosts: ["twitch.tv"] },
  { name: "Apple Podcasts", hosts: ["podcasts.apple.com"] },
  { name: "Google Drive", hosts: ["drive.google.com", "docs.google.com"] },
  { name: "Dropbox", hosts: ["dropbox.com", "db.tt"] },
];

/** Whether `host` is `domain` or one of its subdomains. */
function within(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** A long address cut for a message. */
function shown(address: string): string {
  return address.length > 80 ? `${address.slice(0, 79)}…` : address;
}

/** The extension of a URL path's last part, lower case ("" when none). */
export function pathExtension(pathname: string): string {
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  const dot = last.lastIndexOf(".");
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : "";
}

/**
 * Whether a sharing site's address is a direct file link (the file's bytes) rather than its share page:
 * Dropbox with `dl=1` or `raw=1`, Google Drive's download links (`/uc?…id=`, `export=download`).
 */
function isDirectFileLink(site: string, url: URL): boolean {
  if (site === "Dropbox") return url.searchParams.get("dl") === "1" || url.searchParams.get("raw") === "1";
  if (site === "Google Drive") {
    return (
      url.hostname === "drive.google.com" &&
      (url.pathname === "/uc" || url.searchParams.get("export") === "download") &&
      url.searchParams.has("id")
    );
  }
  return false;
}

function refused(url: string, message: string, site?: string): MediaAddress {
  return site === undefined ? { kind: "refused", url, message } : { kind: "refused", url, message, site };
}

/**
 * What the media address `address` is (trimmed first): a media file by its extension, a YouTube or Vimeo
 * link, an address of unknown kind, or refused with a message that names the address and says what is
 * accepted: an empty address, an unsafe scheme (`javascript:` and the like), or a page of a well-known site
 * that is not a media file (SoundCloud, Spotify, Instagram, Facebook, X/Twitter, TikTok, Dailymotion, Twitch,
 * Apple Podcasts, and Google Drive or Dropbox share pages that are not direct file links). Relative and `blob:`
 * addresses are media files or of unknown kind, as their extension says.
 *
 * @example
 * classifyMediaAddress("https://soundcloud.com/artist/track").kind // "refused"
 * classifyMediaAddress("https://example.com/talk.mp4").kind // "file"
 */
export function classifyMediaAddress(address: string): MediaAddress {
  const url = typeof address === "string" ? address.trim() : "";
  if (url === "") return refused(url, `Give ${MEDIA_ADDRESS_EXPECTED}.`);
  if (url.length > 2048 || !isSafeUrl(url, "media")) {
    return refused(
      url,
      `“${shown(url)}” cannot be opened: give ${MEDIA_ADDRESS_EXPECTED}, at an http or https address.`,
    );
  }
  let parsed: URL;
  try {
    // A relative address is read against a placeholder origin: only its path counts.
    parsed = new URL(url, "https://relative.invalid/");
  } catch {
    return refused(url, `“${shown(url)}” is not an address: give ${MEDIA_ADDRESS_EXPECTED}.`);
  }
  const host = parsed.hostname.toLowerCase().replace(/\.$/, "");
  if (within(host, "youtube.com") || host === "youtu.be" || within(host, "youtube-nocookie.com")) {
    return { kind: "youtube", url };
  }
  if (within(host, "vimeo.com")) return { kind: "vimeo", url };
  const site = PAGE_SITES.find((candidate) => candidate.hosts.some((domain) => within(host, domain)));
  if (site && !isDirectFileLink(site.name, parsed)) {
    return refused(
      url,
      `“${shown(url)}” is a ${site.name} page, not a media file: give ${MEDIA_ADDRESS_EXPECTED}.`,
      site.name,
    );
  }
  if (site || MEDIA_EXTENSIONS.includes(pathExtension(parsed.pathname))) return { kind: "file", url };
  return { kind: "unknown", url };
}

/**
 * The project's source for an address `classifyMediaAddress` accepted: a YouTube or Vimeo link plays through
 * the kit's players, a media file or an address of unknown kind as it is. `setMedia` still checks it.
 */
export function sourceOfAddress(address: Exclude<MediaAddress, { kind: "refused" }>): ProjectMediaSource {
  if (address.kind === "youtube" || address.kind === "vimeo") return { kind: address.kind, url: address.url };
  return { kind: "url", url: address.url };
}
