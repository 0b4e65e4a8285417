import { expect, test } from "vitest";
import { staleFiles } from "../scripts/catalogue.mjs";

test("the files written from the catalogue's table are what the script writes now", () => {
  // Package entries, the adapters' plugin components and the conformance harnesses' tables.
  expect(staleFiles(), "run npm run catalogue -w @popcorn-kit/core").toEqual([]);
});
