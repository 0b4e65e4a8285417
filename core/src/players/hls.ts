import { PopcornError, describeValue } from "../errors/errors.js";
import { assertSafeUrl } from "../plugins/url.js";
import { type HtmlPlayer, createHtmlPlayer } from "./html/index.js";
import { importPeer } from "../importPeer.js";

/** hls.js's error data, as its `ERROR` event gives it (the fields read here). */
export interface HlsErrorData {
  /** `"networkError"`, `"mediaError"`, `"muxError"`, `"keySystemError"` or `"otherError"`. */
  type: string;
  /** What failed, e.g. `"manifestLoadError"`, `"fragParsingError"`, `"bufferStalledError"`. */
  details: string;
  /** Whether hls.js stopped: a fatal error ends playback unless recovered. */
  fatal: boolean;
  error?: Error;
  response?: { code?: number; text?: string };
}

/** The parts of an hls.js instance this player uses. */
export interface HlsInstance {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  startLoad(startPosition?: number): void;
  recoverMediaError(): void;
  destroy(): void;
  // `any`: each event has its own data, and hls.js's `on` is generic over the event's name.
  on(event: string, listener: (event: string, data: any) => void): void;
  off(event: string, listener?: (event: string, data: any) => void): void;
  /** The element hls.js is attached to, or null once detached (hls.js sets it). */
  readonly media?: HTMLMediaElement | null;
}

/** hls.js's `Hls` class, or a stand-in of it. */
export interface HlsClass {
  new (config?: Record<string, unknown>): HlsInstance;
  /** Whether this browser has what hls.js needs (Media Source Extensions and the codecs). */
  isSupported(): boolean;
}

/** Options of {@link createHlsPlayer}. */
export interface HlsPlayerOptions {
  /**
   * The `Hls` class to use. By default `hls.js` (an optional peer dependency) is imported the first time a player
   * needs it (never where the browser plays HLS itself and has no Media Source Extensions); pass the class to load
   * it yourself, or to use a stand-in in tests.
   * @default (await import("hls.js")).default
   */
  Hls?: HlsClass;
  /** hls.js's configuration (`maxBufferLength`, `startLevel`, `xhrSetup`, ...). @default {} */
  config?: Record<string, unknown>;
}

/** How a player plays its stream: through hls.js, or the browser's own HLS (Safari). */
export type HlsMode = "hls.js" | "native";

/** A `<video>` or `<audio>` element playing an HLS stream, as a player. */
export interface HlsPlayer extends HtmlPlayer {
  /** The stream's URL, as given. */
  readonly src: string;
  /**
   * Resolves once the stream's playlists are read (hls.js's `MANIFEST_PARSED`, or `loadedmetadata` when native);
   * rejects with a `PopcornError` (`PLAYER`) when it cannot play. Resolves if the player is destroyed first.
   */
  readonly ready: Promise<void>;
  /** How the stream plays, once known (before that, `null`). */
  readonly mode: HlsMode | null;
  /** The hls.js instance, while attached (for levels, audio tracks and what the media-element shape does not cover). */
  readonly hls: HlsInstance | null;
  /** The stream's failure, a `PopcornError` (`PLAYER`), else the element's own `MediaError`, else null. */
  readonly error: unknown;
  /**
   * Destroys hls.js (which detaches the element, stops loading and ends its worker and timers), removes every
   * listener added through this player, and empties the element's `src`. The element stays in the page.
   */
  destroy(): void;
}

/** hls.js's event and error names, as strings: stand-ins need not carry `Hls.Events`. */
const EVENT = { MANIFEST_PARSED: "hlsManifestParsed", ERROR: "hlsError", FRAG_BUFFERED: "hlsFragBuffered" } as const;
const NATIVE_TYPE = "application/vnd.apple.mpegurl";

/** Imports `hls.js` once per page, the first time a player needs it without an `Hls` class. */
const loadHls = /* @__PURE__ */ importPeer<HlsClass>(
  () => import("#peers/hls").then((peer) => peer.load()),
  "hls.js",
  "the HLS player",
  "PLAYER",
  "or pass its Hls class as the Hls option",
);

/** Whether the browser plays HLS itself, and has no Media Source Extensions for hls.js (Safari on an iPhone before 17.1). */
function nativeOnly(element: HTMLMediaElement): boolean {
  const scope = globalThis as { MediaSource?: unknown; ManagedMediaSource?: unknown };
  return (
    element.canPlayType(NATIVE_TYPE) !== "" && scope.MediaSource === undefined && scope.ManagedMediaSource === undefined
  );
}

/**
 * An HLS stream (an `.m3u8` playlist) played in a `<video>` or `<audio>` element, as a player:
 * `createPopcorn(createHlsPlayer(video, url))` drives a timeline from it like from any video.
 *
 * - Plays through hls.js, imported the first time it is needed (an optional peer dependency), or the `Hls` class
 *   passed; where hls.js is not supported and the element plays HLS itself (Safari), the element loads the URL.
 * - Media events are the element's own. hls.js's fatal errors are first recovered as hls.js recommends (a media
 *   error by `recoverMediaError()`, a network error after the playlists loaded by `startLoad()`), once until a
 *   segment buffers again; past that, the error is a `PopcornError` (`PLAYER`) naming the stream and hls.js's
 *   details, in `error` and as an `error` event on the element, and `ready` rejects with it.
 * - The URL must be http(s), relative or `blob:`: another scheme throws a `PopcornError` (`INVALID_OPTION`).
 * - `destroy()` destroys hls.js and removes every listener, before or after it is ready.
 *
 * @param target - the element, or a selector for it
 * @param src - the stream's master or media playlist
 * @example
 * const player = createHlsPlayer(document.querySelector("video")!, "/media/hls/master.m3u8");
 * const pop = createPopcorn(player);
 * await player.ready;
 */
export function createHlsPlayer(
  target: HTMLMediaElement | string,
  src: string,
  options: HlsPlayerOptions = {},
): HlsPlayer {
  const url = assertSafeUrl(src, "media", "createHlsPlayer src");
  if (options === null || typeof options !== "object") {
    throw new PopcornError(
      "INVALID_OPTION",
      `createHlsPlayer options ${describeValue(options)}: expected an object ({ Hls?, config? }).`,
      { value: options, expected: "an object" },
    );
  }
  const { Hls, config = {} } = options;
  if (Hls !== undefined && (typeof Hls !== "function" || typeof Hls.isSupported !== "function")) {
    throw new PopcornError("INVALID_OPTION", `Hls ${describeValue(Hls)}: expected hls.js's Hls class.`, {
      value: Hls,
      option: "Hls",
    });
  }
  if (config === null || typeof config !== "object") {
    throw new PopcornError(
      "INVALID_OPTION",
      `config ${describeValue(config)}: expected an object of hls.js settings.`,
      { value: config, option: "config" },
    );
  }
  const base = createHtmlPlayer(target, undefined);
  const { element, destroy: removeListeners } = base;
  const stream = new HlsStream(element, url, config);
  const started = nativeOnly(element) && !Hls ? Promise.resolve(null) : Hls ? Promise.resolve(Hls) : loadHls();
  stream.start(started);
  return Object.defineProperties(base, {
    src: { value: url, enumerable: true },
    ready: { get: () => stream.ready },
    mode: { get: () => stream.mode },
    hls: { get: () => stream.hls },
    error: { get: () => stream.error ?? element.error ?? null },
    destroy: {
      writable: true,
      configurable: true,
      value: () => {
        stream.destroy();
        removeListeners();
      },
    },
  }) as HlsPlayer;
}

/** One stream in one element: hls.js or the native player, its recovery and its failure. */
class HlsStream {
  readonly ready: Promise<void>;
  mode: HlsMode | null = null;
  hls: HlsInstance | null = null;
  error: PopcornError | null = null;
  #element: HTMLMediaElement;
  #url: string;
  #config: Record<string, unknown>;
  #destroyed = false;
  #parsed = false;
  /** The fatal error types recovered since a segment last buffered. */
  #recovered = new Set<string>();
  #settle!: { resolve: () => void; reject: (error: PopcornError) => void };
  #onNativeMetadata = () => this.#settle.resolve();
  #onNativeError = () =>
    this.#fail(
      `the browser could not play it (${this.#element.error?.message || `media error ${this.#element.error?.code ?? "?"}`})`,
      this.#element.error,
      false,
    );

  constructor(element: HTMLMediaElement, url: string, config: Record<string, unknown>) {
    this.#element = element;
    this.#url = url;
    this.#config = config;
    this.ready = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));
    // The rejection is the `error` event too: one who never awaits `ready` gets no unhandled rejection.
    this.ready.catch(() => {});
  }

  start(loading: Promise<HlsClass | null>): void {
    loading.then(
      (Hls) => {
        if (this.#destroyed) return;
        if (Hls?.isSupported()) this.#attach(Hls);
        else if (this.#element.canPlayType(NATIVE_TYPE) !== "") this.#native();
        else
          this.#fail(
            "this browser plays HLS neither itself nor through hls.js (no Media Source Extensions)",
            undefined,
            true,
          );
      },
      (error: PopcornError) => this.#fail(error.message.replace(/\.$/, ""), error, true),
    );
  }

  #attach(Hls: HlsClass): void {
    const hls = new Hls({ ...this.#config });
    this.hls = hls;
    this.mode = "hls.js";
    hls.on(EVENT.MANIFEST_PARSED, this.#onParsed);
    hls.on(EVENT.FRAG_BUFFERED, this.#onBuffered);
    hls.on(EVENT.ERROR, this.#onError);
    hls.loadSource(this.#url);
    hls.attachMedia(this.#element);
  }

  #native(): void {
    this.mode = "native";
    this.#element.addEventListener("loadedmetadata", this.#onNativeMetadata, { once: true });
    this.#element.addEventListener("error", this.#onNativeError);
    this.#element.src = this.#url;
  }

  #onParsed = () => {
    this.#parsed = true;
    this.#settle.resolve();
  };

  #onBuffered = () => this.#recovered.clear();

  #onError = (_event: string, data: HlsErrorData) => {
    // hls.js retries non-fatal errors itself.
    if (!data.fatal || !this.hls) return;
    const canRecover = data.type === "mediaError" || (data.type === "networkError" && this.#parsed);
    if (canRecover && !this.#recovered.has(data.type)) {
      this.#recovered.add(data.type);
      if (data.type === "mediaError") this.hls.recoverMediaError();
      else this.hls.startLoad();
      return;
    }
    const status = data.response?.code ? ` (HTTP ${data.response.code})` : "";
    this.#fail(`hls.js stopped on ${data.type} ${data.details}${status}`, data.error ?? data, true);
  };

  /** Reports the failure once: `error`, an `error` event on the element (unless it fired its own), `ready` rejected. */
  #fail(reason: string, cause: unknown, dispatch: boolean): void {
    if (this.#destroyed || this.error) return;
    this.error = new PopcornError("PLAYER", `HLS stream ${describeValue(this.#url)}: ${reason}.`, {
      value: this.#url,
      cause,
    });
    this.#releaseHls();
    this.#settle.reject(this.error);
    // An ErrorEvent carrying the PopcornError: the element's own `error` stays null (hls.js, not the element, failed).
    if (dispatch)
      this.#element.dispatchEvent(new ErrorEvent("error", { error: this.error, message: this.error.message }));
  }

  #releaseHls(): void {
    const hls = this.hls;
    if (!hls) return;
    this.hls = null;
    hls.off(EVENT.MANIFEST_PARSED, this.#onParsed);
    hls.off(EVENT.FRAG_BUFFERED, this.#onBuffered);
    hls.off(EVENT.ERROR, this.#onError);
    hls.destroy();
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#releaseHls();
    if (this.mode === "native") {
      this.#element.removeEventListener("loadedmetadata", this.#onNativeMetadata);
      this.#element.removeEventListener("error", this.#onNativeError);
      this.#element.removeAttribute("src");
      this.#element.load();
    }
    this.#settle.resolve();
  }
}
