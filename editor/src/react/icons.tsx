import type { ReactNode } from "react";

/** The interface's icons: 16 px line drawings in `currentColor`, hidden from screen readers (buttons carry labels). */
export type IconName =
  | "play"
  | "pause"
  | "undo"
  | "redo"
  | "plus"
  | "trash"
  | "upload"
  | "download"
  | "sun"
  | "moon"
  | "film"
  | "scissors"
  | "magnet"
  | "zoom-in"
  | "zoom-out"
  | "copy"
  | "layout"
  | "target"
  | "close"
  | "check"
  | "alert"
  | "link"
  | "code"
  | "to-start"
  | "to-end"
  | "fit"
  | "volume"
  | "volume-off";

const PATHS: Record<IconName, ReactNode> = {
  play: <path d="M5 3.5v9l7.5-4.5z" fill="currentColor" stroke="none" />,
  pause: (
    <>
      <rect x="4" y="3.5" width="2.8" height="9" rx="0.6" fill="currentColor" stroke="none" />
      <rect x="9.2" y="3.5" width="2.8" height="9" rx="0.6" fill="currentColor" stroke="none" />
    </>
  ),
  undo: <path d="M5.5 4 2.5 7l3 3M3 7h6.5a3.5 3.5 0 0 1 0 7H7" />,
  redo: <path d="M10.5 4l3 3-3 3M13 7H6.5a3.5 3.5 0 0 0 0 7H9" />,
  plus: <path d="M8 3v10M3 8h10" />,
  trash: <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5" />,
  upload: <path d="M8 11V3M5 6l3-3 3 3M3 11v2h10v-2" />,
  download: <path d="M8 3v8M5 8l3 3 3-3M3 11v2h10v-2" />,
  sun: (
    <>
      <circle cx="8" cy="8" r="2.8" />
      <path d="M8 1.5v1.6M8 12.9v1.6M1.5 8h1.6M12.9 8h1.6M3.4 3.4l1.1 1.1M11.5 11.5l1.1 1.1M3.4 12.6l1.1-1.1M11.5 4.5l1.1-1.1" />
    </>
  ),
  moon: <path d="M13 9.5A5.5 5.5 0 0 1 6.5 3a5.5 5.5 0 1 0 6.5 6.5z" />,
  film: (
    <>
      <rect x="2" y="3" width="12" height="10" rx="1.5" />
      <path d="M5 3v10M11 3v10M2 6h3M2 10h3M11 6h3M11 10h3" />
    </>
  ),
  scissors: (
    <>
      <circle cx="4.5" cy="4.5" r="2" />
      <circle cx="4.5" cy="11.5" r="2" />
      <path d="M6.2 5.6 13 12M6.2 10.4 13 4" />
    </>
  ),
  magnet: <path d="M4 2.5v5.5a4 4 0 0 0 8 0V2.5M4 5.5h2.5M9.5 5.5H12M6.5 2.5v5.5a1.5 1.5 0 0 0 3 0V2.5" />,
  "zoom-in": (
    <>
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5 14 14M5 7h4M7 5v4" />
    </>
  ),
  "zoom-out": (
    <>
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5 14 14M5 7h4" />
    </>
  ),
  copy: (
    <>
      <rect x="5" y="5" width="8.5" height="8.5" rx="1.5" />
      <path d="M3 10.5V3.5A1 1 0 0 1 4 2.5h6.5" />
    </>
  ),
  layout: (
    <>
      <rect x="2" y="3" width="12" height="10" rx="1.5" />
      <path d="M9.5 3v10M9.5 8H14" />
    </>
  ),
  target: (
    <>
      <circle cx="8" cy="8" r="5.5" />
      <circle cx="8" cy="8" r="2" />
    </>
  ),
  close: <path d="M4 4l8 8M12 4l-8 8" />,
  check: <path d="M3 8.5l3 3 7-7" />,
  alert: <path d="M8 2.5 14 13H2zM8 6.5v3M8 11.2v.3" />,
  link: <path d="M7 9a3 3 0 0 0 4.2 0l2-2a3 3 0 0 0-4.2-4.2l-.8.8M9 7a3 3 0 0 0-4.2 0l-2 2A3 3 0 0 0 7 13.2l.8-.8" />,
  code: <path d="M5.5 4.5 2 8l3.5 3.5M10.5 4.5 14 8l-3.5 3.5" />,
  "to-start": <path d="M4 3.5v9M12 3.5 6 8l6 4.5z" />,
  "to-end": <path d="M12 3.5v9M4 3.5 10 8l-6 4.5z" />,
  fit: <path d="M2.5 6V2.5H6M10 2.5h3.5V6M13.5 10v3.5H10M6 13.5H2.5V10" />,
  volume: <path d="M2.5 6h2.5L8.5 3v10L5 10H2.5zM11 5.5a3.5 3.5 0 0 1 0 5M12.8 3.5a6 6 0 0 1 0 9" />,
  "volume-off": <path d="M2.5 6h2.5L8.5 3v10L5 10H2.5zM11 6l3.5 4M14.5 6 11 10" />,
};

/** One of the interface's icons. */
export function Icon({ name }: { name: IconName }): ReactNode {
  return (
    <svg
      className="pke-icon"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
