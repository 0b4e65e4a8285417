import { type RefObject, useEffect, useRef } from "react";

const FOCUSABLE =
  'button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Makes `dialog` modal while it is mounted: focus moves into it, Tab and Shift+Tab cycle inside it, Escape
 * calls `onClose`, and focus returns on close to what had it before. Keys pressed inside stay inside (the
 * editor's shortcuts do not hear them). Its listener is removed on unmount.
 */
export function useModal(dialog: RefObject<HTMLElement | null>, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    // In document order (a selector list's matches are not in it everywhere: jsdom groups them by selector).
    const focusables = () => [...element.querySelectorAll<HTMLElement>("*")].filter((node) => node.matches(FOCUSABLE));
    (focusables()[0] ?? element).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      event.stopPropagation();
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;

      const list = focusables();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
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
      if (before?.isConnected) before.focus();
    };
  }, [dialog]);
}
