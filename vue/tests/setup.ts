import { afterEach } from "vitest";
import { cleanupWorld } from "./world.js";

// A setup file runs for every test file, also when modules are shared between files (isolate: false).
afterEach(cleanupWorld);
