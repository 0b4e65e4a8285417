import { type PlayerUnderTest, definePlayerSuite } from "./playerSuite.js";
import { createVirtualPlayer } from "@popcorn-kit/core";
import { createHlsPlayer } from "@popcorn-kit/core/players/hls";
import { createHtmlPlayer } from "@popcorn-kit/core/players/html";
import { createVimeoPlayer } from "@popcorn-kit/core/players/vimeo";
import { createYouTubePlayer } from "@popcorn-kit/core/players/youtube";
import clipUrl from "../fixtures/media/clip.webm?url";
import masterUrl from "../fixtures/media/hls/master.m3u8?url";
import VimeoStandIn from "../fixtures/providers/vimeo-player.js";
import youTubeApiUrl from "../fixtures/providers/youtube-iframe-api.js?url";

// One player contract, run on every player: the HTML player on the real clip, the HLS player on the local stream
// through hls.js, the virtual player, and the YouTube and Vimeo players on their providers' stand-ins
// (test/fixtures/providers).

/** An element for a provider's frame, removed with the player. */
function holder(): HTMLElement {
  return document.body.appendChild(document.createElement("div"));
}

definePlayerSuite({
  name: "HTML player (the real clip in a <video>)",
  duration: 10,
  make(): PlayerUnderTest {
    const video = document.body.appendChild(document.createElement("video"));
    video.muted = true;
    video.preload = "auto";
    video.src = clipUrl;
    const player = createHtmlPlayer(video);
    const ready = new Promise<void>((resolve, reject) => {
      if (video.readyState >= 1) resolve();
      video.addEventListener("loadedmetadata", () => resolve(), { once: true });
      video.addEventListener("error", () => reject(new Error(`clip failed to load: ${video.error?.message}`)), {
        once: true,
      });
    });
    return {
      player,
      ready,
      dispose() {
        player.destroy();
        video.removeAttribute("src");
        video.load();
        video.remove();
      },
    };
  },
});

definePlayerSuite({
  name: "HLS player (the local stream through hls.js)",
  duration: 10,
  make(): PlayerUnderTest {
    const video = document.body.appendChild(document.createElement("video"));
    video.muted = true;
    const player = createHlsPlayer(video, masterUrl);
    // Metadata: the duration, once the first segments are in.
    const ready = player.ready.then(() =>
      video.readyState >= 1
        ? undefined
        : new Promise<void>((resolve) => video.addEventListener("loadedmetadata", () => resolve(), { once: true })),
    );
    return {
      player,
      ready,
      dispose() {
        player.destroy();
        video.remove();
      },
    };
  },
});

definePlayerSuite({
  name: "virtual player",
  duration: 3,
  make(): PlayerUnderTest {
    const player = createVirtualPlayer({ duration: 3 });
    return { player, ready: Promise.resolve(), dispose: () => player.destroy() };
  },
});

definePlayerSuite({
  name: "YouTube player (IFrame Player API stand-in)",
  duration: 3,
  make(): PlayerUnderTest {
    const element = holder();
    const player = createYouTubePlayer(element, { videoId: "short", apiUrl: youTubeApiUrl });
    return { player, ready: player.ready, dispose: () => (player.destroy(), element.remove()) };
  },
});

definePlayerSuite({
  name: "Vimeo player (@vimeo/player stand-in)",
  duration: 3,
  make(): PlayerUnderTest {
    const element = holder();
    const player = createVimeoPlayer(element, { videoId: "3", Player: VimeoStandIn });
    return { player, ready: player.ready, dispose: () => (player.destroy(), element.remove()) };
  },
});
