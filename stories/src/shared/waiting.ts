import { configure } from "storybook/test";

/**
 * How long a play function waits for what settles in its own time (media to play into a cue, a seek, a lazy
 * import): a time-out only catches a hang, so it is far longer than any of them takes, even while a full test run
 * shares a two-core machine with the builds. What a story checks is the outcome, never how soon it came.
 */
export const SETTLE_TIMEOUT = 30_000;

configure({ asyncUtilTimeout: SETTLE_TIMEOUT });
