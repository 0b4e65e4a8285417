// `pop.loadTrack()`: reads a track source, parses it with the instance's parser and adds the parsed events
// in one batch.
import { TRACK_LIMIT, TRACK_TIMEOUT, checkReadLimits } from "../network/readLimits.js";
import { PopcornError, describeValue, plainFields, refusal } from "../errors/errors.js";
import { fetchLimited } from "../network/fetchLimited.js";
import type { ParseResult } from "../parsers/types.js";
import { destroyedError } from "./destroyedError.js";
import type { TrackEventView } from "../contract/trackEvent.js";
import { resolveTrackSource } from "./trackSource.js";
import type { LoadTrackOptions, Popcorn, PopcornErrorEvent, TrackParser, TrackSource } from "../contract/popcorn.js";

/**
 * Loads a track source into `pop` (see `Popcorn.loadTrack`): reads it and parses it with `parse` (the
 * instance's option), reports the parser's warnings and each event that cannot be added through `report`, and
 * adds the rest as one batch of `batcher` (which dispatches and commits once, after the last event). A URL's
 * read is in `reads` (the instance aborts them on destroy) until it settles. Resolves with the added events; a
 * load aborted after its read resolves with none.
 */
export async function loadTrack(
  pop: Popcorn,
  source: TrackSource,
  options: LoadTrackOptions,
  parse: TrackParser | undefined,
  batcher: { batch(adds: () => void): void },
  report: (event: PopcornErrorEvent) => void,
  reads: Set<() => void>,
): Promise<TrackEventView[]> {
  if (pop.destroyed) throw destroyedError();
  // Read once, into a copy: a getter or a proxy that throws is refused here, and what is checked is what is used.
  const given = options ?? {};
  const fields = plainFields(given, (cause) =>
    refusal("INVALID_OPTION", "loadTrack() got options", given, "an object such as { lang, signal, timeout }", {
      cause,
    }),
  ) as LoadTrackOptions & Record<string, unknown>;
  const { lang, fetch, timeout, maxBytes } = fields;
  if (lang !== undefined && (typeof lang !== "string" || lang.trim() === "")) {
    throw refusal("INVALID_OPTION", "loadTrack() got lang", lang, 'a language tag such as "en" or "pt-BR"');
  }
  if (fetch !== undefined && typeof fetch !== "function")
    throw refusal("INVALID_OPTION", "loadTrack() got fetch", fetch, "a function such as fetch");
  checkReadLimits(timeout, maxBytes, "loadTrack() got");
  try {
    const { events, errors } = await loadTrackEvents(source, fields, parse, reads);
    // Destroyed while the file was read: refused like any call on a destroyed instance.
    if (pop.destroyed) throw destroyedError();
    // Aborted while the file was read: the caller no longer wants its events.
    if (fields.signal?.aborted) return [];
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
          // The timing first: an object made by spreading the options and then given more keys is many times
          // slower to make (and to read) than one given them first, in V8.
          const input: Record<string, unknown> = {
            id: event.id,
            start: event.start,
            end: event.end,
            ...event.options,
            ...(named ? { lang } : {}),
          };
          // A parser of one's own that puts an id or times among the options does not override the event's.
          if (input.id !== event.id || input.start !== event.start || input.end !== event.end) {
            input.id = event.id;
            input.start = event.start;
            input.end = event.end;
          }
          added.push(pop.add(event.type, input as never));
        } catch (error) {
          report({ error, phase: "load", plugin: event.type, eventId: event.id });
        }
      }
    });
    return added;
  } catch (error) {
    // A load that outlived the instance (destroy aborted its read) is refused like any call on a destroyed one.
    if (pop.destroyed) throw destroyedError();
    // A load the caller aborted is not an error to report.
    if (!fields.signal?.aborted) report({ error, phase: "load" });
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
  reads: Set<() => void>,
): Promise<ParseResult> {
  if (!parse) {
    const expected =
      'createPopcorn(player, { parse }) with parse from "@popcorn-kit/core/parsers" (or parseLazily from "@popcorn-kit/core/parsers/lazy")';
    throw new PopcornError("INVALID_OPTION", `loadTrack() has no parser: expected ${expected}.`, { expected });
  }
  const { text, fileName } = await readSource(source, options, reads);
  return parse(text, {
    format: options.format as never,
    type: options.type,
    fileName,
  });
}

async function readSource(
  source: TrackSource,
  options: LoadTrackOptions,
  reads: Set<() => void>,
): Promise<{ text: string; fileName?: string }> {
  const resolved = resolveTrackSource(source);
  if (resolved.kind === "text") return { text: resolved.text };
  if (resolved.kind === "file") return { text: await resolved.file.text(), fileName: resolved.file.name };
  const { url } = resolved;
  const read = fetchLimited(url, {
    fetch: options.fetch,
    timeout: options.timeout ?? TRACK_TIMEOUT,
    maxBytes: options.maxBytes ?? TRACK_LIMIT,
    what: `track ${describeValue(url)}`,
    signal: options.signal,
  });
  reads.add(read.abort);
  try {
    return { text: await read.result, fileName: url.split(/[?#]/)[0] };
  } finally {
    reads.delete(read.abort);
  }
}
