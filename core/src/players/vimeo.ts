// The `@popcorn-kit/core/players/vimeo` entry: a Vimeo video as a player (see `vimeo/`).
export { createVimeoPlayer, vimeoPlayerKey } from "./vimeo/createVimeoPlayer.js";
export type { VimeoApiPlayer, VimeoEmbedOptions, VimeoPlayerClass } from "./vimeo/VimeoApiPlayer.js";
export type { VimeoPlayer, VimeoPlayerOptions, VimeoVideo } from "./vimeo/VimeoPlayerOptions.js";
