import { expect, test } from "vitest";
import { stalePeerFiles } from "../scripts/peers.mjs";

test("the optional peers' subpath imports and their files are what scripts/peers.mjs writes from its table", () => {
  expect(stalePeerFiles(), "run npm run peers -w @popcorn-kit/core").toEqual([]);
});
