import type { HlsPlayer, HlsPlayerOptions } from "../players/hls.js";
import { isHlsSource } from "../players/hlsSource.js";

/**
 * What every adapter's `<PopcornVideo>` and `<PopcornAudio>` call once their element is mounted, and undo (by the
 * function returned) on unmount or before a new `src`: for an HLS playlist, the HLS player (`createHlsPlayer`,
 * whose module is imported now, with hls.js when it needs it) plays it in the element; for any other `src`, which
 * the element plays itself, nothing. The undo destroys the HLS player, also when it comes before the import ends.
 *
 * @param hls - the `Hls` class to use, and hls.js's configuration @default {}
 * @param onPlayer - called with the HLS player once it exists (its `ready`, `hls`, `error`)
 * @example
 * const detach = attachMediaSource(video, "/media/hls/master.m3u8");
 * // later, on unmount:
 * detach();
 */
export function attachMediaSource(
  element: HTMLMediaElement,
  src: unknown,
  hls: HlsPlayerOptions = {},
  onPlayer?: (player: HlsPlayer) => void,
): () => void {
  if (!isHlsSource(src)) return () => {};
  let player: HlsPlayer | null = null;
  let detached = false;
  void import("../players/hls.js").then(({ createHlsPlayer }) => {
    if (detached) return;
    player = createHlsPlayer(element, src as string, hls);
    onPlayer?.(player);
  });
  return () => {
    detached = true;
    player?.destroy();
    player = null;
  };
}
