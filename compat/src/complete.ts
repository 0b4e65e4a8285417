// @popcorn-kit/compat/complete: the Popcorn 1.x API with the whole plugin catalogue under Popcorn's names,
// registered when this module is imported (Popcorn 1.x's popcorn-complete.js). It reaches the root entry by the
// package's name, so that both share one registry of plugins.
import { installComplete } from "@popcorn-kit/compat";

installComplete();

export * from "@popcorn-kit/compat";
