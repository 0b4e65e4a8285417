import {
  type ManualClock,
  type Popcorn,
  type VirtualPlayer,
  createManualClock,
  createPopcorn,
  createVirtualPlayer,
  definePlugin,
} from "@popcorn-kit/core";
import { afterEach, describe, expect, test } from "vitest";
import type { ConformanceHarness, CueSpec, Scene } from "./harness.js";

/** The plugin the plugin-component scenario renders: its View shows `text (tone)` while active. */
export const captionPlugin = definePlugin({
  name: "caption",
  manifest: {
    about: { name: "Caption" },
    options: {
      text: { type: "text", required: true },
      tone: { type: "select", choices: ["calm", "loud"], default: "calm" },
      target: { type: "target" },
    },
  },
});

interface World {
  clock: ManualClock;
  player: VirtualPlayer;
  pop: Popcorn;
  errors: unknown[];
}

function world(duration = 60): World {
  const clock = createManualClock();
  const player = createVirtualPlayer({ now: clock.now, duration });
  const pop = createPopcorn(player, { ticker: clock, plugins: [captionPlugin] });
  const errors: unknown[] = [];
  pop.on("error", (e) => errors.push(e));
  return { clock, player, pop, errors };
}

const cue = (id: string, start: number, end: number | undefined, extra: Partial<CueSpec> = {}): CueSpec => ({
  id,
  start,
  end,
  text: id.toUpperCase(),
  ...extra,
});

/**
 * The behaviour every adapter must share, written once. Each adapter runs it with its own harness:
 * `defineConformanceSuite(reactHarness)`.
 */
export function defineConformanceSuite(harness: ConformanceHarness): void {
  let current: World | undefined;
  const setup = (duration?: number) => (current = world(duration));
  const play = async (w: World, ms: number) => harness.act(() => w.clock.advance(ms));
  const seek = async (w: World, t: number) => harness.act(() => w.pop.seek(t));

  afterEach(() => {
    if (current && !current.pop.destroyed) current.pop.destroy();
    current = undefined;
  });

  describe(`${harness.name} adapter conformance`, () => {
    test("a cue is shown only inside its interval [start, end)", async () => {
      const w = setup();
      const view = await harness.mount(w.pop, { cues: [cue("a", 1, 2)] });
      expect(view.shown()).toEqual([]);
      await harness.act(() => void w.pop.play());
      await play(w, 999);
      expect(view.shown()).toEqual([]);
      await play(w, 1);
      expect(view.shown()).toEqual(["A"]);
      await play(w, 999);
      expect(view.shown()).toEqual(["A"]);
      await play(w, 1);
      expect(view.shown()).toEqual([]);
      await view.unmount();
    });

    test("seeking past cues and rewinding show exactly the cues active at the new time", async () => {
      const w = setup();
      const view = await harness.mount(w.pop, { cues: [cue("a", 0, 2), cue("b", 3, 4), cue("c", 5, 8)] });
      expect(view.shown()).toEqual(["A"]);
      await seek(w, 6);
      expect(view.shown()).toEqual(["C"]);
      await seek(w, 3.5);
      expect(view.shown()).toEqual(["B"]);
      await seek(w, 0);
      expect(view.shown()).toEqual(["A"]);
      await view.unmount();
    });

    test("two cues at the same time start in insertion order and render in document order", async () => {
      const w = setup();
      const order: string[] = [];
      const view = await harness.mount(w.pop, {
        cues: [
          cue("first", 1, 3, { onStart: () => order.push("first") }),
          cue("second", 1, 3, { onStart: () => order.push("second") }),
        ],
      });
      await seek(w, 1);
      expect(order).toEqual(["first", "second"]);
      expect(view.shown()).toEqual(["FIRST", "SECOND"]);
      await view.unmount();
    });

    test("onStart and onEnd run once each, in order, as playback crosses the cue", async () => {
      const w = setup();
      const calls: string[] = [];
      const view = await harness.mount(w.pop, {
        cues: [cue("a", 1, 2, { onStart: () => calls.push("start"), onEnd: () => calls.push("end") })],
      });
      await harness.act(() => void w.pop.play());
      for (let i = 0; i < 30; i++) await play(w, 100);
      expect(calls).toEqual(["start", "end"]);
      await view.unmount();
    });

    test("props updated while active apply at once: moving start past the current time ends the cue", async () => {
      const w = setup();
      const scene: Scene = { cues: [cue("a", 1, 5)] };
      const view = await harness.mount(w.pop, scene);
      await seek(w, 2);
      expect(view.shown()).toEqual(["A"]);
      await view.rerender({ cues: [cue("a", 1, 5, { text: "changed" })] });
      expect(view.shown()).toEqual(["changed"]);
      await view.rerender({ cues: [cue("a", 3, 5)] });
      expect(view.shown()).toEqual([]);
      expect(w.pop.getTrackEvent("a")).toMatchObject({ start: 3, end: 5 });
      await view.rerender({ cues: [cue("a", 1.5, 5)] });
      expect(view.shown()).toEqual(["A"]);
      await view.unmount();
    });

    test("unmounting an active cue fires its end and removes its event", async () => {
      const w = setup();
      const calls: string[] = [];
      const view = await harness.mount(w.pop, {
        cues: [cue("a", 0, 5, { onEnd: () => calls.push("end a") }), cue("b", 0, 5)],
      });
      expect(w.pop.getTrackEvents().map((e) => e.id)).toEqual(["a", "b"]);
      await view.rerender({ cues: [cue("b", 0, 5)] });
      expect(calls).toEqual(["end a"]);
      expect(w.pop.getTrackEvents().map((e) => e.id)).toEqual(["b"]);
      expect(view.shown()).toEqual(["B"]);
      await view.unmount();
      expect(w.pop.getTrackEvents()).toEqual([]);
    });

    test("a cue with a target renders inside that outlet, not in place", async () => {
      const w = setup();
      const view = await harness.mount(w.pop, {
        cues: [cue("aside", 0, 5, { target: "sidebar" }), cue("inline", 0, 5)],
        targets: ["sidebar", "footer"],
      });
      expect(view.shownIn("sidebar")).toEqual(["ASIDE"]);
      expect(view.shownIn("footer")).toEqual([]);
      expect(view.shown()).toContain("INLINE");
      await view.rerender({
        cues: [cue("aside", 0, 5, { target: "footer" }), cue("inline", 0, 5)],
        targets: ["sidebar", "footer"],
      });
      expect(view.shownIn("sidebar")).toEqual([]);
      expect(view.shownIn("footer")).toEqual(["ASIDE"]);
      await seek(w, 6);
      expect(view.shownIn("footer")).toEqual([]);
      await view.unmount();
    });

    test("an outlet given a name is a region that screen readers list by that name; unnamed, a plain div", async () => {
      const w = setup();
      const view = await harness.mount(w.pop, {
        cues: [cue("note", 0, 5, { target: "notes" })],
        targets: ["notes", "credits", "plain", "aside"],
        targetAttributes: {
          notes: { "aria-label": "Notes" },
          credits: { "aria-labelledby": "credits-title" },
          aside: { "aria-label": "Aside", role: "complementary" },
        },
      });
      const outlet = (name: string) => view.root.querySelector(`[data-popcorn-target="${name}"]`);
      // A name on a div without a role is dropped by screen readers (ARIA prohibits naming a generic element).
      expect(outlet("notes")?.getAttribute("role")).toBe("region");
      expect(outlet("notes")?.getAttribute("aria-label")).toBe("Notes");
      expect(outlet("credits")?.getAttribute("role")).toBe("region");
      expect(outlet("plain")?.hasAttribute("role")).toBe(false);
      expect(outlet("aside")?.getAttribute("role")).toBe("complementary");
      expect(view.shownIn("notes")).toEqual(["NOTE"]);
      await view.rerender({ cues: [], targets: ["notes"] });
      expect(outlet("notes")?.hasAttribute("role")).toBe(false);
      await view.unmount();
    });

    test("content for an outlet that is not mounted waits for it", async () => {
      const w = setup();
      const view = await harness.mount(w.pop, { cues: [cue("aside", 0, 5, { target: "later" })] });
      expect(view.shown()).toEqual([]);
      await view.rerender({ cues: [cue("aside", 0, 5, { target: "later" })], targets: ["later"] });
      expect(view.shownIn("later")).toEqual(["ASIDE"]);
      await view.unmount();
    });

    test("an error thrown by a cue callback is an error event; the other cues still render", async () => {
      const w = setup();
      const view = await harness.mount(w.pop, {
        cues: [
          cue("bad", 1, 3, {
            onStart: () => {
              throw new Error("cue callback failed");
            },
          }),
          cue("good", 1, 3),
        ],
      });
      await seek(w, 2);
      expect(view.shown()).toEqual(["BAD", "GOOD"]);
      expect(w.errors).toHaveLength(1);
      expect(w.errors[0]).toMatchObject({ phase: "start", eventId: "bad", error: new Error("cue callback failed") });
      await view.unmount();
    });

    test("strict double mounting leaves one event per cue, not two", async () => {
      const w = setup();
      const view = await harness.mount(w.pop, { cues: [cue("a", 0, 5), cue("b", 2, 3)] }, { strict: true });
      expect(w.pop.getTrackEvents().map((e) => e.id)).toEqual(["a", "b"]);
      expect(view.shown()).toEqual(["A"]);
      await seek(w, 2.5);
      expect(view.shown()).toEqual(["A", "B"]);
      await view.unmount();
      expect(w.pop.getTrackEvents()).toEqual([]);
    });

    test("keepMounted renders inactive cues too, and only flips their active flag", async () => {
      const w = setup();
      const view = await harness.mount(w.pop, { cues: [cue("a", 1, 2, { keepMounted: true }), cue("b", 1, 2)] });
      expect(view.mountedCount()).toBe(1);
      expect(view.shown()).toEqual([]);
      await seek(w, 1.5);
      expect(view.mountedCount()).toBe(2);
      expect(view.shown()).toEqual(["A", "B"]);
      await view.unmount();
    });

    test("progress runs from 0 to 1 through the cue for a cue that reads it", async () => {
      const w = setup();
      const view = await harness.mount(w.pop, { cues: [cue("a", 1, 3, { showProgress: true })] });
      await harness.act(() => void w.pop.play());
      await play(w, 1500);
      expect(view.progressOf("a")).toBe("0.25");
      await play(w, 1000);
      expect(view.progressOf("a")).toBe("0.75");
      await view.unmount();
    });

    // Mounting 1,000 components in jsdom takes seconds on a busy machine: more than the default 5 s timeout.
    test("with 1,000 sibling cues, a flip re-renders only the cue that flipped; a quiet tick renders nothing", {
      timeout: 30_000,
    }, async () => {
      const w = setup(10_000);
      const cues = Array.from({ length: 1001 }, (_, i) => cue(`c${i}`, 100 + i, 101 + i, { keepMounted: true }));
      cues.push(cue("flip", 5, 6, { keepMounted: true }));
      const view = await harness.mount(w.pop, { cues });
      await harness.act(() => void w.pop.play());
      await play(w, 1000);
      view.resetRenderCounts();
      await play(w, 1000);
      expect(sum(view.renderCounts())).toBe(0);
      await play(w, 3500);
      const counts = view.renderCounts();
      expect([...counts].filter(([, n]) => n > 0).map(([id]) => id)).toEqual(["flip"]);
      expect(counts.get("flip")).toBe(1);
      await view.unmount();
    });

    test("a cue that starts and ends within one tick never showed: it renders nothing, kept mounted or not", async () => {
      const w = setup();
      const view = await harness.mount(w.pop, {
        cues: [cue("kept", 1.2, 1.4, { keepMounted: true }), cue("brief", 1.5, 1.6)],
      });
      const flips: string[] = [];
      w.pop.on("trackstart", (e) => flips.push(`+${e.id}`));
      w.pop.on("trackend", (e) => flips.push(`-${e.id}`));
      await harness.act(() => void w.pop.play());
      await play(w, 1000);
      view.resetRenderCounts();
      // One tick from 1 s to 2 s: both cues start and end in it.
      await play(w, 1000);
      expect(flips).toEqual(["+kept", "-kept", "+brief", "-brief"]);
      expect(sum(view.renderCounts())).toBe(0);
      expect(view.shown()).toEqual([]);
      await view.unmount();
    });

    test("a plugin component adds an event of its type with its props as options and renders its view while active", async () => {
      const w = setup();
      const scene = (props: Record<string, unknown>): Scene => ({
        cues: [],
        plugin: { definition: captionPlugin, props },
      });
      const view = await harness.mount(w.pop, scene({ id: "cap", start: 1, end: 2, text: "Hello" }));
      expect(w.pop.getTrackEvents({ type: "caption" })).toEqual([
        expect.objectContaining({
          id: "cap",
          start: 1,
          end: 2,
          options: expect.objectContaining({ text: "Hello", tone: "calm" }),
        }),
      ]);
      expect(view.pluginText()).toBeNull();
      await seek(w, 1.5);
      expect(view.pluginText()).toBe("Hello (calm)");
      await view.rerender(scene({ id: "cap", start: 1, end: 2, text: "Hi", tone: "loud" }));
      expect(view.pluginText()).toBe("Hi (loud)");
      expect(w.pop.getTrackEvent("cap")?.options).toMatchObject({ text: "Hi", tone: "loud" });
      await view.unmount();
      expect(w.pop.getTrackEvents()).toEqual([]);
    });

    test("unmounting releases every subscription it made on the instance", async () => {
      const w = setup();
      const before = w.pop.listenerCount();
      const view = await harness.mount(w.pop, {
        cues: [cue("a", 0, 5, { target: "side", showProgress: true }), cue("b", 1, 2, { keepMounted: true })],
        targets: ["side"],
        plugin: { definition: captionPlugin, props: { start: 0, end: 9, text: "x" } },
      });
      expect(w.pop.listenerCount()).toBeGreaterThan(before);
      await seek(w, 1.5);
      await view.unmount();
      expect(w.pop.listenerCount()).toBe(before);
    });
  });
}

function sum(counts: Map<string, number>): number {
  let total = 0;
  for (const n of counts.values()) total += n;
  return total;
}
