// A setup file of every Vitest project in Node or jsdom: waiting for an outcome never fails because the machine is
// busy. vi.waitFor and Testing Library's findBy*/waitFor give up after one second by default, which a full
// `npm test` on two cores can exceed while a lazy import or a track loads; here they wait as long as a test may
// run (hangTimeouts.ts), so their time-out only catches a hang. An explicit longer time-out is kept.
import { configure } from "@testing-library/dom";
import { vi } from "vitest";
import { hangTimeouts } from "./hangTimeouts.js";

const timeout = hangTimeouts.testTimeout;

configure({ asyncUtilTimeout: timeout });

const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) => {
  const given = typeof options === "number" ? { timeout: options } : (options ?? {});
  return waitFor(callback, { ...given, timeout: Math.max(given.timeout ?? 0, timeout) });
}) as typeof vi.waitFor;
