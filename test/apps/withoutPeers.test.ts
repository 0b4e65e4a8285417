import { type ChildProcess, execFile, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Browser, chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromiumArgs, chromiumPath } from "../chromium.js";
import { packedDir, packedKit } from "../pack/packed.js";
import { freePort, withoutNodeEnv } from "./apps.js";

/**
 * A Next.js app as a newcomer makes one: the kit's tarballs, Next.js and React, and none of the kit's optional
 * peer dependencies (hls.js, @vimeo/player, leaflet, mustache, p5), no configuration. Its page imports every entry
 * that loads one (the player components, the map, template and sketch components). It must build with Turbopack
 * (Next's default) and with webpack, and each feature must say on the page which package it needs.
 */

const run = promisify(execFile);
const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const nextVersion = (
  JSON.parse(readFileSync(join(repo, "examples/next/package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  }
).dependencies;

const PAGE = `"use client";
import { PopcornVideo } from "@popcorn-kit/react";
import { MapView, Sketch, Template } from "@popcorn-kit/react/plugins";

const dot = (p) => {
  p.setup = () => p.createCanvas(20, 20);
};

export default function Page() {
  return (
    <main>
      <PopcornVideo src="/clip.webm" muted>
        <MapView start={0} end={30} lat={51.5} lng={-0.12} zoom={10} tiles="" label="London" />
        <Template start={0} end={30} template="<p>{{city}}</p>" data={{ city: "London" }} />
        <Sketch start={0} end={30} sketch={dot} label="A dot" />
      </PopcornVideo>
    </main>
  );
}
`;

const LAYOUT = `export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

let root = "";
let browser: Browser;

/** Runs `command` in the app; a failure carries its output. */
async function step(args: string[]): Promise<string> {
  const env = { ...withoutNodeEnv(), NEXT_TELEMETRY_DISABLED: "1" };
  try {
    const { stdout, stderr } = await run(args[0]!, args.slice(1), { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${args.join(" ")} failed:\n${stdout}${stderr}`);
  }
}

/** Serves the build with `next start`, opens the page, and answers its text once the three messages show. */
async function visit(): Promise<{ text: string; console: string[] }> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"],
    { cwd: root, stdio: "ignore", env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } },
  );
  const page = await browser.newPage();
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        if (tries > 150 || server.exitCode !== null) throw new Error(`next start did not answer at ${url}`);
        await new Promise((done) => setTimeout(done, 200));
      }
    }
    const console: string[] = [];
    page.on("console", (message) => console.push(message.text()));
    await page.goto(url);
    await page.waitForFunction(() => (document.body.textContent?.match(/npm install/g) ?? []).length >= 3);
    return { text: (await page.textContent("main")) ?? "", console };
  } finally {
    await page.close();
    server.kill("SIGTERM");
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "popcorn-kit-no-peers-"));
  const kit = await packedKit();
  const tarball = (name: string) => `file:${join(packedDir, kit.find((entry) => entry.name === name)!.filename)}`;
  writeFileSync(
    join(root, "package.json"),
    JSON.stringify({
      name: "no-peers",
      private: true,
      dependencies: {
        "@popcorn-kit/core": tarball("@popcorn-kit/core"),
        "@popcorn-kit/react": tarball("@popcorn-kit/react"),
        next: nextVersion["next"],
        react: nextVersion["react"],
        "react-dom": nextVersion["react-dom"],
      },
    }),
  );
  mkdirSync(join(root, "app"));
  mkdirSync(join(root, "public"));
  writeFileSync(join(root, "app/page.js"), PAGE);
  writeFileSync(join(root, "app/layout.js"), LAYOUT);
  cpSync(join(repo, "test/fixtures/media/clip.webm"), join(root, "public/clip.webm"));
  // npm would install optional peers it finds in the lockfile of a parent: there is none in the temporary folder.
  await step(["npm", "install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"]);
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (root) await rm(root, { recursive: true, force: true });
}, 120_000);

describe("a Next.js app without any of the kit's optional peers, with no configuration", () => {
  for (const bundler of ["turbopack", "webpack"] as const) {
    test(`builds with ${bundler}, and the map, template and sketch say which package to install`, async () => {
      for (const peer of ["hls.js", "@vimeo/player", "leaflet", "mustache", "p5"]) {
        expect(() => readFileSync(join(root, "node_modules", peer, "package.json")), peer).toThrow();
      }
      await rm(join(root, ".next"), { recursive: true, force: true });
      const output = await step(["node", "node_modules/next/dist/bin/next", "build", `--${bundler}`]);
      expect(output).toContain("Compiled");
      const { text } = await visit();
      expect(text).toContain("Could not load leaflet, which the map plugin needs: install it (npm install leaflet).");
      expect(text).toContain(
        "Could not load mustache, which the template plugin needs: install it (npm install mustache).",
      );
      expect(text).toContain("Could not load p5, which the sketch plugin needs: install it (npm install p5).");
    }, 300_000);
  }
});
