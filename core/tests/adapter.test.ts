import { afterEach, describe, expect, test, vi } from "vitest";
import { INACTIVE_TRACK_EVENT, createComponentEvent, createMediaInstance, pluginOutlet } from "../src/adapter/index.js";
import { targetOptionOf } from "../src/adapter/pluginView.js";
import { pluginViewProps } from "../src/adapter/pluginViewProps.js";
import { eventMarkup } from "../src/markup/index.js";
import { createVirtualPlayer, definePlugin } from "../src/index.js";
import { setup } from "./harness.js";

const note = definePlugin({
  name: "note",
  manifest: {
    options: {
      text: { type: "text", required: true },
      tone: { type: "select", choices: ["calm", "loud"], default: "calm" },
      place: { type: "target" },
      body: { type: "html", default: "" },
    },
  },
});

describe("createComponentEvent", () => {
  test("does nothing until connected; connect adds the event, its teardown removes it (ending it first)", () => {
    const { pop } = setup();
    const calls: string[] = [];
    const cue = createComponentEvent(
      "cue",
      "a",
      { start: 0, end: 5 },
      { onStart: (e) => calls.push(`start ${e.id}`), onEnd: (e) => calls.push(`end ${e.id}`) },
    );
    expect(cue.getState()).toBe(INACTIVE_TRACK_EVENT);
    expect(pop.getTrackEvents()).toEqual([]);
    const release = cue.connect(pop);
    expect(cue.getState()).toMatchObject({ active: true, event: { id: "a" } });
    release();
    expect(calls).toEqual(["start a", "end a"]);
    expect(pop.getTrackEvents()).toEqual([]);
    expect(cue.getState()).toBe(INACTIVE_TRACK_EVENT);
    expect(cue.connect(null)()).toBeUndefined();
  });

  test("props are a replacement: removed times are 0 and Infinity, a removed option its default", () => {
    const { pop } = setup({ popcorn: { plugins: [note] } });
    const event = createComponentEvent(note, "n", { start: 1, end: 2, text: "Hi", tone: "loud" });
    event.connect(pop);
    expect(pop.getTrackEvent("n")).toMatchObject({ start: 1, end: 2, options: { tone: "loud" } });
    event.set("n", { text: "Hi" });
    expect(pop.getTrackEvent("n")).toMatchObject({ start: 0, end: Infinity, options: { text: "Hi", tone: "calm" } });
  });

  test("a new id moves the event to that id", () => {
    const { pop } = setup();
    const cue = createComponentEvent("cue", "a", { start: 0, end: 5 });
    const release = cue.connect(pop);
    cue.set("b", { start: 0, end: 5 });
    expect(pop.getTrackEvents().map((e) => e.id)).toEqual(["b"]);
    release();
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("progress listeners hear frames only once the progress was read, and let go on release", () => {
    const { pop, clock } = setup();
    const cue = createComponentEvent("cue", "a", { start: 0, end: 2 });
    const release = cue.connect(pop);
    const before = pop.listenerCount();
    let frames = 0;
    const stop = cue.subscribeProgress(() => frames++);
    void pop.play();
    clock.advance(100);
    expect(frames).toBe(0);
    expect(pop.listenerCount()).toBe(before);
    expect(cue.readProgress()).toBeCloseTo(0.05);
    clock.advance(100);
    expect(frames).toBeGreaterThan(0);
    expect(cue.getProgress()).toBeCloseTo(0.1);
    stop();
    release();
    expect(pop.listenerCount()).toBeLessThan(before);
    expect(cue.getProgress()).toBe(0);
  });

  test("a component's event is its own: eventMarkup leaves it to the component, through an id move, a refused duplicate and release", () => {
    const { pop } = setup({ popcorn: { plugins: [note] } });
    const markup = ({ text }: { text: string }) => text;
    const drawnByViews = (id: string) => eventMarkup(pop, pop.getTrackEvent(id)!, markup) !== undefined;
    const mine = createComponentEvent(note, "a", { start: 0, end: 5, text: "mine" });
    const release = mine.connect(pop);
    expect(drawnByViews("a")).toBe(false);
    mine.set("b", { start: 0, end: 5, text: "mine" });
    expect(drawnByViews("b")).toBe(false);
    // A second component with the same id is refused, and the first keeps its event.
    const twin = createComponentEvent(note, "b", { start: 0, end: 5, text: "twin" });
    expect(() => twin.connect(pop)).toThrow(expect.objectContaining({ code: "DUPLICATE_ID" }));
    expect(drawnByViews("b")).toBe(false);
    release();
    // The same id added by a data file afterwards is the views' to draw.
    pop.add(note, { id: "b", start: 0, end: 5, text: "from a file" });
    expect(drawnByViews("b")).toBe(true);
  });

  test("a refused prop throws from connect and leaves nothing behind", () => {
    const { pop } = setup({ popcorn: { plugins: [note] } });
    const before = pop.listenerCount();
    const event = createComponentEvent(note, "n", { tone: "shrill" });
    expect(() => event.connect(pop)).toThrow(/shrill/);
    expect(pop.getTrackEvents()).toEqual([]);
    expect(pop.listenerCount()).toBe(before);
  });
});

describe("plugin views", () => {
  test("the outlet is the option of type target, whatever its name", () => {
    expect(targetOptionOf(note)).toBe("place");
    expect(
      targetOptionOf(definePlugin({ name: "plain", manifest: { options: { target: { type: "text" } } } })),
    ).toBeUndefined();
    expect(pluginOutlet(note, { place: "side", text: "x" })).toBe("side");
    expect(pluginOutlet(note, { place: "" })).toBeUndefined();
    expect(pluginOutlet(note, undefined)).toBeUndefined();
  });

  test("View props: options flat and sanitized, the event, active, and progress read through the getter", () => {
    const { pop } = setup({ popcorn: { plugins: [note], sanitizeHtml: (html) => html.replace(/<[^>]*>/g, "") } });
    const event = createComponentEvent(note, "n", { start: 0, end: 4, text: "Hi", body: "<b>bold</b>" });
    event.connect(pop);
    const read = vi.fn(() => 0.5);
    const props = pluginViewProps(note, event.getState(), pop, {}, read);
    expect(props).toMatchObject({ text: "Hi", tone: "calm", body: "bold", active: true, event: { id: "n" } });
    expect(read).toHaveBeenCalledTimes(0);
    expect(props.progress).toBe(0.5);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe("createMediaInstance", () => {
  const track = (text: string) => ({ src: { text: `WEBVTT\n\n00:01.000 --> 00:02.000\n${text}\n` } });
  const texts = (media: ReturnType<typeof createMediaInstance>) =>
    (media.getSnapshot()?.getTrackEvents({ type: "subtitle" }) ?? []).map((e) => e.options.text);
  afterEach(() => vi.restoreAllMocks());

  test("the instance exists from attach to its teardown, and listeners hear both", () => {
    const media = createMediaInstance({ ticker: "manual" });
    const changes = vi.fn();
    media.subscribe(changes);
    const player = createVirtualPlayer();
    const detach = media.attach(player);
    const pop = media.getSnapshot();
    expect(pop?.player).toBe(player);
    detach();
    expect(pop?.destroyed).toBe(true);
    expect(media.getSnapshot()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(2);
  });

  test("tracks reload when they change by content, not by identity", async () => {
    const media = createMediaInstance({ ticker: "manual", tracks: [track("One")] });
    const detach = media.attach(createVirtualPlayer());
    await vi.waitFor(() => expect(texts(media)).toEqual(["One"]));
    media.update({ ticker: "manual", tracks: [track("One")] });
    media.update({ ticker: "manual", tracks: [track("Two")] });
    await vi.waitFor(() => expect(texts(media)).toEqual(["Two"]));
    media.update({ ticker: "manual" });
    expect(texts(media)).toEqual([]);
    detach();
  });

  test("new plugins register; a changed read-once option warns once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const media = createMediaInstance({ ticker: "manual" }, "<PopcornVideo>");
    media.attach(createVirtualPlayer());
    media.update({ ticker: "manual", plugins: [note] });
    expect(media.getSnapshot()?.getPlugin("note")).toBe(note);
    expect(warn).not.toHaveBeenCalled();
    media.update({ ticker: "auto", frameRate: 25 });
    media.update({ ticker: "auto", frameRate: 30 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /^\[popcorn-kit\] <PopcornVideo>: `ticker`, `frameRate` changed after the instance was made/,
    );
  });
});
