// Installed first: the page's timers, frames and listeners are counted from before p5 loads.
import { frames, leftSince, pageActivity } from "../browser/pageActivity.js";
import { type Popcorn, createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { markupProps, renderToString } from "@popcorn-kit/core/markup";
import { pluginViewPropsWith } from "@popcorn-kit/core/adapter";
import { DEFAULT_SANITIZERS } from "@popcorn-kit/core/sanitize";
import { parse } from "@popcorn-kit/core/parsers";
import { type SketchFunction, sketch, sketchMarkup } from "@popcorn-kit/core/plugins/sketch";
import { userEvent } from "vitest/browser";
import { afterEach, describe, expect, test, vi } from "vitest";
import "@popcorn-kit/core/styles.css";
import type { ConformanceHarness, MountedScene } from "./harness.js";
import { normalized, parsed, sameContent } from "./markupCompare.js";

/** How long a check waits for the page to settle: generous, for a busy machine. */
const SETTLE = { timeout: 10_000 };

/** A sketch that draws the event's progress, and keeps the last value drawn on its canvas. */
const progressBar: SketchFunction = (p, state) => {
  p.setup = () => void p.createCanvas(40, 10);
  p.draw = () => {
    p.background(255);
    p.rect(0, 0, p.width * state.progress, p.height);
    (p.drawingContext as CanvasRenderingContext2D).canvas.dataset.progress = state.progress.toFixed(3);
  };
};

/** A talk of 30 lines of 2 s each: more than the transcript's list shows at once. */
const at = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}.000`;
const TALK = ["WEBVTT", ""]
  .concat(Array.from({ length: 30 }, (_, i) => [`${at(2 * i)} --> ${at(2 * i + 2)}`, `Line ${i + 1}`, ""]).flat())
  .join("\n");

/**
 * What needs a real browser, in each adapter, in Chromium: the `sketch` component (p5.js needs a canvas): core's
 * markup with the sketch's canvas in its element, drawing at the event's progress, gone at the end, and 1,000
 * mounts and unmounts leave no canvas, listener, timer or animation frame; the transcript following playback
 * in a real layout, until the viewer scrolls it with the mouse wheel.
 */
export function defineBrowserCatalogueSuite(harness: ConformanceHarness): void {
  const instances: Popcorn[] = [];
  const mounted: MountedScene[] = [];
  const setup = () => {
    const clock = createManualClock();
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), {
      ticker: clock,
      plugins: [sketch],
      parse,
    });
    instances.push(pop);
    return { clock, pop };
  };
  afterEach(async () => {
    for (const view of mounted.splice(0)) await view.unmount();
    for (const pop of instances.splice(0)) if (!pop.destroyed) pop.destroy();
  });

  describe(`${harness.name} adapter: the transcript in Chromium`, () => {
    test("follows playback in a real layout: the current line in view, centred; a mouse wheel over the list stops following, Follow resumes it", async () => {
      const { clock, pop } = setup();
      expect(await pop.loadTrack({ text: TALK })).toHaveLength(30);
      const view = await harness.mount(pop, { cues: [], transcript: {} });
      mounted.push(view);
      const list = view.root.querySelector<HTMLElement>("ol.pk-transcript__lines")!;
      const follow = () => view.root.querySelector<HTMLButtonElement>(".pk-transcript__follow")!;
      const line = (n: number) => [...list.querySelectorAll("li")][n - 1]!;
      /** How far the middle of line n is from the middle of the list, in pixels. */
      const offCentre = (n: number) => {
        const box = list.getBoundingClientRect();
        const at = line(n).getBoundingClientRect();
        return at.top + at.height / 2 - (box.top + box.height / 2);
      };
      const inView = (n: number) => {
        const box = list.getBoundingClientRect();
        const at = line(n).getBoundingClientRect();
        return at.top >= box.top - 1 && at.bottom <= box.bottom + 1;
      };
      // The default stylesheet: a list of at most 20em that scrolls, far shorter than 30 lines.
      expect(list.scrollHeight).toBeGreaterThan(list.clientHeight * 1.5);
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(30_500));
      await vi.waitFor(
        () => expect(list.querySelector('[aria-current="true"]')?.textContent).toBe("0:30 Line 16"),
        SETTLE,
      );
      await vi.waitFor(() => expect(Math.abs(offCentre(16))).toBeLessThan(line(16).offsetHeight), SETTLE);
      expect(inView(16)).toBe(true);
      expect(inView(1)).toBe(false);
      // The viewer scrolls the list back to the top with the wheel: following stops, the list stays where they put it.
      await userEvent.wheel(list, { delta: { y: -4000 } });
      await vi.waitFor(() => expect(follow().getAttribute("aria-pressed")).toBe("false"), SETTLE);
      await vi.waitFor(() => expect(list.scrollTop).toBe(0), SETTLE);
      await harness.act(() => clock.advance(10_000));
      await vi.waitFor(
        () => expect(list.querySelector('[aria-current="true"]')?.textContent).toBe("0:40 Line 21"),
        SETTLE,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(list.scrollTop).toBe(0);
      expect(inView(21)).toBe(false);
      // Follow: back to the current line.
      await harness.act(() => follow().click());
      expect(follow().getAttribute("aria-pressed")).toBe("true");
      await vi.waitFor(() => expect(Math.abs(offCentre(21))).toBeLessThan(line(21).offsetHeight), SETTLE);
    });
  });

  describe(`${harness.name} adapter: sketch (p5.js) in Chromium`, () => {
    test("core's markup, the sketch's canvas in its element, drawn at the event's progress; nothing before or after the event", async () => {
      const { clock, pop } = setup();
      const props = { id: "s", start: 1, end: 5, sketch: progressBar, label: "A bar that fills" };
      const view = await harness.mount(pop, { cues: [], plugin: { definition: sketch, view: "catalogue", props } });
      mounted.push(view);
      expect(normalized(view.root).innerHTML).toBe("");
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(2000));
      const canvas = () => view.root.querySelector<HTMLCanvasElement>(".pk-sketch__canvas > canvas");
      // p5.js loads when the first sketch starts.
      await vi.waitFor(() => expect(canvas()?.dataset.progress).toBe("0.250"), { timeout: 10_000 });
      // p5's canvas aside, the markup is core's.
      const actual = normalized(view.root);
      actual.querySelector(".pk-sketch__canvas")!.replaceChildren();
      const expected = renderToString(
        sketchMarkup(
          markupProps(
            pluginViewPropsWith(
              DEFAULT_SANITIZERS,
              sketch,
              { active: true, event: pop.getTrackEvent("s") },
              pop,
              {},
              () => 0,
            ),
            pop,
          ),
        ),
      );
      expect(sameContent(actual, parsed(expected)), `${actual.innerHTML}\n  expected\n${expected}`).toBe(true);
      // Playing on: the sketch follows the media.
      await harness.act(() => clock.advance(2000));
      await vi.waitFor(() => expect(canvas()?.dataset.progress).toBe("0.750"), SETTLE);
      await harness.act(() => clock.advance(2000));
      expect(normalized(view.root).innerHTML).toBe("");
      expect(document.querySelector("canvas")).toBeNull();
    });

    test("mounting and unmounting it 1,000 times, active, leaves no event, canvas, listener, timer or frame", async () => {
      const { clock, pop } = setup();
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1500));
      const props = { id: "s", start: 1, end: 50, sketch: progressBar, label: "A bar that fills" };
      // A first sketch, for what p5 sets up once per page rather than per sketch.
      const first = await harness.mount(pop, { cues: [], plugin: { definition: sketch, view: "catalogue", props } });
      await vi.waitFor(() => expect(first.root.querySelector("canvas")).not.toBeNull(), { timeout: 10_000 });
      await first.unmount();
      await frames(2);
      const before = pageActivity();
      const listeners = pop.listenerCount();
      for (let i = 0; i < 1000; i++) {
        const view = await harness.mount(pop, { cues: [], plugin: { definition: sketch, view: "catalogue", props } });
        // One in ten is unmounted after p5 has drawn; the others whenever they are.
        if (i % 10 === 0)
          await vi.waitFor(() => expect(view.root.querySelector("canvas[data-progress]")).not.toBeNull(), SETTLE);
        await view.unmount();
      }
      await frames(2);
      expect(pop.getTrackEvents()).toEqual([]);
      expect(pop.listenerCount()).toBe(listeners);
      expect(document.querySelectorAll("canvas, .pk-sketch").length).toBe(0);
      expect(leftSince(before)).toEqual({ listeners: [], timers: 0, frames: 0 });
    }, 300_000);
  });
}
