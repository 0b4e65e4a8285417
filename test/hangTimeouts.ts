/**
 * The time-outs of every Vitest project here: a time-out only catches a hang. A test asserts outcomes, order and
 * frames, never a duration, so these are far longer than any test takes alone, and long enough for one that shares
 * a two-core machine with the builds and the other suites of a full `npm test`. Projects that do more (install,
 * build, visit a site) set longer ones after these.
 */
export const hangTimeouts = { testTimeout: 60_000, hookTimeout: 60_000 } as const;
