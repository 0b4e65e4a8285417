import { type PopcornError, createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBasePlayer } from "../src/players/basePlayer.js";
import { type BoundPlayer, definePlayer, playerFor, playerNames } from "../src/players/definePlayer.js";
import { vimeo, youtube } from "../src/players/embeds.js";
import { pendingPlayer } from "../src/players/pendingPlayer.js";
import { smart } from "../src/players/smart.js";
import { Popcorn } from "../src/index.js";

let stage: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="stage"></div>';
  stage = document.getElementById("stage")!;
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

function thrown(run: () => unknown): PopcornError {
  try {
    run();
  } catch (error) {
    return error as PopcornError;
  }
  throw new Error("expected a refusal");
}

describe("createBasePlayer (Popcorn.baseplayer)", () => {
  it("drives createPopcorn: time moves while playing, track events start and end, media events fire", () => {
    const clock = createManualClock();
    const player = createBasePlayer({ now: clock.now, ticker: clock });
    player.duration = 10;
    const pop = createPopcorn(player, { ticker: clock });
    const fired: string[] = [];
    pop.on("trackstart", () => fired.push("start"));
    pop.on("trackend", () => fired.push("end"));
    const timeupdates = vi.fn();
    player.addEventListener("timeupdate", timeupdates);
    pop.add("cue", { start: 1, end: 2 });

    player.play();
    expect(player.paused).toBe(false);
    clock.advance(500, 100);
    expect(player.currentTime).toBeCloseTo(0.5);
    expect(fired).toEqual([]);
    clock.advance(1000, 100);
    expect(fired).toEqual(["start"]);
    clock.advance(1000, 100);
    expect(fired).toEqual(["start", "end"]);
    expect(timeupdates.mock.calls.length).toBeGreaterThanOrEqual(25);

    player.pause();
    const paused = player.currentTime;
    clock.advance(1000);
    expect(player.currentTime).toBe(paused);
    player.currentTime = 1.5;
    pop.tick();
    expect(fired).toEqual(["start", "end", "start"]);
    pop.destroy();
    player.destroy();
  });

  it("ends at its duration with timeupdate, pause and ended, and plays again from the start", () => {
    const clock = createManualClock();
    const player = createBasePlayer({ now: clock.now, ticker: clock });
    player.duration = 2;
    const events: string[] = [];
    for (const type of ["play", "playing", "pause", "ended"]) player.addEventListener(type, () => events.push(type));
    player.play();
    clock.advance(3000, 250);
    expect([player.currentTime, player.paused, player.ended]).toEqual([2, true, true]);
    expect(events).toEqual(["play", "playing", "pause", "ended"]);
    expect(clock.subscriberCount).toBe(0);
    player.play();
    expect([player.currentTime, player.ended]).toEqual([0, false]);
    player.destroy();
  });

  it("fires timeupdate from a timer only while playing, and releases it and every listener on destroy", () => {
    vi.useFakeTimers();
    const player = createBasePlayer();
    const timeupdates = vi.fn();
    player.addEventListener("timeupdate", timeupdates);
    expect(vi.getTimerCount()).toBe(0);
    player.play();
    vi.advanceTimersByTime(1000);
    expect(timeupdates).toHaveBeenCalledTimes(4);
    player.pause();
    expect(vi.getTimerCount()).toBe(0);
    player.play();
    expect(vi.getTimerCount()).toBe(1);
    player.destroy();
    expect(vi.getTimerCount()).toBe(0);
    expect(player.listenerCount()).toBe(0);
    return expect(player.play()).rejects.toMatchObject({ code: "DESTROYED" });
  });

  it("dispatches names and event objects to listeners in order, with the player as this", () => {
    const player = createBasePlayer();
    const seen: unknown[] = [];
    player.addEventListener("loadedmetadata", function (this: unknown, event) {
      seen.push([this === player, (event as { type: string }).type]);
    });
    player.addEventListener("loadedmetadata", () => seen.push("second"));
    player.dispatchEvent("loadedmetadata");
    player.dispatchEvent({ type: "loadedmetadata" });
    expect(seen).toEqual([[true, "loadedmetadata"], "second", [true, "loadedmetadata"], "second"]);
  });

  it("refuses a bad time, volume or rate, naming it, and changes nothing", () => {
    const player = createBasePlayer();
    for (const [key, value] of [
      ["currentTime", -1],
      ["currentTime", Number.NaN],
      ["volume", 2],
      ["playbackRate", 0],
    ] as const) {
      const error = thrown(() => {
        (player as unknown as Record<string, number>)[key] = value;
      });
      expect(error.message).toContain(key);
      expect(error.details.value).toBe(value);
    }
    expect([player.currentTime, player.volume, player.playbackRate]).toEqual([0, 1, 1]);
  });
});

describe("definePlayer (Popcorn.player)", () => {
  it("runs _setup with this = a base player bound to the container, and _teardown on destroy", () => {
    const calls: unknown[] = [];
    const defined = definePlayer("slides", {
      _canPlayType: (nodeName, url) => nodeName === "DIV" && url.endsWith(".slides"),
      _setup(options) {
        calls.push(["setup", this.element === stage, this.id, this.src, options]);
        const frame = document.createElement("div");
        frame.className = "slides-frame";
        (this.appendChild as (node: Node) => Node)(frame);
        this.duration = 30;
        this.readyState = 4;
        this.dispatchEvent("loadedmetadata");
      },
      _teardown() {
        this.element.querySelector(".slides-frame")?.remove();
        calls.push("teardown");
      },
    });
    expect(playerNames()).toContain("slides");
    expect(playerFor("slides")).toBe(defined);
    expect(defined.canPlay("DIV", "/deck.slides")).toBe(true);
    expect(defined.canPlay("VIDEO", "/deck.slides")).toBe(false);

    const loaded = vi.fn();
    const player = defined.create("#stage", "/deck.slides", { theme: "dark", events: { loadedmetadata: loaded } });
    expect(calls).toEqual([
      ["setup", true, "stage", "/deck.slides", { theme: "dark", events: { loadedmetadata: loaded } }],
    ]);
    expect(loaded).toHaveBeenCalledOnce();
    expect(stage.querySelector(".slides-frame")).not.toBeNull();
    expect([player.duration, player.readyState]).toEqual([30, 4]);

    const pop = createPopcorn(player, { ticker: "manual" });
    expect(pop.store.getSnapshot().duration).toBe(30);
    pop.destroy();
    player.destroy();
    expect(calls).toEqual([expect.anything(), "teardown"]);
    expect(stage.querySelector(".slides-frame")).toBeNull();
    expect(player.listenerCount()).toBe(0);
  });

  it("is ready at once without _setup; keeps the first definition of a name, as 1.x", () => {
    const first = definePlayer("plain");
    expect(definePlayer("plain", { _setup: () => {} })).toBe(first);
    const ready = vi.fn();
    const player: BoundPlayer = first.create(stage, "", { events: { canplaythrough: ready } });
    expect(ready).toHaveBeenCalledOnce();
    expect(player.readyState).toBe(4);
    player.destroy();
  });

  it("fires error later when _canPlayType says false, and destroy releases that timer", () => {
    vi.useFakeTimers();
    const picky = definePlayer("picky", { _canPlayType: () => false, _setup: vi.fn() });
    const failed = vi.fn();
    const player = picky.create(stage, "/clip.mp4", { events: { error: failed } });
    expect((player.error as PopcornError).code).toBe("PLAYER");
    vi.advanceTimersByTime(0);
    expect(failed).toHaveBeenCalledOnce();
    const again = picky.create(stage, "/clip.mp4");
    again.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("refuses a bad name or definition, and a target that finds nothing", () => {
    expect(thrown(() => definePlayer("no such", {})).details.value).toBe("no such");
    expect(thrown(() => definePlayer("badSetup", { _setup: "alert(1)" as never })).details.value).toBe("alert(1)");
    expect(playerNames()).not.toContain("badSetup");
    const error = thrown(() => playerFor("plain")!.create("#missing"));
    expect(error.code).toBe("PLAYER");
    expect(error.message).toContain('"#missing"');
  });
});

describe("Popcorn.baseplayer", () => {
  it("makes an instance on a base player in the target, ready at once, as 1.x's player of no definition", () => {
    const p = Popcorn.baseplayer("#stage");
    try {
      expect(Popcorn.instances).toContain(p);
      expect(p.media).toBe(stage);
      expect(p.readyState()).toBe(4);
      expect(p.currentTime(3).currentTime()).toBe(3);
      // Its media events come from the player, not from the element that holds it.
      const heard = vi.fn();
      p.on("pause", heard).on("custom", heard);
      p.play().pause().emit("pause").emit("custom");
      expect(heard).toHaveBeenCalledTimes(3);
      expect(p.loop(true).loop()).toBe(true);
    } finally {
      p.destroy();
    }
    expect(thrown(() => Popcorn.baseplayer("#nowhere")).code).toBe("PLAYER");
  });
});

describe("smart (Popcorn.smart)", () => {
  // jsdom has no media loading: what core's player calls on destroy does nothing here.
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
  });

  it("takes a player of one's own that can play the address, at once", () => {
    definePlayer("deck", { _canPlayType: (_node, url) => url.endsWith(".deck") });
    const player = smart("stage", "/talk.deck") as BoundPlayer;
    expect(player.element).toBe(stage);
    expect(player.src).toBe("/talk.deck");
    player.destroy();
  });

  it("returns a player usable at once for a media file, which becomes core's player when ready", async () => {
    const player = smart("#stage", "/media/clip.mp4", { media: { muted: true } });
    if (!("ready" in player)) throw new Error("expected a pending player");
    const pop = createPopcorn(player, { ticker: "manual" });
    player.volume = 0.5;
    expect([player.currentTime, player.paused, player.volume, player.player]).toEqual([0, true, 0.5, null]);
    const real = await player.ready;
    expect(player.player).toBe(real);
    const video = stage.querySelector("video")!;
    expect(video.getAttribute("src")).toBe("/media/clip.mp4");
    expect(video.volume).toBe(0.5);
    expect((real as unknown as { listenerCount(): number }).listenerCount()).toBeGreaterThan(0);
    pop.destroy();
    player.destroy();
    expect((real as unknown as { listenerCount(): number }).listenerCount()).toBe(0);
    expect(stage.querySelector("video")).toBeNull();
  });

  it("destroys a player that arrives after it was destroyed", async () => {
    const player = smart(stage, "/media/clip.mp4");
    if (!("ready" in player)) throw new Error("expected a pending player");
    player.destroy();
    await player.ready;
    expect(stage.querySelector("video")).toBeNull();
  });

  it("refuses an address of a refused scheme and a target that finds nothing, at once", () => {
    const bad = thrown(() => smart(stage, "javascript:alert(1)"));
    expect(bad.code).toBe("INVALID_OPTION");
    expect(bad.details.value).toBe("javascript:alert(1)");
    expect(stage.childElementCount).toBe(0);
    expect(thrown(() => smart("#nowhere", "/clip.mp4")).code).toBe("PLAYER");
  });
});

describe("pendingPlayer", () => {
  it("hands what was set, its listeners and a play() made before to the player once made", async () => {
    const clock = createManualClock();
    const virtual = createVirtualPlayer({ duration: 60, now: clock.now });
    let make!: (player: typeof virtual) => void;
    const player = pendingPlayer(new Promise<typeof virtual>((resolve) => (make = resolve)), stage);
    const seen: string[] = [];
    player.addEventListener("seeked", () => seen.push("seeked"));
    player.addEventListener("play", () => seen.push("play"));
    player.currentTime = 12;
    player.volume = 0.25;
    const playing = player.play();
    expect([player.currentTime, player.paused, player.duration]).toEqual([12, true, Number.NaN]);
    make(virtual);
    await playing;
    expect([virtual.currentTime, virtual.volume, virtual.paused]).toEqual([12, 0.25, false]);
    expect(seen).toEqual(["seeked", "play"]);
    clock.advance(1000);
    expect(player.currentTime).toBe(13);
    player.destroy();
    expect(virtual.listenerCount()).toBe(0);
  });

  it("reports a player that could not be made as an error event, and refuses play()", async () => {
    const player = pendingPlayer(Promise.reject(new Error("no module")), stage);
    const errors: unknown[] = [];
    player.addEventListener("error", (event) => errors.push((event as { error: unknown }).error));
    const playing = player.play();
    await expect(player.ready).rejects.toMatchObject({ code: "PLAYER" });
    await expect(playing).rejects.toMatchObject({ code: "PLAYER" });
    expect((player.error as PopcornError).message).toContain("no module");
    expect(errors).toEqual([player.error]);
    const pop = createPopcorn(player, { ticker: "manual" });
    pop.destroy();
  });
});

describe("youtube and vimeo", () => {
  it("refuse an address that is not the service's, naming it", () => {
    const error = thrown(() => youtube(stage, "https://vimeo.com/76979871"));
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.details.value).toBe("https://vimeo.com/76979871");
    expect(thrown(() => vimeo(stage, "javascript:alert(1)")).details.value).toBe("javascript:alert(1)");
    expect(stage.childElementCount).toBe(0);
  });

  it("youtube makes core's YouTube player in the element, from the address's start", () => {
    const player = youtube("stage", "https://youtu.be/dQw4w9WgXcQ?t=30");
    expect(player.element).toBe(stage);
    expect(player.currentTime).toBe(30);
    player.destroy();
    expect(stage.childElementCount).toBe(0);
  });
});
