import { definePlugin, type Popcorn } from "@popcorn-kit/core";

/** What a `watched` event reports, as the data of a custom `watched` event of the instance. */
export interface WatchedReport {
  /** The segment: the event's `name` option. */
  name: string;
  /** How far through the segment the viewer got, 0 to 1 (seeking past a part does not count it as seen). */
  seen: number;
}

/** The segments of each instance and how much of each was seen, while their events are on the timeline. */
const segments = new WeakMap<Popcorn, Map<string, WatchedReport>>();

/** How much of each segment of an instance was watched so far. */
export function watchedSummary(pop: Popcorn): WatchedReport[] {
  return [...(segments.get(pop)?.values() ?? [])].map((report) => ({ ...report }));
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
  // Once, when the event is added: the segment joins its instance's summary. State of one event lives in
  // ctx.data. (setup may also return a function, which runs at teardown.)
  setup(ctx) {
    const report: WatchedReport = { name: ctx.options.name, seen: 0 };
    ctx.data.report = report;
    const all = segments.get(ctx.popcorn) ?? new Map<string, WatchedReport>();
    segments.set(ctx.popcorn, all.set(ctx.event.id, report));
  },
  // When playback (or a seek) enters [start, end): a new visit, counted from its first frame.
  start(ctx) {
    ctx.data.lastProgress = undefined;
  },
  // Once per tick while active: progress is 0 at start, 1 at end. A frame after a seek inside the segment
  // would count what was jumped over, so only continuous steps of less than a second count.
  frame(ctx, progress) {
    const report = ctx.data.report as WatchedReport;
    const last = typeof ctx.data.lastProgress === "number" ? ctx.data.lastProgress : progress;
    const step = (progress - last) * (ctx.event.end - ctx.event.start);
    if (step > 0 && step < 1) report.seen = Math.min(1, report.seen + progress - last);
    ctx.data.lastProgress = progress;
  },
  // When the event leaves [start, end): playback went past it, a seek left it, or it is being removed.
  end(ctx) {
    ctx.popcorn.emit("watched", { ...(ctx.data.report as WatchedReport) });
  },
  // When times or options change. Without this hook an active event would get end() then start(); here a
  // renamed segment keeps counting, and a moved one starts counting again.
  update(ctx, changes) {
    const report = ctx.data.report as WatchedReport;
    report.name = ctx.options.name;
    if (changes.start !== undefined || changes.end !== undefined) report.seen = 0;
  },
  // When the event is removed or the instance destroyed, after its last end(): it leaves the summary.
  teardown(ctx) {
    segments.get(ctx.popcorn)?.delete(ctx.event.id);
  },
});
