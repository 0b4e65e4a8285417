/**
 * How many times the suite's caption View rendered (React: its function ran; Vue: its render function; Svelte:
 * its markup's expressions were computed again). Each harness's CaptionView counts itself here.
 */
export const viewRenders = { caption: 0 };
