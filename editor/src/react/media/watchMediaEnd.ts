import { eventsPastEnd } from "../../commands/mediaEnd.js";
import type { ProjectMedia } from "../../project/types.js";
import type { Editor } from "../../session/createEditor.js";

/** The media as far as the question goes: its source and duration. */
function keyOf(media: ProjectMedia): string {
  return `${JSON.stringify(media.source)} ${media.duration}`;
}

/**
 * Calls `onShorter(end)` when the project's media becomes shorter than its events: its duration becomes known
 * (or the media is replaced with one of known duration) and some event ends after it. Asked once per media and
 * duration in a session: not again on undo and redo, which only go back to what was asked, nor for the media a
 * project was loaded with (load clears the history: what a project holds was decided before). Returns the
 * function that stops listening.
 *
 * @example
 * const stop = watchMediaEnd(editor, (end) => setQuestion(end));
 */
export function watchMediaEnd(editor: Editor, onShorter: (end: number) => void): () => void {
  let last = keyOf(editor.getSnapshot().project.media);
  const asked = new Set([last]);
  return editor.subscribe(() => {
    const snapshot = editor.getSnapshot();
    const { media } = snapshot.project;
    const key = keyOf(media);
    if (key === last) return;
    last = key;
    const loaded = !snapshot.canUndo && !snapshot.canRedo;
    if (asked.has(key) || media.duration <= 0) return;
    asked.add(key);
    if (loaded) return;
    if (eventsPastEnd(snapshot.project, media.duration).events.length > 0) onShorter(media.duration);
  });
}
