"use client";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "./icons.js";

const FOCUSABLE =
  'button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's heading, also its accessible name. */
  title: string;
  /** Called on Escape, on the close button and on a click outside the dialog. */
  onClose: () => void;
  /** A class for the dialog box, beside `pke-modal` (its width, say). */
  className?: string;
  /** What sits at the dialog's bottom: its actions. */
  footer?: ReactNode;
  /**
   * Changes when the dialog's content is replaced (a step of the import): focus then moves to the new content's
   * `[data-autofocus]` element, so that it is never lost with a removed button.
   */
  focusKey?: string;
  children: ReactNode;
}

/** The focusable elements of `element`, in document order (jsdom orders a selector list's matches by selector). */
function focusables(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>("*")].filter((node) => node.matches(FOCUSABLE));
}

/** Where focus goes when `box` opens or its content changes: its `[data-autofocus]`, else its first control. */
function initialFocus(box: HTMLElement): HTMLElement {
  return box.querySelector<HTMLElement>("[data-autofocus]:not(:disabled)") ?? focusables(box)[0] ?? box;
}

/**
 * The editor's modal dialog (media, import, export): `role="dialog"` with `aria-modal`, labelled by its heading.
 * While it is open, focus stays inside (Tab and Shift+Tab wrap) and keys pressed in it are its own: the editor's
 * shortcuts leave them alone. Escape, the close button and a click outside close it, and focus goes back to
 * what had it before it opened. Its listener is removed when it closes.
 */
export function Modal({ title, onClose, className, footer, focusKey, children }: ModalProps): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const firstKey = useRef(focusKey);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocus(element).focus();
    // The editor's shortcuts leave alone keys pressed in a modal (shortcuts.ts); they still reach the React
    // handlers of what is inside (the export dialog's tabs).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusables(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (focusKey === firstKey.current || !box.current) return;
    firstKey.current = focusKey;
    initialFocus(box.current).focus();
  }, [focusKey]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside closes; Escape and the close button do the same by keyboard.
    <div
      className="pke-modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        className={className ? `pke-modal ${className}` : "pke-modal"}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="pke-modal-head">
          <h2 id={titleId} className="pke-modal-title">
            {title}
          </h2>
          <button
            type="button"
            className="pke-button pke-icon-button"
            data-variant="ghost"
            aria-label="Close"
            title="Close (Esc)"
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="pke-modal-body">{children}</div>
        {footer ? <div className="pke-modal-foot">{footer}</div> : null}
      </div>
    </div>
  );
}
