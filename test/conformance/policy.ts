import {
  type MediaSnapshot,
  type Popcorn,
  createManualClock,
  createPopcorn,
  createVirtualPlayer,
} from "@popcorn-kit/core";
import { parse } from "@popcorn-kit/core/parsers";
import { chapter } from "@popcorn-kit/core/plugins/chapters";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { ConformanceHarness, MountedMedia, MountedScene } from "./harness.js";

const vtt = (...lines: [string, string][]) => ({
  text: ["WEBVTT", "", ...lines.flatMap(([time, text]) => [time, text, ""])].join("\n"),
});
const ENGLISH = vtt(["00:00.000 --> 00:05.000", "Good morning"]);
const FRENCH = vtt(["00:00.000 --> 00:05.000", "Bonjour"]);
const GERMAN = vtt(["00:00.000 --> 00:05.000", "Guten Morgen"]);

/**
 * The policies that core decides and each adapter only maps: which caption language shows, how the chapter list
 * follows the timeline, when `<PopcornVideo>` shows captions, and the development warning for a selector that
 * builds a new value on every read.
 */
export function definePolicySuite(harness: ConformanceHarness): void {
  const instances: Popcorn[] = [];
  const mounted: (MountedScene | MountedMedia)[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const view of mounted.splice(0)) await view.unmount();
    for (const pop of instances.splice(0)) if (!pop.destroyed) pop.destroy();
  });

  const setup = () => {
    const clock = createManualClock();
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), {
      ticker: clock,
      parse,
      plugins: [chapter],
    });
    instances.push(pop);
    return { clock, pop };
  };
  const mount: ConformanceHarness["mount"] = async (pop, scene) => {
    const view = await harness.mount(pop, scene);
    mounted.push(view);
    return view;
  };

  describe(`${harness.name} adapter: policies decided in core`, () => {
    test("caption language: one language shows every line, several the first loaded, a choice wins, a lang prop is fixed", async () => {
      const { pop } = setup();
      const view = await mount(pop, {
        cues: [],
        transcript: { captions: true, menu: true, props: { lang: "de" } },
      });
      const captions = () => view.root.querySelector(".pk-captions")?.textContent;
      const transcript = () => [...view.root.querySelectorAll(".pk-transcript__text")].map((line) => line.textContent);
      const choose = (label: string) =>
        harness.act(() =>
          [...view.root.querySelectorAll<HTMLButtonElement>(".pk-captions-menu button")]
            .find((button) => button.textContent === label)!
            .click(),
        );

      await harness.act(() => void pop.loadTrack(ENGLISH, { lang: "en" }));
      await vi.waitFor(() => expect(pop.getTrackEvents({ type: "subtitle" })).toHaveLength(1));
      await harness.act(() => pop.tick());
      expect(captions()).toBe("Good morning");
      await harness.act(() => void pop.loadTrack(FRENCH, { lang: "fr" }));
      await harness.act(() => void pop.loadTrack(GERMAN, { lang: "de" }));
      await vi.waitFor(() => expect(pop.getTrackEvents({ type: "subtitle" })).toHaveLength(3));
      await harness.act(() => pop.tick());
      // Several languages and no choice: the first one loaded.
      expect(captions()).toBe("Good morning");
      await choose("Français");
      expect(captions()).toBe("Bonjour");
      // A `lang` prop ignores the menu.
      expect(transcript()).toEqual(["Guten Morgen"]);
      await choose("Off");
      expect(captions()).toBe("");
      expect(transcript()).toEqual(["Guten Morgen"]);
    });

    test("chapter list: follows chapters added, retitled and removed, and lets go of the instance on unmount", async () => {
      const { pop } = setup();
      const listeners = pop.listenerCount();
      const first = pop.add(chapter, { start: 0, end: 10, text: "Opening" });
      const view = await mount(pop, { cues: [], chapters: true });
      const titles = () =>
        [...view.root.querySelectorAll(".pk-chapters__title")].map((title) => title.textContent ?? "");
      expect(titles()).toEqual(["Opening"]);
      const later = await (async () => {
        let added!: ReturnType<typeof pop.add>;
        await harness.act(() => void (added = pop.add(chapter, { start: 10, end: 20, text: "Harbour" })));
        return added;
      })();
      await harness.act(() => void pop.add(chapter, { start: 5, end: 10, text: "Boats" }));
      expect(titles()).toEqual(["Opening", "Boats", "Harbour"]);
      await harness.act(() => void pop.update(later.id, { text: "The harbour" }));
      expect(titles()).toEqual(["Opening", "Boats", "The harbour"]);
      await harness.act(() => pop.remove(first.id));
      expect(titles()).toEqual(["Boats", "The harbour"]);
      await view.unmount();
      mounted.pop();
      expect(pop.listenerCount()).toBe(listeners);
    });

    test("<PopcornVideo> shows captions only when captions is on and there are tracks", async () => {
      const track = { src: ENGLISH };
      const view = await harness.mountMedia({ tracks: [] });
      mounted.push(view);
      const region = () => view.root.querySelector(".pk-captions");
      expect(region()).toBeNull();
      await view.rerender({ tracks: [track] });
      expect(region()?.getAttribute("aria-live")).toBe("polite");
      await view.rerender({ tracks: [track], captions: false });
      expect(region()).toBeNull();
      await view.rerender({ tracks: [track], captions: true });
      expect(region()).not.toBeNull();
      await view.rerender({ tracks: [], captions: true });
      expect(region()).toBeNull();
    });

    test("unstable selector: a development warning, the same in every adapter, once per reader", async () => {
      const { pop } = setup();
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const view = await mount(pop, { cues: [], state: (snapshot: MediaSnapshot) => ({ paused: snapshot.paused }) });
      expect(view.root.querySelector("[data-state]")?.textContent).toBe('{"paused":true}');
      const warnings = warn.mock.calls.map(([message]) => String(message));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(
        /^\[popcorn-kit\] (useMediaState|mediaState)\(\): the selector returns a new value for the same snapshot, so it changes on every tick\. Select a primitive, or pass isEqual as the last argument\.$/,
      );
      warn.mockClear();
      await mount(pop, { cues: [], state: (snapshot: MediaSnapshot) => snapshot.paused });
      expect(warn).not.toHaveBeenCalled();
    });
  });
}
