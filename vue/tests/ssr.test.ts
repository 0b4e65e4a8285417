// @vitest-environment node
import { createManualClock, createVirtualPlayer } from "@popcorn-kit/core";
import { describe, expect, test, vi } from "vitest";
import { createSSRApp, defineComponent, h } from "vue";
import { renderToString } from "vue/server-renderer";

describe("server rendering (Node, no DOM)", () => {
  test("importing the package touches no window or document", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    expect(typeof (globalThis as { document?: unknown }).document).toBe("undefined");
    // Test files share modules (isolate: false): evaluate the package afresh, here, with no DOM.
    vi.resetModules();
    const module = await import("../src/index.js");
    expect(Object.keys(module).sort()).toEqual([
      "Cue",
      "PopcornAudio",
      "PopcornTarget",
      "PopcornVideo",
      "createPluginComponent",
      "providePopcorn",
      "useCue",
      "useCurrentTime",
      "useMediaState",
      "usePopcorn",
      "usePopcornInstance",
    ]);
  });

  test("renders from the server snapshot: inactive cues, no instance, nothing added to a provided one", async () => {
    const { Cue, PopcornTarget, PopcornVideo, providePopcorn, useCurrentTime, useMediaState, usePopcornInstance } = await import("../src/index.js");
    const Status = defineComponent({
      setup() {
        const time = useCurrentTime();
        const paused = useMediaState((s) => s.paused);
        return () => h("output", `${time.value} ${paused.value ? "paused" : "playing"}`);
      },
    });
    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 20 });
    const Virtual = defineComponent({
      setup() {
        providePopcorn(usePopcornInstance(player, { ticker: clock }));
        return () => [h(Status), h(Cue, { start: 0, end: 5, keepMounted: true }, { default: ({ active }: { active: boolean }) => `kept ${active}` })];
      },
    });
    const App = defineComponent({
      setup: () => () => [
        h(PopcornVideo, { src: "/media/clip.webm", controls: true, muted: true }, () => [
          h(Status),
          h(Cue, { start: 0, end: 5 }, () => "never on the server"),
          h(PopcornTarget, { name: "side" }),
        ]),
        h(Virtual),
      ],
    });
    const html = await renderToString(createSSRApp(App));
    expect(html).toContain('<video src="/media/clip.webm" controls muted></video>');
    expect(html).toContain("<output>0 paused</output>");
    expect(html).toContain('<div data-popcorn-target="side"></div>');
    expect(html).toContain("kept false");
    expect(html).not.toContain("never on the server");
    expect(player.listenerCount()).toBe(0);
    expect(clock.subscriberCount).toBe(0);
  });
});
