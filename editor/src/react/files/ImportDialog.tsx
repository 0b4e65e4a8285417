"use client";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { createProject } from "../../project/createProject.js";
import { useEditorUi } from "../context.js";
import { describeError } from "../format.js";
import { Icon } from "../icons.js";
import { IssueList } from "./IssueList.js";
import { Modal } from "../Modal.js";
import { type ImportSummary, MAX_IMPORT_BYTES, describeImport, importText, plural } from "./applyImport.js";

/** The extensions the file picker offers: every format `importFile` reads. */
const ACCEPT = ".json,.vtt,.srt,.sbv,.ssa,.ass,.ttml,.xml,.dfxp,.ttxt,.txt";

type Step =
  | { readonly kind: "choose"; readonly error?: string }
  | { readonly kind: "reading"; readonly fileName: string }
  | { readonly kind: "confirm"; readonly summary: ImportSummary }
  | { readonly kind: "confirm-new" }
  | { readonly kind: "done"; readonly summary: ImportSummary };

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A file's text: `Blob.text()` where there is one, else a `FileReader`. */
function readText(file: File): Promise<string> {
  if (typeof file.text === "function") return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/**
 * The import dialog: a drop zone and a file picker for an editor project (it replaces the open one after a
 * confirm), a Popcorn Maker project, and the subtitle and data formats the kit reads (their events are added in
 * new lanes, one undo step); then a summary of what was added and what could not be read. Also starts a new
 * project, after a confirm.
 */
export function ImportDialog({ onClose }: { onClose: () => void }): ReactNode {
  const { editor, announce } = useEditorUi();
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A file read after the dialog closed is not applied.
  const alive = useRef(true);
  useEffect(() => {
    // Set again on a remount (React's StrictMode runs effects twice).
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fail = (message: string) => {
    setStep({ kind: "choose", error: message });
    announce(message);
  };

  const open = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      fail(
        `${file.name} is ${megabytes(file.size)}: the editor imports files up to ${megabytes(MAX_IMPORT_BYTES)}. Nothing was imported.`,
      );
      return;
    }
    setStep({ kind: "reading", fileName: file.name });
    let text: string;
    try {
      text = await readText(file);
    } catch (error) {
      if (alive.current) fail(`${file.name} could not be read: ${describeError(error)}`);
      return;
    }
    if (!alive.current) return;
    try {
      const summary = await importText(editor, text, file.name);
      if (!alive.current) return;
      if (summary.kind === "replace") {
        setStep({ kind: "confirm", summary });
        announce(`${file.name} is a project: replace the current project?`);
      } else {
        setStep({ kind: "done", summary });
        announce(describeImport(summary));
      }
    } catch (error) {
      fail(`${describeError(error)} Nothing was imported.`);
    }
  };

  const replace = (summary: ImportSummary) => {
    try {
      editor.load(summary.result.project);
      setStep({ kind: "done", summary });
      announce(describeImport(summary));
    } catch (error) {
      fail(describeError(error));
    }
  };

  const startNew = () => {
    try {
      editor.load(createProject());
      announce("Started a new project");
      onClose();
    } catch (error) {
      fail(describeError(error));
    }
  };

  let body: ReactNode;
  let footer: ReactNode;
  if (step.kind === "confirm" || step.kind === "confirm-new") {
    const isNew = step.kind === "confirm-new";
    body = (
      <div className="pke-files-confirm">
        <Icon name="alert" />
        <div>
          <p className="pke-files-confirm-title">Replace the current project?</p>
          <p className="pke-files-muted">
            {isNew
              ? "An empty project takes its place. Undo cannot bring the current one back: save it first if you need it."
              : `${step.summary.fileName} is a project of its own (${plural(step.summary.events, "event")} in ${plural(step.summary.lanes, "lane")}). It takes the current project's place; undo cannot bring the current one back.`}
          </p>
        </div>
      </div>
    );
    footer = (
      <>
        <span className="pke-files-spacer" />
        <button type="button" className="pke-button" onClick={() => setStep({ kind: "choose" })}>
          Cancel
        </button>
        <button
          type="button"
          className="pke-button"
          data-variant="primary"
          data-autofocus=""
          onClick={() => (isNew ? startNew() : replace(step.summary))}
        >
          {isNew ? "Start a new project" : "Replace project"}
        </button>
      </>
    );
  } else if (step.kind === "done") {
    const { summary } = step;
    const issues = summary.result.issues;
    body = (
      <div className="pke-files-summary">
        <div className="pke-files-summary-head">
          <span className="pke-files-summary-icon" data-state={issues.length > 0 ? "warning" : "ok"}>
            <Icon name={issues.length > 0 ? "alert" : "check"} />
          </span>
          <div>
            <p className="pke-files-summary-title">{summary.kind === "replace" ? "Project opened" : "Imported"}</p>
            <p className="pke-files-muted">{summary.fileName}</p>
          </div>
        </div>
        <dl className="pke-files-stats">
          <div>
            <dt>{summary.kind === "replace" ? "Events" : "Events added"}</dt>
            <dd>{summary.events}</dd>
          </div>
          <div>
            <dt>{summary.kind === "replace" ? "Lanes" : "Lanes added"}</dt>
            <dd>{summary.lanes}</dd>
          </div>
          <div>
            <dt>Issues</dt>
            <dd>{issues.length}</dd>
          </div>
        </dl>
        {issues.length > 0 ? (
          <IssueList
            issues={issues}
            title={`${issues.length} ${issues.length === 1 ? "part" : "parts"} could not be read as they are`}
          />
        ) : (
          <p className="pke-files-muted">Everything in the file was read.</p>
        )}
      </div>
    );
    footer = (
      <>
        <button type="button" className="pke-button" data-variant="ghost" onClick={() => setStep({ kind: "choose" })}>
          Import another file
        </button>
        <span className="pke-files-spacer" />
        <button type="button" className="pke-button" data-variant="primary" data-autofocus="" onClick={onClose}>
          Done
        </button>
      </>
    );
  } else {
    const reading = step.kind === "reading";
    body = (
      <>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is for the pointer; the button inside does the same by keyboard. */}
        <div
          className="pke-files-drop"
          data-over={over ? "" : undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(false);
            void open(event.dataTransfer.files[0]);
          }}
        >
          <span className="pke-files-drop-icon">
            <Icon name="upload" />
          </span>
          <span className="pke-files-drop-title">
            {reading ? `Reading ${step.fileName}…` : "Drop a file here, or choose one"}
          </span>
          <span className="pke-files-muted">
            Editor and Popcorn Maker projects; subtitles and data: WebVTT, SRT, SBV, SSA/ASS, TTML, TTXT, Popcorn JSON
            and XML. Up to 20 MB.
          </span>
          <input
            ref={picker}
            className="pke-visually-hidden"
            type="file"
            accept={ACCEPT}
            aria-label="File to import"
            tabIndex={-1}
            disabled={reading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              void open(file);
            }}
          />
          <button
            type="button"
            className="pke-button"
            data-variant="primary"
            data-autofocus=""
            disabled={reading}
            onClick={() => picker.current?.click()}
          >
            Choose a file…
          </button>
        </div>
        {step.kind === "choose" && step.error ? (
          <p className="pke-files-error" role="alert">
            <Icon name="alert" />
            {step.error}
          </p>
        ) : null}
        <p className="pke-files-muted">
          Subtitles and data are added in new lanes (undo takes them out again). A project replaces the open one, after
          you confirm.
        </p>
      </>
    );
    footer = (
      <>
        <button
          type="button"
          className="pke-button"
          data-variant="ghost"
          onClick={() => setStep({ kind: "confirm-new" })}
        >
          <Icon name="plus" />
          New project
        </button>
        <span className="pke-files-spacer" />
        <button type="button" className="pke-button" onClick={onClose}>
          Cancel
        </button>
      </>
    );
  }

  return (
    <Modal title="Import" className="pke-files-import" onClose={onClose} footer={footer} focusKey={step.kind}>
      {body}
    </Modal>
  );
}
