import type { ReactNode } from "react";

/** The MediaDialog (being built). */
export function MediaDialog(): ReactNode {
  return null;
}
