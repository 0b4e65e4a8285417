import type { Popcorn } from "@popcorn-kit/core";
import type { EventChange } from "../history/history.js";
import type { ProjectEvent } from "../project/types.js";
import type { Editor } from "../session/createEditor.js";

/** Options of `bindPreview`. */
export interface PreviewOptions {
  /**
   * Called with the events the preview cannot show: those of a plugin type the editor has no definition for
   * (kept in the project from an import), or an error the instance raised adding one.
   */
  onSkip?(event: ProjectEvent, reason: unknown): void;
}

/**
 * Keeps a live `createPopcorn` instance (the preview) in step with an editor, edit by edit: an added event is
 * `pop.add`ed, a changed one `pop.update`d, a removed one `pop.remove`d. Playback never restarts and the
 * instance is never rebuilt. Registers the editor's plugins on the instance. Returns the function that unbinds,
 * which also removes from the instance the events the binding added.
 *
 * @example
 * const pop = createPopcorn(video);
 * const unbind = bindPreview(editor, pop);
 */
export function bindPreview(editor: Editor, pop: Popcorn, options: PreviewOptions = {}): () => void {
  const shown = new Set<string>();
  for (const plugin of editor.plugins.values()) if (pop.getPlugin(plugin.name) !== plugin) pop.registerPlugin(plugin);

  const add = (event: ProjectEvent) => {
    if (!editor.plugins.has(event.type)) {
      options.onSkip?.(event, `No plugin "${event.type}" is registered with the editor.`);
      return;
    }
    try {
      pop.add(event.type, { ...event.options, id: event.id, start: event.start, end: event.end });
      shown.add(event.id);
    } catch (error) {
      options.onSkip?.(event, error);
    }
  };
  const remove = (id: string) => {
    if (shown.delete(id)) pop.remove(id);
  };
  const update = (event: ProjectEvent, previous: ProjectEvent) => {
    if (!shown.has(event.id) || event.type !== previous.type) {
      remove(previous.id);
      add(event);
      return;
    }
    const changes: Record<string, unknown> = { ...event.options, start: event.start, end: event.end };
    // An option the event no longer has goes back to its default.
    for (const key of Object.keys(previous.options)) if (!(key in event.options)) changes[key] = undefined;
    pop.update(event.id, changes);
  };

  const apply = (changes: readonly EventChange[]) => {
    for (const change of changes) {
      if (change.kind === "added") add(change.event);
      else if (change.kind === "removed") remove(change.event.id);
      else update(change.event, change.previous);
    }
  };

  for (const lane of editor.getSnapshot().project.lanes) for (const event of lane.events) add(event);
  const stop = editor.onEventChanges(apply);
  return () => {
    stop();
    for (const id of shown) pop.remove(id);
    shown.clear();
  };
}
