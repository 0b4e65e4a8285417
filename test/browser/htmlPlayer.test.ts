import { createPopcorn, type Popcorn } from "@popcorn-kit/core";
import { type HtmlPlayer, createHtmlPlayer } from "@popcorn-kit/core/players/html";
import { afterEach, describe, expect, test } from "vitest";
import clipUrl from "../fixtures/media/clip.webm?url";
import { until } from "./until.js";

// Real media in real Chromium: the clip is 10 s of 30 fps video with its time burned in and a tone.

let video: HTMLVideoElement;
let player: HtmlPlayer;
let pop: Popcorn | undefined;

async function loadClip(): Promise<HTMLVideoElement> {
  video = document.createElement("video");
  video.muted = true;
  video.preload = "auto";
  video.src = clipUrl;
  document.body.append(video);
  await new Promise<void>((resolve, reject) => {
    video.addEventListener("canplaythrough", () => resolve(), { once: true });
    video.addEventListener("error", () => reject(new Error(`clip failed to load: ${video.error?.message}`)), {
      once: true,
    });
  });
  return video;
}

/** Logs transitions with the time of the tick that fired them (the store commits once, after them). */
function record(instance: Popcorn) {
  const log: { what: string; at: number }[] = [];
  instance.on("trackstart", (e) => log.push({ what: `+${e.id}`, at: Number.NaN }));
  instance.on("trackend", (e) => log.push({ what: `-${e.id}`, at: Number.NaN }));
  instance.store.subscribe(() => {
    for (const entry of log) if (Number.isNaN(entry.at)) entry.at = instance.store.getSnapshot().currentTime;
  });
  return log;
}

afterEach(() => {
  if (pop && !pop.destroyed) pop.destroy();
  pop = undefined;
  player?.destroy();
  video?.remove();
});

describe("HTML player on a real <video>", () => {
  test("events fire in order while playing, each within a frame or two of its time", async () => {
    await loadClip();
    player = createHtmlPlayer(video);
    pop = createPopcorn(player);
    pop.add("cue", { id: "a", start: 0.3, end: 0.8 });
    pop.add("cue", { id: "b", start: 0.5, end: 1.2 });
    pop.exec(1, () => {});
    const log = record(pop);
    await pop.play();
    await until(() => log.length >= 6);
    pop.pause();
    expect(log.map((l) => l.what)).toEqual(["+a", "+b", "-a", "+cue-1", "-cue-1", "-b"]);
    const expectedAt = [0.3, 0.5, 0.8, 1, 1, 1.2];
    log.forEach((entry, i) => {
      expect(entry.at).toBeGreaterThanOrEqual(expectedAt[i]!);
      expect(entry.at - expectedAt[i]!).toBeLessThan(0.25);
    });
  });

  test("frame ticks use requestVideoFrameCallback's mediaTime", async () => {
    await loadClip();
    player = createHtmlPlayer(video);
    const times: number[] = [];
    const original = player.requestVideoFrameCallback!;
    player.requestVideoFrameCallback = (callback) =>
      original((now, metadata) => {
        times.push(metadata.mediaTime);
        callback(now, metadata);
      });
    pop = createPopcorn(player);
    const seen: number[] = [];
    pop.store.subscribe(() => seen.push(pop!.store.getSnapshot().currentTime));
    await pop.play();
    await until(() => times.length >= 10);
    pop.pause();
    expect(times.length).toBeGreaterThanOrEqual(10);
    // Every frame's media time became the store's time, in order.
    for (const time of times.slice(0, 10)) expect(seen).toContain(time);
  });

  test("seeks end and start events at once, and skip what lies between", async () => {
    await loadClip();
    player = createHtmlPlayer(video);
    pop = createPopcorn(player);
    const log = record(pop);
    pop.add("cue", { id: "early", start: 0, end: 2 });
    pop.add("cue", { id: "skipped", start: 3, end: 4 });
    pop.add("cue", { id: "late", start: 6, end: 8 });
    pop.seek(7);
    expect(log.map((l) => l.what)).toEqual(["+early", "-early", "+late"]);
    await until(() => !video.seeking);
    // The element's own seeking/seeked events change nothing further.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.map((l) => l.what)).toEqual(["+early", "-early", "+late"]);
    video.currentTime = 1;
    await until(() => log.length === 5);
    expect(log.map((l) => l.what).slice(3)).toEqual(["-late", "+early"]);
  });

  test("at ended, events ending at the duration end and the store says ended", async () => {
    await loadClip();
    player = createHtmlPlayer(video);
    pop = createPopcorn(player);
    const duration = video.duration;
    pop.add("cue", { id: "tail", start: duration - 0.5, end: duration });
    const log = record(pop);
    pop.seek(duration - 0.6);
    const ended = new Promise((resolve) => pop!.once("ended", resolve));
    await pop.play();
    await ended;
    expect(log.map((l) => l.what)).toEqual(["+tail", "-tail"]);
    expect(pop.store.getSnapshot()).toMatchObject({ ended: true, paused: true });
  });

  test("the store carries what the element has loaded: its buffered ranges and their share of the duration", async () => {
    await loadClip();
    player = createHtmlPlayer(video);
    pop = createPopcorn(player);
    // Loaded through (canplaythrough): the whole clip, as the element says.
    const { buffered, bufferedFraction, duration } = pop.store.getSnapshot();
    expect(buffered.length).toBeGreaterThan(0);
    expect(buffered).toEqual(
      Array.from({ length: video.buffered.length }, (_, i) => [video.buffered.start(i), video.buffered.end(i)]),
    );
    expect(bufferedFraction).toBeCloseTo(buffered.reduce((sum, [start, end]) => sum + end - start, 0) / duration, 9);
    expect(bufferedFraction).toBeGreaterThan(0.5);
  });

  test("destroy leaves no listener and no frame callback behind", async () => {
    await loadClip();
    player = createHtmlPlayer(video);
    let pending = 0;
    const request = player.requestVideoFrameCallback!;
    const cancel = player.cancelVideoFrameCallback!;
    player.requestVideoFrameCallback = (callback) => {
      pending++;
      return request((now, metadata) => {
        pending--;
        callback(now, metadata);
      });
    };
    player.cancelVideoFrameCallback = (handle) => {
      pending--;
      cancel(handle);
    };
    pop = createPopcorn(player);
    expect(player.listenerCount()).toBeGreaterThan(0);
    await pop.play();
    await until(() => pop!.store.getSnapshot().currentTime > 0.2);
    pop.destroy();
    expect(player.listenerCount()).toBe(0);
    expect(pending).toBe(0);
    video.pause();
  });

  test("a selector that matches no media element is a PLAYER error", () => {
    expect(() => createHtmlPlayer("#nothing-here")).toThrow(
      /Selector "#nothing-here" matched nothing: expected a <video> or <audio> element/,
    );
  });
});
