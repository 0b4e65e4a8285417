import type { ReactNode } from "react";

/** The Timeline (being built). */
export function Timeline(): ReactNode {
  return null;
}
