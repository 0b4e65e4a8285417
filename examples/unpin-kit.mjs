// Run after each install of an app (its `postinstall`): takes the integrity of the kit's tarballs out of the app's
// package-lock.json. The tarballs are packed from the working tree and change with it; with their integrity in the
// lock, `npm ci` would refuse a new one (EINTEGRITY), or install the old one from npm's cache. Without it, the
// lock pins every other package and `npm ci` installs the tarballs as they are now.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const file = "package-lock.json";
if (existsSync(file)) {
  const lock = JSON.parse(readFileSync(file, "utf8"));
  let changed = false;
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (path.startsWith("node_modules/@popcorn-kit/") && "integrity" in entry) {
      delete entry.integrity;
      changed = true;
    }
  }
  if (changed) writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
