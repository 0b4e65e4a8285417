import type { ReactNode } from "react";

/** The Inspector (being built). */
export function Inspector(): ReactNode {
  return null;
}
