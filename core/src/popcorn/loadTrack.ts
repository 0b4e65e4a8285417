// `pop.loadTrack()`: reads a track source, parses it with the instance's parser and adds the parsed events
// in one batch.
import { PopcornError, describeValue, refusal } from "../errors.js";
import type { ParseResult } from "../parsers/types.js";
import { destroyedError } from "./destroyedError.js";
import type { TrackEventView } from "./trackEvent.js";
import { resolveTrackSource } from "./trackSource.js";
import type { LoadTrackOptions, Popcorn, PopcornErrorEvent, TrackParser, TrackSource } from "./types.js";

interface FetchResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}
type Fetch = (url: string, init?: { signal?: unknown }) => Promise<FetchResponse>;

/**
 * Loads a track source into `pop` (see `Popcorn.loadTrack`): reads it and parses it with `parse` (the
 * instance's option), reports the parser's warnings and each event that cannot be added through `report`, and
 * adds the rest as one batch of `batcher` (which dispatches and commits once, after the last event). Resolves
 * with the added events; an aborted load resolves with none.
 */
export async function loadTrack(
  pop: Popcorn,
  source: TrackSource,
  options: LoadTrackOptions,
  parse: TrackParser | undefined,
  batcher: { batch(adds: () => void): void },
  report: (event: PopcornErrorEvent) => void,
): Promise<TrackEventView[]> {
  if (pop.destroyed) throw destroyedError();
  const lang: unknown = options?.lang;
  if (lang !== undefined && (typeof lang !== "string" || lang.trim() === "")) {
    throw refusal("INVALID_OPTION", "loadTrack() got lang", lang, 'a language tag such as "en" or "pt-BR"');
  }
  try {
    const { events, errors } = await loadTrackEvents(source, options, parse);
    // Destroyed while the file was read: refused like any call on a destroyed instance.
    if (pop.destroyed) throw destroyedError();
    // Aborted while the file was read: the caller no longer wants its events.
    if (options.signal?.aborted) return [];
    for (const error of errors) report({ error, phase: "load" });
    const added: TrackEventView[] = [];
    batcher.batch(() => {
      for (const event of events) {
        // A plugin's setup may destroy the instance midway: the rest of the file has nowhere to go.
        if (pop.destroyed) break;
        // A WebVTT cue that ends before it starts is kept by the parser with a warning (reported above); it
        // can never show, so it is not added.
        if (event.end < event.start) continue;
        try {
          const named =
            lang !== undefined &&
            event.options.lang === undefined &&
            "lang" in (pop.getPlugin(event.type)?.manifest.options ?? {});
          added.push(
            pop.add(event.type, {
              ...event.options,
              ...(named ? { lang } : {}),
              id: event.id,
              start: event.start,
              end: event.end,
            }),
          );
        } catch (error) {
          report({ error, phase: "load", plugin: event.type, eventId: event.id });
        }
      }
    });
    return added;
  } catch (error) {
    // A load the caller aborted, or one that outlived the instance, is not an error to report.
    if (!pop.destroyed && !options.signal?.aborted) report({ error, phase: "load" });
    throw error;
  }
}

/**
 * Reads a track source (`{ text }`, `{ url }`, a Blob, or a string whose form tells; see `resolveTrackSource`)
 * and parses it with the instance's `parse`. A refused source, or no parser, throws before anything is fetched.
 */
async function loadTrackEvents(
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
