import { assertSafeUrl } from "../plugins/url.js";
import { type TrackSpec, checkTracks } from "./loadTracks.js";

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
