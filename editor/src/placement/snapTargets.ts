import { refusal } from "@popcorn-kit/core/errors";

/*
 * The times a drag may snap to, built once when the drag starts and searched on every step. Parallel typed
 * arrays sorted by time (ties by kind, in SNAP_KINDS order) let a step find its nearest target by binary
 * search with no allocation.
 */

/**
 * What a snap target is. At equal distance a target of an earlier kind in this list wins.
 * `frame` is never stored: it is what `snap` reports when it rounds to a frame boundary instead.
 */
export const SNAP_KINDS = ["playhead", "cue", "event-start", "event-end", "trim-in", "trim-out"] as const;

/** A stored target's kind, or `frame` for a frame boundary. */
export type SnapKind = (typeof SNAP_KINDS)[number] | "frame";

/** A time a drag may snap to. */
export interface SnapTarget {
  /** Seconds. */
  readonly time: number;
  readonly kind: SnapKind;
  /** The event whose edge it is, for `cue`, `event-start` and `event-end`. */
  readonly eventId?: string;
}

/** Snap targets ready to search: build them with `createSnapTargets` or `collectSnapTargets`. */
export interface SnapTargets {
  /** Times in seconds, ascending. */
  readonly times: Float64Array;
  /** Each time's kind, as an index into `SNAP_KINDS`. */
  readonly kinds: Uint8Array;
  /** Each time's event id, where it is an event's edge. */
  readonly eventIds: readonly (string | undefined)[];
  /** Frames per second of frame snapping, used when no target is within tolerance; 0 turns it off. */
  readonly frameRate: number;
}

/** What `createSnapTargets` takes beside the targets. */
export interface CreateSnapTargetsOptions {
  /** Frames per second of frame snapping; 0 turns it off. @default 0 */
  readonly frameRate?: number;
}

/** An entry under construction: parallel arrays, filled by `push`, sorted by `seal`. */
export interface SnapTargetsBuilder {
  push(time: number, kind: number, eventId: string | undefined): void;
  seal(frameRate: number): SnapTargets;
}

/**
 * Snap targets from a list of them, in any order.
 *
 * @example
 * const targets = createSnapTargets([{ time: 2, kind: "playhead" }], { frameRate: 25 });
 */
export function createSnapTargets(targets: Iterable<SnapTarget>, options: CreateSnapTargetsOptions = {}): SnapTargets {
  const frameRate = options.frameRate ?? 0;
  checkSnapFrameRate(frameRate, "createSnapTargets()");
  const builder = createSnapTargetsBuilder();
  for (const target of targets) {
    const kind = SNAP_KINDS.indexOf(target.kind as (typeof SNAP_KINDS)[number]);
    if (kind < 0) {
      throw refusal(
        "INVALID_OPTION",
        "createSnapTargets(): the target kind",
        target.kind,
        `one of ${SNAP_KINDS.join(", ")}`,
      );
    }
    if (typeof target.time !== "number" || !Number.isFinite(target.time)) {
      throw refusal("INVALID_TIME", "createSnapTargets(): the target time", target.time, "a finite number of seconds");
    }
    builder.push(target.time, kind, target.eventId);
  }
  return builder.seal(frameRate);
}

/** The target stored at `index` of `targets`, as an object. */
export function snapTargetAt(targets: SnapTargets, index: number): SnapTarget {
  const time = targets.times[index]!;
  const kind = SNAP_KINDS[targets.kinds[index]!]!;
  const eventId = targets.eventIds[index];
  return eventId === undefined ? { time, kind } : { time, kind, eventId };
}

/** Throws unless `frameRate` is 0 (no frame snapping) or a finite number above 0. */
export function checkSnapFrameRate(frameRate: number, where: string): void {
  if (typeof frameRate !== "number" || !Number.isFinite(frameRate) || frameRate < 0) {
    throw refusal(
      "INVALID_OPTION",
      `${where}: the frame rate`,
      frameRate,
      "a finite number of frames per second above 0, or 0 for no frame snapping",
      { option: "frameRate" },
    );
  }
}

/** A builder that grows its arrays as targets come, then sorts them once. */
export function createSnapTargetsBuilder(capacity = 16): SnapTargetsBuilder {
  let times = new Float64Array(capacity);
  let kinds = new Uint8Array(capacity);
  const eventIds: (string | undefined)[] = [];
  let length = 0;
  return {
    push(time, kind, eventId) {
      if (length === times.length) {
        const grownTimes = new Float64Array(length * 2);
        grownTimes.set(times);
        times = grownTimes;
        const grownKinds = new Uint8Array(length * 2);
        grownKinds.set(kinds);
        kinds = grownKinds;
      }
      times[length] = time;
      kinds[length] = kind;
      eventIds[length] = eventId;
      length++;
    },
    seal(frameRate) {
      const order = new Uint32Array(length);
      for (let index = 0; index < length; index++) order[index] = index;
      order.sort((a, b) => times[a]! - times[b]! || kinds[a]! - kinds[b]!);
      const sortedTimes = new Float64Array(length);
      const sortedKinds = new Uint8Array(length);
      const sortedIds = new Array<string | undefined>(length);
      for (let index = 0; index < length; index++) {
        const from = order[index]!;
        sortedTimes[index] = times[from]!;
        sortedKinds[index] = kinds[from]!;
        sortedIds[index] = eventIds[from];
      }
      return { times: sortedTimes, kinds: sortedKinds, eventIds: sortedIds, frameRate };
    },
  };
}
