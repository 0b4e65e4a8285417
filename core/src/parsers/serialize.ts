import { PopcornError, describeValue } from "../errors/errors.js";
import type { ParsedEvent, SerializeFormat } from "./types.js";
import { writePopcornJson } from "./popcornJson/write.js";
import { writeSrt } from "./srt/write.js";
import { writeWebVTT } from "./webvtt/write.js";

/** Options of `serialize`. */
export interface SerializeOptions {
  /**
   * `meta` of the parse the events came from: WebVTT writes back its header, STYLE and REGION blocks; Popcorn
   * JSON its top-level keys (title, remote...).
   */
  meta?: Record<string, unknown>;
}

/**
 * Writes events as WebVTT, SRT or Popcorn JSON text. Parsing what it writes gives the same events back
 * (for events read from the same format). Throws `INVALID_TIME` for an open end in WebVTT or SRT, which
 * cannot write one.
 *
 * No cue text can end its cue or start another, whatever it holds (blank lines, CR, timing lines, "NOTE"):
 * WebVTT and SRT write it through `writeCueLines`, which puts U+200B where a line would break the cue, and the
 * kit's readers drop it. Text reads back as written, but for one normalisation: CRLF and lone CR read as LF
 * (and, in WebVTT, NUL as U+FFFD, as its parser requires). SRT has no escaping, so tags in SRT text are read as
 * SRT tags. Popcorn JSON gives everything back exactly.
 *
 * @example
 * const { events, meta } = parse(srtText, { format: "srt" });
 * const vtt = serialize(events, "webvtt", { meta });
 */
export function serialize(
  events: readonly ParsedEvent[],
  format: SerializeFormat,
  options: SerializeOptions = {},
): string {
  switch (format) {
    case "webvtt":
      return writeWebVTT(events, options);
    case "srt":
      return writeSrt(events);
    case "popcorn-json":
      return writePopcornJson(events, options.meta);
    default:
      throw new PopcornError(
        "INVALID_OPTION",
        `Cannot serialize to ${describeValue(format)}: expected "webvtt", "srt" or "popcorn-json".`,
        {
          value: format,
          expected: '"webvtt", "srt" or "popcorn-json"',
        },
      );
  }
}
