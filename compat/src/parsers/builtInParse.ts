import type { TrackParser } from "@popcorn-kit/core";

let builtIn: TrackParser | undefined;

/**
 * Sets what reads the built-in formats (`parseSRT`, `parseJSON`...): core's `parse`, `parseLazily`, or the
 * complete script-tag build's loader of its parsers file. The core build has none, so that it ships no parser.
 */
export function useBuiltInParse(parse: TrackParser): void {
  builtIn = parse;
}

/** What reads the built-in formats, if a build set it. */
export function builtInParse(): TrackParser | undefined {
  return builtIn;
}
