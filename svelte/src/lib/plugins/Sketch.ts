// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { sketch, sketchMarkup } from "@popcorn-kit/core/plugins/sketch";
import { createPlainMarkupComponent } from "../createMarkupComponent.js";

/**
 * A p5.js sketch (instance mode) that runs while the event is active: `<figure class="pk-sketch">` with the element its canvas goes in (`role="img"`, named by `label`). The sketch reads the event's progress and the media time from its `state` on each frame; its loop stops while the media is paused. Needs the `p5` package. Define the sketch outside the markup: a new function starts it over.
 *
 * @example
 * const grow = (p: P5, state: SketchState) => { p.setup = () => p.createCanvas(320, 180); p.draw = () => p.circle(160, 90, 20 + 140 * state.progress); };
 * <Sketch start={2} end={12} sketch={grow} label="A circle that grows with the scene" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Sketch = /* @__PURE__ */ createPlainMarkupComponent(sketch, sketchMarkup);
