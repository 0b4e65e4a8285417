import type { OptionSpec } from "@popcorn-kit/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { setOptions } from "../../commands/eventCommands.js";
import { checkEvent } from "../../project/checkEvent.js";
import type { ProjectEvent } from "../../project/types.js";
import type { Transaction } from "../../session/createEditor.js";
import { useEditorUi } from "../context.js";
import { describeError, findEvent } from "../format.js";

/** How long typing pauses before the value is written to the project, in milliseconds. */
export const COMMIT_DELAY = 300;

/** The option a field edits. */
export interface OptionFieldContext {
  readonly event: ProjectEvent;
  readonly name: string;
  readonly spec: OptionSpec;
}

/** What {@link useOptionDraft} gives a field. */
export interface OptionDraft<D> {
  /** What the field shows: the person's text while they type, else the stored value. */
  readonly draft: D;
  /** Why the draft is refused (the manifest's message), or undefined. */
  readonly error: string | undefined;
  /** The field changed: check it now, write it after a pause (`"now"`: write it at once, one undo step). */
  change(draft: D, when?: "later" | "now"): void;
  /** The person is done (blur, Enter): write what waits and close the edit's undo step. */
  finish(): void;
  /** Escape: forget the draft and undo what this edit wrote; returns the stored value. */
  revert(): unknown;
  /** Call from the control's focus: pointer presses outside `element` end the edit session. */
  setElement(element: HTMLElement | null): void;
}

/**
 * A field's draft of one option, validated as the person types: the draft is parsed (`parse` throws a message
 * for text it cannot read; `undefined` unsets the option) and dry-run through the manifest (`checkEvent`), its
 * refusal shown beside the field; a valid draft is written with `setOptions` after a 300 ms pause, and every
 * write of one focus session is one undo step (a transaction, committed on blur or Enter). An edit from elsewhere
 * (undo, the stage) replaces the draft.
 */
export function useOptionDraft<D>(
  context: OptionFieldContext,
  toDraft: (value: unknown) => D,
  parse: (draft: D) => unknown,
): OptionDraft<D> {
  const { editor } = useEditorUi();
  const { event, name, spec } = context;
  const stored = event.options[name];
  const [draft, setDraft] = useState<D>(() => toDraft(stored));
  const [error, showError] = useState<string | undefined>(undefined);
  // Read by `finish` in the same task as a change: state would be a render behind.
  const refused = useRef(false);
  const setError = useCallback((message: string | undefined) => {
    refused.current = message !== undefined;
    showError(message);
  }, []);
  // The stored value the draft stands for: a write of ours is not "an edit from elsewhere".
  const shown = useRef<unknown>(stored);
  const pending = useRef<{ value: unknown; stored: unknown } | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const session = useRef<Transaction | undefined>(undefined);
  const element = useRef<HTMLElement | null>(null);
  const latest = useRef(event);
  latest.current = event;
  const parseRef = useRef(parse);
  parseRef.current = parse;
  const toDraftRef = useRef(toDraft);
  toDraftRef.current = toDraft;

  useEffect(() => {
    if (Object.is(stored, shown.current)) return;
    shown.current = stored;
    pending.current = undefined;
    clearTimeout(timer.current);
    setDraft(toDraftRef.current(stored));
    setError(undefined);
  }, [stored, setError]);

  // Ends the open edit session: commits its undo step, or undoes it (`keep` false).
  const closeSession = useRef<(keep: boolean) => void>(() => undefined);

  const write = useCallback(
    (inSession: boolean) => {
      clearTimeout(timer.current);
      const next = pending.current;
      pending.current = undefined;
      if (!next) return;
      const target = latest.current;
      if (Object.is(next.stored, target.options[name])) return;
      const before = shown.current;
      try {
        if (session.current && !editor.getSnapshot().inTransaction) session.current = undefined;
        if (inSession && !session.current && !editor.getSnapshot().inTransaction) {
          session.current = editor.transaction(`Change ${spec.label ?? name}`);
          const onPress = (press: PointerEvent) => {
            if (press.target instanceof Node && element.current?.contains(press.target)) return;
            // A press elsewhere (a drag on the timeline) may open a transaction of its own: this one ends first.
            write(true);
            closeSession.current(true);
          };
          document.addEventListener("pointerdown", onPress, true);
          const transaction = session.current;
          closeSession.current = (keep) => {
            document.removeEventListener("pointerdown", onPress, true);
            closeSession.current = () => undefined;
            if (session.current === transaction) session.current = undefined;
            if (keep) transaction.commit();
            else transaction.cancel();
          };
        }
        shown.current = next.stored;
        editor.run(setOptions(target.id, { [name]: next.value }));
      } catch (refused) {
        shown.current = before;
        setError(describeError(refused));
      }
    },
    [editor, name, spec.label, setError],
  );

  const change = useCallback(
    (value: D, when: "later" | "now" = "later") => {
      setDraft(value);
      clearTimeout(timer.current);
      pending.current = undefined;
      const target = latest.current;
      try {
        const parsed = parseRef.current(value);
        const options: Record<string, unknown> = { ...target.options };
        if (parsed === undefined) delete options[name];
        else options[name] = parsed;
        const frameRate = editor.getSnapshot().project.media.frameRate;
        const checked = checkEvent(
          editor.plugins,
          target.id,
          { type: target.type, start: target.start, end: target.end, options },
          frameRate,
        );
        pending.current = { value: parsed, stored: checked.options[name] };
        setError(undefined);
      } catch (refused) {
        setError(describeError(refused));
        return;
      }
      if (when === "now") write(false);
      else timer.current = setTimeout(() => write(true), COMMIT_DELAY);
    },
    [editor, name, write, setError],
  );

  const finish = useCallback(() => {
    write(session.current !== undefined);
    closeSession.current(true);
    // The field shows what was stored, in its own words ("1:02" becomes "01:02.000", HTML as sanitized).
    if (!refused.current)
      setDraft(toDraftRef.current(findEvent(editor.getSnapshot().project, latest.current.id)?.options[name]));
  }, [editor, name, write]);

  const revert = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
    closeSession.current(false);
    const current = findEvent(editor.getSnapshot().project, latest.current.id)?.options[name];
    shown.current = current;
    setDraft(toDraftRef.current(current));
    setError(undefined);
    return current;
  }, [editor, name, setError]);

  const setElement = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);

  // Leaving the field (another event selected, the panel closed) writes what waits.
  useEffect(
    () => () => {
      write(session.current !== undefined);
      closeSession.current(true);
    },
    [write],
  );

  return { draft, error, change, finish, revert, setElement };
}
