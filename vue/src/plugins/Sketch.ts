// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { sketch, sketchMarkup } from "@popcorn-kit/core/plugins/sketch";
import { createPlainMarkupComponent } from "@popcorn-kit/vue";

/**
 * A p5.js sketch (instance mode) that runs while the event is active: `<figure class="pk-sketch">` with the element its canvas goes in (`role="img"`, named by `label`). The sketch reads the event's progress and the media time from its `state` on each frame; its loop stops while the media is paused. Needs the `p5` package.
 *
 * @example
 * <Sketch :start="2" :end="12" :sketch="grow" label="A circle that grows with the scene" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Sketch = /* @__PURE__ */ createPlainMarkupComponent(sketch, sketchMarkup);
