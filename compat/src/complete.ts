// @popcorn-kit/compat/complete: the Popcorn 1.x API with the whole plugin catalogue under Popcorn's names,
// registered when this module is imported (Popcorn 1.x's popcorn-complete.js). It reaches the root entry by the
// package's name, so that both share one registry of plugins.
import { type CompletePopcornStatic, Popcorn as RootPopcorn, installComplete } from "@popcorn-kit/compat";
import { parseLazily } from "@popcorn-kit/core/parsers/lazy";

// Each format's parser is loaded when a file of that format is first read.
installComplete(parseLazily);

/**
 * `Popcorn` with every plugin of the catalogue under Popcorn 1.x's names, the built-in parsers and the players:
 * the same function as the root entry's, whose instances are typed with those methods.
 *
 * @example
 * const pop = Popcorn("#video");
 * pop.footnote({ start: 2, end: 6, text: "Filmed in 1969", target: "notes" }).parseSRT("/subtitles.srt");
 */
export const Popcorn = RootPopcorn as CompletePopcornStatic;

export * from "@popcorn-kit/compat";
