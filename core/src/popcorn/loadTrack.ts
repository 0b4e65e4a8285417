import { PopcornError, describeValue } from "../errors.js";
import type { ParseResult } from "../parsers/types.js";
import { resolveTrackSource } from "./trackSource.js";
import type { LoadTrackOptions, TrackParser, TrackSource } from "./types.js";

interface FetchResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}
type Fetch = (url: string, init?: { signal?: unknown }) => Promise<FetchResponse>;

/**
 * Reads a track source (`{ text }`, `{ url }`, a Blob, or a string whose form tells; see `resolveTrackSource`)
 * and parses it with the instance's `parse`. A refused source, or no parser, throws before anything is fetched.
 */
export async function loadTrackEvents(
  source: TrackSource,
  options: LoadTrackOptions,
  parse: TrackParser | undefined,
): Promise<ParseResult> {
  if (!parse) {
    const expected =
      'createPopcorn(player, { parse }) with parse from "@popcorn-kit/core/parsers" (or parseLazily from "@popcorn-kit/core/parsers/lazy")';
    throw new PopcornError("INVALID_OPTION", `loadTrack() has no parser: expected ${expected}.`, { expected });
  }
  const { text, fileName } = await readSource(source, options.signal);
  return parse(text, {
    format: options.format as never,
    type: options.type,
    fileName,
  });
}

async function readSource(source: TrackSource, signal?: unknown): Promise<{ text: string; fileName?: string }> {
  const resolved = resolveTrackSource(source);
  if (resolved.kind === "text") return { text: resolved.text };
  if (resolved.kind === "file") return { text: await resolved.file.text(), fileName: resolved.file.name };
  const { url } = resolved;
  const fetcher = (globalThis as { fetch?: Fetch }).fetch;
  if (!fetcher)
    throw new PopcornError(
      "PLAYER",
      `Cannot fetch ${describeValue(url)}: there is no fetch() here; pass { text } instead.`,
      { value: url },
    );
  let response: FetchResponse;
  try {
    response = await fetcher(url, signal ? { signal } : undefined);
  } catch (cause) {
    throw new PopcornError(
      "PARSE",
      `Could not fetch track ${describeValue(url)}: ${(cause as Error)?.message ?? cause}.`,
      { value: url, cause },
    );
  }
  if (!response.ok) {
    throw new PopcornError(
      "PARSE",
      `Could not fetch track ${describeValue(url)}: HTTP ${response.status} ${response.statusText}.`.replace(" .", "."),
      {
        value: url,
        expected: "a URL that answers 200",
      },
    );
  }
  return { text: await response.text(), fileName: url.split(/[?#]/)[0] };
}
