import { definePlugin } from "@popcorn-kit/core";

/** What a `watched` event reports, as the data of a custom `watched` event of the instance. */
export interface WatchedReport {
  /** The segment: the event's `name` option. */
  name: string;
  /** How far through the segment the viewer got, 0 to 1 (seeking past a part does not count it as seen). */
  seen: number;
}

/**
 * A headless plugin that uses every lifecycle hook: it measures how much of each segment of the media was
 * watched, and reports it with a custom `watched` event whenever the viewer leaves the segment.
 *
 * @example
 * pop.add(watched, { start: 30, end: 90, name: "Chapter 2" });
 * pop.on("watched", (report) => console.log(report));
 */
export const watched = definePlugin({
  name: "watched",
  manifest: {
    about: { name: "Watched", description: "Reports how much of a segment was watched." },
    options: { name: { type: "text", label: "Segment name", required: true } },
  },
  // Once, when the event is added: per-event state lives in ctx.data. A returned function runs at teardown.
  setup(ctx) {
    ctx.data.seen = 0;
    return () => {
      ctx.data.seen = 0;
    };
  },
  // When playback (or a seek) enters [start, end).
  start(ctx) {
    ctx.data.enteredAt = ctx.popcorn.currentTime;
  },
  // Once per tick while active: progress is 0 at start, 1 at end. A frame after a seek inside the segment
  // would count what was jumped over, so only continuous steps of less than a second count.
  frame(ctx, progress) {
    const last = typeof ctx.data.lastProgress === "number" ? ctx.data.lastProgress : progress;
    const step = (progress - last) * (ctx.event.end - ctx.event.start);
    if (step > 0 && step < 1) ctx.data.seen = Math.min(1, Number(ctx.data.seen) + progress - last);
    ctx.data.lastProgress = progress;
  },
  // When the event leaves [start, end): playback went past it, a seek left it, or it is being removed.
  end(ctx) {
    ctx.data.lastProgress = undefined;
    ctx.popcorn.emit("watched", { name: ctx.options.name, seen: Number(ctx.data.seen) } satisfies WatchedReport);
  },
  // When times or options change. Without this hook an active event would get end() then start(); here a
  // renamed segment keeps counting, and a moved one starts counting again.
  update(ctx, changes) {
    if (changes.start !== undefined || changes.end !== undefined) ctx.data.seen = 0;
  },
  // When the event is removed or the instance destroyed, after its last end().
  teardown(ctx) {
    ctx.data.enteredAt = undefined;
  },
});
