// The runs that the migration guide's side-by-side tables show. Each scenario is played twice from the same
// events and the same readings of the media time:
// - through Popcorn.js 1.x's update loop, replayed (popcorn1xFired): on a reading at or after the last one, every
//   running event whose end has been reached ends, in end order (equal ends: the one added last first), then every
//   event whose start has been reached and whose end has not starts, in start order; on a reading before the last
//   one, the same backwards. 1.x made no difference between playing and seeking, and it read the time on
//   `timeupdate` (about four times a second);
// - through @popcorn-kit/compat itself (compatFired): `Popcorn(player)` on a virtual player and a manual clock, the
//   events added with a plugin made by `Popcorn.plugin` and with `exec`. What that column shows is what the kit did.
import { createManualClock, createVirtualPlayer } from "@popcorn-kit/core";
import { Popcorn } from "@popcorn-kit/compat";

/** A track event of a scenario, in the order the page adds it. A `cue` is `exec(start, fn)`. */
export interface ScenarioEvent {
  id: string;
  start: number;
  /** Its end; for a cue, left out (1.x made it `start + 1`, the kit a point event). */
  end?: number;
  cue?: boolean;
}

/** A reading of the media time: reached by playing (the default) or by a seek. */
export interface Reading {
  time: number;
  seek?: boolean;
}

/** One scenario of the guide. */
export interface Scenario {
  events: ScenarioEvent[];
  /** The first reading, where both runs start, with nothing active before it; then the readings compared. */
  from: number;
  readings: Reading[];
}

/** What fired on one reading: `"A ends"`, `"B starts"`, `"cue runs"`. */
export interface FiredAt {
  reading: Reading;
  fired: string[];
}

const roundTime = (seconds: number) => Math.round(seconds * 1000) / 1000;
const cueEnd = (event: ScenarioEvent) => (event.cue ? event.start + 1 : (event.end ?? Number.MAX_VALUE));
const starts = (event: ScenarioEvent) => (event.cue ? `${event.id} runs` : `${event.id} starts`);

/** What Popcorn 1.x fired on each reading, replaying its update loop. */
export function popcorn1xFired(scenario: Scenario): FiredAt[] {
  const events = scenario.events.map((event, order) => ({ ...event, end: cueEnd(event), order, running: false }));
  const byStart = [...events].sort((a, b) => a.start - b.start || a.order - b.order);
  const byEnd = [...events].sort((a, b) => a.end - b.end || b.order - a.order);
  let previous = scenario.from;
  for (const event of events) event.running = event.start <= previous && previous < event.end;
  return scenario.readings.map((reading) => {
    const fired: string[] = [];
    const time = reading.time;
    if (time >= previous) {
      for (const event of byEnd) {
        if (event.end <= time && event.running) {
          event.running = false;
          if (!event.cue) fired.push(`${event.id} ends`);
        }
      }
      for (const event of byStart) {
        if (event.start <= time && time < event.end && !event.running) {
          event.running = true;
          fired.push(starts(event));
        }
      }
    } else {
      for (const event of [...byStart].reverse()) {
        if (event.start > time && event.running) {
          event.running = false;
          if (!event.cue) fired.push(`${event.id} ends`);
        }
      }
      for (const event of [...byEnd].reverse()) {
        if (event.end > time && event.start <= time && !event.running) {
          event.running = true;
          fired.push(starts(event));
        }
      }
    }
    previous = time;
    return { reading, fired };
  });
}

/** The plugin the compat runs add their events with: it reports each start and end. */
let report: ((line: string) => void) | undefined;
Popcorn.plugin("timingprobe", {
  start(_event: unknown, options: { id: string }) {
    report?.(`${options.id} starts`);
  },
  end(_event: unknown, options: { id: string }) {
    report?.(`${options.id} ends`);
  },
});

/** What @popcorn-kit/compat fires on each reading: a real run. */
export function compatFired(scenario: Scenario): FiredAt[] {
  const clock = createManualClock();
  const player = createVirtualPlayer({ duration: 20, now: clock.now });
  const pop = Popcorn(player, { ticker: clock });
  let fired: string[] = [];
  report = (line) => fired.push(line);
  try {
    pop.currentTime(scenario.from);
    for (const event of scenario.events) {
      if (event.cue) pop.cue(event.id, event.start, () => report?.(`${event.id} runs`));
      else pop.timingprobe({ id: event.id, start: event.start, end: event.end });
    }
    fired = [];
    let time = scenario.from;
    return scenario.readings.map((reading) => {
      fired = [];
      if (reading.seek) {
        if (!player.paused) player.pause();
        pop.currentTime(reading.time);
      } else {
        if (player.paused) player.play();
        clock.advance((reading.time - time) * 1000);
      }
      time = roundTime(player.currentTime);
      return { reading, fired };
    });
  } finally {
    report = undefined;
    pop.destroy();
    player.destroy();
  }
}

/** A scenario of the guide, with the code a page would write for it. */
export interface GuideScenario extends Scenario {
  id: string;
  code: string;
}

/** The three places where the kit's timing rules differ from Popcorn 1.x's, as the guide shows them. */
export const SCENARIOS: GuideScenario[] = [
  {
    id: "inside-a-step",
    code: 'p.footnote({ id: "A", start: 2, end: 2.1, text: "A flash", target: "notes" });',
    events: [{ id: "A", start: 2, end: 2.1 }],
    from: 1.9,
    readings: [{ time: 2.15 }, { time: 2.4 }],
  },
  {
    id: "order",
    code: [
      'p.footnote({ id: "A", start: 2, end: 6, text: "Added first", target: "notes" })',
      '  .footnote({ id: "B", start: 1, end: 6, text: "Added second", target: "notes" })',
      '  .footnote({ id: "C", start: 6, end: 9, text: "Next", target: "notes" });',
    ].join("\n"),
    events: [
      { id: "A", start: 2, end: 6 },
      { id: "B", start: 1, end: 6 },
      { id: "C", start: 6, end: 9 },
    ],
    from: 0.5,
    readings: [{ time: 1.5 }, { time: 2.5 }, { time: 5.9 }, { time: 6.1 }],
  },
  {
    id: "order-in-a-step",
    code: [
      'p.footnote({ id: "A", start: 0, end: 5.2, text: "Ends at 5.2", target: "notes" })',
      '  .footnote({ id: "B", start: 5, end: 8, text: "Starts at 5", target: "notes" });',
    ].join("\n"),
    events: [
      { id: "A", start: 0, end: 5.2 },
      { id: "B", start: 5, end: 8 },
    ],
    from: 4.9,
    readings: [{ time: 5.3 }],
  },
  {
    id: "cue",
    code: 'p.cue(6, function () { /* "cue runs" */ });',
    events: [{ id: "cue", start: 6, cue: true }],
    from: 5.8,
    readings: [
      { time: 6.05 },
      { time: 5, seek: true },
      { time: 6.5, seek: true },
      { time: 5.9, seek: true },
      { time: 7.1 },
    ],
  },
];
