import type { MediaSnapshot, Popcorn, TrackEventView } from "@popcorn-kit/core";
import { setMedia } from "../../commands/projectCommands.js";
import { outsideTrim } from "../../export/code/trim.js";
import { bindPreview } from "../../live/bindPreview.js";
import type { ProjectEvent } from "../../project/types.js";
import type { Editor } from "../../session/createEditor.js";
import type { PreviewStore } from "../state/previewStore.js";

/** What `connectPreview` ties together. */
export interface ConnectPreviewOptions {
  readonly editor: Editor;
  readonly preview: PreviewStore;
  /** Told of an event the preview cannot show. */
  readonly onSkip?: (event: ProjectEvent, reason: unknown) => void;
}

const NO_IDS: ReadonlySet<string> = new Set();

function sameIds(ids: ReadonlySet<string>, active: readonly TrackEventView[]): boolean {
  if (ids.size !== active.length) return false;
  for (const event of active) if (!ids.has(event.id)) return false;
  return true;
}

/**
 * Connects the stage's live instance to the editor: binds the project's events to it (`bindPreview`), publishes
 * `pop`, `playing`, `duration` and the active events' ids in the preview store, moves the editor's playhead when
 * playback pauses or seeks (not on every frame), records the media's duration in the project once the player
 * knows it, and keeps playback inside the trim's in and out points. Returns the function that undoes all of it.
 */
export function connectPreview(pop: Popcorn, { editor, preview, onSkip }: ConnectPreviewOptions): () => void {
  const unbind = bindPreview(editor, pop, { onSkip });
  let durationRecorded = false;
  let wasPlaying = false;
  let lastActive: readonly TrackEventView[] | undefined;

  const recordDuration = (duration: number) => {
    if (durationRecorded || !(Number.isFinite(duration) && duration > 0)) return;
    // During a drag the duration waits: it is recorded on the next change of the player after the drag ends.
    if (editor.getSnapshot().inTransaction) return;
    durationRecorded = true;
    const project = editor.getSnapshot().project;
    if (Math.abs(project.media.duration - duration) < 0.001 || project.media.source === null) return;
    try {
      editor.run(setMedia({ duration }));
    } catch {
      // A duration the project refuses stays the player's alone: the preview still plays.
    }
  };

  const keepInTrim = (snapshot: MediaSnapshot, playing: boolean) => {
    const { trim } = editor.getSnapshot().project.media;
    const t = snapshot.currentTime;
    if (playing && !wasPlaying && outsideTrim(t, trim.in, trim.out)) {
      pop.seek(trim.in);
      return;
    }
    if (playing && trim.out !== null && t >= trim.out) {
      pop.pause();
      pop.seek(trim.out);
    }
  };

  const publish = () => {
    const snapshot = pop.store.getSnapshot();
    const playing = !snapshot.paused;
    let activeIds = preview.getSnapshot().activeIds;
    if (snapshot.active !== lastActive) {
      lastActive = snapshot.active;
      if (!sameIds(activeIds, snapshot.active)) {
        activeIds = snapshot.active.length === 0 ? NO_IDS : new Set(snapshot.active.map((event) => event.id));
      }
    }
    preview.set({ playing, duration: snapshot.duration, activeIds });
    recordDuration(snapshot.duration);
    if (!playing || snapshot.seeking) {
      const at = Math.max(0, snapshot.currentTime);
      if (Number.isFinite(at) && Math.abs(editor.getSnapshot().playhead - at) > 1e-6) editor.setPlayhead(at);
    }
    keepInTrim(snapshot, playing);
    wasPlaying = playing;
  };

  preview.set({ pop });
  publish();
  const unsubscribe = pop.store.subscribe(publish);
  return () => {
    unsubscribe();
    if (preview.getSnapshot().pop === pop) {
      preview.set({ pop: undefined, playing: false, duration: Number.NaN, activeIds: NO_IDS });
    }
    if (pop.destroyed) {
      // The media went first (a new source): its instance is gone with its events, only the binding's
      // listener on the editor is left to stop, which unbinding does before it reaches the instance.
      try {
        unbind();
      } catch {
        // The destroyed instance refused the removals.
      }
    } else {
      unbind();
    }
  };
}
