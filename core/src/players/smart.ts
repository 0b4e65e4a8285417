import { PopcornError, describeValue } from "../errors/errors.js";
import { acceptedUrls, assertSafeUrl } from "../plugins/url.js";
import { type DetectedSource, detectSource } from "./detectSource.js";
import type { HlsPlayer, HlsPlayerOptions } from "./hls.js";
import type { HtmlPlayer } from "./html/index.js";
import type { VimeoPlayer, VimeoPlayerOptions } from "./vimeo.js";
import type { YouTubePlayer, YouTubePlayerOptions } from "./youtube.js";

export { type DetectedSource, type SourceKind, detectSource } from "./detectSource.js";

/** Options of {@link smartPlayer}: per kind of source, what its player takes besides the video. */
export interface SmartPlayerOptions {
  /** Attributes of the `<video>` or `<audio>` made for a file or an HLS stream (`controls`, `muted`, `poster`, ...). @default { controls: true } */
  media?: Record<string, string | boolean>;
  /** For an HLS stream: the `Hls` class and hls.js's configuration. @default {} */
  hls?: HlsPlayerOptions;
  /** For a YouTube video: {@link "@popcorn-kit/core/players/youtube"!createYouTubePlayer}'s options but `videoId` (`start` defaults to the address's). @default {} */
  youtube?: Omit<YouTubePlayerOptions, "videoId">;
  /** For a Vimeo video: {@link "@popcorn-kit/core/players/vimeo"!createVimeoPlayer}'s options but `videoId` and `url` (`start` defaults to the address's). @default {} */
  vimeo?: Omit<VimeoPlayerOptions, "videoId" | "url">;
}

/** The player {@link smartPlayer} made, with what it read from the address. */
export type SmartPlayer = (HtmlPlayer | HlsPlayer | YouTubePlayer | VimeoPlayer) & {
  /** What the address is, as `detectSource` read it. */
  readonly detected: DetectedSource;
  /** Destroys the player and removes from the container what `smartPlayer` put there (the element or the frame). */
  destroy(): void;
};

/**
 * Popcorn.smart's successor: makes the right player for a media address inside `container` and resolves with it.
 * `detectSource` reads the address: a file gets a `<video>` (or an `<audio>` for a sound file) with the HTML player,
 * an `.m3u8` stream the same with hls.js (see `createHlsPlayer`), a YouTube or Vimeo address that service's player
 * (from its start time, if the address has one). Each player's module is imported only when an address needs it,
 * so this entry stays small. The promise resolves once the player exists; await its `ready`, where it has one, for
 * the video itself. `destroy()` destroys the player and removes the element or frame it added.
 *
 * An address that is not a string, is empty or has a refused scheme (`javascript:`, `data:`...) rejects with a
 * `PopcornError` (`INVALID_OPTION`), as a `container` that is not an element rejects with one (`PLAYER`).
 *
 * @param container - the element the media element or frame is appended to
 * @param source - a media file, an HLS playlist, or a YouTube or Vimeo address
 * @example
 * const player = await smartPlayer(document.querySelector("#stage")!, "https://youtu.be/dQw4w9WgXcQ?t=30");
 * const pop = createPopcorn(player);
 */
export async function smartPlayer(
  container: HTMLElement,
  source: string,
  options: SmartPlayerOptions = {},
): Promise<SmartPlayer> {
  if (typeof HTMLElement === "undefined" || !(container instanceof HTMLElement)) {
    throw new PopcornError(
      "PLAYER",
      `smartPlayer(${describeValue(container)}): expected the element to put the player in.`,
      { value: container, expected: "an HTMLElement" },
    );
  }
  const detected = detectSource(source);
  if (!detected) {
    throw new PopcornError(
      "INVALID_OPTION",
      `smartPlayer source ${describeValue(source)}: expected ${acceptedUrls("media")} of a media file, an HLS playlist, or a YouTube or Vimeo video.`,
      {
        value: source,
        expected: acceptedUrls("media"),
      },
    );
  }
  if (options === null || typeof options !== "object") {
    throw new PopcornError(
      "INVALID_OPTION",
      `smartPlayer options ${describeValue(options)}: expected an object ({ media?, hls?, youtube?, vimeo? }).`,
      { value: options, expected: "an object" },
    );
  }
  const player = await makePlayer(container, detected, options);
  return Object.defineProperty(player, "detected", { value: detected, enumerable: true }) as SmartPlayer;
}

async function makePlayer(
  container: HTMLElement,
  detected: DetectedSource,
  options: SmartPlayerOptions,
): Promise<Omit<SmartPlayer, "detected">> {
  switch (detected.kind) {
    case "youtube": {
      const { createYouTubePlayer } = await import("./youtube.js");
      return createYouTubePlayer(container, { start: detected.start, ...options.youtube, videoId: detected.videoId });
    }
    case "vimeo": {
      const { createVimeoPlayer } = await import("./vimeo.js");
      // The https address itself, which keeps an unlisted video's hash; the id where Vimeo would refuse the address.
      const video = detected.url.startsWith("https://") ? { url: detected.url } : { videoId: detected.videoId };
      return createVimeoPlayer(container, { start: detected.start, ...options.vimeo, ...video });
    }
    case "hls": {
      const element = mediaElement("video", options.media);
      const { createHlsPlayer } = await import("./hls.js");
      return owning(container, element, () => createHlsPlayer(element, detected.url, options.hls));
    }
    default: {
      const element = mediaElement(detected.kind, options.media);
      const { createHtmlPlayer } = await import("./html/index.js");
      element.src = detected.url;
      return owning(container, element, () => createHtmlPlayer(element));
    }
  }
}

/** A `<video>` or `<audio>` with the attributes given (controls by default). */
function mediaElement(
  tag: "video" | "audio",
  attributes: Record<string, string | boolean> = { controls: true },
): HTMLMediaElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    // Attributes that run script or load another address are the caller's to set, on the element, with care.
    if (/^on/i.test(name) || name.toLowerCase() === "src") {
      throw new PopcornError(
        "INVALID_OPTION",
        `media attribute ${describeValue(name)}: event handlers and src are not accepted (the source is the address).`,
        { value: name, option: "media" },
      );
    }
    if (name.toLowerCase() === "poster") assertSafeUrl(value, "image", "media attribute poster");
    if (value === true) element.setAttribute(name, "");
    else if (value !== false) element.setAttribute(name, String(value));
  }
  // `muted` is a property as well as an attribute: the attribute alone does not mute a made element.
  if (attributes.muted === true) element.muted = true;
  return element;
}

/** Puts the element in the container and makes its player; the player's `destroy()` also takes the element out. */
function owning<P extends HtmlPlayer>(container: HTMLElement, element: HTMLMediaElement, make: () => P): P {
  container.append(element);
  let player: P;
  try {
    player = make();
  } catch (error) {
    element.remove();
    throw error;
  }
  const destroy = player.destroy;
  player.destroy = () => {
    destroy.call(player);
    element.removeAttribute("src");
    element.load();
    element.remove();
  };
  return player;
}
