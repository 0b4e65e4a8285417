import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { kitFolders, type Packed, packKit } from "./packKit.js";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Where the kit is packed once per run for every check that installs it (the fresh apps, the framework apps):
 * `test/.packed`, written by the `pack:kit` task, which turbo runs before `test:fresh` and `test:apps`.
 */
export const packedDir = join(repo, "test/.packed");
const manifest = join(packedDir, "kit.json");

/** The newest modification time of a file under `dir`, in ms (0 if it has none). */
function newest(dir: string): number {
  let time = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) time = Math.max(time, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return time;
}

/** Packs the kit anew into {@link packedDir}, with a manifest of what it holds. */
export async function packKitOnce(): Promise<Packed[]> {
  rmSync(packedDir, { recursive: true, force: true });
  mkdirSync(packedDir, { recursive: true });
  const packed = await packKit(packedDir);
  writeFileSync(manifest, `${JSON.stringify(packed, null, 2)}\n`);
  return packed;
}

/**
 * The kit's tarballs in {@link packedDir}: those the `pack:kit` task wrote, or, when a check runs on its own and
 * finds none or finds them older than a package's build, packed now.
 */
export async function packedKit(): Promise<Packed[]> {
  if (existsSync(manifest)) {
    const packedAt = statSync(manifest).mtimeMs;
    const stale = kitFolders.some((folder) => {
      const dist = join(repo, folder, "dist");
      return existsSync(dist) && newest(dist) > packedAt;
    });
    if (!stale) return JSON.parse(readFileSync(manifest, "utf8")) as Packed[];
  }
  return packKitOnce();
}
