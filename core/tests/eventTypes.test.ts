import {
  type CueEvent,
  type SubtitleEvent,
  type TrackEventView,
  createManualClock,
  createPopcorn,
  createVirtualPlayer,
  definePlugin,
  isEventOf,
  isSubtitle,
  subtitlePlugin,
} from "../src/index.js";
import { type CueNode, parse } from "../src/parsers/index.js";
import { describe, expect, expectTypeOf, test } from "vitest";

// The type assertions here are checked by `tsc -p tsconfig.test.json` (the `typecheck` step of `npm test`);
// the runtime ones by vitest.

const VTT =
  "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ada>Hello <b>there</b>\n\n00:00:02.000 --> 00:00:05.000\nSecond line\n";

async function loaded() {
  const clock = createManualClock();
  const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 10 }), { ticker: clock, parse });
  await pop.loadTrack({ text: VTT });
  return pop;
}

describe("track events of a known plugin carry its option types", () => {
  test("getTrackEvents({ type: 'subtitle' }) gives subtitle events with text, voice and the cue text tree", async () => {
    const pop = await loaded();
    const lines = pop.getTrackEvents({ type: "subtitle" });
    expectTypeOf(lines).toEqualTypeOf<SubtitleEvent[]>();
    expectTypeOf(lines[0]!.options.text).toEqualTypeOf<string>();
    expectTypeOf(lines[0]!.options.nodes).toEqualTypeOf<readonly CueNode[] | undefined>();
    expect(lines.map((line) => line.options.text)).toEqual(["Hello there", "Second line"]);
    expect(lines[0]!.options.voice).toBe("Ada");
    expect(lines[0]!.options.nodes?.length).toBeGreaterThan(0);
    pop.destroy();
  });

  test("isSubtitle and isEventOf narrow the active list of the snapshot", async () => {
    const pop = await loaded();
    pop.seek(3);
    const active: readonly TrackEventView[] = pop.store.getSnapshot().active;
    const lines = active.filter(isSubtitle);
    expectTypeOf(lines).toEqualTypeOf<SubtitleEvent[]>();
    expect(lines.map((line) => line.options.text)).toEqual(["Hello there", "Second line"]);
    const same = active.filter((event) => isEventOf(event, subtitlePlugin));
    expectTypeOf(same[0]!.options.text).toEqualTypeOf<string>();
    expect(same).toEqual(lines);
    pop.destroy();
  });

  test("isEventOf types a plugin's events by its manifest, and tells other types apart", () => {
    const note = definePlugin({
      name: "note",
      manifest: { options: { body: { type: "text", required: true }, level: { type: "number", default: 1 } } },
    });
    const pop = createPopcorn(createVirtualPlayer(), { ticker: "manual", plugins: [note] });
    const view = pop.add("note", { body: "Read this", start: 0, end: 5 });
    const cue = pop.add("cue", { start: 0, end: 5 });
    expect(isEventOf(view, note)).toBe(true);
    expect(isEventOf(cue, note)).toBe(false);
    if (isEventOf(view, note)) {
      expectTypeOf(view.options.body).toEqualTypeOf<string>();
      expectTypeOf(view.options.level).toEqualTypeOf<number>();
      expect(view.options.level).toBe(1);
    }
    pop.destroy();
  });

  test("hostile input: a non-event is not of any type; a non-plugin is a PopcornError naming it", () => {
    for (const value of [null, undefined, 42, "subtitle", [], { type: 7 }]) {
      expect(isSubtitle(value as never)).toBe(false);
      expect(isEventOf(value as never, subtitlePlugin)).toBe(false);
    }
    for (const plugin of [null, "subtitle", { name: 3 }]) {
      expect(() => isEventOf({ type: "subtitle" } as never, plugin as never)).toThrow(
        /isEventOf\(\) got plugin .*: expected a plugin definition/,
      );
    }
  });

  test("add() with a known type name checks and types its options", () => {
    const clock = createManualClock();
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 10 }), { ticker: clock });
    const started: unknown[] = [];
    const cue = pop.add("cue", { start: 1, end: 2, onStart: (ctx) => started.push(ctx), note: "data kept" });
    expectTypeOf(cue).toEqualTypeOf<CueEvent>();
    const line = pop.add("subtitle", { start: 1, end: 2, text: "Hello" });
    expectTypeOf(line).toEqualTypeOf<SubtitleEvent>();
    expectTypeOf(line.options.text).toEqualTypeOf<string>();
    // @ts-expect-error: onStart of a cue is a function
    expect(() => pop.add("cue", { start: 1, onStart: "go" })).not.toThrow();
    // @ts-expect-error: a subtitle's text is a string (a number is turned into one, as data files hold them)
    expect(() => pop.add("subtitle", { start: 1, text: ["Hello"] })).toThrow(/Option "text" of plugin "subtitle"/);
    // Other names stay open: a plugin registered by name without a KnownPlugins entry.
    pop.registerPlugin(definePlugin({ name: "note", manifest: { options: {} } }));
    expectTypeOf(pop.add("note", { start: 3 })).toEqualTypeOf<TrackEventView>();
    pop.tick();
    clock.advance(1500);
    pop.destroy();
  });
});
