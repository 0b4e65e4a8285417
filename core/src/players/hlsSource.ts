import { isSafeUrl } from "../plugins/url.js";

/**
 * Whether `src` is an HLS playlist: a safe address (http(s), relative, `blob:`) whose path, before any query or
 * fragment, ends in `.m3u8` (any case). `detectSource` reads HLS addresses with it, and media components decide
 * with it whether a `src` needs the HLS player.
 */
export function isHlsSource(src: unknown): boolean {
  if (typeof src !== "string" || !isSafeUrl(src, "media")) return false;
  const query = src.search(/[?#]/);
  return (query < 0 ? src : src.slice(0, query)).trim().toLowerCase().endsWith(".m3u8");
}
