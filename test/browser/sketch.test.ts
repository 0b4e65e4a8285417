import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { type SketchFunction, type SketchInput, runSketch, sketch } from "@popcorn-kit/core/plugins/sketch";
import { afterEach, describe, expect, test } from "vitest";
import { frames, leftSince, nextTurn, pageActivity } from "./pageActivity.js";
import { until } from "./until.js";

// p5.js in real Chromium, instance mode: the sketch draws while the media plays, reads the event's progress,
// and leaves nothing behind. The page's activity is counted from before p5 loads (it keeps its own references).
function setup() {
  const clock = createManualClock();
  const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), {
    ticker: clock,
    plugins: [sketch],
  });
  const element = document.createElement("div");
  document.body.append(element);
  return { clock, pop, element };
}

afterEach(() => document.body.replaceChildren());

describe("sketch in Chromium (p5.js)", () => {
  test("draws its canvas in its element, reads the event's progress, stops drawing while the media is paused and draws once on a seek", async () => {
    const { clock, pop, element } = setup();
    const seen: number[] = [];
    const draw: SketchFunction = (p, state) => {
      p.setup = () => void p.createCanvas(64, 36);
      p.draw = () => {
        seen.push(state.progress);
        p.background(255 * state.progress);
      };
    };
    void pop.play();
    clock.advance(5000);
    const handle = runSketch(element, {
      sketch: draw,
      pop,
      id: "s",
      start: 0,
      end: 10,
      pauseWithMedia: true,
    } satisfies SketchInput);
    await until(() => seen.length > 2);
    expect(element.querySelector("canvas")).not.toBeNull();
    expect(seen.at(-1)).toBeCloseTo(0.5);
    clock.advance(2500);
    await until(() => Math.abs(seen.at(-1)! - 0.75) < 1e-9);
    // Paused media: the draw loop stops; playing again resumes it.
    pop.pause();
    await frames(3);
    const drawn = seen.length;
    await frames(10);
    expect(seen.length).toBe(drawn);
    // A seek while paused draws one frame, at the new place; the loop stays stopped.
    pop.seek(8);
    await until(() => seen.length === drawn + 1);
    expect(seen.at(-1)).toBeCloseTo(0.8);
    await frames(10);
    expect(seen.length).toBe(drawn + 1);
    void pop.play();
    await until(() => seen.length > drawn);
    // Another sketch replaces the first: one canvas, the new draw.
    let other = 0;
    handle.update!({
      sketch: (p) => ((p.setup = () => void p.createCanvas(10, 10)), (p.draw = () => void other++)),
      pop,
      id: "s",
      start: 0,
      end: 10,
      pauseWithMedia: true,
    });
    await until(() => other > 2);
    expect(element.querySelectorAll("canvas")).toHaveLength(1);
    // The first sketch draws no more.
    const before = seen.length;
    await frames(5);
    expect(seen.length).toBe(before);
    handle.destroy();
    expect(element.querySelector("canvas")).toBeNull();
    pop.destroy();
  });

  test("a sketch that throws in draw is one error event naming its event; its loop stops and the page goes on", async () => {
    const { clock, pop, element } = setup();
    const errors: { phase: string; eventId?: string; message: string }[] = [];
    pop.on("error", ({ error, phase, eventId }) => errors.push({ phase, eventId, message: (error as Error).message }));
    let draws = 0;
    void pop.play();
    clock.advance(1000);
    const handle = runSketch(element, {
      sketch: (p) => {
        p.setup = () => void p.createCanvas(8, 8);
        p.draw = () => {
          draws++;
          throw new Error("the sketch broke");
        };
      },
      pop,
      id: "broken",
      start: 0,
      end: 10,
      pauseWithMedia: true,
    });
    await until(() => errors.length > 0);
    await frames(5);
    expect(draws).toBe(1);
    expect(errors).toEqual([{ phase: "frame", eventId: "broken", message: "the sketch broke" }]);
    handle.destroy();
    pop.destroy();
  });

  test("1,000 sketches made and destroyed leave no canvas, no window or document listener, no timer, no frame", async () => {
    const { pop } = setup();
    void pop.play();
    const run: SketchFunction = (p) => {
      p.setup = () => void p.createCanvas(16, 16);
      p.draw = () => void p.background(0);
    };
    // A first sketch, for what p5 sets up once per page rather than per sketch.
    const warmElement = document.createElement("div");
    document.body.append(warmElement);
    const warm = runSketch(warmElement, { sketch: run, pop, id: "s", start: 0, end: 10, pauseWithMedia: true });
    await until(() => warmElement.querySelector("canvas") !== null);
    warm.destroy();
    await frames(2);
    const before = pageActivity();
    const popListeners = pop.listenerCount();
    for (let i = 0; i < 1000; i++) {
      const element = document.createElement("div");
      document.body.append(element);
      const handle = runSketch(element, { sketch: run, pop, id: "s", start: 0, end: 10, pauseWithMedia: i % 2 === 0 });
      // Half of them are destroyed before p5 has made their canvas, half after.
      if (i % 2 === 0) while (element.querySelector("canvas") === null) await nextTurn();
      handle.destroy();
      element.remove();
    }
    await frames(2);
    expect(document.querySelectorAll("canvas")).toHaveLength(0);
    expect(leftSince(before)).toEqual({ listeners: [], timers: 0, frames: 0 });
    expect(pop.listenerCount()).toBe(popListeners);
    pop.destroy();
  }, 300_000);
});
