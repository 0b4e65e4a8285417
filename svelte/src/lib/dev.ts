declare const process: { env: { NODE_ENV?: string } } | undefined;

/** Prints a development-only warning prefixed `[popcorn-kit]`; bundlers drop it from production builds. */
export function devWarn(message: string): void {
  if (typeof process !== "undefined" && process.env.NODE_ENV !== "production") console.warn(`[popcorn-kit] ${message}`);
}
