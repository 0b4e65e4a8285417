import type { ReactNode } from "react";

/** The Transport (being built). */
export function Transport(): ReactNode {
  return null;
}
