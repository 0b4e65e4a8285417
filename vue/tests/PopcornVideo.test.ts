import type { Popcorn } from "@popcorn-kit/core";
import type { HtmlPlayer } from "@popcorn-kit/core/players/html";
import { render } from "@testing-library/vue";
import { describe, expect, test, vi } from "vitest";
import { defineComponent, h, nextTick, ref, watch } from "vue";
import { Cue, PopcornAudio, PopcornVideo, usePopcorn } from "../src/index.js";

const VTT = "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n\n00:00:03.000 --> 00:00:04.000\nWorld\n";
const SRT = "1\n00:00:05,000 --> 00:00:06,000\nBonjour\n";

/** Reports the instance its provider gives it, as children of <PopcornVideo> would see it. */
function probe(seen: (Popcorn | null)[]) {
  return defineComponent({
    setup() {
      const popcorn = usePopcorn();
      return () => {
        seen.push(popcorn.value);
        return null;
      };
    },
  });
}

describe("<PopcornVideo> and <PopcornAudio>", () => {
  test("render the element with its attributes, then the slot, and provide an instance over the element", async () => {
    const seen: (Popcorn | null)[] = [];
    const ready: Popcorn[] = [];
    const Probe = probe(seen);
    const view = render(PopcornVideo, {
      props: { src: "/media/clip.webm", ticker: "manual", onReady: (pop: Popcorn) => ready.push(pop) },
      attrs: { controls: true, muted: true, class: "player" },
      slots: { default: () => [h(Probe), h("p", "after")] },
    });
    await nextTick();
    const video = view.container.querySelector("video")!;
    expect(video.getAttribute("src")).toBe("/media/clip.webm");
    expect(video.className).toBe("player");
    expect(video.controls).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.nextElementSibling?.textContent).toBe("after");
    expect(seen[0]).toBeNull();
    const pop = seen.at(-1)!;
    expect((pop.player as HtmlPlayer).element).toBe(video);
    expect(pop.muted).toBe(true);
    expect(ready).toEqual([pop]);
    view.unmount();
    expect(pop.destroyed).toBe(true);
  });

  test("<PopcornAudio> renders an <audio> element driving its cues", async () => {
    const seen: (Popcorn | null)[] = [];
    const Probe = probe(seen);
    const view = render(PopcornAudio, {
      props: { src: "/media/tone.ogg", ticker: "manual" },
      slots: { default: () => [h(Probe), h(Cue, { id: "intro", start: 0, end: 1 }, () => "intro")] },
    });
    await nextTick();
    expect(view.container.querySelector("audio")).not.toBeNull();
    expect(seen.at(-1)?.getTrackEvent("intro")).toMatchObject({ start: 0, end: 1 });
    expect(view.container.textContent).toBe("intro");
  });

  test("loads tracks; changing the list swaps their events, an equal new list reloads nothing", async () => {
    const seen: (Popcorn | null)[] = [];
    const Probe = probe(seen);
    const tracks = ref([{ src: VTT }]);
    const Scene = defineComponent({
      setup: () => () =>
        h(PopcornVideo, { ticker: "manual", tracks: tracks.value.map((t) => ({ ...t })) }, () => h(Probe)),
    });
    render(Scene);
    await nextTick();
    const pop = seen.at(-1)!;
    const texts = () => pop.getTrackEvents({ type: "subtitle" }).map((e) => e.options.text);
    // The parsers load on first use: allow for a slow machine.
    await vi.waitFor(() => expect(texts()).toEqual(["Hello", "World"]), { timeout: 5000 });
    const loaded = pop.getTrackEvents();

    tracks.value = [{ src: VTT }];
    await nextTick();
    expect(pop.getTrackEvents()).toEqual(loaded);

    tracks.value = [{ src: SRT }];
    await nextTick();
    expect(texts()).toEqual([]);
    await vi.waitFor(() => expect(texts()).toEqual(["Bonjour"]), { timeout: 5000 });
  });

  test("a track that cannot be read is an error event of the instance", async () => {
    const errors: unknown[] = [];
    const seen: (Popcorn | null)[] = [];
    const Listen = defineComponent({
      setup() {
        const popcorn = usePopcorn();
        watch(popcorn, (pop) => pop?.on("error", (event) => errors.push(event)), { flush: "sync" });
        return () => void seen.push(popcorn.value);
      },
    });
    render(PopcornVideo, {
      props: { ticker: "manual", tracks: [{ src: "/missing.vtt" }] },
      slots: { default: () => h(Listen) },
    });
    await vi.waitFor(() => expect(errors).toEqual([expect.objectContaining({ phase: "load" })]));
    expect(seen.at(-1)?.getTrackEvents()).toEqual([]);
  });
});
