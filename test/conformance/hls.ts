// Installed first: the page's timers, intervals and listeners are counted from before hls.js loads.
import { leftSince, nextTurn, pageActivity } from "../browser/pageActivity.js";
import type { Popcorn } from "@popcorn-kit/core";
import { describe, expect, test, vi } from "vitest";
import clipUrl from "../fixtures/media/clip.webm?url";
import masterUrl from "../fixtures/media/hls/master.m3u8?url";
import { type MountBrowserScene, unmountedAfterEach } from "./browserScene.js";

/** What a framework's HLS scene renders: `<PopcornVideo src muted>` holding `<Cue start={0.3} end={5}><p data-cue>In the stream</p></Cue>`. */
export interface HlsSceneProps {
  src: string;
  /** Called with the instance the component provides, once it exists. */
  onPopcorn: (pop: Popcorn) => void;
}

/**
 * Each adapter's `<PopcornVideo>` with an HLS `src` in real Chromium, on the local stream through hls.js: the cue
 * inside shows while the stream plays it, a file `src` replaces the stream, and unmounting leaves nothing running.
 */
export function defineHlsSuite(name: string, mount: MountBrowserScene<HlsSceneProps>): void {
  describe(`${name} adapter: <PopcornVideo> with an HLS src in Chromium (hls.js)`, () => {
    const mountScene = unmountedAfterEach(mount);
    test("the stream plays through hls.js and the cue shows at its time; a file src takes its place; unmount leaves nothing", async () => {
      // Once, for what the framework sets up once per page (React's listener on the document).
      await (await mountScene({ src: clipUrl, onPopcorn: () => {} })).unmount();
      await nextTurn();
      const before = pageActivity();
      const instances: Popcorn[] = [];
      const scene = await mountScene({ src: masterUrl, onPopcorn: (pop) => instances.push(pop) });
      const video = () => scene.root.querySelector("video")!;
      expect(video().hasAttribute("src")).toBe(false);
      await vi.waitFor(() => expect(video().src).toMatch(/^blob:/), { timeout: 10_000 });
      await vi.waitFor(() => expect(instances).toHaveLength(1), { timeout: 10_000 });
      const pop = instances[0]!;
      expect(scene.root.querySelector("[data-cue]")).toBeNull();
      await pop.play();
      await vi.waitFor(() => expect(scene.root.querySelector("[data-cue]")?.textContent).toBe("In the stream"), {
        timeout: 10_000,
      });
      // At the clock's time, which a presented frame's `mediaTime` sets: the element's `currentTime` may trail it on a busy page.
      expect(pop.store.getSnapshot().currentTime).toBeGreaterThanOrEqual(0.3);
      // A file: the element plays it itself, hls.js is gone.
      await scene.update({ src: clipUrl });
      await vi.waitFor(() => expect(video().src).toMatch(/clip\.webm$/), { timeout: 10_000 });
      await scene.update({ src: masterUrl });
      await vi.waitFor(() => expect(video().src).toMatch(/^blob:/), { timeout: 10_000 });
      await scene.unmount();
      await nextTurn();
      expect(leftSince(before)).toEqual({ listeners: [], timers: 0, frames: 0 });
    });
  });
}
