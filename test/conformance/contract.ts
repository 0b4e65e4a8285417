import type { HtmlPlayer } from "@popcorn-kit/core/players/html";
import {
  type PluginDefinition,
  type Popcorn,
  PopcornError,
  createManualClock,
  createPopcorn,
  createVirtualPlayer,
  definePlugin,
} from "@popcorn-kit/core";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { ConformanceHarness, MountedMedia, MountedScene, Scene } from "./harness.js";
import { captionPlugin } from "./scenarios.js";
import { viewRenders } from "./viewRenders.js";

/** A plugin whose outlet option is not called `target`, and whose `target` option is plain text. */
export const placedPlugin = definePlugin({
  name: "placed",
  manifest: {
    options: {
      text: { type: "text", required: true },
      place: { type: "target" },
      target: { type: "text" },
    },
  },
});

/** A plugin only registered by `<PopcornVideo plugins>` after the instance exists. */
const latePlugin = definePlugin({ name: "late", manifest: { options: {} } });

const vtt = (text: string) => ({ src: { text: `WEBVTT\n\n00:01.000 --> 00:02.000\n${text}\n` } });

/**
 * The plugin-component contract, decided in core and only mapped by each adapter: the View's props (options
 * flat, `event`, `active`, `progress`), props as a replacement (a removed prop restores its default),
 * `onStart`/`onEnd`, the outlet named by the manifest's option of type `target`, empty outlets; and what
 * `<PopcornVideo>` does with its instance (`pop.player`, `tracks` and `plugins` changed after creation).
 */
export function defineContractSuite(harness: ConformanceHarness): void {
  const instances: Popcorn[] = [];
  const mounted: (MountedScene | MountedMedia)[] = [];
  afterEach(async () => {
    for (const view of mounted.splice(0)) await view.unmount();
    for (const pop of instances.splice(0)) if (!pop.destroyed) pop.destroy();
  });

  const setup = () => {
    const clock = createManualClock();
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), {
      ticker: clock,
      plugins: [captionPlugin, placedPlugin],
    });
    instances.push(pop);
    return { clock, pop };
  };
  const mount = async (pop: Popcorn, scene: Scene) => {
    const view = await harness.mount(pop, scene);
    mounted.push(view);
    return view;
  };
  const withPlugin = (
    props: Record<string, unknown>,
    extra: Partial<Scene> = {},
    definition: PluginDefinition<any, any> = captionPlugin,
    view?: "progress",
  ): Scene => ({
    cues: [],
    plugin: { definition, props, view },
    ...extra,
  });

  describe(`${harness.name} adapter: one plugin-component contract`, () => {
    test("the View receives the options flat, with the event and whether it is active", async () => {
      const { pop } = setup();
      const view = await mount(pop, withPlugin({ id: "cap", start: 0, end: 5, text: "Hello" }));
      const element = view.pluginElement();
      expect(element?.textContent).toBe("Hello (calm)");
      expect(element?.getAttribute("data-event")).toBe("cap");
      expect(element?.getAttribute("data-active")).toBe("true");
    });

    test("a View that reads progress gets 0 to 1 through the event, every frame", async () => {
      const { clock, pop } = setup();
      const view = await mount(pop, withPlugin({ start: 1, end: 3, text: "x" }, {}, captionPlugin, "progress"));
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1500));
      expect(view.pluginText()).toBe("0.25");
      await harness.act(() => clock.advance(1000));
      expect(view.pluginText()).toBe("0.75");
    });

    test("a View that does not read progress renders only when its event starts, ends or changes", async () => {
      const { clock, pop } = setup();
      const view = await mount(pop, withPlugin({ start: 1, end: 3, text: "x" }));
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1100));
      expect(view.pluginText()).toBe("x (calm)");
      const before = viewRenders.caption;
      for (let i = 0; i < 10; i++) await harness.act(() => clock.advance(100));
      expect(viewRenders.caption).toBe(before);
    });

    test("props are a replacement: a removed prop restores the option's default, removed times 0 and Infinity", async () => {
      const { pop } = setup();
      const view = await mount(pop, withPlugin({ id: "cap", start: 1, end: 2, text: "Hi", tone: "loud" }));
      await harness.act(() => pop.seek(1.5));
      expect(view.pluginText()).toBe("Hi (loud)");
      await view.rerender(withPlugin({ id: "cap", text: "Hi" }));
      expect(view.pluginText()).toBe("Hi (calm)");
      expect(pop.getTrackEvent("cap")).toMatchObject({ start: 0, end: Infinity, options: { tone: "calm" } });
    });

    test("onStart and onEnd receive the event, as playback crosses it and when it is unmounted", async () => {
      const { pop } = setup();
      const calls: string[] = [];
      const props = {
        id: "cap",
        start: 1,
        end: 2,
        text: "Hi",
        onStart: (event: { id: string }) => calls.push(`start ${event.id}`),
        onEnd: (event: { id: string }) => calls.push(`end ${event.id}`),
      };
      const view = await mount(pop, withPlugin(props));
      await harness.act(() => pop.seek(1.5));
      await harness.act(() => pop.seek(3));
      await harness.act(() => pop.seek(1.2));
      expect(calls).toEqual(["start cap", "end cap", "start cap"]);
      await view.rerender({ cues: [] });
      expect(calls).toEqual(["start cap", "end cap", "start cap", "end cap"]);
    });

    test("the outlet is named by the manifest's option of type target, whatever its name", async () => {
      const { pop } = setup();
      const scene = (props: Record<string, unknown>) =>
        withPlugin({ start: 0, text: "Note", ...props }, { targets: ["side"] }, placedPlugin);
      const view = await mount(pop, scene({ place: "side" }));
      expect(view.root.querySelector('[data-popcorn-target="side"] [data-plugin]')?.textContent).toBe("Note");
      // An option called `target` that is not of type target is data: the View renders in place.
      await view.rerender(scene({ target: "side" }));
      expect(view.root.querySelector('[data-popcorn-target="side"] [data-plugin]')).toBeNull();
      expect(view.pluginText()).toBe("Note");
    });

    test("an outlet holds no nodes while nothing renders into it", async () => {
      const { pop } = setup();
      const view = await mount(pop, {
        cues: [{ id: "a", start: 0, end: 1, text: "A", target: "side" }],
        targets: ["side", "empty"],
        plugin: { definition: placedPlugin, props: { start: 0, end: 1, text: "Note", place: "side" } },
      });
      const outlet = (name: string) => view.root.querySelector(`[data-popcorn-target="${name}"]`)!;
      expect(outlet("empty").childNodes).toHaveLength(0);
      expect(view.shownIn("side")).toEqual(["A"]);
      await harness.act(() => pop.seek(2));
      expect(outlet("side").childNodes).toHaveLength(0);
      expect(outlet("empty").childNodes).toHaveLength(0);
    });
  });

  describe(`${harness.name} adapter: <PopcornVideo> and its instance`, () => {
    const mountMedia = async (props: Parameters<ConformanceHarness["mountMedia"]>[0]) => {
      const view = await harness.mountMedia(props);
      mounted.push(view);
      return view;
    };
    const texts = (pop: Popcorn | null) =>
      (pop?.getTrackEvents({ type: "subtitle" }) ?? []).map((event) => event.options.text);

    test("pop.player is an HTML player over the element, released with the instance", async () => {
      const view = await mountMedia({});
      const pop = view.popcorn();
      const video = view.root.querySelector("video");
      expect(pop).not.toBeNull();
      expect(pop!.player).not.toBe(video);
      expect((pop!.player as HtmlPlayer).element).toBe(video);
      expect((pop!.player as HtmlPlayer).listenerCount()).toBeGreaterThan(0);
      const player = pop!.player as HtmlPlayer;
      await view.unmount();
      mounted.pop();
      expect(pop!.destroyed).toBe(true);
      expect(player.listenerCount()).toBe(0);
    });

    test("frameRate makes the instance read SMPTE timecodes; without it they are refused", async () => {
      const view = await mountMedia({ frameRate: 25 });
      const cue = view.popcorn()!.add("cue", { start: "00:00:01:12", end: "00:00:02:00" });
      expect(cue.start).toBeCloseTo(1.48, 9);
      expect(cue.end).toBe(2);
      await view.unmount();
      mounted.pop();
      const bare = await mountMedia({});
      expect(() => bare.popcorn()!.add("cue", { start: "00:00:01:12" })).toThrow(PopcornError);
    });

    test("changing tracks unloads the old ones and loads the new ones, without a warning", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      try {
        const view = await mountMedia({ tracks: [vtt("First")] });
        await vi.waitFor(() => expect(texts(view.popcorn())).toEqual(["First"]));
        await view.rerender({ tracks: [vtt("First")] });
        await view.rerender({ tracks: [vtt("Second")] });
        await vi.waitFor(() => expect(texts(view.popcorn())).toEqual(["Second"]));
        expect(warn).not.toHaveBeenCalled();
      } finally {
        warn.mockRestore();
      }
    });

    test("tracks show their captions in an aria-live region after the video; captions={false} leaves them out", async () => {
      const track = { src: { text: "WEBVTT\n\n00:00.000 --> 00:05.000\n<v Ada>Hello <i>there</i>\n" } };
      const view = await mountMedia({ tracks: [track] });
      const region = () => view.root.querySelector(".pk-captions");
      // Present before any line, as screen readers need, right after the media element.
      expect(region()?.getAttribute("aria-live")).toBe("polite");
      expect(region()?.previousElementSibling?.tagName).toBe("VIDEO");
      await vi.waitFor(() => expect(texts(view.popcorn())).toEqual(["Hello there"]));
      await harness.act(() => view.popcorn()!.tick());
      expect(region()?.querySelector(".pk-caption__voice")?.getAttribute("data-voice")).toBe("Ada");
      expect(region()?.textContent).toBe("Hello there");
      expect(region()?.querySelector("i")?.textContent).toBe("there");
      await view.rerender({ tracks: [track], captions: false });
      expect(region()).toBeNull();
      await view.unmount();
      mounted.pop();
      const bare = await mountMedia({});
      expect(bare.root.querySelector(".pk-captions")).toBeNull();
    });

    test("an HLS src renders no src and plays through hls.js after mount; a new src or unmounting destroys it", async () => {
      const made: { src: string; media: HTMLMediaElement | null; destroyed: boolean }[] = [];
      class Hls {
        static isSupported = () => true;
        record = { src: "", media: null as HTMLMediaElement | null, destroyed: false };
        constructor() {
          made.push(this.record);
        }
        loadSource(src: string) {
          this.record.src = src;
        }
        attachMedia(media: HTMLMediaElement) {
          this.record.media = media;
        }
        startLoad() {}
        recoverMediaError() {}
        destroy() {
          this.record.destroyed = true;
          this.record.media = null;
        }
        on() {}
        off() {}
      }
      const view = await mountMedia({ src: "/media/hls/master.m3u8", hls: { Hls } });
      const video = view.root.querySelector("video")!;
      expect(video.hasAttribute("src")).toBe(false);
      await vi.waitFor(() => expect(made).toHaveLength(1));
      expect(made[0]).toEqual({ src: "/media/hls/master.m3u8", media: video, destroyed: false });
      await view.rerender({ src: "/media/hls/other.m3u8?v=2", hls: { Hls } });
      await vi.waitFor(() => expect(made).toHaveLength(2));
      expect(made[0]!.destroyed).toBe(true);
      expect(made[1]).toEqual({
        src: "/media/hls/other.m3u8?v=2",
        media: view.root.querySelector("video"),
        destroyed: false,
      });
      // A file src is the element's own again, with no hls.js.
      await view.rerender({ src: "/media/clip.webm", hls: { Hls } });
      expect(made[1]!.destroyed).toBe(true);
      expect(view.root.querySelector("video")!.getAttribute("src")).toBe("/media/clip.webm");
      await view.rerender({ src: "/media/hls/master.m3u8", hls: { Hls } });
      await vi.waitFor(() => expect(made).toHaveLength(3));
      await view.unmount();
      mounted.pop();
      expect(made[2]!.destroyed).toBe(true);
      expect(made).toHaveLength(3);
    });

    test("plugins added after the instance exists are registered", async () => {
      const view = await mountMedia({ plugins: [captionPlugin] });
      const pop = view.popcorn();
      expect(pop?.getPlugin("caption")).toBe(captionPlugin);
      expect(pop?.getPlugin("late")).toBeUndefined();
      await view.rerender({ plugins: [captionPlugin, latePlugin] });
      expect(view.popcorn()).toBe(pop);
      expect(pop?.getPlugin("late")).toBe(latePlugin);
    });
  });
}
