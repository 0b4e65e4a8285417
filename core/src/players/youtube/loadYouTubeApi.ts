import { PopcornError, describeValue } from "../../errors/errors.js";

/** The IFrame Player API's script. */
export const YOUTUBE_API_URL = "https://www.youtube.com/iframe_api";

/** The parts of the IFrame Player API's `YT.Player` this player uses. */
export interface YouTubeApiPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  getVideoLoadedFraction(): number;
  getPlaybackRate(): number;
  setPlaybackRate(rate: number): void;
  getVolume(): number;
  setVolume(volume: number): void;
  isMuted(): boolean;
  mute(): void;
  unMute(): void;
  getIframe(): HTMLIFrameElement;
  destroy(): void;
}

interface YouTubeApiEvent {
  target: YouTubeApiPlayer;
  data?: number;
}

/** The parts of the API's `YT` namespace this player uses. */
export interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      width?: number | string;
      height?: number | string;
      playerVars?: Record<string, string | number>;
      events?: Partial<
        Record<"onReady" | "onStateChange" | "onPlaybackRateChange" | "onError", (event: YouTubeApiEvent) => void>
      >;
    },
  ) => YouTubeApiPlayer;
}

let api: Promise<YouTubeNamespace> | undefined;

/** Loads the IFrame Player API once per page (a second call waits for the first load). */
export function loadYouTubeApi(url: string): Promise<YouTubeNamespace> {
  const host = globalThis as unknown as {
    YT?: YouTubeNamespace & { loaded?: number };
    onYouTubeIframeAPIReady?: () => void;
  };
  if (host.YT?.Player && host.YT.loaded === 1) return Promise.resolve(host.YT);
  api ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = host.onYouTubeIframeAPIReady;
    host.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve(host.YT!);
    };
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onerror = () => {
      api = undefined;
      script.remove();
      reject(
        new PopcornError("PLAYER", `Could not load the YouTube IFrame Player API from ${describeValue(url)}.`, {
          value: url,
        }),
      );
    };
    document.head.append(script);
  });
  return api;
}
