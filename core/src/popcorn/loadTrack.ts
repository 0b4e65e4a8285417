import { PopcornError, describeValue } from "../errors.js";
import type { ParseResult } from "../parsers/types.js";
import type { LoadTrackOptions, TrackSource } from "./types.js";

interface FetchResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}
type Fetch = (url: string, init?: { signal?: unknown }) => Promise<FetchResponse>;

/**
 * Reads a track source (subtitle or Popcorn data text, a URL to fetch, or a Blob) and parses it. The parsers
 * are loaded on first use, so a page that never loads a track never downloads them.
 */
export async function loadTrackEvents(source: TrackSource, options: LoadTrackOptions): Promise<ParseResult> {
  const { text, fileName } = await readSource(source, options.signal);
  const { parse } = await import("../parsers/index.js");
  return parse(text, {
    format: options.format as never,
    type: options.type,
    fileName,
  });
}

async function readSource(source: TrackSource, signal?: unknown): Promise<{ text: string; fileName?: string }> {
  if (typeof source === "string" && /[\r\n]/.test(source)) return { text: source };
  if (typeof source === "string" || (typeof source === "object" && source !== null && "href" in source)) {
    const url = typeof source === "string" ? source : source.href;
    const fetcher = (globalThis as { fetch?: Fetch }).fetch;
    if (!fetcher) throw new PopcornError("PLAYER", `Cannot fetch ${describeValue(url)}: there is no fetch() here; pass the text instead.`, { value: url });
    let response: FetchResponse;
    try {
      response = await fetcher(url, signal ? { signal } : undefined);
    } catch (cause) {
      throw new PopcornError("PARSE", `Could not fetch track ${describeValue(url)}: ${(cause as Error)?.message ?? cause}.`, { value: url, cause });
    }
    if (!response.ok) {
      throw new PopcornError("PARSE", `Could not fetch track ${describeValue(url)}: HTTP ${response.status} ${response.statusText}.`.replace(" .", "."), {
        value: url,
        expected: "a URL that answers 200",
      });
    }
    return { text: await response.text(), fileName: url.split(/[?#]/)[0] };
  }
  if (typeof source === "object" && source !== null && typeof source.text === "function") {
    return { text: await source.text(), fileName: source.name };
  }
  throw new PopcornError("PARSE", `Track source ${describeValue(source)}: expected subtitle text, a URL or a Blob.`, {
    value: source,
    expected: "subtitle text, a URL or a Blob",
  });
}
