import type { Project } from "../../project/types.js";
import { jsLiteral } from "./literal.js";

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
    "  } else if (video.currentTime < TRIM.from - 0.01 || (TRIM.to !== null && video.currentTime >= TRIM.to)) {",
    "    video.currentTime = TRIM.from;",
    "  }",
    "}",
  ]
    .map((line) => (line === "" ? "" : `${indent}${line}`))
    .join("\n");
}
