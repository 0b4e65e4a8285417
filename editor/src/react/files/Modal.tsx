"use client";
import { type ReactNode, type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef } from "react";
import { Icon } from "../icons.js";

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's heading, also its accessible name. */
  title: string;
  /** Called on Escape, on the close button and on a click outside the dialog. */
  onClose: () => void;
  /** A class for the dialog box, beside `pke-files-modal`. */
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

/**
 * A modal dialog of the files area: `role="dialog"` with `aria-modal`, focus kept inside while it is open
 * (Tab and Shift+Tab wrap), Escape closes it, and focus goes back to what had it before it opened.
 */
export function Modal({ title, onClose, className, footer, focusKey, children }: ModalProps): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const firstKey = useRef(focusKey);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = box.current?.querySelector<HTMLElement>("[data-autofocus]:not(:disabled)") ?? box.current;
    first?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (focusKey === firstKey.current) return;
    firstKey.current = focusKey;
    (box.current?.querySelector<HTMLElement>("[data-autofocus]:not(:disabled)") ?? box.current)?.focus();
  }, [focusKey]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      // The dialog's key: the editor's root (which clears the selection on Escape) leaves it alone.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === box.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside closes; Escape and the close button do the same by keyboard.
    <div
      className="pke-files-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        className={className ? `pke-files-modal ${className}` : "pke-files-modal"}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="pke-files-modal-head">
          <h2 id={titleId} className="pke-files-modal-title">
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
        <div className="pke-files-modal-body">{children}</div>
        {footer ? <div className="pke-files-modal-foot">{footer}</div> : null}
      </div>
    </div>
  );
}
