import type { ReactNode } from "react";

/** The AutosaveIndicator (being built). */
export function AutosaveIndicator(): ReactNode {
  return null;
}
