/** A global build of @popcorn-kit/compat, and what it is measured against. */
export interface GlobalBuild {
  /** Its file in compat/dist/global. */
  file: string;
  /** What it holds. */
  holds: string;
  /** Popcorn.js 1.x's build it replaces, minified and gzipped, in bytes (`null`: 1.x had no file of its own); and as said in words. */
  popcorn1x: number | null;
  popcorn1xLabel: string;
  /** The goal for it, minified and gzipped, in bytes; `null` for none. */
  goal: number | null;
}

/** The global builds, with Popcorn 1.x's figures and the goals. */
export const GLOBAL_BUILDS: readonly GlobalBuild[];

/** What a page that reads a file with the complete build downloads: the build and its parsers. */
export const COMPLETE_WITH_PARSERS: readonly string[];

/** A global build as measured: its bytes, gzipped at level 9, and whether it is minified. */
export interface GlobalSize extends GlobalBuild {
  bytes: number;
  gzip: number;
  minified: boolean;
}

/** Measures each global build as shipped. Throws when a build is missing. */
export function globalSizes(): Promise<GlobalSize[]>;
