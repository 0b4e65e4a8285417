// @popcorn-kit/compat/complete: the Popcorn 1.x API with the whole plugin catalogue under Popcorn's names,
// registered when this module is imported (Popcorn 1.x's popcorn-complete.js). It reaches the root entry by the
// package's name, so that both share one registry of plugins.
import { installComplete } from "@popcorn-kit/compat";
import { parseLazily } from "@popcorn-kit/core/parsers/lazy";

// Each format's parser is loaded when a file of that format is first read.
installComplete(parseLazily);

export * from "@popcorn-kit/compat";
