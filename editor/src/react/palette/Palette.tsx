import type { ReactNode } from "react";

/** The Palette (being built). */
export function Palette(): ReactNode {
  return null;
}
