import { describe, expect, it } from "vitest";
import { compatFired, popcorn1xFired, SCENARIOS } from "../src/docs/compatTiming.js";

// The migration guide's side-by-side tables (TimingComparison.tsx) say what Popcorn 1.x fired and what the kit
// fires; the guide's text says where they differ. These are the runs behind them: if the kit's timing changed,
// the text would be wrong, and this fails.

const fired = (scenario: string) => {
  const found = SCENARIOS.find((candidate) => candidate.id === scenario)!;
  return { old: popcorn1xFired(found).map((at) => at.fired), kit: compatFired(found).map((at) => at.fired) };
};

describe("the migration guide's timing comparisons", () => {
  it("an event wholly inside one playback step: 1.x never fired it, the kit starts and ends it in that tick", () => {
    expect(fired("inside-a-step")).toEqual({ old: [[], []], kit: [["A starts", "A ends"], []] });
  });

  it("events that end together: 1.x ended the one added last first, the kit the one started last", () => {
    expect(fired("order")).toEqual({
      old: [["B starts"], ["A starts"], [], ["B ends", "A ends", "C starts"]],
      kit: [["B starts"], ["A starts"], [], ["A ends", "B ends", "C starts"]],
    });
  });

  it("a step with an end and a start: 1.x ran the end first, the kit runs them in the order of their times", () => {
    expect(fired("order-in-a-step")).toEqual({ old: [["A ends", "B starts"]], kit: [["B starts", "A ends"]] });
  });

  it("cue(6, fn): 1.x ran it again on a seek into its second and missed it over a long step; the kit the reverse", () => {
    expect(fired("cue")).toEqual({
      old: [["cue runs"], [], ["cue runs"], [], []],
      kit: [["cue runs"], [], [], [], ["cue runs"]],
    });
  });
});
