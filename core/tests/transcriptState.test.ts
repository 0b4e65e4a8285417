import { describe, expect, test } from "vitest";
import { subtitlePlugin } from "../src/index.js";
import { captionChoice } from "../src/plugins/catalogue/captions/index.js";
import { createTranscriptState } from "../src/plugins/catalogue/transcript/index.js";
import { setup } from "./harness.js";

const ENGLISH = [
  "WEBVTT",
  "",
  "00:00.000 --> 00:02.000",
  "Good morning",
  "",
  "00:02.000 --> 00:05.000",
  "<00:02.000>The <00:03.000>harbour <00:04.000>wakes",
  "",
  "00:05.000 --> 00:08.000",
  "École du port",
  "",
].join("\n");

const FRENCH = "WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour\n\n00:02.000 --> 00:05.000\nLe port se réveille\n";

const texts = (lines: readonly { options: { text: string } }[]) => lines.map((line) => line.options.text);

describe("createTranscriptState", () => {
  test("the subtitle lines by default, in the language the captions show; `lang` fixes it; `track` another type's lines", async () => {
    const { pop } = setup({ player: { duration: 60 } });
    pop.registerPlugin({ ...subtitlePlugin, name: "lyrics" });
    await pop.loadTrack({ text: ENGLISH }, { lang: "en" });
    await pop.loadTrack({ text: FRENCH }, { lang: "fr" });
    await pop.loadTrack({ text: "WEBVTT\n\n00:00.000 --> 00:04.000\nLa la la\n" }, { type: "lyrics", lang: "fr" });
    const shown = createTranscriptState(pop);
    // With no choice, the first language loaded.
    expect(shown.getSnapshot()).toMatchObject({ lang: "en", current: { options: { text: "Good morning" } } });
    expect(texts(shown.getSnapshot().lines)).toEqual(["Good morning", "The harbour wakes", "École du port"]);
    captionChoice(pop).choose("fr");
    expect(texts(shown.getSnapshot().lines)).toEqual(["Bonjour", "Le port se réveille"]);
    expect(shown.getSnapshot().lang).toBe("fr");
    expect(texts(createTranscriptState(pop, { lang: "en" }).getSnapshot().lines)).toHaveLength(3);
    expect(texts(createTranscriptState(pop, { track: "lyrics" }).getSnapshot().lines)).toEqual(["La la la"]);
    // Off: the transcript still lists the default language.
    captionChoice(pop).choose(null);
    expect(shown.getSnapshot().lang).toBe("en");
  });

  test("the current line, and the time only while it is a karaoke line; the same state until one of them changes", async () => {
    const { pop, clock } = setup({ player: { duration: 60 } });
    await pop.loadTrack({ text: ENGLISH });
    const transcript = createTranscriptState(pop);
    const states: unknown[] = [];
    const unsubscribe = transcript.subscribe(() => states.push(transcript.getSnapshot()));
    const first = transcript.getSnapshot();
    expect(transcript.getSnapshot()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Active from the moment the track loaded.
    expect(first).toMatchObject({ time: null, current: { options: { text: "Good morning" } } });
    await pop.play();
    // A plain line: frames change nothing.
    for (let i = 0; i < 5; i++) clock.advance(100);
    expect(states).toHaveLength(0);
    clock.advance(1500);
    expect(transcript.getSnapshot()).toMatchObject({ current: { options: { text: "The harbour wakes" } } });
    const during = states.length;
    // A karaoke line: every frame's time.
    clock.advance(100);
    clock.advance(100);
    expect(states).toHaveLength(during + 2);
    expect(transcript.getSnapshot().time).toBeCloseTo(pop.currentTime, 9);
    pop.seek(6);
    pop.tick();
    expect(transcript.getSnapshot()).toMatchObject({ time: null, current: { options: { text: "École du port" } } });
    // The lines keep their identity while no line changes.
    expect(transcript.getSnapshot().lines).toBe(first.lines);
    unsubscribe();
  });

  test("listens to the instance only while it has listeners; null holds no line", async () => {
    const { pop } = setup({ player: { duration: 60 } });
    await pop.loadTrack({ text: ENGLISH });
    const listeners = pop.listenerCount();
    const transcript = createTranscriptState(pop, { lang: "en" });
    const a = transcript.subscribe(() => {});
    const b = transcript.subscribe(() => {});
    expect(pop.listenerCount()).toBeGreaterThan(listeners);
    a();
    b();
    expect(pop.listenerCount()).toBe(listeners);
    const none = createTranscriptState(null, { lang: "fr" });
    expect(none.getSnapshot()).toEqual({ lines: [], current: null, time: null, lang: "fr" });
    expect(none.getServerSnapshot()).toBe(none.getServerSnapshot());
    none.subscribe(() => {})();
  });

  test("a line added, changed or removed while listened to is heard", async () => {
    const { pop } = setup({ player: { duration: 60 } });
    await pop.loadTrack({ text: ENGLISH });
    const transcript = createTranscriptState(pop);
    let heard = 0;
    transcript.subscribe(() => heard++);
    const added = pop.add("subtitle", { start: 9, end: 10, text: "Later" });
    expect(texts(transcript.getSnapshot().lines).at(-1)).toBe("Later");
    pop.update(added.id, { text: "Much later" });
    expect(texts(transcript.getSnapshot().lines).at(-1)).toBe("Much later");
    pop.remove(added.id);
    expect(texts(transcript.getSnapshot().lines)).toHaveLength(3);
    expect(heard).toBe(3);
  });
});

describe("createTranscriptState refuses what is not a name", () => {
  test.each([
    ["track", 3],
    ["lang", {}],
    ["lang", 1e300],
  ])("%s %s", (key, value) => {
    const { pop } = setup({ player: { duration: 60 } });
    expect(() => createTranscriptState(pop, { [key]: value } as never)).toThrow(
      expect.objectContaining({
        code: "INVALID_OPTION",
        message: expect.stringContaining(`createTranscriptState() ${key}`),
      }),
    );
  });
});
