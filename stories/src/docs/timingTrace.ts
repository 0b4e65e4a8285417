// The run the timing diagram draws, played by the kit itself: a virtual player on a manual clock that ticks
// every 350 ms (a coarse frame rate, so that each rule shows), five cues, and one seek. What the diagram shows
// is what the timeline did, not a drawing of what it should do.
import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";

/** A cue of the run: its id, its times, and what the diagram says of it. */
export interface TraceCue {
  id: string;
  start: number;
  end: number;
  label: string;
}

/** A tick of the run: the time the clock read, and whether it came from a seek. */
export interface TraceTick {
  time: number;
  seek: boolean;
}

/** A transition the timeline fired: which cue, `start` or `end`, and the time of the tick that fired it. */
export interface TraceTransition {
  id: string;
  phase: "start" | "end";
  time: number;
}

/** What the diagram draws. */
export interface Trace {
  cues: TraceCue[];
  ticks: TraceTick[];
  transitions: TraceTransition[];
  /** The seek: from the time playback had reached to the time it jumped to. */
  seek: { from: number; to: number };
}

/** The frame interval of the run, in milliseconds. */
export const FRAME_MS = 350;

const CUES: TraceCue[] = [
  { id: "a", start: 2.2, end: 4.5, label: "cue 2.2–4.5 s" },
  { id: "point", start: 3, end: 3, label: "point event at 3 s" },
  { id: "short", start: 5, end: 5.15, label: "short cue 5–5.15 s" },
  { id: "skipped", start: 6.4, end: 6.9, label: "cue 6.4–6.9 s" },
  { id: "after", start: 7, end: 9, label: "cue 7–9 s" },
];

/** Plays the run and returns what happened, rounded to the millisecond. */
export function traceTiming(): Trace {
  const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
  const clock = createManualClock();
  const player = createVirtualPlayer({ duration: 9, now: clock.now });
  const pop = createPopcorn(player, { ticker: clock });
  const transitions: TraceTransition[] = [];
  const record = (phase: "start" | "end") => (event: { id: string }) =>
    transitions.push({ id: event.id, phase, time: round(player.currentTime) });
  const stopListening = [pop.on("trackstart", record("start")), pop.on("trackend", record("end"))];
  for (const cue of CUES) pop.add("cue", { id: cue.id, start: cue.start, end: cue.end });
  const ticks: TraceTick[] = [];
  player.play();
  for (let frame = 0; frame < 17; frame++) {
    clock.advance(FRAME_MS);
    ticks.push({ time: round(player.currentTime), seek: false });
  }
  const from = round(player.currentTime);
  pop.seek(7.3);
  ticks.push({ time: round(player.currentTime), seek: true });
  for (let frame = 0; frame < 2; frame++) {
    clock.advance(FRAME_MS);
    ticks.push({ time: round(player.currentTime), seek: false });
  }
  // Destroying ends the cue still active: not part of the run.
  for (const stop of stopListening) stop();
  pop.destroy();
  player.destroy();
  return { cues: CUES, ticks, transitions, seek: { from, to: 7.3 } };
}
