import type { CueNode } from "../parsers/cueNodes.js";
import type { WebVTTRegion } from "../parsers/webvtt/settings.js";
import type { TrackEventView } from "../contract/trackEvent.js";

/** The options of a `subtitle` event, as the parsers fill them. */
export interface SubtitleOptions {
  /** Plain text; line breaks as "\n". */
  readonly text: string;
  /** Outlet the line renders into. */
  readonly target?: string;
  /** The parsed cue text tree (spans, voices, ruby, timestamps), where the format has one. */
  readonly nodes?: readonly CueNode[];
  /** The source format's cue settings (WebVTT position, line, align, region; SSA style overrides). */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** The WebVTT region the line shows in (its `REGION` block), when the cue names one the file defines. */
  readonly region?: Readonly<WebVTTRegion>;
  /** The speaker, from a WebVTT voice or an SSA name. */
  readonly voice?: string;
  /** The SSA style name. */
  readonly style?: string;
  readonly lang?: string;
}

/** A `subtitle` track event, its options typed. */
export type SubtitleEvent = TrackEventView<SubtitleOptions>;

/** The options of a `cue` event: its callbacks and target; anything else is the caller's data. */
export interface CueOptions {
  readonly onStart?: (ctx: unknown) => void;
  readonly onEnd?: (ctx: unknown) => void;
  readonly target?: string;
  readonly [key: string]: unknown;
}

/** A `cue` track event, its options typed. */
export type CueEvent = TrackEventView<CueOptions>;

/**
 * The options of the plugin types known by name: `pop.add("cue", …)` and `getTrackEvents({ type: "cue" })`
 * check and type them. A plugin module adds its own type by declaration merging:
 * `declare module "@popcorn-kit/core" { interface KnownPlugins { footnote: FootnoteOptions } }`.
 */
export interface KnownPlugins {
  cue: CueOptions;
  subtitle: SubtitleOptions;
}
