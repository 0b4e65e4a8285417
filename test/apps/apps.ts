import { type ChildProcess, execFile, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { packedDir, packedKit } from "../pack/packed.js";

/**
 * The framework apps of examples/ (Next.js, Nuxt, SvelteKit), set up as a consumer who cloned the repository would
 * set them up: the kit packed by `npm pack` into packed/ (as `npm run pack` does), each app installed with `npm ci`
 * from its own lockfile, built for production and served by its own production server. All of it happens in a copy of the
 * parts of the repository the apps read, in a folder outside it, so that none of their installs reaches the
 * workspaces' dependency trees.
 */

const run = promisify(execFile);
const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** How each app is served in production, and where its static files go. */
export const apps = {
  next: {
    title: "Next.js",
    adapter: "@popcorn-kit/react",
    server: (port: number) => ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"],
  },
  nuxt: {
    title: "Nuxt",
    adapter: "@popcorn-kit/vue",
    server: () => [".output/server/index.mjs"],
  },
  sveltekit: {
    title: "SvelteKit",
    adapter: "@popcorn-kit/svelte",
    server: () => ["build/index.js"],
  },
} as const;

export type AppName = keyof typeof apps;
export const appNames = Object.keys(apps) as AppName[];

/** What the apps read besides their own folders: the scripts beside them, the showcase and its media. */
const shared = ["examples/copy-showcase.mjs", "examples/unpin-kit.mjs", "examples/showcase", "test/fixtures/showcase"];
/** What an app's folder holds after a local install, dev or build, left behind by the copy. */
const generated = new Set([
  "node_modules",
  ".next",
  ".nuxt",
  ".output",
  "build",
  ".svelte-kit",
  "next-env.d.ts",
  join("public", "showcase"),
  join("app", "_showcase"),
  join("server", "showcase"),
  join("app", "showcase"),
  join("static", "showcase"),
  join("src", "lib", "showcase"),
]);

/** The environment without the test runner's `NODE_ENV=test`, which the frameworks' builds would take for theirs. */
export function withoutNodeEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env["NODE_ENV"];
  return env;
}

/** Runs `command` in `cwd`; a failure carries its output. Resolves to the seconds it took. */
async function step(cwd: string, command: string, args: string[]): Promise<number> {
  const started = performance.now();
  try {
    await run(command, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: withoutNodeEnv() });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${stdout}${stderr}`);
  }
  return (performance.now() - started) / 1000;
}

/**
 * Checks that an app's committed lockfile holds the kit's tarballs as `npm ci` needs them: without an integrity
 * (the tarballs change with the working tree) and with the dependencies each package declares now.
 */
export function checkLock(app: AppName): void {
  const lock = JSON.parse(readFileSync(join(repo, "examples", app, "package-lock.json"), "utf8")) as {
    packages: Record<string, { integrity?: string; dependencies?: Record<string, string> }>;
  };
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.startsWith("node_modules/@popcorn-kit/")) continue;
    const folder = basename(path);
    if (entry.integrity) {
      throw new Error(
        `examples/${app}/package-lock.json pins ${path}'s tarball (integrity): run node ../unpin-kit.mjs`,
      );
    }
    const declared = JSON.parse(readFileSync(join(repo, folder, "package.json"), "utf8")).dependencies ?? {};
    if (JSON.stringify(entry.dependencies ?? {}) !== JSON.stringify(declared)) {
      throw new Error(
        `examples/${app}/package-lock.json lists other dependencies for @popcorn-kit/${folder} than its package.json: pack the kit and run npm install in examples/${app} (README)`,
      );
    }
  }
}

/** Seconds each app took to install and to build. */
export type Timings = Record<AppName, { install: number; build: number }>;

/**
 * Copies the apps and what they read into `root`, the kit's tarballs into `root`/packed, then installs
 * (`npm ci`, offline first) and builds the apps side by side. Returns the folder of each app and the time each step took.
 */
export async function prepareApps(root: string, names: readonly AppName[] = appNames): Promise<Timings> {
  for (const path of shared) {
    if (existsSync(join(repo, path))) cpSync(join(repo, path), join(root, path), { recursive: true });
  }
  const packed = join(root, "packed");
  mkdirSync(packed, { recursive: true });
  // The kit as packed once for this run (pack:kit), where the apps' lockfiles find it (packed/ at the root).
  for (const { filename } of await packedKit()) cpSync(join(packedDir, filename), join(packed, filename));
  const timings = {} as Timings;
  for (const app of names) checkLock(app);
  // The apps side by side: an install mostly waits on the registry and the disk, so one app builds while another
  // installs.
  await Promise.all(
    names.map(async (app) => {
      const from = join(repo, "examples", app);
      const to = appFolder(root, app);
      cpSync(from, to, { recursive: true, filter: (source) => !generated.has(relative(from, source)) });
      const install = await step(to, "npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"]);
      const build = await step(to, "npm", ["run", "build"]);
      timings[app] = { install, build };
    }),
  );
  return timings;
}

/** Where `prepareApps` puts an app. */
export const appFolder = (root: string, app: AppName): string => join(root, "examples", app);

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** An app's production server, running. */
export interface RunningApp {
  url: string;
  /** What the server wrote to stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

/** Starts an app's production server on a free port and waits until it answers. */
export async function startApp(root: string, app: AppName): Promise<RunningApp> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, apps[app].server(port), {
    cwd: appFolder(root, app),
    env: { ...withoutNodeEnv(), PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}/`;
  const close = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the ${app} server exited:\n${stdout}${stderr}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (tries > 150) {
      await close();
      throw new Error(`the ${app} server did not answer at ${url} within 30 s:\n${stdout}${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { url, stderr: () => stderr, close };
}
