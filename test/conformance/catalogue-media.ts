import {
  type PluginDefinition,
  type Popcorn,
  createManualClock,
  createPopcorn,
  createVirtualPlayer,
} from "@popcorn-kit/core";
import { type MarkupView, markupProps, renderToString } from "@popcorn-kit/core/markup";
import { pluginViewPropsWith } from "@popcorn-kit/core/adapter";
import { DEFAULT_SANITIZERS } from "@popcorn-kit/core/sanitize";
import { mediaspawner, mediaspawnerMarkup } from "@popcorn-kit/core/plugins/mediaspawner";
import { ticker, tickerMarkup } from "@popcorn-kit/core/plugins/ticker";
import { wordriver, wordriverMarkup } from "@popcorn-kit/core/plugins/wordriver";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { ConformanceHarness, MountedScene } from "./harness.js";
import { normalized, parsed, sameContent } from "./markupCompare.js";

const PLUGINS = [mediaspawner, wordriver, ticker];

interface MarkupCase {
  name: string;
  definition: PluginDefinition<any, any>;
  markup: MarkupView<any>;
  props: Record<string, unknown>;
}

const CASES: MarkupCase[] = [
  {
    name: "mediaspawner, video",
    definition: mediaspawner,
    markup: mediaspawnerMarkup,
    props: { src: "/media/clip.webm", label: "The clip", caption: "From <the> archive", poster: "/media/poster.jpg" },
  },
  {
    name: "mediaspawner, audio",
    definition: mediaspawner,
    markup: mediaspawnerMarkup,
    props: { src: "/media/tone.ogg", label: "A tone", kind: "audio", controls: false, loop: true },
  },
  {
    name: "wordriver",
    definition: wordriver,
    markup: wordriverMarkup,
    props: { text: "harbour <b>", color: "#2a7ab0" },
  },
  {
    name: "ticker",
    definition: ticker,
    markup: tickerMarkup,
    props: { text: "Storm warning & <more>", speed: 20, label: "Weather" },
  },
];

/**
 * The media and motion plugins (`mediaspawner`, `wordriver`, `ticker`) render core's markup in every adapter,
 * drive their clip with the main media, and leave nothing behind.
 */
export function defineMediaSuite(harness: ConformanceHarness): void {
  const instances: Popcorn[] = [];
  const mounted: MountedScene[] = [];
  let warnings: ReturnType<typeof vi.spyOn>[] = [];
  let media: { play: ReturnType<typeof vi.spyOn>; pause: ReturnType<typeof vi.spyOn> };

  const setup = () => {
    const clock = createManualClock();
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), {
      ticker: clock,
      plugins: PLUGINS,
    });
    instances.push(pop);
    return { clock, pop };
  };

  describe(`${harness.name} adapter: media and motion plugins`, () => {
    beforeEach(() => {
      // jsdom's media elements do not play: their play() and pause() only report "not implemented" on the
      // console. This suite alone records the calls instead; real playback is tested in Chromium
      // (test/browser/mediaspawner.test.ts).
      media = {
        play: vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve()),
        pause: vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {}),
      };
      // A framework's warning (an attribute it does not know) fails the test: users would see it.
      warnings = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
    });
    afterEach(async () => {
      for (const view of mounted.splice(0)) await view.unmount();
      for (const pop of instances.splice(0)) if (!pop.destroyed) pop.destroy();
      const said = warnings.flatMap((spy) => spy.mock.calls.map((call: unknown[]) => call.map(String).join(" ")));
      for (const spy of warnings) spy.mockRestore();
      media.play.mockRestore();
      media.pause.mockRestore();
      expect(said).toEqual([]);
    });

    test.each(CASES)(
      "$name: nothing before and after the event; core's markup while it is active",
      async ({ definition, markup, props }) => {
        const { clock, pop } = setup();
        const view = await harness.mount(pop, {
          cues: [],
          plugin: { definition, props: { id: "p", start: 1, end: 3, ...props }, view: "catalogue" },
        });
        mounted.push(view);
        expect(normalized(view.root).innerHTML).toBe("");
        await harness.act(() => void pop.play());
        await harness.act(() => clock.advance(1500));
        const event = pop.getTrackEvent("p");
        const expected = renderToString(
          markup(
            markupProps(
              pluginViewPropsWith(DEFAULT_SANITIZERS, definition, { active: true, event }, pop, {}, () => 0),
              pop,
            ),
          ),
        );
        expect(expected).not.toBe("");
        const actual = normalized(view.root);
        // The HTML is there to read on failure.
        expect(sameContent(actual, parsed(expected)), `${actual.innerHTML}\n  expected\n${expected}`).toBe(true);
        await harness.act(() => clock.advance(2000));
        expect(normalized(view.root).innerHTML).toBe("");
        await view.unmount();
        mounted.pop();
        expect(pop.getTrackEvents()).toEqual([]);
      },
    );

    test("mediaspawner plays its clip muted while active, follows the media's pause and play, keeps playing through a change of muted and loop, and pauses at its end", async () => {
      const { clock, pop } = setup();
      const scene = (props: Record<string, unknown>) => ({
        cues: [],
        plugin: {
          definition: mediaspawner,
          view: "catalogue" as const,
          props: { id: "m", start: 1, end: 3, src: "/media/clip.webm", label: "The clip", ...props },
        },
      });
      const view = await harness.mount(pop, scene({}));
      mounted.push(view);
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1500));
      const clip = view.root.querySelector<HTMLVideoElement>("video.pk-mediaspawner__media")!;
      expect(clip.getAttribute("aria-label")).toBe("The clip");
      expect([clip.muted, clip.loop]).toEqual([true, false]);
      expect(media.play.mock.contexts).toEqual([clip]);
      await harness.act(() => pop.pause());
      expect(media.pause.mock.contexts).toEqual([clip]);
      await harness.act(() => void pop.play());
      expect(media.play.mock.contexts).toEqual([clip, clip]);
      // Sound and looping change on the same element, without starting the clip again.
      await view.rerender(scene({ muted: false, loop: true }));
      const same = view.root.querySelector<HTMLVideoElement>("video.pk-mediaspawner__media");
      expect(same).toBe(clip);
      expect([clip.muted, clip.loop]).toEqual([false, true]);
      expect(media.play.mock.contexts).toEqual([clip, clip]);
      await harness.act(() => clock.advance(2000));
      expect(view.root.querySelector("video")).toBeNull();
      expect(media.pause.mock.contexts).toEqual([clip, clip]);
    });

    test("a refused play() (autoplay with sound) leaves the clip waiting with its controls, with no unhandled rejection", async () => {
      const { clock, pop } = setup();
      media.play.mockImplementation(() => Promise.reject(new DOMException("play() needs a click", "NotAllowedError")));
      const rejections: unknown[] = [];
      const onRejection = (reason: unknown) => rejections.push(reason);
      process.on("unhandledRejection", onRejection);
      try {
        const view = await harness.mount(pop, {
          cues: [],
          plugin: {
            definition: mediaspawner,
            view: "catalogue",
            props: { start: 1, end: 3, src: "/media/clip.webm", label: "The clip", muted: false },
          },
        });
        mounted.push(view);
        await harness.act(() => void pop.play());
        await harness.act(() => clock.advance(1500));
        await new Promise((resolve) => setTimeout(resolve, 0));
        const clip = view.root.querySelector<HTMLVideoElement>("video.pk-mediaspawner__media")!;
        expect(media.play.mock.contexts).toEqual([clip]);
        expect(clip.hasAttribute("controls")).toBe(true);
        expect(rejections).toEqual([]);
      } finally {
        process.off("unhandledRejection", onRejection);
      }
    });

    test("word rivers active together stack in one outlet, in different lanes, each crossing in its event's duration", async () => {
      const { clock, pop } = setup();
      pop.add(wordriver, { id: "a", start: 1, end: 6, text: "harbour", target: "river" });
      pop.add(wordriver, { id: "b", start: 1.25, end: 3.25, text: "fog", target: "river" });
      pop.add(wordriver, { id: "c", start: 1.5, text: "pier", target: "river" });
      const view = await harness.mount(pop, {
        cues: [],
        targets: ["river"],
        eventViews: { wordriver: wordriverMarkup },
      });
      mounted.push(view);
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(2000));
      const words = [...view.root.querySelectorAll<HTMLElement>('[data-popcorn-target="river"] > .pk-wordriver')];
      expect(words.map((word) => word.textContent)).toEqual(["harbour", "fog", "pier"]);
      expect(words.map((word) => word.style.getPropertyValue("--pk-wordriver-duration"))).toEqual(["5s", "2s", "10s"]);
      expect(new Set(words.map((word) => word.style.getPropertyValue("--pk-wordriver-lane"))).size).toBe(3);
      await harness.act(() => clock.advance(1500));
      expect([...view.root.querySelectorAll(".pk-wordriver")].map((word) => word.textContent)).toEqual([
        "harbour",
        "pier",
      ]);
    });

    test("the ticker's text is read once: one copy for screen readers, the loop copy hidden", async () => {
      const { clock, pop } = setup();
      const view = await harness.mount(pop, {
        cues: [],
        plugin: { definition: ticker, view: "catalogue", props: { start: 1, end: 9, text: "Storm warning" } },
      });
      mounted.push(view);
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1500));
      const crawl = view.root.querySelector(".pk-ticker")!;
      expect([crawl.getAttribute("role"), crawl.getAttribute("aria-label"), crawl.getAttribute("aria-live")]).toEqual([
        "region",
        "News",
        null,
      ]);
      const copies = [...crawl.querySelectorAll(".pk-ticker__text")];
      expect(copies.map((copy) => [copy.textContent, copy.getAttribute("aria-hidden")])).toEqual([
        ["Storm warning", null],
        ["Storm warning", "true"],
      ]);
    });

    test("mounting and unmounting each plugin 1,000 times, active, leaves no event, listener, timer or media element", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
      try {
        const { clock, pop } = setup();
        await harness.act(() => void pop.play());
        await harness.act(() => clock.advance(2000));
        const listeners = pop.listenerCount();
        for (const { definition, props } of CASES) {
          for (let i = 0; i < 1000; i++) {
            const view = await harness.mount(pop, {
              cues: [],
              plugin: { definition, view: "catalogue", props: { id: "p", start: 1, end: 50, ...props } },
            });
            if (i === 0) expect(view.root.querySelector('[class^="pk-"]'), definition.name).not.toBeNull();
            await view.unmount();
          }
          expect(pop.getTrackEvents(), definition.name).toEqual([]);
          expect(pop.listenerCount(), definition.name).toBe(listeners);
          expect(vi.getTimerCount(), definition.name).toBe(0);
          expect(document.querySelectorAll('video, audio, [class*="pk-"]').length, definition.name).toBe(0);
        }
        // Every clip that played was paused when it left.
        expect(media.play.mock.calls.length).toBe(2000);
        expect(media.pause.mock.calls.length).toBe(2000);
      } finally {
        vi.useRealTimers();
      }
    }, 300_000);
  });
}
