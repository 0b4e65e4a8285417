import { importPeer } from "../importPeer.js";
import type { VimeoPlayerClass } from "./VimeoApiPlayer.js";

/** Imports `@vimeo/player` once per page, the first time a player is made without a `Player` class. */
export const loadVimeo = /* @__PURE__ */ importPeer<VimeoPlayerClass>(
  () => import("@vimeo/player"),
  "@vimeo/player",
  "Player",
);
