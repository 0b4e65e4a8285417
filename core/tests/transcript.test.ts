import { describe, expect, test } from "vitest";
import { type Markup, type MarkupElement, el, renderToString } from "../src/markup/index.js";
import type { SubtitleEvent } from "../src/plugins/builtins.js";
import {
  captionChoice,
  captionLanguage,
  captionMenuChoices,
  captionsMenuMarkup,
  languageLabel,
} from "../src/plugins/catalogue/captions/index.js";
import {
  currentLine,
  currentWord,
  hasWordTimes,
  lineWords,
  searchTranscript,
  transcriptLines,
  transcriptMarkup,
} from "../src/plugins/catalogue/transcript/index.js";
import { setup } from "./harness.js";

const TALK = [
  "WEBVTT",
  "",
  "00:05.000 --> 00:08.000",
  "École du port",
  "",
  "00:00.000 --> 00:02.000",
  "Good <i>morning</i>",
  "",
  "00:02.000 --> 00:05.000",
  "<00:02.000>The <00:03.000>harbour <00:04.000>wakes",
  "",
].join("\n");

/** Every element of `markup` for which `pick` holds, in document order. */
function find(markup: Markup, pick: (node: MarkupElement) => boolean): MarkupElement[] {
  if (typeof markup === "string") return [];
  return [...(pick(markup) ? [markup] : []), ...markup.children.flatMap((child) => find(child, pick))];
}

const text = (node: Markup): string => (typeof node === "string" ? node : node.children.map(text).join(""));

describe("transcript", () => {
  test("the lines of the subtitle track in start order, of a language or a type when asked; the current line and word", async () => {
    const { pop, clock } = setup({ player: { duration: 60 } });
    await pop.loadTrack({ text: TALK }, { lang: "en" });
    await pop.loadTrack({ text: "WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour\n" }, { lang: "fr" });
    pop.add("cue", { start: 0, end: 9 });
    const events = pop.getTrackEvents();
    expect(transcriptLines(events, { lang: "en" }).map((line) => line.options.text)).toEqual([
      "Good morning",
      "The harbour wakes",
      "École du port",
    ]);
    expect(transcriptLines(events).map((line) => line.options.text)).toEqual([
      "Good morning",
      "Bonjour",
      "The harbour wakes",
      "École du port",
    ]);
    expect(transcriptLines(events, { type: "chapter" })).toEqual([]);

    await pop.play();
    clock.advance(3500);
    const active = pop.store.getSnapshot().active;
    const line = currentLine(active, { lang: "en" })!;
    expect(line.options.text).toBe("The harbour wakes");
    const words = lineWords(line);
    expect(words).toEqual([
      { text: "The ", start: 2 },
      { text: "harbour ", start: 3 },
      { text: "wakes", start: 4 },
    ]);
    expect(hasWordTimes(line)).toBe(true);
    expect([1, 2.5, 3.5, 4, 9].map((time) => currentWord(words, time))).toEqual([0, 0, 1, 2, 2]);
    // A line without timestamps is one word, never marked; its ruby-free text comes from the tree.
    const plain = transcriptLines(events, { lang: "en" })[0]!;
    expect(lineWords(plain)).toEqual([{ text: "Good morning", start: 0 }]);
    expect(currentWord(lineWords(plain), 1)).toBe(-1);
    expect(hasWordTimes(plain)).toBe(false);
    expect(hasWordTimes(null)).toBe(false);
    clock.advance(5000);
    expect(currentLine(pop.store.getSnapshot().active)).toBeNull();
    pop.destroy();
  });

  test("search: case and accents ignored, every match found without overlap, null for a blank query", async () => {
    const { pop } = setup();
    await pop.loadTrack({ text: TALK });
    const lines = transcriptLines(pop.getTrackEvents());
    expect(searchTranscript(lines, "  ")).toBeNull();
    const found = searchTranscript(lines, "ECOLE")!;
    expect([...found.keys()]).toEqual([lines[2]!.id]);
    expect(found.get(lines[2]!.id)).toEqual([[0, 5]]);
    // Across karaoke words, in the text as joined; "o" in three lines.
    expect(searchTranscript(lines, "the harb")!.get(lines[1]!.id)).toEqual([[0, 8]]);
    expect(searchTranscript(lines, "o")!.size).toBe(3);
    // A decomposed accent in the text and a precomposed one in the query find each other.
    const decomposed = { ...lines[0]!, id: "d", options: { text: "Cafe\u0301 noir" } } as SubtitleEvent;
    expect(searchTranscript([decomposed], "CAFÉ")!.get("d")).toEqual([[0, 5]]);
    expect(searchTranscript([decomposed], "aa")).toEqual(new Map());
    const repeated = { ...lines[0]!, id: "r", options: { text: "aaaa" } } as SubtitleEvent;
    expect(searchTranscript([repeated], "aa")!.get("r")).toEqual([
      [0, 2],
      [2, 4],
    ]);
    pop.destroy();
  });

  // That the search is linear is checked by test/linear (scanners.ts), on a line of 1 MB before a deadline.
  test("a long line that defeats a naive search is searched, its match found", () => {
    const long = "a".repeat(200_000);
    const line = {
      id: "l",
      type: "subtitle",
      start: 0,
      end: 1,
      once: false,
      options: { text: `${long}b` },
    } as SubtitleEvent;
    const found = searchTranscript([line], `${"a".repeat(50_000)}b`);
    expect(found!.get("l")).toEqual([[150_000, 200_001]]);
  });

  test("the markup: a labelled region, a search field, Follow, and one seeking button per line; the current line and word marked", async () => {
    const { pop, clock } = setup({ player: { duration: 60 } });
    await pop.loadTrack({ text: TALK });
    const lines = transcriptLines(pop.getTrackEvents());
    await pop.play();
    clock.advance(3500);
    const snapshot = pop.store.getSnapshot();
    const queries: string[] = [];
    const follows: boolean[] = [];
    const markup = transcriptMarkup({
      lines,
      current: currentLine(snapshot.active),
      time: snapshot.currentTime,
      pop,
      onQuery: (query) => queries.push(query),
      onFollow: (following) => follows.push(following),
    });
    expect(renderToString(markup)).toBe(
      '<section class="pk-transcript" aria-label="Transcript"><div class="pk-transcript__bar">' +
        '<input type="search" class="pk-transcript__search" aria-label="Search the transcript" placeholder="Search" value="">' +
        '<button type="button" class="pk-transcript__follow" aria-pressed="true">Follow</button></div>' +
        '<p class="pk-transcript__status" aria-live="polite"></p><ol class="pk-transcript__lines">' +
        '<li class="pk-transcript__line"><button type="button" class="pk-transcript__seek"><span class="pk-transcript__time">0:00</span> <span class="pk-transcript__text">Good morning</span></button></li>' +
        '<li class="pk-transcript__line"><button type="button" class="pk-transcript__seek" aria-current="true"><span class="pk-transcript__time">0:02</span> <span class="pk-transcript__text">' +
        '<span class="pk-transcript__word">The </span><span class="pk-transcript__word pk-transcript__word--current">harbour </span><span class="pk-transcript__word">wakes</span></span></button></li>' +
        '<li class="pk-transcript__line"><button type="button" class="pk-transcript__seek"><span class="pk-transcript__time">0:05</span> <span class="pk-transcript__text">École du port</span></button></li>' +
        "</ol></section>",
    );
    const seeks = find(markup, (node) => node.tag === "button" && node.attrs.class === "pk-transcript__seek");
    seeks[2]!.onClick!();
    expect(pop.currentTime).toBe(5);
    find(markup, (node) => node.tag === "input")[0]!.onInput!("port");
    find(markup, (node) => node.attrs.class === "pk-transcript__follow")[0]!.onClick!();
    expect([queries, follows]).toEqual([["port"], [false]]);

    // A query leaves out the lines without it, marks the matches and says how many; without onQuery, no field.
    const searched = transcriptMarkup({
      lines,
      current: null,
      pop: null,
      query: "PORT",
      following: false,
      label: "Talk",
      lang: "fr",
    });
    expect(find(searched, (node) => node.tag === "input")).toEqual([]);
    expect(searched.attrs).toMatchObject({ "aria-label": "Talk", lang: "fr" });
    expect(find(searched, (node) => node.attrs.class === "pk-transcript__text").map(text)).toEqual(["École du port"]);
    expect(renderToString(find(searched, (node) => node.attrs.class === "pk-transcript__text")[0]!)).toBe(
      '<span class="pk-transcript__text">École du <span class="pk-transcript__match">port</span></span>',
    );
    expect(text(find(searched, (node) => node.tag === "p")[0]!)).toBe("1 of 3 lines match");
    expect(find(searched, (node) => node.attrs["aria-pressed"] === "false").length).toBe(1);
    // On the server the buttons do nothing.
    expect(find(searched, (node) => node.onClick !== undefined)).toEqual([]);
    expect(
      text(find(transcriptMarkup({ lines, current: null, pop: null, query: "zzz" }), (node) => node.tag === "p")[0]!),
    ).toBe("No line matches");
    pop.destroy();
  });

  test("markup refuses script: cue text is text, a line's tags are not HTML; the only input is a search field", async () => {
    const { pop } = setup();
    await pop.loadTrack({
      text: 'WEBVTT\n\n00:00.000 --> 00:02.000\n&lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror="alert(1)"> javascript:alert(1) data:text/html,<b>x</b>\n',
    });
    const html = renderToString(transcriptMarkup({ lines: transcriptLines(pop.getTrackEvents()), current: null, pop }));
    expect(html).not.toMatch(/<script|<img|onerror=|<b>/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(() => el("input", { type: "text" })).toThrow(/Markup input type "text": expected type "search"/);
    expect(() => el("input", {})).toThrow(/expected type "search"/);
    expect(() => el("div", { onInput: () => {} })).toThrow(/onInput on "div": expected an input/);
    expect(() => el("input", { type: "search", oninput: "alert(1)" })).toThrow(/event handler/);
    expect(() => el("input", { type: "search" }, "child")).toThrow(/no content/);
    expect(renderToString(el("input", { type: "search", value: '"><script>' }))).toBe(
      '<input type="search" value="&quot;&gt;&lt;script&gt;">',
    );
    pop.destroy();
  });

  test("follow: the mount keeps the current line centred in the list while following; a user scroll stops it", async () => {
    const listeners = new Map<string, (event: { type: string; key?: string }) => void>();
    const rects = new Map<string, number>();
    const list = {
      isConnected: true,
      scrollTop: 100,
      getBoundingClientRect: () => ({ top: 50, height: 40 }),
      querySelector: () => ({ getBoundingClientRect: () => ({ top: rects.get("current") ?? 0, height: 20 }) }),
      addEventListener: (type: string, listener: (event: { type: string; key?: string }) => void) =>
        void listeners.set(type, listener),
      removeEventListener: (type: string) => void listeners.delete(type),
    };
    const stops: string[] = [];
    const stop = () => void stops.push("stop");
    const { pop } = setup();
    await pop.loadTrack({ text: TALK });
    const lines = transcriptLines(pop.getTrackEvents());
    const markupOf = (current: SubtitleEvent | null, following: boolean) =>
      find(
        transcriptMarkup({ lines, current, pop, following, onFollow: () => stop() }),
        (node) => node.tag === "ol",
      )[0]!.mount!;
    rects.set("current", 90);
    const first = markupOf(lines[0]!, true);
    const handle = first.run(list, first.input);
    // 90 - 50 - (40 - 20) / 2: 30px further down.
    expect(list.scrollTop).toBe(130);
    expect([...listeners.keys()]).toEqual(["wheel", "touchmove", "keydown"]);
    rects.set("current", 110);
    handle.update!(markupOf(lines[1]!, true).input);
    await Promise.resolve();
    expect(list.scrollTop).toBe(180);
    listeners.get("keydown")!({ type: "keydown", key: "x" });
    expect(stops).toEqual([]);
    listeners.get("wheel")!({ type: "wheel" });
    expect(stops).toEqual(["stop"]);
    handle.update!(markupOf(lines[2]!, false).input);
    await Promise.resolve();
    expect(list.scrollTop).toBe(180);
    // Not following: a user scroll says nothing more.
    listeners.get("touchmove")!({ type: "touchmove" });
    expect(stops).toEqual(["stop"]);
    handle.update!(markupOf(lines[2]!, true).input);
    await Promise.resolve();
    expect(list.scrollTop).toBe(230);
    handle.destroy();
    expect(listeners.size).toBe(0);
    pop.destroy();
  });
});

describe("caption language choice", () => {
  test("the choice store of an instance: one per instance, notifies on change only", () => {
    const { pop } = setup();
    const store = captionChoice(pop);
    expect(captionChoice(pop)).toBe(store);
    expect(store.getSnapshot()).toBeUndefined();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.choose("fr");
    store.choose("fr");
    store.choose(null);
    expect([store.getSnapshot(), calls]).toEqual([null, 2]);
    unsubscribe();
    store.choose("en");
    expect(calls).toBe(2);
    pop.destroy();
  });

  test("what captions show: the choice; by default the first of several languages, else every line", () => {
    expect(captionLanguage(undefined, ["en", "fr"])).toEqual({ off: false, lang: "en" });
    expect(captionLanguage(undefined, ["en"])).toEqual({ off: false, lang: undefined });
    expect(captionLanguage("fr", ["en", "fr"])).toEqual({ off: false, lang: "fr" });
    expect(captionLanguage(null, ["en", "fr"])).toEqual({ off: true, lang: "en" });
  });

  test("language labels from Intl.DisplayNames, each language in itself or in a locale; the code when unknown", () => {
    expect(languageLabel("en")).toBe("English");
    expect(languageLabel("fr")).toBe("Français");
    expect(languageLabel("fr", "en")).toBe("French");
    expect(languageLabel("pt-BR", "en")).toBe("Brazilian Portuguese");
    expect(languageLabel("not a code")).toBe("not a code");
  });

  test("the menu: Off and one button per language, the one shown pressed, a click chooses; nothing without subtitles", async () => {
    const { pop } = setup();
    expect(captionMenuChoices(pop.getTrackEvents())).toEqual([]);
    expect(captionsMenuMarkup({ choices: [], shown: { off: false, lang: undefined } })).toBeNull();
    await pop.loadTrack({ text: TALK }, { lang: "en" });
    await pop.loadTrack({ text: "WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour\n" }, { lang: "fr" });
    const choices = captionMenuChoices(pop.getTrackEvents());
    expect(choices).toEqual([
      { lang: null, label: "Off" },
      { lang: "en", label: "English" },
      { lang: "fr", label: "Français" },
    ]);
    const store = captionChoice(pop);
    const markup = captionsMenuMarkup({
      choices,
      shown: captionLanguage(store.getSnapshot(), ["en", "fr"]),
      choose: store.choose,
    })!;
    expect(renderToString(markup)).toBe(
      '<div class="pk-captions-menu" role="group" aria-label="Captions">' +
        '<button type="button" class="pk-captions-menu__item" aria-pressed="false">Off</button>' +
        '<button type="button" class="pk-captions-menu__item" lang="en" aria-pressed="true">English</button>' +
        '<button type="button" class="pk-captions-menu__item" lang="fr" aria-pressed="false">Français</button></div>',
    );
    find(markup, (node) => node.tag === "button")[2]!.onClick!();
    expect(store.getSnapshot()).toBe("fr");
    find(markup, (node) => node.tag === "button")[0]!.onClick!();
    expect(store.getSnapshot()).toBeNull();
    const off = captionsMenuMarkup({ choices, shown: captionLanguage(null, ["en", "fr"]), label: "Subtitles" })!;
    expect(off.attrs["aria-label"]).toBe("Subtitles");
    expect(find(off, (node) => node.attrs["aria-pressed"] === "true").map(text)).toEqual(["Off"]);
    pop.destroy();
  });

  test("lines that name no language: Off and On", async () => {
    const { pop } = setup();
    await pop.loadTrack({ text: TALK });
    const choices = captionMenuChoices(pop.getTrackEvents(), { off: "Aus", on: "An" });
    expect(choices).toEqual([
      { lang: null, label: "Aus" },
      { lang: undefined, label: "An" },
    ]);
    const markup = captionsMenuMarkup({ choices, shown: captionLanguage(undefined, []) })!;
    expect(find(markup, (node) => node.attrs["aria-pressed"] === "true").map(text)).toEqual(["An"]);
    pop.destroy();
  });
});
