import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";

// This folder is the app's root, not the repository around it (which has a lockfile of its own). Nothing else to
// configure: the kit's optional peers (hls.js, @vimeo/player, leaflet, mustache, p5) load only when a page uses
// them, and an app builds without the ones it has not installed. This one installs leaflet, for the showcase's map.
const root = dirname(fileURLToPath(import.meta.url));

const config: NextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default config;
