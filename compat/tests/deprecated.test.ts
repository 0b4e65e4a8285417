import { afterEach, describe, expect, it, vi } from "vitest";
import { made, virtualPopcorn } from "./virtualPopcorn.js";

// In a file of its own: the warnings are once per page, and other files call these methods.
afterEach(() => {
  for (const p of made.splice(0)) p.destroy();
  vi.restoreAllMocks();
});

describe("Popcorn 1.x's renamed methods", () => {
  it("listen, trigger, unlisten and exec warn once each, in every build, then work as on, emit, off and cue", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { p } = virtualPopcorn();
    const handler = vi.fn();
    p.listen("foo", handler).trigger("foo", 1).unlisten("foo", handler).trigger("foo", 2);
    p.exec(1, () => {});
    p.listen("foo", handler)
      .trigger("foo", 3)
      .exec(2, () => {});
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      "[popcorn-kit] Deprecated method 'listen', use 'on' instead.",
      "[popcorn-kit] Deprecated method 'trigger', use 'emit' instead.",
      "[popcorn-kit] Deprecated method 'unlisten', use 'off' instead.",
      "[popcorn-kit] Deprecated method 'exec', use 'cue' instead.",
    ]);
    expect(handler.mock.calls).toEqual([[1], [3]]);
    expect(p.getTrackEvents()).toHaveLength(2);
  });
});
