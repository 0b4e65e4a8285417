import type { PluginContext, TimeInput } from "@popcorn-kit/core";
import { invalid } from "../util/invalid.js";
import { guid, nop } from "../util/objects.js";
import { refusal } from "@popcorn-kit/core/errors";
import { toSeconds } from "../util/time.js";
import { type InstanceState, stateOf, whileStartingAt } from "./state.js";
import { makeTrackEvent } from "./trackEvents.js";
import type { PopcornInstance, PopcornListenerFn, PopcornTrackEvent } from "./types.js";

/** Popcorn 1.x's time of a cue that has none yet (`p.cue("id")`): it never fires. */
const NO_TIME = -1;

function asTime(value: unknown, state: InstanceState): number | undefined {
  if (typeof value !== "number" && typeof value !== "string") return undefined;
  try {
    return toSeconds(value as TimeInput, state.frameRate);
  } catch {
    return undefined;
  }
}

function checkFn(fn: unknown): PopcornListenerFn | undefined {
  if (fn === undefined) return undefined;
  if (typeof fn !== "function") {
    // Popcorn pages sometimes passed code as a string; it is refused, never evaluated.
    throw invalid("exec() callback", fn, "a function (a string of code is never evaluated)");
  }
  return fn as PopcornListenerFn;
}

/**
 * How long a cue lasts on the kit's timeline: a millisecond, less than a frame. Playback that reaches or crosses
 * its time runs its function once; so does a seek that lands on its time, as in 1.x (`pause(0)` runs a cue at 0),
 * except paused on a cue that already ran. A seek that jumps over it, or into the second after it, does not.
 */
const CUE_SPAN = 0.001;

/** Puts a cue on the kit's timeline, starting at its time and lasting `CUE_SPAN`, which runs its function. */
function schedule(instance: PopcornInstance, state: InstanceState, event: PopcornTrackEvent): void {
  let ran = false;
  const onStart = (ctx: unknown) => {
    const { popcorn, event: view } = ctx as PluginContext;
    // A progress of 0 is a seek that landed on its time.
    if (ran && popcorn.paused && popcorn.progress(view.id) === 0) return;
    ran = true;
    whileStartingAt(instance, event.start, () =>
      (event._natives.start as (this: PopcornInstance, ...args: unknown[]) => void).call(instance, null, event),
    );
  };
  const timing = { start: event.start, end: event.start + CUE_SPAN, onStart };
  if (state.kit.getTrackEvent(event.id)) state.kit.update(event.id, timing);
  else state.kit.add("cue", { id: event.id, ...timing });
}

/**
 * `exec` and `cue` in every form Popcorn 1.x had: `(time, fn)`; `(id, time, fn)`; `(id)`, an empty cue to fill
 * later; `(id, time)` and `(id, fn)`, which change the time or the function of an existing cue (and emit
 * `cuechange`). Unlike 1.x, where a cue was an event one second long, a cue fires once when playback reaches or
 * crosses its time, or a seek lands on it; a seek that jumps over it, or into the second after it, does not.
 */
export function exec(this: PopcornInstance, ...args: unknown[]): PopcornInstance {
  const state = stateOf(this);
  const [first, second, third] = args;
  const firstTime = asTime(first, state);
  if (firstTime !== undefined && args.length === 2) {
    return addCue(this, state, guid("cue"), firstTime, checkFn(second) ?? nop);
  }
  if (typeof first !== "string" || first === "") {
    throw invalid("exec() first argument", first, "a time with a function, or a cue id");
  }
  const id = first;
  let time = args.length >= 2 && typeof second !== "function" ? asTime(second, state) : undefined;
  if (args.length >= 2 && typeof second !== "function" && time === undefined) {
    throw refusal("INVALID_TIME", `exec("${id}") time`, second, "seconds or a timecode");
  }
  let fn = checkFn(typeof second === "function" ? second : third);
  const existing = state.events.get(id);
  if (!existing) return addCue(this, state, id, time ?? NO_TIME, fn ?? nop);
  if (existing._natives.type !== "cue") {
    throw refusal("DUPLICATE_ID", "exec() id", id, "the id of a cue, or one no track event has");
  }
  const previous = { time: existing.start, fn: existing._natives.start };
  time ??= existing.start;
  fn ??= existing._natives.start as PopcornListenerFn;
  existing.start = time;
  existing.end = time === NO_TIME ? 0 : time;
  existing._natives.start = fn;
  if (time !== NO_TIME) schedule(this, state, existing);
  this.kit.emit("cuechange", {
    ...existing,
    id,
    type: "cuechange",
    previousValue: previous,
    currentValue: { time, fn },
    track: existing,
  });
  return this;
}

function addCue(
  instance: PopcornInstance,
  state: InstanceState,
  id: string,
  time: number,
  fn: PopcornListenerFn,
): PopcornInstance {
  if (state.events.has(id)) {
    throw refusal("DUPLICATE_ID", "exec() id", id, "an id no other track event of this instance has");
  }
  const event = makeTrackEvent("cue", id, time, time === NO_TIME ? 0 : time, {});
  event._natives.start = fn;
  event._natives.end = nop;
  state.events.set(id, event);
  try {
    if (time !== NO_TIME) schedule(instance, state, event);
  } catch (error) {
    state.events.delete(id);
    throw error;
  }
  instance.data.history.push(id);
  return instance;
}
