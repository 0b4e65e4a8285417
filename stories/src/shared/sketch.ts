import type { SketchFunction } from "@popcorn-kit/core/plugins/sketch";

/**
 * The stories' p5.js sketch: a bar that fills as the event goes on and a dot that follows the media time, drawn
 * on each frame from the sketch's `state`. Its canvas keeps the last progress drawn in `data-progress`, which
 * the stories' tests read.
 */
export const progressSketch: SketchFunction = (p, state) => {
  p.setup = () => {
    p.createCanvas(240, 40);
    p.noStroke();
  };
  p.draw = () => {
    p.background(240);
    p.fill(179, 38, 30);
    p.rect(0, 28, p.width * state.progress, 12);
    p.fill(30);
    p.circle(20 + ((state.time * 40) % (p.width - 40)), 14, 16);
    (p.drawingContext as CanvasRenderingContext2D).canvas.dataset.progress = state.progress.toFixed(3);
  };
};
