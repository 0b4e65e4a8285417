/** The page's own files, in compat/examples. */
export const PAGE_FILES: readonly string[];
/** The global builds, in compat/dist/global (every other script there is copied with them). */
export const GLOBAL_FILES: readonly string[];
/** The sample media the page plays, from test/fixtures/media, served under media/. */
export const MEDIA_FILES: readonly string[];
/**
 * Writes the example page and everything it loads into `folder`, emptied first, and returns its absolute path.
 * Throws, naming the command to run, when the global builds have not been built.
 */
export function writeExamplePage(folder: string): string;
