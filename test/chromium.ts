import { playwright } from "@vitest/browser-playwright";

/**
 * The system Chromium (Debian's `chromium` package) for Vitest browser mode and Storybook tests: no
 * downloaded browsers. `CHROMIUM_PATH` overrides the path.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for a headless Chromium on a machine with a closed network, allowed to play media unprompted. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--autoplay-policy=no-user-gesture-required",
];

/** Vitest's Playwright provider launching that Chromium. */
export function chromiumProvider() {
  return playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });
}

/** The `test.browser` settings of every real-Chromium Vitest project here: headless, that Chromium, no screenshots. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: chromiumProvider(),
    instances: [{ browser: "chromium" as const }],
    screenshotFailures: false,
  };
}
