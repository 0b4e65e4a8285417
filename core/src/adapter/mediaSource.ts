import type { HlsPlayer, HlsPlayerOptions } from "../players/hls.js";
import { isHlsSource } from "../players/hlsSource.js";
import { checkMediaProps } from "../popcorn/mediaProps.js";
import type { TrackSpec } from "../popcorn/loadTracks.js";

export { isHlsSource };

/**
 * The attributes a `<PopcornVideo>`/`<PopcornAudio>` renders on its element, in every adapter: `props` checked
 * by `checkMediaProps` (a refused URL throws while rendering, on the server too), without `src` when it is an HLS
 * playlist, which the element cannot play itself (an HLS source renders no `src`, on the server and in the
 * browser alike, and {@link attachMediaSource} plays it after mount). Any other `props` come back as they are.
 *
 * @param component - the component, for error messages: `"<PopcornVideo>"`
 */
export function mediaElementProps<P extends { readonly src?: unknown; readonly poster?: unknown }>(
  component: string,
  props: P,
  tracks?: readonly TrackSpec[],
): P {
  checkMediaProps(component, props, tracks);
  if (!isHlsSource(props.src)) return props;
  const { src: _playlist, ...rest } = props;
  return rest as P;
}

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
