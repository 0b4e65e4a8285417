import { refusal } from "@popcorn-kit/core/errors";
import type { Project } from "../project/types.js";
import { SNAP_KINDS, type SnapTargets, checkSnapFrameRate, createSnapTargetsBuilder } from "./snapTargets.js";

const PLAYHEAD = SNAP_KINDS.indexOf("playhead");
const CUE = SNAP_KINDS.indexOf("cue");
const EVENT_START = SNAP_KINDS.indexOf("event-start");
const EVENT_END = SNAP_KINDS.indexOf("event-end");
const TRIM_IN = SNAP_KINDS.indexOf("trim-in");
const TRIM_OUT = SNAP_KINDS.indexOf("trim-out");

const SUBTITLES: ReadonlySet<string> = new Set(["subtitle"]);

/** What `collectSnapTargets` gathers beside the events' edges. */
export interface CollectSnapTargetsOptions {
  /** The playhead's time in seconds, a target of kind `playhead`. Left out, the playhead is not a target. */
  readonly playhead?: number;
  /** Ids of the events being dragged: their own edges are not targets. */
  readonly ignore?: ReadonlySet<string>;
  /** Event types whose edges are subtitle cue boundaries (kind `cue`). @default new Set(["subtitle"]) */
  readonly cueTypes?: ReadonlySet<string>;
  /** Ids of lanes whose events' edges are cue boundaries (kind `cue`), whatever their type. */
  readonly cueLanes?: ReadonlySet<string>;
  /**
   * Frames per second of frame snapping, used when no target is within tolerance; 0 turns it off.
   * @default project.media.frameRate
   */
  readonly frameRate?: number;
}

/**
 * Every time of `project` a drag may snap to: each event's start and end (`event-start`, `event-end`; `cue` for
 * subtitles), the playhead, and the trim's in and out points (`trim-out` is the media's end while the trim has
 * no out point and the duration is known). Build it once when a drag starts: O(n log n). Each step of the drag
 * then searches it with `snap` or `snapSpan` in O(log n).
 *
 * @example
 * const targets = collectSnapTargets(project, { playhead: 12.5, ignore: new Set(selection) });
 * const { time } = snap(pointerTime, targets, { pixelsPerSecond: 80, tolerancePx: 6 });
 */
export function collectSnapTargets(project: Project, options: CollectSnapTargetsOptions = {}): SnapTargets {
  const { playhead, ignore, cueLanes } = options;
  const cueTypes = options.cueTypes ?? SUBTITLES;
  const frameRate = options.frameRate ?? project.media.frameRate;
  checkSnapFrameRate(frameRate, "collectSnapTargets()");
  let count = 2;
  for (const lane of project.lanes) count += lane.events.length * 2;
  const builder = createSnapTargetsBuilder(count);
  for (const lane of project.lanes) {
    const laneOfCues = cueLanes?.has(lane.id) === true;
    for (const event of lane.events) {
      if (ignore?.has(event.id)) continue;
      const cue = laneOfCues || cueTypes.has(event.type);
      builder.push(event.start, cue ? CUE : EVENT_START, event.id);
      // A point event's one time is its start.
      if (event.end !== event.start) builder.push(event.end, cue ? CUE : EVENT_END, event.id);
    }
  }
  if (playhead !== undefined) {
    if (typeof playhead !== "number" || !Number.isFinite(playhead)) {
      throw refusal("INVALID_TIME", "collectSnapTargets(): the playhead", playhead, "a finite number of seconds", {
        option: "playhead",
      });
    }
    builder.push(playhead, PLAYHEAD, undefined);
  }
  const { trim, duration } = project.media;
  builder.push(trim.in, TRIM_IN, undefined);
  const out = trim.out ?? (duration > 0 && Number.isFinite(duration) ? duration : null);
  if (out !== null) builder.push(out, TRIM_OUT, undefined);
  return builder.seal(frameRate);
}
