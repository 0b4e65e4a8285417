// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { type VimeoApiPlayer, type VimeoPlayer, createVimeoPlayer } from "../src/players/vimeo.js";

// The Vimeo player's mapping of Vimeo's events, on a fake `Player` whose events the test sends and whose calls it
// answers: the orders a real frame's messages can come in (an event sent before a call was seen, after it).

const imported = vi.hoisted(() => ({ count: 0 }));
vi.mock("@vimeo/player", () => {
  imported.count++;
  // Called at the import, once this module has run.
  return { default: FakeVimeo };
});

interface Deferred {
  promise: Promise<unknown>;
  resolve(value?: unknown): void;
}
const deferred = (): Deferred => {
  let resolve!: (value?: unknown) => void;
  const promise = new Promise<unknown>((done) => (resolve = done));
  return { promise, resolve };
};

/** Calls answer at once, except those the test holds (`hold.pause`, ...), which answer when it says. */
class FakeVimeo implements VimeoApiPlayer {
  static last: FakeVimeo | null = null;
  hold: Record<string, Deferred> = {};
  calls: string[] = [];
  listeners = new Map<string, Set<(data: unknown) => void>>();
  destroyed = false;
  constructor() {
    FakeVimeo.last = this;
  }
  #answer<T>(name: string, value: T): Promise<T> {
    this.calls.push(name);
    const held = this.hold[name];
    return held ? held.promise.then(() => value) : Promise.resolve(value);
  }
  send(name: string, data: unknown = {}): void {
    for (const listener of this.listeners.get(name) ?? []) listener(data);
  }
  ready = () => this.#answer("ready", undefined);
  play = () => this.#answer("play", undefined);
  pause = () => this.#answer("pause", undefined);
  setCurrentTime = (seconds: number) => this.#answer("setCurrentTime", seconds);
  getCurrentTime = () => this.#answer("getCurrentTime", 0);
  getDuration = () => this.#answer("getDuration", 100);
  getBuffered = (): Promise<readonly unknown[]> => this.#answer("getBuffered", [{ start: 0, end: 5 }]);
  getPlaybackRate = () => this.#answer("getPlaybackRate", 1);
  setPlaybackRate = (rate: number) => this.#answer("setPlaybackRate", rate);
  getVolume = () => this.#answer("getVolume", 1);
  setVolume = (volume: number) => this.#answer("setVolume", volume);
  getMuted = () => this.#answer("getMuted", false);
  setMuted = (muted: boolean) => this.#answer("setMuted", muted);
  on(name: string, callback: (data: unknown) => void): void {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name)!.add(callback);
  }
  off(name: string, callback?: (data: unknown) => void): void {
    if (callback) this.listeners.get(name)?.delete(callback);
    else this.listeners.delete(name);
  }
  destroy = () => {
    this.destroyed = true;
    return Promise.resolve();
  };
}

const players: VimeoPlayer[] = [];
async function ready(): Promise<{ player: VimeoPlayer; vimeo: FakeVimeo; events: string[] }> {
  const player = createVimeoPlayer(document.createElement("div"), { videoId: "1", Player: FakeVimeo });
  players.push(player);
  const events: string[] = [];
  for (const type of [
    "play",
    "playing",
    "waiting",
    "pause",
    "seeking",
    "seeked",
    "ended",
    "volumechange",
    "ratechange",
    "progress",
  ])
    player.addEventListener(type, () => events.push(type));
  await player.ready;
  return { player, vimeo: FakeVimeo.last!, events };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const player of players.splice(0)) player.destroy();
});

describe("createVimeoPlayer's mirror of Vimeo's state", () => {
  test("a `playing` Vimeo sent before it saw pause() does not restart playback; nor a `pause` sent before play()", async () => {
    const { player, vimeo, events } = await ready();
    void player.play();
    vimeo.send("play");
    vimeo.send("playing");
    expect(events).toEqual(["play", "playing"]);
    vimeo.hold.pause = deferred();
    player.pause();
    vimeo.send("playing");
    expect(player.paused).toBe(true);
    vimeo.hold.pause.resolve();
    await settle();
    vimeo.hold.play = deferred();
    void player.play();
    vimeo.send("pause", { seconds: 3 });
    expect(player.paused).toBe(false);
    expect(events).toEqual(["play", "playing", "pause", "play"]);
    // Once the calls are answered, Vimeo's events are the frame's own controls.
    vimeo.hold.play.resolve();
    await settle();
    vimeo.send("pause", { seconds: 4 });
    expect(player.paused).toBe(true);
    expect(player.currentTime).toBe(4);
    vimeo.send("play");
    expect(player.paused).toBe(false);
    expect(events.slice(-2)).toEqual(["pause", "play"]);
  });

  test("volume and rate events sent during a call are older than the mirror; after it, they are the frame's", async () => {
    const { player, vimeo, events } = await ready();
    vimeo.hold.setVolume = deferred();
    player.volume = 0.5;
    vimeo.send("volumechange", { volume: 1, muted: false });
    expect(player.volume).toBe(0.5);
    vimeo.hold.setVolume.resolve();
    await settle();
    vimeo.send("volumechange", { volume: 0.5, muted: false });
    expect(events).toEqual(["volumechange"]);
    vimeo.send("volumechange", { volume: 0.2, muted: true });
    expect([player.volume, player.muted]).toEqual([0.2, true]);
    vimeo.hold.setPlaybackRate = deferred();
    player.playbackRate = 1.5;
    vimeo.send("playbackratechange", { playbackRate: 1 });
    expect(player.playbackRate).toBe(1.5);
    vimeo.hold.setPlaybackRate.resolve();
    await settle();
    vimeo.send("playbackratechange", { playbackRate: 2 });
    expect(player.playbackRate).toBe(2);
    expect(events).toEqual(["volumechange", "volumechange", "ratechange", "ratechange"]);
  });

  test("seeks: announced when asked, ended by Vimeo's `seeked` of the last one; time updates from before a seek are not taken", async () => {
    const { player, vimeo, events } = await ready();
    void player.play();
    vimeo.send("playing");
    events.length = 0;
    player.currentTime = 10;
    player.currentTime = 50;
    expect(events).toEqual(["seeking", "seeking"]);
    vimeo.send("seeking", { seconds: 10 });
    vimeo.send("timeupdate", { seconds: 0.25 });
    vimeo.send("seeked", { seconds: 10 });
    expect(player.seeking).toBe(true);
    // Both the smoothed time and the mirror under it, as a media element's during a seek: the target.
    expect(player.currentTime).toBe(50);
    expect(player.source.currentTime).toBe(50);
    vimeo.send("seeked", { seconds: 50 });
    expect(player.seeking).toBe(false);
    expect(events).toEqual(["seeking", "seeking", "seeked"]);
    // Vimeo's buffered ranges, as pairs or as { start, end } objects.
    expect([player.buffered.start(0), player.buffered.end(0)]).toEqual([0, 5]);
    vimeo.getBuffered = () =>
      Promise.resolve([
        [0, 8],
        [20, 30],
      ]);
    vimeo.send("progress");
    await settle();
    expect(player.buffered.length).toBe(2);
    expect(player.buffered.end(1)).toBe(30);
    expect(events.at(-1)).toBe("progress");
  });

  test("destroy() stops listening to Vimeo and destroys its player", async () => {
    const { player, vimeo, events } = await ready();
    player.destroy();
    expect(vimeo.destroyed).toBe(true);
    expect([...vimeo.listeners.values()].every((set) => set.size === 0)).toBe(true);
    vimeo.send("play");
    expect(events).toEqual([]);
  });
});

test("@vimeo/player is imported when the first player without a Player class is made, and once", async () => {
  expect(imported.count).toBe(0);
  const first = createVimeoPlayer(document.createElement("div"), { videoId: "1" });
  const second = createVimeoPlayer(document.createElement("div"), { videoId: "2" });
  players.push(first, second);
  await Promise.all([first.ready, second.ready]);
  expect(imported.count).toBe(1);
  expect(first.provider).toBeInstanceOf(FakeVimeo);
});
