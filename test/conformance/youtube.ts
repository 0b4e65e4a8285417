// Installed first: the page's timers, intervals and listeners are counted from before anything loads.
import { leftSince, nextTurn, pageActivity } from "../browser/pageActivity.js";
import type { Popcorn } from "@popcorn-kit/core";
import { describe, expect, test, vi } from "vitest";
import apiUrl from "../fixtures/providers/youtube-iframe-api.js?url";
import { type MountBrowserScene, unmountedAfterEach } from "./browserScene.js";

/** How long a check waits for the page to settle: generous, for a busy machine. */
const SETTLE = { timeout: 10_000 };

/** What a framework's YouTube scene renders: `<PopcornYouTube videoId apiUrl>` holding `<Cue start={0.3} end={5}><p data-cue>In the video</p></Cue>`. */
export interface YouTubeSceneProps {
  videoId: string;
  apiUrl: string;
  /** Called with the instance the component provides, once it exists. */
  onPopcorn: (pop: Popcorn) => void;
}

/**
 * Each adapter's `<PopcornYouTube>` in real Chromium, on the stand-in of the IFrame Player API: the frame in its
 * box, the instance provided to the cues inside, a new player for a new video id, nothing left on unmount.
 */
export function defineYouTubeSuite(name: string, mount: MountBrowserScene<YouTubeSceneProps>): void {
  describe(`${name} adapter: <PopcornYouTube> in Chromium (IFrame Player API stand-in)`, () => {
    const mountScene = unmountedAfterEach(mount);
    test("the video's frame in a .pk-youtube box; a cue inside shows while the video plays it; unmount leaves nothing", async () => {
      const instances: Popcorn[] = [];
      const scene = await mountScene({ videoId: "M7lc1UVf-VE", apiUrl, onPopcorn: (pop) => instances.push(pop) });
      const frame = () => scene.root.querySelector<HTMLIFrameElement>(".pk-youtube > iframe");
      await vi.waitFor(() => expect(frame()).not.toBeNull(), { timeout: 10_000 });
      expect(frame()!.title).toBe("YouTube video player");
      await vi.waitFor(() => expect(instances).toHaveLength(1), SETTLE);
      const pop = instances[0]!;
      expect(scene.root.querySelector("[data-cue]")).toBeNull();
      await pop.play();
      await vi.waitFor(() => expect(scene.root.querySelector("[data-cue]")?.textContent).toBe("In the video"), { timeout: 5_000 });
      expect(pop.currentTime).toBeGreaterThanOrEqual(0.3);
      // Another video: a new player and a new instance; the first ones are gone.
      await scene.update({ videoId: "short" });
      await vi.waitFor(() => expect(instances).toHaveLength(2), { timeout: 10_000 });
      expect(pop.destroyed).toBe(true);
      await vi.waitFor(() => expect(instances[1]!.duration).toBe(3), { timeout: 5_000 });
      expect(scene.root.querySelectorAll("iframe")).toHaveLength(1);
      await scene.unmount();
      expect(instances[1]!.destroyed).toBe(true);
      expect(document.querySelectorAll("iframe, .pk-youtube")).toHaveLength(0);
    });

    test("mounting and unmounting it 300 times leaves no frame, interval, timer or listener", async () => {
      // Once, for what the API sets up once per page.
      const first = await mountScene({ videoId: "M7lc1UVf-VE", apiUrl, onPopcorn: () => {} });
      await vi.waitFor(() => expect(first.root.querySelector("iframe")).not.toBeNull(), { timeout: 10_000 });
      await first.unmount();
      const before = pageActivity();
      for (let i = 0; i < 300; i++) {
        const scene = await mountScene({ videoId: "M7lc1UVf-VE", apiUrl, onPopcorn: () => {} });
        // One in three waits for the video's frame; the others go before it is there.
        if (i % 3 === 0) await vi.waitFor(() => expect(scene.root.querySelector("iframe")).not.toBeNull(), { interval: 5, timeout: 10_000 });
        await scene.unmount();
      }
      await nextTurn();
      await nextTurn();
      expect(document.querySelectorAll("iframe, .pk-youtube")).toHaveLength(0);
      expect(leftSince(before)).toEqual({ listeners: [], timers: 0, frames: 0 });
    }, 180_000);
  });
}
