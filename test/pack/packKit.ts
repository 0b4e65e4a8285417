import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The kit's published packages, by folder, in the order a consumer's install needs them. */
export const kitFolders = ["core", "react", "vue", "svelte"] as const;

/** One packed package: its name and the tarball's file name in the destination folder. */
export interface Packed {
  name: string;
  filename: string;
}

/**
 * Packs the kit's packages with `npm pack` into `destination`, as the registry would serve them, from their
 * built `dist` (it throws if a package is not built). Returns each package's name and tarball file name.
 */
export async function packKit(destination: string, folders: readonly string[] = kitFolders): Promise<Packed[]> {
  const packed: Packed[] = [];
  for (const folder of folders) {
    const from = join(repo, folder);
    if (!existsSync(join(from, folder === "svelte" ? "dist/index.js" : "dist"))) {
      throw new Error(`${folder}/dist is missing: build the packages first (npm run build)`);
    }
    const { stdout } = await run("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", destination], {
      cwd: from,
      maxBuffer: 16 * 1024 * 1024,
    });
    const [{ name, filename }] = JSON.parse(stdout) as [Packed];
    packed.push({ name, filename });
  }
  return packed;
}
