import { describe, expect, test } from "vitest";
import { markupProps, renderToString } from "../src/markup/index.js";
import { pluginViewProps } from "../src/adapter/pluginViewProps.js";
import { PopcornError } from "../src/index.js";
import { type SketchFunction, sketch, sketchMarkup } from "../src/plugins/catalogue/sketch.js";
import { setup } from "./harness.js";

const grow: SketchFunction = (p, state) => {
  p.setup = () => void p.createCanvas(32, 18);
  p.draw = () => void p.circle(16, 9, 18 * state.progress);
};

describe("sketch", () => {
  test("its manifest labels every option; the sketch must be a function and the label is required", () => {
    expect(Object.values(sketch.manifest.options).every((spec) => typeof spec.label === "string")).toBe(true);
    const { pop } = setup({ popcorn: { plugins: [sketch] } });
    expect(() => pop.add(sketch, { start: 1, label: "A circle" } as never)).toThrow(
      /Option "sketch" of plugin "sketch" is required/,
    );
    expect(() => pop.add(sketch, { start: 1, sketch: grow } as never)).toThrow(
      /Option "label" of plugin "sketch" is required/,
    );
    // Popcorn's processing plugin took a sketch's source or its URL: code as a string is never run.
    for (const source of ["void setup() { size(200, 200); }", "/sketches/wave.pde"]) {
      const error = (() => {
        try {
          pop.add(sketch, { start: 1, label: "A wave", sketch: source as never });
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error).toBeInstanceOf(PopcornError);
      expect((error as PopcornError).message).toContain('Option "sketch" of plugin "sketch"');
      expect((error as PopcornError).message).toContain(JSON.stringify(source));
      expect((error as PopcornError).details.option).toBe("sketch");
    }
    expect(() => pop.add(sketch, { start: 1, label: "x", sketch: grow, pauseWithMedia: "no" as never })).toThrow(
      /Option "pauseWithMedia"/,
    );
    expect(pop.getTrackEvents()).toEqual([]);
    const event = pop.add(sketch, { start: 1, end: 4, label: "A circle", sketch: grow });
    expect(event.options).toMatchObject({ pauseWithMedia: true, label: "A circle" });
    expect(event.options.sketch).toBe(grow);
  });

  test("markup: a figure holding the sketch's element, an image named by the label; nothing runs on the server", () => {
    const { pop, clock } = setup({ popcorn: { plugins: [sketch] } });
    const event = pop.add(sketch, { id: "s", start: 1, end: 4, label: 'A circle & a "wave"', sketch: grow });
    void pop.play();
    clock.advance(2000);
    const html = renderToString(
      sketchMarkup(
        markupProps(
          pluginViewProps(sketch, { active: true, event }, pop, {}, () => 0),
          pop,
        ),
      ),
    );
    expect(html).toBe(
      '<figure class="pk-sketch"><div class="pk-sketch__canvas" role="img" aria-label="A circle &amp; a &quot;wave&quot;"></div></figure>',
    );
  });
});
