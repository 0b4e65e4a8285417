import type { Project } from "../../project/types.js";
import { jsLiteral } from "./literal.js";

/**
 * How far, in seconds, playback may be from a trim point and still count as on it: a media element sought to a time
 * may report a few milliseconds before it (its frames' time base), and playback must not start over for that.
 * Under a frame at 60 fps, so that no frame outside the trim shows.
 */
export const TRIM_TOLERANCE = 0.01;

/**
 * The trim's one rule, for the preview and for every export: whether playback at `time` is outside the piece from
 * `from` to `to` (null: the media's end), so that playing starts over from `from`. Before the in point, or at the
 * out point (where playback stopped), each within {@link TRIM_TOLERANCE}. Exports write it as code with
 * {@link outsideTrimCode}; a test checks the two agree.
 *
 * @example
 * outsideTrim(1.995, 2, 8); // false: sought to 2, the media says 1.995
 * outsideTrim(8, 2, 8); // true: stopped at the out point
 */
export function outsideTrim(time: number, from: number, to: number | null): boolean {
  return time < from - TRIM_TOLERANCE || (to !== null && time >= to - TRIM_TOLERANCE);
}

/**
 * {@link outsideTrim} as a JavaScript expression, for the code the exports write: `time`, `from` and `to` are the
 * expressions that read them there.
 *
 * @example
 * outsideTrimCode("t", "TRIM.from", "TRIM.to"); // "t < TRIM.from - 0.01 || (TRIM.to !== null && t >= TRIM.to - 0.01)"
 */
export function outsideTrimCode(time: string, from: string, to: string): string {
  return `${time} < ${from} - ${TRIM_TOLERANCE} || (${to} !== null && ${time} >= ${to} - ${TRIM_TOLERANCE})`;
}

/** Whether the project plays only part of its media (an in point after 0, or an out point). */
export function isTrimmed(project: Project): boolean {
  return project.media.trim.in > 0 || project.media.trim.out !== null;
}

/**
 * The code a component writes to keep playback within the trim, as the HTML page's own code does: a constant
 * `TRIM` and a handler `keepInTrim` for the video's `loadedmetadata`, `play` and `timeupdate` events (it seeks to
 * the in point when the video loads or plays outside the piece, and pauses at the out point). `signature` is the
 * handler's parameter with its type, `video` how it reaches the element; every line starts with `indent`.
 */
export function trimCode(project: Project, signature: string, video: string, indent: string): string {
  const { in: from, out: to } = project.media.trim;
  return [
    "/** The published piece, in seconds of the media: from `from` to `to` (null: the media's end). */",
    `const TRIM: { from: number; to: number | null } = { from: ${jsLiteral(from)}, to: ${jsLiteral(to)} };`,
    "",
    "/** Keeps playback within the trim: from its in point when the video loads or plays, paused at its out point. */",
    `function keepInTrim(${signature}): void {`,
    `  const video = ${video};`,
    '  if (event.type === "timeupdate") {',
    "    if (TRIM.to !== null && video.currentTime >= TRIM.to && !video.paused) {",
    "      video.pause();",
    "      video.currentTime = TRIM.to;",
    "    }",
    `  } else if (${outsideTrimCode("video.currentTime", "TRIM.from", "TRIM.to")}) {`,
    "    video.currentTime = TRIM.from;",
    "  }",
    "}",
  ]
    .map((line) => (line === "" ? "" : `${indent}${line}`))
    .join("\n");
}
