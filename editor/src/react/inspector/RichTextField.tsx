import { isSafeUrl } from "@popcorn-kit/core";
import { DEFAULT_SANITIZERS } from "@popcorn-kit/core/sanitize";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "../icons.js";
import { Field, describedBy, useFieldIds } from "./Field.js";
import { type OptionFieldContext, useOptionDraft } from "./useOptionDraft.js";

const asHtml = (value: unknown): string => (typeof value === "string" ? value : "");

/** What is written is always sanitized: a `<script>` or an `onerror` typed or pasted in never reaches the project. */
const htmlReader =
  (sanitize: (html: string) => string) =>
  (draft: string): unknown => {
    const clean = sanitize(draft);
    return clean.trim() === "" ? undefined : clean;
  };
/**
 * The reader of each origin's html, through core's table of sanitizers: a file's with the strict profile (no
 * style, form, field or remote image: it cannot lay a fake page over the editor), the editor's own with the page's.
 */
const READERS = { page: htmlReader(DEFAULT_SANITIZERS.page), file: htmlReader(DEFAULT_SANITIZERS.file) };

type Format = "bold" | "italic";

/** `document.execCommand`, where the browser has it (jsdom does not). */
function exec(command: string, value?: string): void {
  if (typeof document.execCommand === "function") document.execCommand(command, false, value);
}

function queryState(command: string): boolean {
  try {
    return typeof document.queryCommandState === "function" && document.queryCommandState(command);
  } catch {
    return false;
  }
}

/** The link the selection is in, inside `root`. */
function selectedLink(root: HTMLElement | null): HTMLAnchorElement | null {
  const node = document.getSelection()?.anchorNode ?? null;
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const link = element?.closest("a");
  return link && root?.contains(link) ? link : null;
}

/**
 * A small rich-text field for `html` options: bold, italic and links, Enter for a line break. The markup is
 * shown and written through the sanitizer of the event's origin (`eventHtmlSanitizer`): a file's html with the
 * strict profile, the editor's own with the page's.
 */
export function RichTextField({ context, label }: { context: OptionFieldContext; label: string }): ReactNode {
  const { spec } = context;
  const origin = context.event.origin ?? "page";
  const sanitize = DEFAULT_SANITIZERS[origin];
  const ids = useFieldIds();
  const field = useOptionDraft(context, asHtml, READERS[origin]);
  const box = useRef<HTMLDivElement>(null);
  const [formats, setFormats] = useState({ bold: false, italic: false, link: false });
  const [linking, setLinking] = useState<{ url: string; error?: string } | undefined>(undefined);
  const savedRange = useRef<Range | undefined>(undefined);

  // The box is filled from the draft only when the person is not typing in it (the caret would jump).
  useEffect(() => {
    const element = box.current;
    if (element && document.activeElement !== element && element.innerHTML !== field.draft) {
      element.innerHTML = sanitize(field.draft);
    }
  }, [field.draft, sanitize]);

  const refreshFormats = useCallback(() => {
    setFormats({ bold: queryState("bold"), italic: queryState("italic"), link: selectedLink(box.current) !== null });
  }, []);

  useEffect(() => {
    const onSelection = () => {
      if (box.current?.contains(document.getSelection()?.anchorNode ?? null)) refreshFormats();
    };
    document.addEventListener("selectionchange", onSelection);
    return () => document.removeEventListener("selectionchange", onSelection);
  }, [refreshFormats]);

  const changed = () => field.change(box.current?.innerHTML ?? "");

  const format = (command: Format) => {
    box.current?.focus();
    exec(command);
    changed();
    refreshFormats();
  };

  const toggleLink = () => {
    const link = selectedLink(box.current);
    if (link) {
      exec("unlink");
      changed();
      refreshFormats();
      return;
    }
    const selection = document.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : undefined;
    setLinking({ url: "https://" });
  };

  const applyLink = () => {
    if (!linking) return;
    const url = linking.url.trim();
    if (!isSafeUrl(url) || url === "" || url === "https://") {
      setLinking({ url: linking.url, error: "Expected an http(s) or relative address." });
      return;
    }
    box.current?.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    exec("createLink", url);
    setLinking(undefined);
    changed();
  };

  return (
    <Field ids={ids} label={label} help={spec.description} error={field.error} required={spec.required} plainLabel>
      <div className="pke-rich" ref={(node) => field.setElement(node)}>
        <div className="pke-rich-toolbar" role="toolbar" aria-label={`${label} formatting`}>
          <button
            type="button"
            className="pke-rich-button"
            aria-pressed={formats.bold}
            aria-label="Bold"
            title="Bold (Ctrl+B)"
            onMouseDown={(press) => press.preventDefault()}
            onClick={() => format("bold")}
          >
            <strong aria-hidden="true">B</strong>
          </button>
          <button
            type="button"
            className="pke-rich-button"
            aria-pressed={formats.italic}
            aria-label="Italic"
            title="Italic (Ctrl+I)"
            onMouseDown={(press) => press.preventDefault()}
            onClick={() => format("italic")}
          >
            <em aria-hidden="true">I</em>
          </button>
          <button
            type="button"
            className="pke-rich-button"
            aria-pressed={formats.link}
            aria-label={formats.link ? "Remove link" : "Link"}
            title={formats.link ? "Remove link" : "Link"}
            onMouseDown={(press) => press.preventDefault()}
            onClick={toggleLink}
          >
            <Icon name="link" />
          </button>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: rich text needs an editable element, not a textarea */}
        <div
          ref={box}
          id={ids.control}
          className="pke-input pke-rich-box"
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={ids.label}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(ids, spec.description, field.error)}
          contentEditable
          suppressContentEditableWarning
          onInput={changed}
          onBlur={() => field.finish()}
          onKeyDown={(key) => {
            if (key.key === "Enter") {
              key.preventDefault();
              exec("insertLineBreak");
              changed();
            } else if (key.key === "Escape") {
              key.preventDefault();
              const stored = field.revert();
              if (box.current) box.current.innerHTML = sanitize(asHtml(stored));
            } else if ((key.ctrlKey || key.metaKey) && (key.key === "b" || key.key === "i")) {
              key.preventDefault();
              format(key.key === "b" ? "bold" : "italic");
            }
          }}
        />
        {linking ? (
          <div className="pke-rich-link">
            <input
              className="pke-input"
              type="url"
              aria-label="Link address"
              value={linking.url}
              aria-invalid={linking.error ? true : undefined}
              // biome-ignore lint/a11y/noAutofocus: the address is what the person is about to type
              autoFocus
              onChange={(change) => setLinking({ url: change.target.value })}
              onKeyDown={(key) => {
                if (key.key === "Enter") {
                  key.preventDefault();
                  applyLink();
                } else if (key.key === "Escape") {
                  key.preventDefault();
                  setLinking(undefined);
                }
              }}
            />
            <button type="button" className="pke-button" data-variant="primary" onClick={applyLink}>
              Apply
            </button>
            <button type="button" className="pke-button" data-variant="ghost" onClick={() => setLinking(undefined)}>
              Cancel
            </button>
            {linking.error ? <p className="pke-field-error">{linking.error}</p> : null}
          </div>
        ) : null}
      </div>
    </Field>
  );
}
