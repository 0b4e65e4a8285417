import { describe, expect, test } from "vitest";
import { PopcornError, createPopcorn } from "../src/index.js";
import { setup } from "./harness.js";

function caught(fn: () => unknown): PopcornError {
  try {
    fn();
  } catch (error) {
    if (error instanceof PopcornError) return error;
    throw error;
  }
  throw new Error("expected a PopcornError");
}

describe("bad input is refused with a PopcornError naming the value; nothing already added is lost", () => {
  test.each<[string, (pop: ReturnType<typeof setup>["pop"]) => unknown, string, RegExp]>([
    ["a non-numeric start", (p) => p.add("cue", { start: "soon" }), "INVALID_TIME", /Invalid time "soon"/],
    ["a negative end", (p) => p.add("cue", { start: 1, end: -2 }), "INVALID_TIME", /Invalid time -2/],
    [
      "end before start",
      (p) => p.add("cue", { id: "x", start: 5, end: 2 }),
      "INVALID_TIME",
      /"x" ends \(2\) before it starts \(5\)/,
    ],
    ["an infinite start", (p) => p.add("cue", { start: Infinity }), "INVALID_TIME", /Start Infinity/],
    [
      "an unknown plugin",
      (p) => p.add("footnot", { start: 1 }),
      "UNKNOWN_PLUGIN",
      /Unknown track event type "footnot": expected a registered plugin \("cue", "subtitle"\)/,
    ],
    ["a duplicate id", (p) => p.add("cue", { id: "kept" }), "DUPLICATE_ID", /"kept" is already on the timeline/],
    ["an empty id", (p) => p.add("cue", { id: "" }), "INVALID_OPTION", /Track event id ""/],
    [
      "a missing required option",
      // @ts-expect-error: the types require `text`; a JavaScript caller gets the check at run time
      (p) => p.add("subtitle", { start: 1 }),
      "INVALID_OPTION",
      /Option "text" of plugin "subtitle" is required/,
    ],
    ["an update of an unknown id", (p) => p.update("nope", { start: 1 }), "NOT_FOUND", /No track event with id "nope"/],
    ["a removal of an unknown id", (p) => p.remove("nope"), "NOT_FOUND", /"nope"/],
    ["a changed id", (p) => p.update("kept", { id: "other" }), "INVALID_OPTION", /cannot change its id to "other"/],
    ["a bad seek", (p) => p.seek("later"), "INVALID_TIME", /"later"/],
    ["a zero playback rate", (p) => (p.playbackRate = 0), "INVALID_OPTION", /playbackRate 0/],
    ["a volume above 1", (p) => (p.volume = 2), "INVALID_OPTION", /volume 2: expected a number from 0 to 1/],
    ["exec without a function", (p) => p.exec(1, "alert(1)" as never), "INVALID_OPTION", /exec\(\) got "alert\(1\)"/],
    [
      "a nameless plugin",
      (p) => p.registerPlugin({ name: "", manifest: { options: {} } }),
      "INVALID_OPTION",
      /Plugin ""/,
    ],
  ])("%s", (_name, act, code, message) => {
    const { pop } = setup();
    const kept = pop.add("cue", { id: "kept", start: 0, end: 10 });
    const snapshot = pop.store.getSnapshot();
    const error = caught(() => act(pop));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(/expected/);
    expect(pop.getTrackEvents()).toEqual([kept]);
    expect(pop.isActive("kept")).toBe(true);
    expect(pop.store.getSnapshot()).toBe(snapshot);
  });

  test("an object that is not a player is refused", () => {
    const error = caught(() => createPopcorn({} as never));
    expect(error.code).toBe("PLAYER");
    expect(error.message).toMatch(/expected a media element/);
  });

  test("an unknown ticker is refused", () => {
    const { player } = setup();
    expect(caught(() => createPopcorn(player, { ticker: "fast" as never })).message).toMatch(/ticker "fast"/);
  });

  test("a second plugin with a registered name is refused; the same definition again is fine", () => {
    const { pop } = setup();
    const cue = pop.getPlugin("cue")!;
    pop.registerPlugin(cue);
    expect(caught(() => pop.registerPlugin({ ...cue })).message).toMatch(/"cue" is already registered/);
  });
});
