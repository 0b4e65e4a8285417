import type { ReactNode } from "react";

/** The FileDialogs (being built). */
export function FileDialogs(): ReactNode {
  return null;
}
