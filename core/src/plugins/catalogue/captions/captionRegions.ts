// Where caption lines go over the video: WebVTT's cue settings and regions, as inline styles.
import type { CueSettings, WebVTTRegion } from "../../../parsers/webvtt/settings.js";
import type { SubtitleEvent } from "../../builtins.js";

/**
 * Where a cue box goes, from its WebVTT settings, as inline style over the video (percentages of its box):
 * `size` sets the width, `position` and `positionAlign` the left edge, `line` (a percentage, or a line number
 * counted from the top or, when negative, from the bottom) the vertical place. Nothing for a cue without
 * settings: the stylesheet stacks those at the bottom, centred.
 */
export function placement(settings: CueSettings | undefined): Record<string, string> | undefined {
  if (settings === undefined) return undefined;
  const style: Record<string, string> = {};
  const align = settings.align ?? "center";
  // Only numbers reach the style: a setting of another type (a data file's `"line": "0%; position:fixed"`) is as
  // if it were not set.
  const sized = percent(settings.size, -1);
  const size = sized >= 0 ? sized : 100;
  const given = percent(settings.position, -1);
  if (sized >= 0 || given >= 0) {
    const position =
      given >= 0 ? given : align === "start" || align === "left" ? 0 : align === "end" || align === "right" ? 100 : 50;
    const anchor =
      settings.positionAlign ??
      (align === "start" || align === "left"
        ? "line-left"
        : align === "end" || align === "right"
          ? "line-right"
          : "center");
    const left = anchor === "line-left" ? position : anchor === "line-right" ? position - size : position - size / 2;
    style.width = `${size}%`;
    style.left = `${Math.min(Math.max(left, 0), 100 - size)}%`;
  }
  const line = settings.line;
  if (typeof line === "number" && Math.abs(line) <= 1000) {
    if (settings.snapToLines === false) {
      const shift = settings.lineAlign === "center" ? "-50%" : settings.lineAlign === "end" ? "-100%" : "0%";
      style.top = `${percent(line, 0)}%`;
      style.transform = `translateY(${shift})`;
    } else if (line >= 0) {
      style.top = `calc(${line} * var(--pk-caption-line-height, 1.4em))`;
    } else {
      style.bottom = `calc(${-line - 1} * var(--pk-caption-line-height, 1.4em))`;
    }
  }
  return Object.keys(style).length > 0 ? style : undefined;
}

/**
 * The region a line is laid out in: the one its cue names (the parser puts the `REGION` block's definition on
 * the event), unless the cue sets `line`, `size` or `vertical`, which WebVTT says take it out of its region.
 */
export function regionOf(event: SubtitleEvent): WebVTTRegion | undefined {
  const region = event.options.region as WebVTTRegion | undefined;
  if (typeof region !== "object" || region === null || typeof region.id !== "string" || region.id === "")
    return undefined;
  const settings = event.options.settings as CueSettings | undefined;
  if (
    settings?.line !== undefined ||
    settings?.vertical !== undefined ||
    (settings?.size !== undefined && settings.size !== 100)
  )
    return undefined;
  return region;
}

/** A percentage from an event's options (a user may add any), or the fallback. */
const percent = (value: unknown, fallback: number): number =>
  typeof value === "number" && value >= 0 && value <= 100 ? value : fallback;

/** A WebVTT anchor (x %, y %), or the fallback. */
const anchorOf = (value: unknown, fallback: readonly [number, number]): readonly [number, number] =>
  Array.isArray(value) && value.length === 2
    ? [percent(value[0], fallback[0]), percent(value[1], fallback[1])]
    : fallback;

/** Rounds to 4 decimals, so styles read the same in every adapter. */
const round = (value: number): number => Math.round(value * 10_000) / 10_000;

/**
 * A region's box over the video: `width` percent wide and `lines` lines high, its `regionAnchor` point on the
 * video's `viewportAnchor` point (WebVTT's region layout).
 */
export function regionBox(region: WebVTTRegion): Record<string, string> {
  const width = percent(region.width, 100);
  const lines =
    typeof region.lines === "number" && Number.isInteger(region.lines) && region.lines >= 0 && region.lines <= 100
      ? region.lines
      : 3;
  const [regionX, regionY] = anchorOf(region.regionAnchor, [0, 100]);
  const [viewportX, viewportY] = anchorOf(region.viewportAnchor, [0, 100]);
  const height = `${lines} * var(--pk-caption-line-height, 1.4em)`;
  return {
    left: `${round(viewportX - (regionX * width) / 100)}%`,
    top: `calc(${viewportY}% - ${round(regionY / 100)} * ${height})`,
    width: `${width}%`,
    height: `calc(${height})`,
  };
}
