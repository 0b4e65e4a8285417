"use client";
import { PopcornError } from "@popcorn-kit/core";
import { type ReactNode, useEffect, useState } from "react";
import { type Autosave, type AutosaveStatus, createAutosave } from "../../storage/autosave.js";
import { storageFailureReason } from "../../storage/storageErrors.js";
import { useEditorUi } from "../context.js";
import { Icon } from "../icons.js";
import { relativeTime } from "./relativeTime.js";
import { noteSessionSave } from "./sessionSaves.js";

interface Shown {
  readonly status: AutosaveStatus;
  readonly savedAt: number | null;
  readonly error: unknown;
}

const LABELS: Record<AutosaveStatus, string> = {
  idle: "Autosave on",
  pending: "Unsaved changes",
  saving: "Saving…",
  saved: "Saved",
  error: "Not saved",
};

/** What the bar says of a failed save: autosave's message ("Saving failed: " and why), never without a reason. */
function failureText(error: unknown): string {
  return error instanceof PopcornError && error.message.trim() !== ""
    ? error.message
    : `Saving failed: ${storageFailureReason(error)}.`;
}

/**
 * Autosave and its status in the top bar: while mounted with a storage, the project is saved after every edit
 * (and flushed when the page is hidden and on unmount), and the bar says "Unsaved changes", "Saving…", "Saved"
 * (when, in the tooltip) or, in the danger colour, that saving failed, why, and a Retry button. Renders nothing
 * without a storage.
 */
export function AutosaveIndicator(): ReactNode {
  const { editor, storage, announce } = useEditorUi();
  const [autosave, setAutosave] = useState<Autosave | undefined>();
  const [shown, setShown] = useState<Shown>({ status: "idle", savedAt: null, error: undefined });

  useEffect(() => {
    if (!storage) return;
    let current: Autosave | undefined;
    // Called on every change of the session (a selection too): the indicator re-renders only when it changed.
    const refresh = () => {
      const now = current;
      if (!now) return;
      setShown((was) =>
        was.status === now.status && was.savedAt === now.savedAt && was.error === now.error
          ? was
          : { status: now.status, savedAt: now.savedAt, error: now.error },
      );
    };
    current = createAutosave(editor, storage, {
      // The write starts inside the timer's callback: the status is read again right after it.
      setTimeout: (callback, delay) =>
        setTimeout(() => {
          callback();
          refresh();
        }, delay),
      clearTimeout: (handle) => clearTimeout(handle),
      onSaved: () => {
        noteSessionSave(storage, editor.getSnapshot().project.id);
        refresh();
      },
      onError: refresh,
    });
    // Autosave subscribed first, so its status is up to date when this listener reads it.
    const unsubscribe = editor.subscribe(refresh);
    const onPageHide = () => void current?.flush().then(refresh);
    addEventListener("pagehide", onPageHide);
    setAutosave(current);
    refresh();
    return () => {
      removeEventListener("pagehide", onPageHide);
      unsubscribe();
      const closing = current;
      current = undefined;
      // What is not written yet is written now; nothing after.
      void closing?.flush();
      closing?.dispose();
      setAutosave(undefined);
    };
  }, [editor, storage]);

  if (!storage) return null;
  const { status, savedAt, error } = shown;
  const label = LABELS[status];
  const title =
    status === "error"
      ? failureText(error)
      : savedAt !== null
        ? `Saved on this device ${relativeTime(savedAt)} (${new Date(savedAt).toLocaleTimeString()})`
        : "Saved on this device after every edit";

  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group in the top bar; a fieldset would bring a form's semantics.
    <div className="pke-files-autosave" data-status={status} role="group" aria-label={`Autosave: ${label}`}>
      <span className="pke-files-autosave-text" title={title}>
        {status === "error" ? (
          <Icon name="alert" />
        ) : status === "saved" || status === "idle" ? (
          <Icon name="check" />
        ) : (
          <span className="pke-files-autosave-dot" aria-hidden="true" />
        )}
        {label}
      </span>
      {status === "error" ? (
        <button
          type="button"
          className="pke-button"
          data-variant="ghost"
          title={title}
          onClick={() => {
            const retry = autosave;
            if (!retry) return;
            void retry.flush().then(() => {
              if (retry.status === "error") announce(`Retry: ${failureText(retry.error)}`);
              else announce("Saved");
              setShown({ status: retry.status, savedAt: retry.savedAt, error: retry.error });
            });
          }}
        >
          Retry
        </button>
      ) : null}
    </div>
  );
}
