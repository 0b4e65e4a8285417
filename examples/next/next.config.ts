import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";

// This folder is the app's root, not the repository around it (which has a lockfile of its own).
const root = dirname(fileURLToPath(import.meta.url));

// The kit loads its optional peers (hls.js for HLS, @vimeo/player, and leaflet, mustache and p5 for the map,
// template and sketch plugins) with `import()` the first time a page uses them. Turbopack, like webpack, fails
// the build on an import it cannot resolve, even a dynamic one that never runs: each one not installed here
// resolves to a module that throws when loaded, so that using it is the kit's own error ("install it").
const optionalPeers = ["hls.js", "@vimeo/player", "leaflet", "mustache", "p5"];
const missing = optionalPeers.filter((name) => !existsSync(join(root, "node_modules", name, "package.json")));

const config: NextConfig = {
  turbopack: {
    root,
    resolveAlias: Object.fromEntries(missing.map((name) => [name, "./missingPeer.js"])),
  },
  outputFileTracingRoot: root,
};

export default config;
