import { createReadStream, createWriteStream, existsSync, readFileSync, statSync } from "node:fs";
import { chmod, mkdtemp, rename, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createBrotliDecompress } from "node:zlib";
import { playwright } from "@vitest/browser-playwright";

/** Names a system Chromium goes by on PATH (Debian's package, Ubuntu's, Google's builds). */
const systemNames = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];

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

function isExecutableFile(path: string): boolean {
  try {
    const stat = statSync(path);
    return stat.isFile() && (stat.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

/** The first of {@link systemNames} found on PATH (and in /usr/bin, which a trimmed PATH may lack). */
function findSystemChromium(): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(delimiter).filter(Boolean), "/usr/bin"];
  for (const name of systemNames) {
    for (const dir of dirs) {
      if (isExecutableFile(join(dir, name))) return join(dir, name);
    }
  }
  return undefined;
}

/**
 * The Chromium that `@sparticuz/chromium` ships inside its npm tarball, decompressed once per version into
 * the temp folder. Each caller unpacks into a folder of its own and renames it into place, so vitest
 * processes starting together never see a half-written browser: the first rename wins, the others drop theirs.
 */
async function npmChromium(): Promise<string> {
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(
      `[popcorn-kit] no system Chromium found, and @sparticuz/chromium only ships one for linux-x64 (this is ${process.platform}-${process.arch}); install Chromium or set CHROMIUM_PATH`,
    );
  }
  // The package root: the folder above its entry point that holds its bin/.
  let packageDir = dirname(createRequire(import.meta.url).resolve("@sparticuz/chromium"));
  while (!existsSync(join(packageDir, "bin", "chromium.br")) && dirname(packageDir) !== packageDir) {
    packageDir = dirname(packageDir);
  }
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  const dir = join(tmpdir(), `popcorn-kit-chromium-${version}`);
  const executable = join(dir, "chromium");
  if (existsSync(executable)) return executable;

  const work = await mkdtemp(`${dir}.partial-`);
  try {
    // Only the browser: with --disable-gpu it needs neither the package's SwiftShader nor its fonts.
    await pipeline(
      createReadStream(join(packageDir, "bin", "chromium.br")),
      createBrotliDecompress(),
      createWriteStream(join(work, "chromium"), { mode: 0o755 }),
    );
    await chmod(work, 0o755);
    await rename(work, dir);
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    if (!existsSync(executable)) throw error;
  }
  return executable;
}

async function resolveChromium(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const system = findSystemChromium();
  if (system) return system;
  const bundled = await npmChromium();
  console.info(`[popcorn-kit] no system Chromium; using the one from @sparticuz/chromium at ${bundled}`);
  return bundled;
}

// Each vitest config bundles its own copy of this file; one resolution per process, shared through globalThis.
const shared = globalThis as { __popcornKitChromium?: Promise<string> };

/**
 * The Chromium for Vitest browser mode and Storybook tests, never a downloaded one: `CHROMIUM_PATH` when set,
 * else a system Chromium on PATH (`chromium`, `chromium-browser`, `google-chrome`, ...), else the build that
 * the `@sparticuz/chromium` npm package ships.
 */
export function chromiumPath(): Promise<string> {
  shared.__popcornKitChromium ??= resolveChromium();
  return shared.__popcornKitChromium;
}

/** Vitest's Playwright provider launching that Chromium. */
export async function chromiumProvider() {
  return playwright({ launchOptions: { executablePath: await chromiumPath(), args: chromiumArgs } });
}

/** The `test.browser` settings of every real-Chromium Vitest project here: headless, that Chromium, no screenshots. */
export async function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: await chromiumProvider(),
    instances: [{ browser: "chromium" as const }],
    screenshotFailures: false,
  };
}
