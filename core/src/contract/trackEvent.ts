import type { TimeInput } from "../time/toSeconds.js";

/**
 * A track event as the outside world sees it: a frozen object, replaced by a new one whenever the event
 * changes, so that identity comparison tells whether anything changed.
 */
export interface TrackEventView<O = Record<string, unknown>> {
  /** Unique within the instance. */
  readonly id: string;
  /** The plugin that handles it. */
  readonly type: string;
  /** Start in seconds. */
  readonly start: number;
  /** End in seconds; equal to `start` for a point event, `Infinity` for an open end. */
  readonly end: number;
  /** Whether the event removes itself after its first end. */
  readonly once: boolean;
  /** The plugin options, validated against the plugin's manifest. */
  readonly options: Readonly<O>;
}

/** Fields of a track event that are not plugin options. */
export interface TrackEventTiming {
  /** Unique id; generated (`"<type>-<n>"`) when omitted. */
  id?: string;
  /** Start time. @default 0 */
  start?: TimeInput;
  /** End time; `Infinity` keeps the event active to the end. @default Infinity */
  end?: TimeInput;
  /** Remove the event after its first end. @default false */
  once?: boolean;
}

/** What `add` accepts: timing plus the plugin's options, flat, as in Popcorn 1.x. */
export type TrackEventInput<O = Record<string, unknown>> = TrackEventTiming & O;

/** Which events `getTrackEvents` and `remove` select: by fields, or by a predicate. */
export type TrackEventFilter =
  | {
      /** Only events of this plugin type. */
      type?: string;
      /** Only events that are (or are not) active now. */
      active?: boolean;
      /** Only events whose interval contains this time (`start <= t < end`). */
      at?: TimeInput;
    }
  | ((event: TrackEventView) => boolean);

/** Keys of a flat track event input that are timing fields, not plugin options. */
export const TIMING_KEYS: ReadonlySet<string> = new Set(["id", "start", "end", "once"]);
