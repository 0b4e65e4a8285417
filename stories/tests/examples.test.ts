import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { eventMarkup, renderToString } from "@popcorn-kit/core/markup";
import { describe, expect, it } from "vitest";
import { glossary, glossaryMarkup } from "../src/docs/examples/glossary.js";
import { type WatchedReport, watched, watchedSummary } from "../src/docs/examples/watched.js";
import { traceTiming } from "../src/docs/timingTrace.js";

// The Guides show these files as they are: what they say they do, they do.

function setup() {
  const clock = createManualClock();
  const player = createVirtualPlayer({ duration: 20, now: clock.now });
  const pop = createPopcorn(player, { ticker: clock, plugins: [watched, glossary] });
  const reports: WatchedReport[] = [];
  pop.on("watched", (report) => reports.push(report as WatchedReport));
  return { clock, player, pop, reports };
}

describe("the Writing a plugin examples", () => {
  it("watched: reports a segment played through as seen, and one sought over in part as partly seen", () => {
    const { clock, player, pop, reports } = setup();
    pop.add(watched, { id: "one", start: 1, end: 3, name: "One" });
    pop.add(watched, { id: "two", start: 5, end: 9, name: "Two" });
    player.play();
    clock.advance(4000, 50);
    expect(reports).toEqual([{ name: "One", seen: expect.closeTo(1, 1) }]);
    clock.advance(2000, 50); // "Two" (5 to 9 s) plays from 5 to 6 s, a seek skips to 8 s, it plays to its end
    pop.seek(8);
    clock.advance(1500, 50);
    expect(reports[1]?.name).toBe("Two");
    expect(reports[1]?.seen).toBeGreaterThan(0.45); // two of its four seconds, less each visit's first frame
    expect(reports[1]?.seen).toBeLessThanOrEqual(0.5);
    pop.remove("one");
    expect(watchedSummary(pop).map((report) => report.name)).toEqual(["Two"]);
  });

  it("glossary: refuses an event without its definition, and renders its markup", () => {
    const { pop } = setup();
    expect(() => pop.add(glossary, { start: 1, end: 2, term: "Cue" } as never)).toThrow(/definition/);
    const event = pop.add(glossary, {
      start: 1,
      end: 2,
      term: "Cue",
      definition: "Content shown from one time to another.",
      source: "/glossary",
    });
    const html = renderToString(eventMarkup(pop, event, glossaryMarkup)?.markup ?? null);
    expect(html).toBe(
      '<aside class="glossary"><strong class="glossary__term">Cue</strong><p class="glossary__definition">Content shown from one time to another.</p><a class="glossary__source" href="/glossary">Source</a></aside>',
    );
  });
});

describe("the timing model's diagram", () => {
  it("draws what the timeline fired: on the first tick at or after each time, and nothing a seek skipped", () => {
    const { transitions, seek } = traceTiming();
    expect(seek).toEqual({ from: 5.95, to: 7.3 });
    expect(transitions).toEqual([
      { id: "a", phase: "start", time: 2.45 },
      { id: "point", phase: "start", time: 3.15 },
      { id: "point", phase: "end", time: 3.15 },
      { id: "a", phase: "end", time: 4.55 },
      { id: "short", phase: "start", time: 5.25 },
      { id: "short", phase: "end", time: 5.25 },
      { id: "after", phase: "start", time: 7.3 },
    ]);
  });
});
