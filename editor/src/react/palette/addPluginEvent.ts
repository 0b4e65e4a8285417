import { type PluginDefinition, formatTime } from "@popcorn-kit/core";
import { addEvent } from "../../commands/eventCommands.js";
import type { EditorUi } from "../context.js";
import { describeError } from "../format.js";
import { canAddInEditor, defaultOptions } from "./defaults.js";
import { pluginLabel } from "./groups.js";

/** How long a new event lasts, in seconds. */
export const NEW_EVENT_LENGTH = 4;

/**
 * The span of a new event at `at`: 4 s, its end clamped to the media's end (the start moves back when that
 * would leave less than the whole length).
 */
export function newEventSpan(at: number, mediaDuration: number): { start: number; end: number } {
  let start = Math.max(0, Number.isFinite(at) ? at : 0);
  if (mediaDuration > 0) {
    const length = Math.min(NEW_EVENT_LENGTH, mediaDuration);
    start = Math.min(start, mediaDuration - length);
    return { start, end: Math.min(start + NEW_EVENT_LENGTH, mediaDuration) };
  }
  return { start, end: start + NEW_EVENT_LENGTH };
}

/**
 * Adds an event of `plugin` at `at` seconds (4 s long, in the first lane where it fits, with options that make
 * it valid), selects it and announces it. A refusal is announced; returns the new id, or undefined.
 */
export function addPluginEvent(ui: EditorUi, plugin: PluginDefinition<any, any>, at: number): string | undefined {
  const { editor, announce } = ui;
  const label = pluginLabel(plugin);
  if (!canAddInEditor(plugin)) {
    announce(`${label} needs a function set in code: add it in your app's code.`);
    return undefined;
  }
  try {
    const project = editor.getSnapshot().project;
    const { start, end } = newEventSpan(at, project.media.duration);
    const id = editor.run(
      addEvent({ type: plugin.name, start, end, lane: 0, options: defaultOptions(plugin, project) }),
    );
    editor.select(id);
    announce(`Added ${label} at ${formatTime(start)}`);
    return id;
  } catch (error) {
    announce(describeError(error));
    return undefined;
  }
}
