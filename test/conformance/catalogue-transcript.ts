import { type Popcorn, createManualClock, createPopcorn, createVirtualPlayer, subtitlePlugin } from "@popcorn-kit/core";
import { renderToString } from "@popcorn-kit/core/markup";
import { parse } from "@popcorn-kit/core/parsers";
import { captionLines, captionsMarkup } from "@popcorn-kit/core/plugins/captions";
import {
  type TranscriptOptions,
  createTranscriptState,
  currentLine,
  transcriptLines,
  transcriptMarkup,
} from "@popcorn-kit/core/plugins/transcript";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { ConformanceHarness, MountedScene } from "./harness.js";
import { normalized, parsed, sameContent } from "./markupCompare.js";

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

const FRENCH = [
  "WEBVTT",
  "",
  "00:00.000 --> 00:02.000",
  "Bonjour",
  "",
  "00:02.000 --> 00:05.000",
  "Le port se réveille",
  "",
].join("\n");

const LYRICS = ["WEBVTT", "", "00:00.000 --> 00:04.000", "La la la", ""].join("\n");

/** Subtitle lines under another type, as a page loads a track with `{ type: "lyrics" }`. */
const lyricsPlugin = { ...subtitlePlugin, name: "lyrics" };

/**
 * The transcript's region in `root`, and the one core's markup draws from `createTranscriptState(pop, options)`
 * (an empty search, following), both normalized for `sameContent`.
 */
function transcripts(root: Element, pop: Popcorn, options: TranscriptOptions): { shown: Element; core: Element } {
  const wrapper = document.createElement("div");
  wrapper.append(root.querySelector("section.pk-transcript")!.cloneNode(true));
  const state = createTranscriptState(pop, options).getSnapshot();
  const markup = transcriptMarkup({ ...state, pop, query: "", onQuery: () => {}, following: true, onFollow: () => {} });
  return { shown: normalized(wrapper), core: parsed(renderToString(markup)) };
}

/** Types into a field as a user does: the native value setter (which frameworks track), then an input event. */
function type(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(field, text);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The transcript and the captions menu render the same markup in every adapter, core's; they follow playback,
 * search, switch language together, and leave nothing behind.
 */
export function defineTranscriptSuite(harness: ConformanceHarness): void {
  const instances: Popcorn[] = [];
  const mounted: MountedScene[] = [];
  let warnings: ReturnType<typeof vi.spyOn>[] = [];

  const setup = () => {
    const clock = createManualClock();
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), { ticker: clock, parse });
    instances.push(pop);
    return { clock, pop };
  };

  describe(`${harness.name} adapter: the transcript and the captions menu`, () => {
    // A framework's warning (an attribute it does not know, a missing key) fails the test: users would see it.
    beforeEach(() => {
      warnings = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
    });
    afterEach(async () => {
      for (const view of mounted.splice(0)) await view.unmount();
      for (const pop of instances.splice(0)) if (!pop.destroyed) pop.destroy();
      const said = warnings.flatMap((spy) => spy.mock.calls.map((call: unknown[]) => call.map(String).join(" ")));
      vi.restoreAllMocks();
      expect(said).toEqual([]);
    });

    test("transcript: the lines as buttons in a labelled region, core's markup; a click seeks; the current line and word follow playback", async () => {
      const { clock, pop } = setup();
      await pop.loadTrack({ text: ENGLISH });
      const view = await harness.mount(pop, { cues: [], transcript: {} });
      mounted.push(view);
      const region = () => view.root.querySelector("section.pk-transcript")!;
      const buttons = () => [...view.root.querySelectorAll<HTMLButtonElement>(".pk-transcript__seek")];
      const current = () =>
        view.root.querySelector('.pk-transcript__seek[aria-current="true"] .pk-transcript__text')?.textContent;
      const word = () => view.root.querySelector(".pk-transcript__word--current")?.textContent;
      expect(region().getAttribute("aria-label")).toBe("Transcript");
      expect(region().querySelector("input")?.getAttribute("type")).toBe("search");
      expect(region().querySelector("input")?.getAttribute("aria-label")).toBe("Search the transcript");
      expect(buttons().map((button) => button.textContent)).toEqual([
        "0:00 Good morning",
        "0:02 The harbour wakes",
        "0:05 École du port",
      ]);
      await harness.act(() => pop.tick());
      expect(current()).toBe("Good morning");
      expect(word()).toBeUndefined();

      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(3500));
      expect(current()).toBe("The harbour wakes");
      expect(word()).toBe("harbour ");
      const snapshot = pop.store.getSnapshot();
      const lines = transcriptLines(pop.getTrackEvents({ type: "subtitle" }));
      const expected = renderToString(
        transcriptMarkup({
          lines,
          current: currentLine(snapshot.active),
          time: snapshot.currentTime,
          pop,
          query: "",
          onQuery: () => {},
          following: true,
          onFollow: () => {},
        }),
      );
      const actual = normalized(view.root);
      expect(sameContent(actual, parsed(expected)), `${actual.innerHTML}\n  expected\n${expected}`).toBe(true);
      await harness.act(() => clock.advance(700));
      expect(word()).toBe("wakes");

      await harness.act(() => buttons()[2]!.click());
      expect(pop.currentTime).toBe(5);
      expect(current()).toBe("École du port");
      expect(word()).toBeUndefined();
    });

    test("transcript search: lines without the words leave, case and accents ignored; matches marked; the status counts them", async () => {
      const { pop } = setup();
      await pop.loadTrack({ text: ENGLISH });
      const view = await harness.mount(pop, { cues: [], transcript: { props: { label: "Talk" } } });
      mounted.push(view);
      const field = view.root.querySelector<HTMLInputElement>("input.pk-transcript__search")!;
      const texts = () => [...view.root.querySelectorAll(".pk-transcript__text")].map((line) => line.textContent);
      const status = () => view.root.querySelector('.pk-transcript__status[aria-live="polite"]')?.textContent;
      expect(view.root.querySelector("section")?.getAttribute("aria-label")).toBe("Talk");
      expect(status()).toBe("");
      await harness.act(() => type(field, "ECOLE"));
      expect(texts()).toEqual(["École du port"]);
      expect([...view.root.querySelectorAll(".pk-transcript__match")].map((match) => match.textContent)).toEqual([
        "École",
      ]);
      expect(status()).toBe("1 of 3 lines match");
      expect(field.value).toBe("ECOLE");
      // A match across karaoke words is marked in each word.
      await harness.act(() => type(field, "the harb"));
      expect(texts()).toEqual(["The harbour wakes"]);
      expect([...view.root.querySelectorAll(".pk-transcript__match")].map((match) => match.textContent)).toEqual([
        "The ",
        "harb",
      ]);
      await harness.act(() => type(field, "nowhere"));
      expect(texts()).toEqual([]);
      expect(status()).toBe("No line matches");
      await harness.act(() => type(field, ""));
      expect(texts()).toEqual(["Good morning", "The harbour wakes", "École du port"]);
      expect(view.root.querySelector(".pk-transcript__match")).toBeNull();
    });

    test("transcript follow: the current line scrolls into view; a wheel or a key scroll stops following, Follow resumes it", async () => {
      const { clock, pop } = setup();
      await pop.loadTrack({ text: ENGLISH });
      // Layout, which jsdom has not: the list is 40px high at the top, each line (and its button) 20px high below the last.
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
        const line = this.closest("li");
        const index = line === null ? -1 : [...line.parentElement!.children].indexOf(line);
        return { top: index < 0 ? 0 : index * 20, height: index < 0 ? 40 : 20 } as DOMRect;
      });
      const scrolls: number[] = [];
      vi.spyOn(Element.prototype, "scrollTop", "set").mockImplementation(function (this: Element, value: number) {
        if (this.matches("ol.pk-transcript__lines")) scrolls.push(value);
      });
      const view = await harness.mount(pop, { cues: [], transcript: {} });
      mounted.push(view);
      const list = view.root.querySelector<HTMLElement>("ol.pk-transcript__lines")!;
      const follow = () => view.root.querySelector<HTMLButtonElement>(".pk-transcript__follow")!;
      expect(follow().getAttribute("aria-pressed")).toBe("true");
      await harness.act(() => pop.tick());
      // The first line, at the top, centred in the 40px list: 10px above.
      expect(scrolls.at(-1)).toBe(-10);
      scrolls.splice(0, scrolls.length - 1);
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(2500));
      // The second line, 20px down.
      expect(scrolls).toEqual([-10, 10]);

      await harness.act(() => void list.dispatchEvent(new Event("wheel", { bubbles: true })));
      expect(follow().getAttribute("aria-pressed")).toBe("false");
      await harness.act(() => clock.advance(3000));
      expect(view.root.querySelector('[aria-current="true"]')?.textContent).toBe("0:05 École du port");
      expect(scrolls).toEqual([-10, 10]);
      await harness.act(() => follow().click());
      expect(follow().getAttribute("aria-pressed")).toBe("true");
      expect(scrolls).toEqual([-10, 10, 30]);

      // A key that does not scroll leaves following on; an arrow key on a line stops it.
      const line = view.root.querySelector<HTMLButtonElement>(".pk-transcript__seek")!;
      await harness.act(() => void line.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true })));
      expect(follow().getAttribute("aria-pressed")).toBe("true");
      await harness.act(
        () => void line.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true })),
      );
      expect(follow().getAttribute("aria-pressed")).toBe("false");
    });

    test("captions in WebVTT regions: each region's lines in one box placed by its anchors, core's markup", async () => {
      const { clock, pop } = setup();
      const text = [
        "WEBVTT",
        "",
        "REGION",
        "id:left width:40% lines:2 regionanchor:0%,100% viewportanchor:5%,90% scroll:up",
        "",
        "00:00.000 --> 00:04.000 region:left align:left",
        "<v Ada>Good morning",
        "",
        "00:01.000 --> 00:04.000 region:left align:left",
        "<v Grace>Morning",
        "",
        "00:01.000 --> 00:04.000",
        "Outside",
        "",
      ].join("\n");
      await pop.loadTrack({ text });
      const view = await harness.mount(pop, { cues: [], transcript: { captions: true, props: { label: "Lines" } } });
      mounted.push(view);
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1500));
      const region = view.root.querySelector<HTMLElement>('.pk-caption-region[data-region="left"]');
      expect(region?.getAttribute("data-scroll")).toBe("up");
      expect([...region!.querySelectorAll(".pk-caption")].map((line) => line.textContent)).toEqual([
        "Good morning",
        "Morning",
      ]);
      expect(region?.style.width).toBe("40%");
      const captions = view.root.querySelector(".pk-captions")!;
      const expected = renderToString(
        // Playing: the region says so, for the stage's stylesheet.
        captionsMarkup({ lines: captionLines(pop.store.getSnapshot().active), time: 1.5, playing: true }),
      );
      const wrapper = document.createElement("div");
      wrapper.append(captions.cloneNode(true));
      expect(sameContent(normalized(wrapper), parsed(expected)), captions.outerHTML).toBe(true);
    });

    test("captions menu: Off and one button per language; choosing one switches the captions and the transcript", async () => {
      const { clock, pop } = setup();
      await pop.loadTrack({ text: ENGLISH }, { lang: "en" });
      await pop.loadTrack({ text: FRENCH }, { lang: "fr" });
      const view = await harness.mount(pop, { cues: [], transcript: { menu: true, captions: true } });
      mounted.push(view);
      const menu = () => view.root.querySelector('.pk-captions-menu[role="group"]');
      const choice = (label: string) =>
        [...view.root.querySelectorAll<HTMLButtonElement>(".pk-captions-menu button")].find(
          (button) => button.textContent === label,
        )!;
      const pressed = () =>
        [...view.root.querySelectorAll('.pk-captions-menu [aria-pressed="true"]')].map((button) => button.textContent);
      const captions = () => view.root.querySelector(".pk-captions")?.textContent;
      const transcript = () => [...view.root.querySelectorAll(".pk-transcript__text")].map((line) => line.textContent);
      expect(menu()?.getAttribute("aria-label")).toBe("Captions");
      expect(
        [...menu()!.querySelectorAll("button")].map((button) => [button.textContent, button.getAttribute("lang")]),
      ).toEqual([
        ["Off", null],
        ["English", "en"],
        ["Français", "fr"],
      ]);
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(500));
      // By default, the first language loaded.
      expect(pressed()).toEqual(["English"]);
      expect(captions()).toBe("Good morning");
      expect(transcript()).toEqual(["Good morning", "The harbour wakes", "École du port"]);

      await harness.act(() => choice("Français").click());
      expect(pressed()).toEqual(["Français"]);
      expect(captions()).toBe("Bonjour");
      expect(transcript()).toEqual(["Bonjour", "Le port se réveille"]);
      expect(view.root.querySelector("section.pk-transcript")?.getAttribute("lang")).toBe("fr");
      expect(view.root.querySelector('[aria-current="true"]')?.textContent).toBe("0:00 Bonjour");

      await harness.act(() => choice("Off").click());
      expect(pressed()).toEqual(["Off"]);
      // The live region stays, empty, so the next line is announced when captions come back.
      expect(view.root.querySelector('.pk-captions[aria-live="polite"]')?.textContent).toBe("");
      expect(transcript()).toEqual(["Good morning", "The harbour wakes", "École du port"]);
      await harness.act(() => choice("English").click());
      expect(captions()).toBe("Good morning");
    });

    test("transcript: which lines (the `track` type, `lang` or the captions' language), the current line and the karaoke time are core's (createTranscriptState), through prop changes; unmount leaves no listener", async () => {
      const { clock, pop } = setup();
      pop.registerPlugin(lyricsPlugin);
      await pop.loadTrack({ text: ENGLISH }, { lang: "en" });
      await pop.loadTrack({ text: FRENCH }, { lang: "fr" });
      await pop.loadTrack({ text: LYRICS }, { type: "lyrics", lang: "en" });
      const listeners = pop.listenerCount();
      const view = await harness.mount(pop, { cues: [], transcript: { menu: true, props: { lang: "fr" } } });
      mounted.push(view);
      const texts = () => [...view.root.querySelectorAll(".pk-transcript__text")].map((line) => line.textContent);
      const current = () => view.root.querySelector('.pk-transcript__seek[aria-current="true"]')?.textContent;
      const word = () => view.root.querySelector(".pk-transcript__word--current")?.textContent;
      const region = () => view.root.querySelector("section.pk-transcript");
      const choose = (label: string) =>
        [...view.root.querySelectorAll<HTMLButtonElement>(".pk-captions-menu button")]
          .find((button) => button.textContent === label)!
          .click();
      const sameAsCore = (options: TranscriptOptions) => {
        const { shown, core } = transcripts(view.root, pop, options);
        expect(sameContent(shown, core), `${shown.innerHTML}\n  expected\n${core.innerHTML}`).toBe(true);
      };
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(500));
      // `lang` fixes the language: the French lines, whatever the captions show.
      expect(texts()).toEqual(["Bonjour", "Le port se réveille"]);
      expect(region()?.getAttribute("lang")).toBe("fr");
      expect(current()).toBe("0:00 Bonjour");
      sameAsCore({ lang: "fr" });
      await harness.act(() => choose("English"));
      expect(texts()).toEqual(["Bonjour", "Le port se réveille"]);
      sameAsCore({ lang: "fr" });

      // Without it, the language the captions show; the type's default, subtitle lines.
      await view.rerender({ cues: [], transcript: { menu: true } });
      expect(texts()).toEqual(["Good morning", "The harbour wakes", "École du port"]);
      expect(region()?.getAttribute("lang")).toBe("en");
      sameAsCore({});
      await harness.act(() => clock.advance(3000));
      expect(current()).toBe("0:02 The harbour wakes");
      expect(word()).toBe("harbour ");
      sameAsCore({});

      // `track`: the lines loaded as another type, in the captions' language.
      await view.rerender({ cues: [], transcript: { menu: true, props: { track: "lyrics" } } });
      expect(texts()).toEqual(["La la la"]);
      expect(current()).toBe("0:00 La la la");
      expect(word()).toBeUndefined();
      sameAsCore({ track: "lyrics" });

      for (const open of mounted.splice(0)) await open.unmount();
      expect(pop.listenerCount()).toBe(listeners);
    });

    test("mounting and unmounting the transcript, the menu and captions 1,000 times, while playing, leaves no listener, timer or element", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
      try {
        const { clock, pop } = setup();
        await pop.loadTrack({ text: ENGLISH }, { lang: "en" });
        await pop.loadTrack({ text: FRENCH }, { lang: "fr" });
        const listeners = pop.listenerCount();
        const events = pop.getTrackEvents().length;
        await harness.act(() => void pop.play());
        await harness.act(() => clock.advance(2500));
        for (let i = 0; i < 1000; i++) {
          const view = await harness.mount(pop, { cues: [], transcript: { menu: true, captions: true } });
          await view.unmount();
        }
        expect(pop.getTrackEvents().length).toBe(events);
        expect(pop.listenerCount()).toBe(listeners);
        expect(vi.getTimerCount()).toBe(0);
        expect(document.querySelectorAll(".pk-transcript, .pk-captions-menu, .pk-captions").length).toBe(0);
      } finally {
        vi.useRealTimers();
      }
    }, 300_000);
  });
}
