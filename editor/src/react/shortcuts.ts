import { type RefObject, useEffect } from "react";
import { nudgeEvents, removeEvents, resizeEvent } from "../commands/eventCommands.js";
import { setTrim } from "../commands/projectCommands.js";
import type { ProjectEvent } from "../project/types.js";
import type { EditorUi } from "./context.js";
import { attemptWith, findEvent } from "./format.js";

/** True when keys typed into `target` belong to it (text fields, selects, editable text). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("[contenteditable=''], [contenteditable='true']")) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !["button", "checkbox", "radio", "range", "color", "file", "submit", "reset"].includes(target.type);
  }
  return false;
}

/** The roles of controls that Space activates, as a button's (a toggle, a tab, a menu item). */
const SPACE_ROLES =
  "[role='button'], [role='checkbox'], [role='switch'], [role='radio'], [role='tab'], [role^='menuitem']";

/**
 * True when Space pressed on `target` is the control's own: a button (and the inputs that are buttons:
 * checkboxes, radios, file and colour pickers), a `<summary>`, or an element whose role is one Space activates.
 * There Space does what the platform does; everywhere else in the editor (a list's option, a slider, the stage,
 * the page's body) it plays and pauses.
 */
export function spaceActivates(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLButtonElement || target.localName === "summary") return true;
  if (target instanceof HTMLInputElement) {
    return ["button", "submit", "reset", "checkbox", "radio", "file", "color", "image"].includes(target.type);
  }
  return target.matches(SPACE_ROLES);
}

/**
 * Whether a modal dialog is open in `root` (or, for keys on the page's body, anywhere on the page): one marked
 * `aria-modal` that is shown (a page may keep a closed dialog's markup, hidden).
 */
function modalOpen(root: ParentNode): boolean {
  for (const dialog of root.querySelectorAll<HTMLElement>('[aria-modal="true"]')) {
    if (dialog.closest("[hidden], dialog:not([open])")) continue;
    if (typeof dialog.checkVisibility === "function" && !dialog.checkVisibility()) continue;
    return true;
  }
  return false;
}

const mod = (event: KeyboardEvent) => event.ctrlKey || event.metaKey;

/**
 * The editor a key on the page's body belongs to: the one last clicked or focused in. Focus falls to the body
 * after a click on something that takes no focus (the video, an empty part of the timeline) or when the focused
 * control disables itself (Undo with nothing left to undo); the keys must still reach the editor the person is
 * using, and only that one.
 */
let lastUsed: HTMLElement | null = null;

/**
 * The editor's keyboard shortcuts, heard on its root element and, for the editor last used, on the page's body
 * (so two editors on a page do not hear each other):
 * Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo, Space play or pause (except in text fields and on buttons,
 * whose Space is theirs: see `spaceActivates`; held down, it toggles once), Delete remove the selection,
 * Ctrl/Cmd+C, X, V copy, cut and paste at the playhead, Ctrl/Cmd+A select all, Escape clear the selection,
 * I and O set the selected event's start or end (or, with nothing selected, the media's in and out points) at
 * the playhead, Left/Right nudge the selection a frame (Shift: ten) or move the playhead a frame (Shift: a
 * second). Keys typed into a field stay the field's; a panel that handles a key itself calls `preventDefault`.
 * While a modal dialog is open (`aria-modal`), the keys are the dialog's. Every listener is removed on unmount.
 */
export function useShortcuts(root: RefObject<HTMLElement | null>, ui: EditorUi): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const { editor, preview, announce } = ui;
    const attempt = attemptWith(announce);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      // A modal dialog's keys are its own: this listener runs before React's handlers inside the dialog would.
      // Focus left behind it (a control the dialog's backdrop covers) does not make the editor's keys live.
      if (modalOpen(element)) return;
      const typing = isTypingTarget(event.target);
      const key = event.key;
      const lower = key.toLowerCase();
      const snapshot = editor.getSnapshot();
      const selection = snapshot.selection;
      const frameRate = snapshot.project.media.frameRate;

      if (mod(event) && (lower === "z" || lower === "y")) {
        if (typing) return;
        event.preventDefault();
        const redo = lower === "y" || event.shiftKey;
        const label = redo ? snapshot.redoLabel : snapshot.undoLabel;
        if (redo ? editor.redo() : editor.undo()) announce(`${redo ? "Redid" : "Undid"} ${label ?? "the last edit"}`);
        return;
      }
      if (typing) return;
      if (mod(event)) {
        if (lower === "a") {
          event.preventDefault();
          editor.selectAll();
          announce(`${editor.getSnapshot().selection.length} events selected`);
        } else if (lower === "c" && selection.length > 0) {
          event.preventDefault();
          editor.copy();
          announce(`Copied ${plural(selection.length, "event")}`);
        } else if (lower === "x" && selection.length > 0) {
          event.preventDefault();
          attempt(() => editor.cut());
          announce(`Cut ${plural(selection.length, "event")}`);
        } else if (lower === "v" && snapshot.clipboardSize > 0) {
          event.preventDefault();
          attempt(() => {
            const ids = editor.paste(preview.currentTime());
            announce(`Pasted ${plural(ids.length, "event")}`);
          });
        }
        return;
      }
      if (key === " " && !spaceActivates(event.target)) {
        // Not the page's scroll either; a held Space toggles once, not on every repeat.
        event.preventDefault();
        if (!event.repeat) preview.toggle();
        return;
      }
      if ((key === "Delete" || key === "Backspace") && selection.length > 0) {
        event.preventDefault();
        attempt(() => editor.run(removeEvents(selection)));
        announce(`Deleted ${plural(selection.length, "event")}`);
        return;
      }
      if (key === "Escape" && selection.length > 0) {
        editor.clearSelection();
        announce("Selection cleared");
        return;
      }
      if (lower === "i" || lower === "o") {
        event.preventDefault();
        const at = preview.currentTime();
        const edge = lower === "i" ? "start" : "end";
        attempt(() => {
          const selected = selection.length === 1 ? findEvent(snapshot.project, selection[0] as string) : undefined;
          if (selected) {
            editor.run(resizeEvent(selected.id, { [edge]: at }));
            announce(`${edge === "start" ? "Start" : "End"} set to ${formatSeconds(at)}`);
          } else if (selection.length === 0) {
            editor.run(setTrim(lower === "i" ? { in: at } : { out: at }));
            announce(`Media ${lower === "i" ? "in" : "out"} point set to ${formatSeconds(at)}`);
          }
        });
        return;
      }
      if ((key === "ArrowLeft" || key === "ArrowRight") && isTimelineKeyTarget(event.target, element)) {
        event.preventDefault();
        const sign = key === "ArrowLeft" ? -1 : 1;
        if (selection.length > 0) {
          const frames = sign * (event.shiftKey ? 10 : 1);
          attempt(() => editor.run(nudgeEvents(selection, frames)));
          const first = findEvent(editor.getSnapshot().project, selection[0] as string) as ProjectEvent | undefined;
          if (first) announce(`Moved to ${formatSeconds(first.start)}`);
        } else {
          const step = event.shiftKey ? 1 : 1 / frameRate;
          preview.seek(preview.currentTime() + sign * step);
        }
      }
    };
    const document = element.ownerDocument;
    const use = () => {
      lastUsed = element;
    };
    // Keys whose target is the page itself (focus fell out of every control) go to the editor last used.
    const onPageKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (lastUsed !== element || (target !== document.body && target !== document.documentElement)) return;
      // While a dialog is open (one of its own, or the page's), keys on the body are not the editor's.
      if (modalOpen(document)) return;
      onKeyDown(event);
    };
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("pointerdown", use);
    element.addEventListener("focusin", use);
    document.addEventListener("keydown", onPageKeyDown);
    // The only editor on the page is the one its keys are for, before any click.
    lastUsed ??= element;
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("pointerdown", use);
      element.removeEventListener("focusin", use);
      document.removeEventListener("keydown", onPageKeyDown);
      if (lastUsed === element) lastUsed = null;
    };
  }, [root, ui]);
}

/** Arrow keys nudge unless a control that uses them (a slider, a list, a tab strip) has focus. */
function isTimelineKeyTarget(target: EventTarget | null, root: HTMLElement): boolean {
  if (!(target instanceof Element)) return true;
  if (target === root || target === document.body) return true;
  return !target.closest("input, select, textarea, [role='slider'], [role='tablist'], [role='listbox'], [role='menu']");
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

function formatSeconds(seconds: number): string {
  return `${Math.round(seconds * 1000) / 1000} seconds`;
}
