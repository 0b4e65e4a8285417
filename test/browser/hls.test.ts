// Installed first: the page's timers, intervals and listeners are counted from before hls.js loads.
import { leftSince, nextTurn, pageActivity } from "./pageActivity.js";
import { PopcornError, createPopcorn, type Popcorn } from "@popcorn-kit/core";
import {
  type HlsInstance,
  type HlsPlayer,
  type HlsPlayerOptions,
  createHlsPlayer,
} from "@popcorn-kit/core/players/hls";
import { type SmartPlayer, smartPlayer } from "@popcorn-kit/core/players/smart";
import { afterEach, describe, expect, test } from "vitest";
import clipUrl from "../fixtures/media/clip.webm?url";
import masterUrl from "../fixtures/media/hls/master.m3u8?url";
import toneUrl from "../fixtures/media/tone.ogg?url";
import StandIn from "../fixtures/providers/vimeo-player.js";
import apiUrl from "../fixtures/providers/youtube-iframe-api.js?url";
import workerPath from "hls.js/dist/hls.worker.js?url";
import { until } from "./until.js";

// The HLS player in real Chromium on the local stream (test/fixtures/media/hls: the clip's 10 s, time burned in,
// 2 s segments of H.264 and AAC in two renditions) through hls.js, imported as a page would; and smartPlayer
// making each kind of player, YouTube and Vimeo on their stand-ins.

// hls.js transmuxes in a Web Worker when its ESM build is given the worker's script (`workerPath`): the workers
// alive, counted from their construction to their termination.
const workers = new Set<Worker>();
window.Worker = class CountedWorker extends window.Worker {
  constructor(...args: ConstructorParameters<typeof Worker>) {
    super(...args);
    workers.add(this);
  }
  override terminate() {
    workers.delete(this);
    super.terminate();
  }
};

let pop: Popcorn | undefined;
const made: { destroy(): void }[] = [];

function makeHls(src = masterUrl, options?: HlsPlayerOptions): { video: HTMLVideoElement; player: HlsPlayer } {
  const video = document.body.appendChild(document.createElement("video"));
  video.muted = true;
  const player = createHlsPlayer(video, src, options);
  made.push(player);
  return { video, player };
}

afterEach(() => {
  if (pop && !pop.destroyed) pop.destroy();
  pop = undefined;
  for (const player of made.splice(0)) player.destroy();
  document.body.replaceChildren();
});

describe("createHlsPlayer in Chromium (hls.js on the local stream)", () => {
  test("plays the stream through hls.js: the video decodes, cues on a timeline fire at their time, across segments", async () => {
    const { video, player } = makeHls();
    await player.ready;
    expect(player.mode).toBe("hls.js");
    expect(player.hls?.media).toBe(video);
    expect(video.src).toMatch(/^blob:/);
    pop = createPopcorn(player);
    // Each start with the time of the tick that fired it (the store commits once, after the tick's transitions).
    const fired: { id: string; at: number }[] = [];
    pop.on("trackstart", (event) => void fired.push({ id: event.id, at: Number.NaN }));
    pop.store.subscribe(() => {
      for (const entry of fired) if (Number.isNaN(entry.at)) entry.at = pop!.store.getSnapshot().currentTime;
    });
    for (const [id, start] of [
      ["a", 0.5],
      ["b", 1.9],
      ["c", 2.2],
      ["d", 4.1],
    ] as const)
      pop.add("cue", { id, start, end: start + 0.2 });
    await pop.play();
    await until(() => fired.length === 4, 20_000);
    pop.pause();
    expect(fired.map((entry) => entry.id)).toEqual(["a", "b", "c", "d"]);
    const starts = [0.5, 1.9, 2.2, 4.1];
    fired.forEach((entry, i) => {
      expect(entry.at).toBeGreaterThanOrEqual(starts[i]!);
      expect(entry.at - starts[i]!).toBeLessThan(0.5);
    });
    expect(video.videoWidth).toBeGreaterThan(0);
    expect(video.getVideoPlaybackQuality().totalVideoFrames).toBeGreaterThan(30);
    expect(pop.store.getSnapshot().duration).toBeCloseTo(10, 0);
  });

  test("a seek lands where asked and the cue there starts; playing on reaches the end", async () => {
    const { video, player } = makeHls();
    await player.ready;
    pop = createPopcorn(player);
    pop.add("cue", { id: "late", start: 7, end: 9 });
    pop.add("cue", { id: "skipped", start: 3, end: 4 });
    const started: string[] = [];
    pop.on("trackstart", (event) => started.push(event.id));
    await until(() => video.readyState >= 1);
    pop.seek(7.5);
    await until(() => !video.seeking && video.readyState >= 2 && pop!.store.getSnapshot().currentTime >= 7.5);
    expect(video.currentTime).toBeCloseTo(7.5, 1);
    expect(started).toEqual(["late"]);
    expect(pop.store.getSnapshot().active.map((event) => event.id)).toEqual(["late"]);
    await pop.play();
    await until(() => video.ended, 20_000);
    expect(started).toEqual(["late"]);
    expect(pop.store.getSnapshot().active).toEqual([]);
  });

  test("destroy() leaves no listener, timer, frame or worker, and the element detached from hls.js", async () => {
    await nextTurn();
    const before = pageActivity();
    const { video, player } = makeHls(masterUrl, { config: { workerPath } });
    await player.ready;
    pop = createPopcorn(player);
    await pop.play();
    await until(() => video.currentTime > 0.5);
    const hls = player.hls as HlsInstance;
    expect(workers.size).toBe(1);
    pop.destroy();
    player.destroy();
    expect(workers.size).toBe(0);
    expect(hls.media).toBeNull();
    expect(player.hls).toBeNull();
    expect(player.listenerCount()).toBe(0);
    expect(video.getAttribute("src")).toBeNull();
    expect(video.isConnected).toBe(true);
    await nextTurn();
    expect(leftSince(before)).toEqual({ listeners: [], timers: 0, frames: 0 });
  });

  test("a stream that does not load is a PopcornError naming it and the HTTP status, on the error event", async () => {
    const { player } = makeHls(masterUrl.replace("master.m3u8", "missing.m3u8"));
    const errors: unknown[] = [];
    player.addEventListener("error", () => errors.push(player.error));
    const failure = await player.ready.then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PopcornError);
    expect((failure as PopcornError).code).toBe("PLAYER");
    expect((failure as Error).message).toMatch(/missing\.m3u8.*manifestLoadError \(HTTP 404\)/);
    expect(errors).toEqual([failure]);
  });
});

describe("smartPlayer in Chromium", () => {
  async function smart(source: string): Promise<{ stage: HTMLElement; player: SmartPlayer }> {
    const stage = document.body.appendChild(document.createElement("div"));
    const player = await smartPlayer(stage, source, {
      media: { muted: true },
      youtube: { apiUrl },
      vimeo: { Player: StandIn },
    });
    made.push(player);
    return { stage, player };
  }

  test("a video file plays in a <video>, a sound file in an <audio>, and destroy() takes them out", async () => {
    const { stage, player } = await smart(clipUrl);
    const video = stage.querySelector("video")!;
    expect(player.detected.kind).toBe("video");
    await player.play();
    await until(() => player.currentTime > 0.2);
    player.destroy();
    expect(stage.children).toHaveLength(0);

    const sound = await smart(toneUrl);
    expect(sound.player.detected.kind).toBe("audio");
    const audio = sound.stage.querySelector("audio")!;
    await until(() => audio.readyState >= 1);
    expect(sound.player.duration).toBeCloseTo(10, 0);
    expect(video.isConnected).toBe(false);
  });

  test("an .m3u8 address plays through hls.js", async () => {
    const { stage, player } = await smart(masterUrl);
    expect(player.detected.kind).toBe("hls");
    await (player as HlsPlayer).ready;
    expect((player as HlsPlayer).mode).toBe("hls.js");
    await player.play();
    await until(() => player.currentTime > 0.3);
    player.destroy();
    expect(stage.children).toHaveLength(0);
  });

  test("a YouTube address makes the YouTube player at the address's start time; a Vimeo one the Vimeo player", async () => {
    const youtube = await smart("https://youtu.be/M7lc1UVf-VE?t=5");
    expect(youtube.player.detected).toMatchObject({ kind: "youtube", videoId: "M7lc1UVf-VE", start: 5 });
    await (youtube.player as { ready: Promise<void> }).ready;
    expect(youtube.stage.querySelector("iframe")).not.toBeNull();
    expect(youtube.player.currentTime).toBe(5);
    youtube.player.destroy();
    expect(youtube.stage.querySelector("iframe")).toBeNull();

    const vimeo = await smart("https://vimeo.com/3#t=1");
    expect(vimeo.player.detected).toMatchObject({ kind: "vimeo", videoId: "3", start: 1 });
    await (vimeo.player as { ready: Promise<void> }).ready;
    expect(vimeo.player.duration).toBe(3);
    expect(vimeo.stage.querySelector("iframe")).not.toBeNull();
    vimeo.player.destroy();
    await until(() => vimeo.stage.querySelector("iframe") === null);
    // An unlisted video's https address (with its hash) goes to Vimeo as it is; an http one goes by its id.
    for (const address of ["https://vimeo.com/3/8272103f6e", "http://vimeo.com/3"]) {
      const other = await smart(address);
      await (other.player as { ready: Promise<void> }).ready;
      expect(other.player.duration).toBe(3);
    }
  });
});
