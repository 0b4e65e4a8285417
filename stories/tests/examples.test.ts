import { PopcornError, createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import type { FetchLike } from "@popcorn-kit/core/network";
import { eventMarkup, renderToString } from "@popcorn-kit/core/markup";
import { describe, expect, it, vi } from "vitest";
import { glossary, glossaryMarkup } from "../src/docs/examples/glossary.js";
import { type HeadlineReport, headline } from "../src/docs/examples/headline.js";
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

describe("the Writing a plugin example that reads the network", () => {
  function headlines() {
    const clock = createManualClock();
    const player = createVirtualPlayer({ duration: 20, now: clock.now });
    const pop = createPopcorn(player, { ticker: clock, plugins: [headline] });
    const reports: HeadlineReport[] = [];
    const errors: unknown[] = [];
    pop.on("headline", (report) => reports.push(report as HeadlineReport));
    pop.on("error", (event) => errors.push((event as { error: unknown }).error));
    return { clock, player, pop, reports, errors };
  }
  const answer = (text: string) => async () => new Response(text, { status: 200 });

  it("reports the headline when its event starts", async () => {
    const { clock, player, pop, reports } = headlines();
    pop.add(headline, { id: "h", start: 1, end: 5, url: "/news.json", fetch: answer('{"headline":"Harbour opens"}') });
    player.play();
    clock.advance(1500, 50);
    await vi.waitFor(() => expect(reports).toEqual([{ id: "h", text: "Harbour opens" }]));
  });

  it("refuses an answer over its size limit with a PopcornError, and a URL that is not a .json file", async () => {
    const { clock, player, pop, reports, errors } = headlines();
    pop.add(headline, { id: "big", start: 1, end: 5, url: "/big.json", fetch: answer("x".repeat(70_000)) });
    pop.add(headline, { id: "page", start: 1, end: 5, url: "/news.html", fetch: answer("{}") });
    player.play();
    clock.advance(1500, 50);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    const report = reports[0] as { id: string; error: PopcornError };
    expect(report.id).toBe("big");
    expect(report.error).toBeInstanceOf(PopcornError);
    expect(report.error.code).toBe("LOAD");
    expect(errors).toEqual([
      expect.objectContaining({ code: "INVALID_OPTION", message: expect.stringContaining('"/news.html"') }),
    ]);
  });

  it("aborts its read when the event is removed before the answer came", async () => {
    const { pop } = headlines();
    let aborted = false;
    const never: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        (init?.signal as AbortSignal | undefined)?.addEventListener("abort", () => {
          aborted = true;
          reject(new Error("aborted"));
        });
      });
    pop.add(headline, { id: "slow", start: 1, end: 5, url: "/slow.json", fetch: never });
    pop.remove("slow");
    await vi.waitFor(() => expect(aborted).toBe(true));
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
