"use client";
import { type ReactNode, type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useEditorState, useEditorUi } from "../context.js";
import { describeError } from "../format.js";
import { Icon } from "../icons.js";
import { CodePreview } from "./CodePreview.js";
import { Modal } from "../Modal.js";
import { downloadText, titleSlug } from "./download.js";
import { EXPORT_FORMATS, type ExportFormat, aboutFormat, exportFor } from "./exportFormats.js";
import { useHtmlExportOptions } from "./htmlExportOptions.js";
import { IssueList } from "./IssueList.js";

/** How long "Copied" stays on the Copy button, in milliseconds. */
const COPIED_FOR = 2000;

/**
 * The export dialog: a tab per format (project JSON, HTML page, WebVTT, SRT, Popcorn data, React, Vue, Svelte),
 * the visible tab's code (computed when it is shown, once per project), what it left out, Copy and Download.
 */
export function ExportDialog({ onClose }: { onClose: () => void }): ReactNode {
  const { announce, htmlExport } = useEditorUi();
  const project = useEditorState((s) => s.project);
  const [index, setIndex] = useState(0);
  const [copied, setCopied] = useState<"copied" | "selected" | undefined>();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const codeRef = useRef<HTMLElement | null>(null);
  const baseId = useId();
  const format = EXPORT_FORMATS[index] as ExportFormat;
  const html = useHtmlExportOptions(htmlExport, format.id === "html");
  // While what the HTML page holds loads (the runtime's text, once), the page is not shown yet.
  const output =
    format.id !== "html"
      ? exportFor(project, format)
      : html === undefined || html instanceof Error
        ? html
        : exportFor(project, format, html);
  const fileName = `${titleSlug(project.meta.title)}${format.extension}`;

  useEffect(() => {
    if (copied === undefined) return;
    const timer = setTimeout(() => setCopied(undefined), COPIED_FOR);
    return () => clearTimeout(timer);
  }, [copied]);

  const choose = (next: number) => {
    const count = EXPORT_FORMATS.length;
    const at = (next + count) % count;
    setIndex(at);
    setCopied(undefined);
    tabs.current[at]?.focus();
  };

  const onTabKey = (event: ReactKeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: EXPORT_FORMATS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  const copy = async () => {
    if (output === undefined || output instanceof Error) return;
    try {
      if (!navigator.clipboard) throw new Error("No clipboard");
      await navigator.clipboard.writeText(output.code);
      setCopied("copied");
      announce(`Copied the ${format.label} code`);
    } catch {
      // The clipboard was refused (no permission, no secure context): the code is selected for Ctrl+C instead.
      const code = codeRef.current;
      const selection = typeof getSelection === "function" ? getSelection() : null;
      if (code && selection) {
        const range = document.createRange();
        range.selectNodeContents(code);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setCopied("selected");
      announce("The clipboard is not available: the code is selected, press Ctrl+C or Command+C to copy it");
    }
  };

  const download = () => {
    if (output === undefined || output instanceof Error) return;
    try {
      downloadText(output.code, fileName, `${format.mimeType};charset=utf-8`);
      announce(`Downloaded ${fileName}`);
    } catch (error) {
      announce(describeError(error));
    }
  };

  const panelId = `${baseId}-panel`;
  return (
    <Modal
      title="Export"
      className="pke-files-export"
      onClose={onClose}
      footer={
        <>
          <span className="pke-files-filename" title={fileName}>
            {fileName}
          </span>
          <span className="pke-files-spacer" />
          <span className="pke-files-copied" aria-hidden="true">
            {copied === "copied" ? (
              <>
                <Icon name="check" />
                Copied
              </>
            ) : copied === "selected" ? (
              "Selected: press Ctrl+C or ⌘C"
            ) : null}
          </span>
          <button
            type="button"
            className="pke-button"
            disabled={output === undefined || output instanceof Error}
            onClick={() => void copy()}
          >
            <Icon name="copy" />
            Copy
          </button>
          <button
            type="button"
            className="pke-button"
            data-variant="primary"
            disabled={output === undefined || output instanceof Error}
            onClick={download}
          >
            <Icon name="download" />
            {format.id === "project" ? "Save project" : "Download"}
          </button>
        </>
      }
    >
      <div className="pke-files-tabs" role="tablist" aria-label="Export format" onKeyDown={onTabKey}>
        {EXPORT_FORMATS.map((item, i) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            className="pke-files-tab"
            aria-selected={i === index}
            aria-controls={panelId}
            tabIndex={i === index ? 0 : -1}
            data-autofocus={i === index ? "" : undefined}
            onClick={() => choose(i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="pke-files-tabpanel" role="tabpanel" id={panelId} aria-labelledby={`${baseId}-tab-${format.id}`}>
        <p className="pke-files-about">
          {aboutFormat(format, html === undefined || html instanceof Error ? {} : html.options)}
        </p>
        {output === undefined ? (
          <p className="pke-files-about" aria-busy="true">
            Preparing the page…
          </p>
        ) : output instanceof Error ? (
          <p className="pke-files-error" role="alert">
            <Icon name="alert" />
            {describeError(output)}
          </p>
        ) : (
          <>
            {output.skipped.length > 0 ? (
              <IssueList
                issues={output.skipped}
                title={`Left out or changed: ${output.skipped.length} ${output.skipped.length === 1 ? "item" : "items"}`}
              />
            ) : null}
            <CodePreview code={output.code} label={`${format.label} code`} codeRef={codeRef} />
          </>
        )}
      </div>
    </Modal>
  );
}
