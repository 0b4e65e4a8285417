import type { TrackEventView } from "../../contract/trackEvent.js";
import type { Popcorn } from "../../contract/popcorn.js";
import { definePlugin } from "../definePlugin.js";
import type { FunctionOption, Manifest } from "../manifest.js";

/** The options of a `code` event: functions, never strings (nothing is evaluated). */
export interface CodeOptions {
  /** Called when the event starts, with the event and the instance. */
  readonly onStart?: (event: TrackEventView<CodeOptions>, pop: Popcorn) => void;
  /** Called once per tick while the event is active, with its progress from 0 to 1. */
  readonly onFrame?: (event: TrackEventView<CodeOptions>, progress: number, pop: Popcorn) => void;
  /** Called when the event ends. */
  readonly onEnd?: (event: TrackEventView<CodeOptions>, pop: Popcorn) => void;
}

/**
 * Runs code at the event's start, on each frame while it is active, and at its end (Popcorn's `code`). The
 * options are functions; a string, as a data file could hold, is refused rather than evaluated. A callback that
 * throws becomes the instance's `error` event and the rest of the tick runs.
 *
 * @example
 * pop.add(code, { start: 5, end: 8, onStart: () => document.body.classList.add("dark"), onEnd: () => document.body.classList.remove("dark") });
 */
const codeManifest = {
  about: { name: "Code", description: "Runs functions at the start, on each frame, and at the end of the event." },
  options: {
    onStart: { type: "function", label: "On start" } as FunctionOption<NonNullable<CodeOptions["onStart"]>>,
    onFrame: { type: "function", label: "On each frame" } as FunctionOption<NonNullable<CodeOptions["onFrame"]>>,
    onEnd: { type: "function", label: "On end" } as FunctionOption<NonNullable<CodeOptions["onEnd"]>>,
  },
} satisfies Manifest;

export const code = /* @__PURE__ */ definePlugin({
  name: "code",
  manifest: codeManifest,
  start(ctx) {
    ctx.options.onStart?.(ctx.event, ctx.popcorn);
  },
  frame(ctx, progress) {
    ctx.options.onFrame?.(ctx.event, progress, ctx.popcorn);
  },
  end(ctx) {
    ctx.options.onEnd?.(ctx.event, ctx.popcorn);
  },
  // New functions take effect from the next call: a change does not end and restart the event.
  update() {},
});
