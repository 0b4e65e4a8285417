import { importPeer } from "../../importPeer.js";
import type { VimeoPlayerClass } from "./VimeoApiPlayer.js";

/** Imports `@vimeo/player` once per page, the first time a player is made without a `Player` class. */
export const loadVimeo = /* @__PURE__ */ importPeer<VimeoPlayerClass>(
  () => import("#peers/vimeo").then((peer) => peer.load()),
  "@vimeo/player",
  "the Vimeo player",
  "PLAYER",
  "or pass its Player class as the Player option",
);
