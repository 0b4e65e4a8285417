import type { ReactNode } from "react";

/** The Stage (being built). */
export function Stage(): ReactNode {
  return null;
}
