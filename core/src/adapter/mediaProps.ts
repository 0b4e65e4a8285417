import { assertSafeUrl } from "../plugins/url.js";
import { isHlsSource } from "../players/hlsSource.js";
import { type TrackSpec, checkTracks } from "../instance/loadTracks.js";

/**
 * Checks the URLs a `<PopcornVideo>`/`<PopcornAudio>` is given, as every adapter does while rendering (on the
 * server too): `src` must be http(s), relative or `blob:`, `poster` may also be `data:image/*` (not SVG), and
 * each track's `src` must be what `loadTracks` accepts. Returns `props` unchanged; a refused value throws a
 * `PopcornError` (`INVALID_OPTION`) naming the component, the prop and the value, e.g.
 * `<PopcornVideo> src got "javascript:alert(1)": expected an http(s), relative or blob: URL.`
 *
 * @param component - the component, for the message: `"<PopcornVideo>"`
 */
export function checkMediaProps<P extends { readonly src?: unknown; readonly poster?: unknown }>(
  component: string,
  props: P,
  tracks?: readonly TrackSpec[],
): P {
  if (props.src != null && props.src !== "") assertSafeUrl(props.src, "media", `${component} src`);
  if (props.poster != null && props.poster !== "") assertSafeUrl(props.poster, "image", `${component} poster`);
  checkTracks(tracks, `${component} tracks`);
  return props;
}

/**
 * The attributes a `<PopcornVideo>`/`<PopcornAudio>` renders on its element, in every adapter: `props` checked
 * by `checkMediaProps` (a refused URL throws while rendering, on the server too), without `src` when it is an HLS
 * playlist, which the element cannot play itself (an HLS source renders no `src`, on the server and in the
 * browser alike, and `attachMediaSource` plays it after mount). Any other `props` come back as they are.
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
 * Whether a media component shows the captions of its `tracks` (a `<Captions>` right after the element): when
 * its `captions` prop is on (the default) and it has at least one track.
 */
export function showsCaptions(captions: boolean | undefined, tracks: readonly TrackSpec[] | undefined): boolean {
  return captions !== false && tracks !== undefined && tracks.length > 0;
}
