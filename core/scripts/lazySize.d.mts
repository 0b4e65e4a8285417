/**
 * The files a page downloads when `parseLazily` imports `modules` (core/src/parsers/<module>.ts, in order),
 * gzipped, and the source files bundled into them. Throws when a module is not a chunk of its own.
 */
export function lazilyShipped(modules: readonly string[]): Promise<{ gzip: number; inputs: string[] }>;
