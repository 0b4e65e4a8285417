import { type Popcorn, createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { playClip } from "@popcorn-kit/core/plugins/mediaspawner";
import { ticker } from "@popcorn-kit/core/plugins/ticker";
import { followMedia } from "@popcorn-kit/core/markup";
import { afterEach, describe, expect, test } from "vitest";
import clipUrl from "../fixtures/media/clip.webm?url";
import { until } from "./until.js";

// Real media in real Chromium: a spawned clip plays, follows the main media and stops; a CSS animation
// follows the media's clock.

let pop: Popcorn | undefined;
afterEach(() => {
  pop?.destroy();
  pop = undefined;
  document.body.replaceChildren();
});

function main() {
  const clock = createManualClock();
  pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), { ticker: clock, plugins: [ticker] });
  return { clock, pop };
}

describe("mediaspawner in Chromium", () => {
  test("the clip starts from its offset, muted, plays while the main media plays, pauses with it and at the end", async () => {
    const { pop } = main();
    const clip = document.createElement("video");
    clip.src = clipUrl;
    document.body.append(clip);
    await pop.play();
    const handle = playClip(clip, { pop, muted: true, loop: false, from: 4 });
    await until(() => !clip.paused && clip.currentTime > 4.2);
    expect(clip.muted).toBe(true);
    pop.pause();
    await until(() => clip.paused);
    const held = clip.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(clip.currentTime).toBe(held);
    await pop.play();
    await until(() => !clip.paused && clip.currentTime > held + 0.1);
    handle.destroy();
    expect(clip.paused).toBe(true);
    // Gone for good: the main media playing again does not wake it.
    pop.pause();
    await pop.play();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(clip.paused).toBe(true);
  });

  test("a clip whose play() is refused (here: no such file; in browsers also sound without a click) leaves no unhandled rejection", async () => {
    const { pop } = main();
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener("unhandledrejection", onRejection);
    const clip = document.createElement("video");
    clip.src = "/nowhere/clip.webm";
    document.body.append(clip);
    await pop.play();
    const handle = playClip(clip, { pop, muted: false, loop: false, from: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    handle.destroy();
    window.removeEventListener("unhandledrejection", onRejection);
    expect(rejections).toEqual([]);
  });
});

describe("animations on the media's clock", () => {
  test("a ticker's crawl is at the media time since its start, stands still while paused, and follows a seek", async () => {
    const { pop, clock } = main();
    const style = document.createElement("style");
    style.textContent =
      "@keyframes crawl { to { transform: translateX(-50%); } } .pk-ticker__track { animation: crawl 15s linear infinite; }";
    document.head.append(style);
    pop.add(ticker, { id: "t", start: 10, end: 40, text: "News" });
    const track = document.createElement("div");
    track.className = "pk-ticker__track";
    document.body.append(track);
    pop.seek(13);
    const handle = followMedia(track, { pop, start: 10 });
    const [animation] = track.getAnimations();
    expect(animation!.currentTime).toBeCloseTo(3000, -1);
    expect(animation!.playState).toBe("paused");
    await pop.play();
    clock.advance(500);
    expect(animation!.playState).toBe("running");
    pop.seek(25);
    expect(animation!.currentTime).toBeCloseTo(15_000, -2);
    handle.destroy();
    style.remove();
  });
});
