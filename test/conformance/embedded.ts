// Installed first: the page's timers, intervals and listeners are counted from before anything loads.
import { leftSince, nextTurn, pageActivity } from "../browser/pageActivity.js";
import { type Player, type Popcorn, PopcornError } from "@popcorn-kit/core";
import { createEmbeddedPlayer } from "@popcorn-kit/core/adapter";
import { renderToString } from "@popcorn-kit/core/markup";
import type { VimeoPlayerClass } from "@popcorn-kit/core/players/vimeo";
import { afterEach, describe, expect, test, vi } from "vitest";
import VimeoStandIn from "../fixtures/providers/vimeo-player.js";
import apiUrl from "../fixtures/providers/youtube-iframe-api.js?url";
import { normalized, parsed, sameContent } from "./markupCompare.js";

/** How long a check waits for the page to settle: generous, for a busy machine. */
const SETTLE = { timeout: 10_000 };

/** What the suite needs to know of a provider, and what its component needs for the provider's stand-in. */
interface Provider {
  /** The component's box class. */
  box: string;
  /** Where the component's frame is. */
  frame: string;
  /** A video of 120 s, and one of 3 s, on the stand-in. */
  videoId: string;
  shortVideoId: string;
  /** The title of the first video's frame. */
  title: string;
  /** Where the stand-in comes from. */
  standIn: string;
}

/** `<PopcornYouTube>` on the stand-in of the IFrame Player API (test/fixtures/providers), served in place of its script. */
export const youTube: Provider & { name: "YouTube"; apiUrl: string } = {
  name: "YouTube",
  box: "pk-youtube",
  frame: ".pk-youtube > iframe",
  videoId: "M7lc1UVf-VE",
  shortVideoId: "short",
  title: "YouTube video player",
  standIn: "IFrame Player API stand-in",
  apiUrl,
};

/** `<PopcornVimeo>` on the stand-in of @vimeo/player's Player (test/fixtures/providers), passed as its `Player`. */
export const vimeo: Provider & { name: "Vimeo"; Player: VimeoPlayerClass } = {
  name: "Vimeo",
  box: "pk-vimeo",
  frame: ".pk-vimeo > div > iframe",
  videoId: "76979871",
  shortVideoId: "3",
  title: "Vimeo video 76979871",
  standIn: "@vimeo/player stand-in",
  Player: VimeoStandIn as VimeoPlayerClass,
};

export type EmbeddedProvider = typeof youTube | typeof vimeo;

/** A scene whose player fails on the stand-ins, and the words its error says what failed in. */
interface Failure {
  provider: EmbeddedProvider;
  videoId: string;
  says: RegExp;
}

/**
 * How each provider fails on the stand-ins. `offline`: YouTube's script does not load (an `apiUrl` that answers
 * 404); Vimeo's oEmbed request fails (video "0", with @vimeo/player's message). `missing`: a video the provider
 * does not find.
 */
const failures: Record<EmbeddedProvider["name"], Record<"offline" | "missing", Failure>> = {
  YouTube: {
    offline: {
      provider: { ...youTube, apiUrl: new URL("./missing-iframe-api.js", new URL(apiUrl, location.href)).href },
      videoId: youTube.videoId,
      // The address, shortened as every message shortens a long value.
      says: /^Could not load the YouTube IFrame Player API from "http:\/\/localhost:\d+\/fixtures\/providers\/.+"\.$/,
    },
    missing: {
      provider: youTube,
      videoId: "missing",
      says: /^YouTube video "missing": the video was not found, or it is private\.$/,
    },
  },
  Vimeo: {
    offline: {
      provider: vimeo,
      videoId: "0",
      says: /^Vimeo video "0": There was an error fetching the embed code from Vimeo\.$/,
    },
    missing: {
      provider: vimeo,
      videoId: "404",
      says: /^Vimeo video "404": “https:\/\/vimeo\.com\/404” was not found\.$/,
    },
  },
};

/**
 * The alert core's embedded-player controller holds for `error` (`createEmbeddedPlayer`'s state, for a player that
 * failed to load with it), as HTML.
 */
function coreAlert(error: PopcornError): string {
  const failed = { error, readyState: 0, addEventListener() {}, removeEventListener() {}, destroy() {} };
  const embedded = createEmbeddedPlayer({ create: () => failed as unknown as Player & { destroy(): void } });
  const release = embedded.attach(document.createElement("div"));
  const alert = embedded.getSnapshot().alert;
  release();
  return alert === null ? "" : renderToString(alert);
}

/**
 * What a framework's scene renders: the provider's component (`<PopcornYouTube videoId apiUrl>`, or
 * `<PopcornVimeo videoId Player embed={{ dnt: true }}>`, its embed object written inline) holding `<Cue start={0.3} end={5}><p data-cue>In the video</p></Cue>`.
 */
export interface EmbeddedSceneProps {
  provider: EmbeddedProvider;
  videoId: string;
  /** The component's `frameRate`, when the test gives one. */
  frameRate?: number;
  /** Called with the instance the component provides, once it exists. */
  onPopcorn: (pop: Popcorn) => void;
  /** The component's error callback (`onError`, `@error`, `onerror`). */
  onError?: (error: PopcornError) => void;
  /**
   * The page's own error content instead of the default (`renderError`, `#error`, the `error` snippet):
   * `<p data-page-error>Not available ({error.code})</p>`.
   */
  customError?: boolean;
}

/** A mounted scene: its container, a way to give it new props (the others stay), and unmount. */
export interface MountedEmbeddedScene {
  root: HTMLElement;
  update(props: Partial<EmbeddedSceneProps>): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * Each adapter's `<PopcornYouTube>` and `<PopcornVimeo>` in real Chromium, on the stand-ins of the providers' APIs:
 * the frame in its box, the instance provided to the cues inside, a new player for a new video id, nothing left on
 * unmount; a player that fails shows an alert in its box, whose content the page can replace, until a new video.
 */
export function defineEmbeddedSuites(
  name: string,
  mount: (props: EmbeddedSceneProps) => Promise<MountedEmbeddedScene>,
): void {
  for (const provider of [youTube, vimeo]) defineEmbeddedSuite(name, provider, mount);
}

function defineEmbeddedSuite(
  name: string,
  provider: EmbeddedProvider,
  mount: (props: EmbeddedSceneProps) => Promise<MountedEmbeddedScene>,
): void {
  const leftovers = `iframe, .${provider.box}`;
  describe(`${name} adapter: <Popcorn${provider.name}> in Chromium (${provider.standIn})`, () => {
    const open = new Set<MountedEmbeddedScene>();
    const mountScene = async (
      videoId: string,
      onPopcorn: (pop: Popcorn) => void,
      frameRate?: number,
      more: Partial<EmbeddedSceneProps> = {},
    ) => {
      const scene = await mount({
        provider,
        videoId,
        onPopcorn,
        ...(frameRate === undefined ? {} : { frameRate }),
        ...more,
      });
      open.add(scene);
      return { ...scene, unmount: () => (open.delete(scene), scene.unmount()) };
    };
    const { offline, missing } = failures[provider.name];
    /** A scene whose player fails, its errors, and its alert once shown. */
    const mountFailing = async (failure: Failure, more: Partial<EmbeddedSceneProps> = {}) => {
      const errors: unknown[] = [];
      const scene = await mountScene(failure.videoId, () => {}, undefined, {
        provider: failure.provider,
        onError: (error) => errors.push(error),
        ...more,
      });
      const alert = () => scene.root.querySelector(`.${provider.box} > [role="alert"]`);
      await vi.waitFor(() => expect(alert()).not.toBeNull(), SETTLE);
      return { scene, errors, alert: alert()! };
    };
    afterEach(async () => {
      for (const scene of open) await scene.unmount();
      open.clear();
    });

    // First: once the IFrame Player API is on the page, it serves every later player, whatever its `apiUrl`.
    test(`when the ${provider.name === "YouTube" ? "API's script" : "embed code"} does not load, an alert in the box says so in words; the error callback is called once with the PopcornError`, async () => {
      const { scene, errors, alert } = await mountFailing(offline);
      expect(alert.className).toBe("pk-embed-error");
      // The same markup in every adapter: a heading-like line, then the error's message.
      expect([...alert.children].map((child) => [child.tagName, child.className, child.textContent])).toEqual([
        ["P", "pk-embed-error__title", "This video could not be shown."],
        ["P", "pk-embed-error__message", expect.stringMatching(offline.says)],
      ]);
      await nextTurn();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toBeInstanceOf(PopcornError);
      expect(errors[0]).toMatchObject({ code: "PLAYER", message: expect.stringMatching(offline.says) });
      expect(alert.children[1]!.textContent).toBe((errors[0] as PopcornError).message);
      // In the component's own box.
      expect(alert.closest(`.${provider.box}`)?.parentElement).toBe(scene.root);
      await scene.unmount();
      expect(document.querySelectorAll(`${leftovers}, .pk-embed-error`)).toHaveLength(0);
    });

    test("the default alert is core's markup, the one its embedded-player controller holds for the same error; the failed player keeps its instance", async () => {
      const instances: Popcorn[] = [];
      const { errors, alert } = await mountFailing(offline, { onPopcorn: (pop) => instances.push(pop) });
      await nextTurn();
      expect(errors).toHaveLength(1);
      expect(instances).toHaveLength(1);
      expect(instances[0]!.destroyed).toBe(false);
      const wrapper = document.createElement("div");
      wrapper.append(alert.cloneNode(true));
      const expected = coreAlert(errors[0] as PopcornError);
      expect(expected).toContain("pk-embed-error");
      expect(sameContent(normalized(wrapper), parsed(expected)), `${alert.outerHTML}\n  expected\n${expected}`).toBe(
        true,
      );
    });

    test("the page's own error content replaces the default one, in the same alert", async () => {
      const { errors, alert } = await mountFailing(offline, { customError: true });
      expect(alert.className).toBe("pk-embed-error");
      expect(alert.innerHTML.replace(/<!--[^>]*-->/g, "")).toBe('<p data-page-error="">Not available (PLAYER)</p>');
      expect(errors).toHaveLength(1);
    });

    test("a video the provider does not find shows the alert; a new video id that plays clears it and shows its frame; unmount leaves nothing", async () => {
      const instances: Popcorn[] = [];
      const { scene, errors, alert } = await mountFailing(missing, { onPopcorn: (pop) => instances.push(pop) });
      expect(alert.children[1]?.textContent).toMatch(missing.says);
      await scene.update({ videoId: provider.videoId });
      await vi.waitFor(() => expect(scene.root.querySelector(provider.frame)).not.toBeNull(), SETTLE);
      expect(scene.root.querySelector(".pk-embed-error, [role='alert']")).toBeNull();
      await vi.waitFor(() => expect(instances.at(-1)?.duration).toBe(120), SETTLE);
      expect(errors).toHaveLength(1);
      await scene.unmount();
      expect(document.querySelectorAll(`${leftovers}, .pk-embed-error`)).toHaveLength(0);
    });

    if (provider.name === "Vimeo")
      test("a call Vimeo refuses (a rate out of its range) shows no alert: the frame still shows the video", async () => {
        const instances: Popcorn[] = [];
        const errors: unknown[] = [];
        const scene = await mountScene(provider.videoId, (pop) => instances.push(pop), undefined, {
          onError: (error) => errors.push(error),
        });
        await vi.waitFor(() => expect(instances[0]?.duration).toBe(120), SETTLE);
        const pop = instances[0]!;
        const refused = new Promise<unknown>((resolve) => pop.on("error", ({ error }) => resolve(error)));
        pop.playbackRate = 4;
        await expect(refused).resolves.toMatchObject({ message: expect.stringContaining("setPlaybackRate()") });
        await nextTurn();
        expect(scene.root.querySelector(".pk-embed-error, [role='alert']")).toBeNull();
        expect(scene.root.querySelector(provider.frame)).not.toBeNull();
        expect(errors).toEqual([]);
      });

    test(`the video's frame in a .${provider.box} box; a cue inside shows while the video plays it; unmount leaves nothing`, async () => {
      const instances: Popcorn[] = [];
      const scene = await mountScene(provider.videoId, (pop) => instances.push(pop));
      const frame = () => scene.root.querySelector<HTMLIFrameElement>(provider.frame);
      await vi.waitFor(() => expect(frame()).not.toBeNull(), SETTLE);
      expect(frame()!.title).toBe(provider.title);
      // The default stylesheet is not loaded here: the box is the component's div, the frame inside it.
      expect(frame()!.closest(`.${provider.box}`)?.parentElement).toBe(scene.root);
      await vi.waitFor(() => expect(instances).toHaveLength(1), SETTLE);
      const pop = instances[0]!;
      // Rendered again with the same video (and, for Vimeo, a new but equal inline `embed` object): the same frame and instance.
      const shown = frame();
      await scene.update({ videoId: provider.videoId });
      await nextTurn();
      expect(frame()).toBe(shown);
      expect(instances).toHaveLength(1);
      expect(pop.destroyed).toBe(false);
      expect(scene.root.querySelector("[data-cue]")).toBeNull();
      await pop.play();
      await vi.waitFor(() => expect(scene.root.querySelector("[data-cue]")?.textContent).toBe("In the video"), {
        timeout: 10_000,
      });
      // At the clock's time, which a presented frame's `mediaTime` sets: the element's `currentTime` may trail it on a busy page.
      expect(pop.store.getSnapshot().currentTime).toBeGreaterThanOrEqual(0.3);
      // Another video: a new player and a new instance; the first ones are gone.
      await scene.update({ videoId: provider.shortVideoId });
      await vi.waitFor(() => expect(instances).toHaveLength(2), SETTLE);
      expect(pop.destroyed).toBe(true);
      await vi.waitFor(() => expect(instances[1]!.duration).toBe(3), { timeout: 10_000 });
      expect(scene.root.querySelectorAll("iframe")).toHaveLength(1);
      await scene.unmount();
      expect(instances[1]!.destroyed).toBe(true);
      expect(document.querySelectorAll(leftovers)).toHaveLength(0);
    });

    test("frameRate makes the instance read SMPTE timecodes, as on <PopcornVideo>", async () => {
      const instances: Popcorn[] = [];
      await mountScene(provider.videoId, (pop) => instances.push(pop), 25);
      await vi.waitFor(() => expect(instances).toHaveLength(1), SETTLE);
      const cue = instances[0]!.add("cue", { start: "00:00:01:12", end: "00:00:02:00" });
      expect(cue.start).toBeCloseTo(1.48, 9);
      expect(cue.end).toBe(2);
    });

    test("a player that fails, mounted and unmounted 20 times (half of them given another video first), leaves no frame, alert, timer or listener", async () => {
      // Once, for what the provider's API sets up once per page.
      const first = await mountFailing(missing);
      await first.scene.unmount();
      const before = pageActivity();
      for (let i = 0; i < 20; i++) {
        const { scene, errors } = await mountFailing(missing);
        if (i % 2 === 1) {
          await scene.update({ videoId: provider.videoId });
          await vi.waitFor(() => expect(scene.root.querySelector(provider.frame)).not.toBeNull(), SETTLE);
          expect(scene.root.querySelector(".pk-embed-error")).toBeNull();
        }
        await scene.unmount();
        expect(errors).toHaveLength(1);
      }
      await nextTurn();
      await nextTurn();
      expect(document.querySelectorAll(`${leftovers}, .pk-embed-error`)).toHaveLength(0);
      expect(leftSince(before)).toEqual({ listeners: [], timers: 0, frames: 0 });
    }, 120_000);

    test("mounting and unmounting it 300 times leaves no frame, interval, timer or listener", async () => {
      // Once, for what the provider's API sets up once per page.
      const first = await mountScene(provider.videoId, () => {});
      await vi.waitFor(() => expect(first.root.querySelector("iframe")).not.toBeNull(), SETTLE);
      await first.unmount();
      const before = pageActivity();
      for (let i = 0; i < 300; i++) {
        const scene = await mountScene(provider.videoId, () => {});
        // One in three waits for the video's frame; the others go before it is there.
        if (i % 3 === 0)
          await vi.waitFor(() => expect(scene.root.querySelector("iframe")).not.toBeNull(), {
            interval: 5,
            timeout: 10_000,
          });
        await scene.unmount();
      }
      await nextTurn();
      await nextTurn();
      expect(document.querySelectorAll(leftovers)).toHaveLength(0);
      expect(leftSince(before)).toEqual({ listeners: [], timers: 0, frames: 0 });
    }, 180_000);
  });
}
