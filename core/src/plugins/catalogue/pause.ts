import { MAX_TIMER_SECONDS, host } from "../../host.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";

/**
 * Pauses the media when the event starts; after `duration` seconds it plays again, or, with no duration, when
 * the viewer presses play. Pressing play earlier, seeking away or removing the event cancels the resume.
 *
 * @example
 * pop.add(pause, { start: 12, duration: 3 }); // a three-second pause at 0:12
 */
export const pause = /* @__PURE__ */ definePlugin({
  name: "pause",
  manifest: {
    about: { name: "Pause", description: "Pauses the media, then plays again after a while or when play is pressed." },
    options: {
      duration: {
        type: "number",
        label: "Pause for (seconds)",
        description: "0: until play is pressed.",
        min: 0,
        max: MAX_TIMER_SECONDS,
        default: 0,
      },
    },
  },
  start(ctx) {
    const pop = ctx.popcorn;
    pop.pause();
    const seconds = ctx.options.duration;
    if (seconds <= 0) return;
    const timer = host.setTimeout!(() => {
      cancel();
      if (!pop.destroyed) void pop.play();
    }, seconds * 1000);
    const stopWaiting = pop.on("play", () => cancel());
    const cancel = (): void => {
      host.clearTimeout!(timer);
      stopWaiting();
      delete ctx.data.cancel;
    };
    ctx.data.cancel = cancel;
  },
  end(ctx) {
    (ctx.data.cancel as (() => void) | undefined)?.();
  },
  teardown(ctx) {
    (ctx.data.cancel as (() => void) | undefined)?.();
  },
});

/** The options of a `pause` event. */
export type PauseOptions = InferOptions<typeof pause.manifest>;
