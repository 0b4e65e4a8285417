import { describe, expect, test } from "vitest";
import { renderToString } from "../src/markup/index.js";
import {
  captionLanguages,
  captionLines,
  captionsMarkup,
  hasTimestamps,
} from "../src/plugins/catalogue/captions/index.js";
import { setup } from "./harness.js";

const VTT = `WEBVTT

00:00:01.000 --> 00:00:04.000
<v Ada>Hello <i>there</i></v>

00:00:01.000 --> 00:00:04.000 line:10% position:20% size:50% align:start
<ruby>漢<rt>kan</rt></ruby> & <c.loud.x"y>caps</c>

00:00:02.000 --> 00:00:06.000 line:-1
One <00:00:03.000>two <00:00:05.000>three
`;

describe("captions", () => {
  test("the active lines, in start order, as markup: cue text tree, WebVTT placement, karaoke by time", async () => {
    const { pop, clock } = setup({ player: { duration: 10 } });
    await pop.loadTrack({ text: VTT }, { lang: "en" });
    await pop.play();
    clock.advance(3500);
    const lines = captionLines(pop.store.getSnapshot().active);
    expect(lines.map((line) => line.options.text)).toEqual(["Hello there", "漢 & caps", "One two three"]);
    expect(hasTimestamps(lines)).toBe(true);
    expect(hasTimestamps(lines.slice(0, 2))).toBe(false);
    expect(renderToString(captionsMarkup({ lines, time: 3.5, lang: "en" }))).toBe(
      '<div class="pk-captions" aria-live="polite" lang="en">' +
        '<div class="pk-caption"><span class="pk-caption__text"><span class="pk-caption__voice" data-voice="Ada">Hello <i>there</i></span></span></div>' +
        '<div class="pk-caption" data-align="start" style="width: 50%; left: 20%; top: 10%; transform: translateY(0%)">' +
        '<span class="pk-caption__text"><ruby>漢<rt>kan</rt></ruby> &amp; <span class="pk-caption__class loud">caps</span></span></div>' +
        '<div class="pk-caption" style="bottom: calc(0 * var(--pk-caption-line-height, 1.4em))"><span class="pk-caption__text">One ' +
        '<span class="pk-caption__past">two </span><span class="pk-caption__future">three</span></span></div>' +
        "</div>",
    );
    pop.destroy();
  });

  test("WebVTT regions: lines of a region share its box, placed by its width, lines and anchors; a line with its own line setting leaves it", async () => {
    const { pop, clock } = setup({ player: { duration: 10 } });
    await pop.loadTrack({
      text: [
        "WEBVTT",
        "",
        "REGION",
        "id:speakers width:40% lines:2 regionanchor:0%,100% viewportanchor:10%,90% scroll:up",
        "",
        "REGION",
        "id:top width:50% regionanchor:50%,0% viewportanchor:50%,5%",
        "",
        "00:01.000 --> 00:05.000 region:speakers align:left",
        "<v Ada>First",
        "",
        "00:02.000 --> 00:05.000 region:speakers align:left",
        "<v Grace>Second",
        "",
        "00:02.000 --> 00:05.000 region:top",
        "Up here",
        "",
        "00:02.000 --> 00:05.000 region:top line:0",
        "Not in the region",
        "",
        "00:02.000 --> 00:05.000 region:nowhere",
        "An undefined region",
        "",
      ].join("\n"),
    });
    await pop.play();
    clock.advance(2500);
    const lines = captionLines(pop.store.getSnapshot().active);
    expect(renderToString(captionsMarkup({ lines }))).toBe(
      '<div class="pk-captions" aria-live="polite">' +
        '<div class="pk-caption-region" data-region="speakers" data-scroll="up" style="left: 10%; top: calc(90% - 1 * 2 * var(--pk-caption-line-height, 1.4em)); width: 40%; height: calc(2 * var(--pk-caption-line-height, 1.4em))">' +
        '<div class="pk-caption" data-align="left" data-region="speakers"><span class="pk-caption__text"><span class="pk-caption__voice" data-voice="Ada">First</span></span></div>' +
        '<div class="pk-caption" data-align="left" data-region="speakers"><span class="pk-caption__text"><span class="pk-caption__voice" data-voice="Grace">Second</span></span></div>' +
        "</div>" +
        '<div class="pk-caption-region" data-region="top" style="left: 25%; top: calc(5% - 0 * 3 * var(--pk-caption-line-height, 1.4em)); width: 50%; height: calc(3 * var(--pk-caption-line-height, 1.4em))">' +
        '<div class="pk-caption" data-region="top"><span class="pk-caption__text">Up here</span></div>' +
        "</div>" +
        // The parser drops the region of a cue with a line setting, as WebVTT says.
        '<div class="pk-caption" style="top: calc(0 * var(--pk-caption-line-height, 1.4em))"><span class="pk-caption__text">Not in the region</span></div>' +
        '<div class="pk-caption"><span class="pk-caption__text">An undefined region</span></div>' +
        "</div>",
    );
    pop.destroy();
  });

  test("a region added by hand with hostile values falls back to WebVTT's defaults; nothing reaches the style but numbers", async () => {
    const { pop, clock } = setup({ player: { duration: 10 } });
    // Typed as a WebVTTRegion, but any JSON gets through the json option: the layout checks it.
    const region = {
      id: "r",
      width: "100%; background: url(javascript:alert(1))",
      lines: 1e9,
      regionAnchor: ["0", 50],
      viewportAnchor: null,
    } as never;
    pop.add("subtitle", { start: 0, end: 5, text: "x", settings: { region: "r" }, region });
    await pop.play();
    clock.advance(1000);
    const html = renderToString(captionsMarkup({ lines: captionLines(pop.store.getSnapshot().active) }));
    expect(html).toContain(
      'style="left: 0%; top: calc(100% - 0.5 * 3 * var(--pk-caption-line-height, 1.4em)); width: 100%; height: calc(3 * var(--pk-caption-line-height, 1.4em))"',
    );
    expect(html).not.toContain("javascript");
    pop.destroy();
  });

  test("cue settings from a data file with hostile values: only numbers reach the style", async () => {
    const { pop, clock } = setup({ player: { duration: 10 } });
    const hostile =
      "0%; position:fixed; inset:0; z-index:2147483647; background:url(https://evil.example/t.png) white; x:";
    await pop.loadTrack({
      text: JSON.stringify({
        data: [
          { subtitle: { start: 0, end: 5, text: "a", settings: { snapToLines: false, line: hostile } } },
          { subtitle: { start: 0, end: 5, text: "b", settings: { size: hostile, position: "10", align: hostile } } },
          { subtitle: { start: 0, end: 5, text: "c", settings: { line: 1e9, size: -5, vertical: "x" } } },
          { subtitle: { start: 0, end: 5, text: "d", settings: { snapToLines: false, line: 90, size: 50 } } },
        ],
      }),
    });
    await pop.play();
    clock.advance(1000);
    const html = renderToString(captionsMarkup({ lines: captionLines(pop.store.getSnapshot().active) }));
    // Attribute values are escaped text; what matters is the style, where only numbers may go.
    const styles = [...html.matchAll(/style="([^"]*)"/g)].map((match) => match[1]);
    for (const word of ["position", "inset", "z-index", "url(", "evil.example"]) {
      expect(styles.join("\n")).not.toContain(word);
    }
    // The lines with nothing typed right get no placement; the typed one keeps its own.
    expect(styles).toHaveLength(1);
    expect(html).toContain('style="width: 50%; left: 25%; top: 90%; transform: translateY(0%)"');
    pop.destroy();
  });

  test("a style value that would end its declaration is left out of the style text (Svelte's, renderToString's)", async () => {
    const { el } = await import("../src/markup/index.js");
    const html = renderToString(
      el("span", {
        style: {
          top: "0%; position: fixed",
          color: "red}body{color:red",
          "top;left": "1px",
          left: "calc(1 * 2px)",
          "--pk-x": 3,
        },
      }),
    );
    expect(html).toBe('<span style="left: calc(1 * 2px); --pk-x: 3"></span>');
  });

  test("an empty region is still there, for screen readers to watch", () => {
    expect(renderToString(captionsMarkup({ lines: [] }))).toBe('<div class="pk-captions" aria-live="polite"></div>');
    // While the media plays, the stage's stylesheet gives the hidden controls' room back to the captions.
    expect(renderToString(captionsMarkup({ lines: [], playing: true }))).toBe(
      '<div class="pk-captions" aria-live="polite" data-playing=""></div>',
    );
  });

  test("tracks in several languages: the lines of one, and the list of languages", async () => {
    const { pop, clock } = setup({ player: { duration: 10 } });
    await pop.loadTrack({ text: "WEBVTT\n\n00:01.000 --> 00:03.000\nHello\n" }, { lang: "en" });
    await pop.loadTrack({ text: "WEBVTT\n\n00:01.000 --> 00:03.000\nBonjour\n" }, { lang: "fr" });
    await expect(pop.loadTrack({ text: "WEBVTT\n" }, { lang: 7 as never })).rejects.toThrow(
      /loadTrack\(\) got lang 7: expected a language tag/,
    );
    await pop.play();
    clock.advance(2000);
    const active = pop.store.getSnapshot().active;
    expect(captionLines(active, { lang: "fr" }).map((line) => line.options.text)).toEqual(["Bonjour"]);
    expect(captionLines(active).length).toBe(2);
    expect(captionLanguages(pop.getTrackEvents())).toEqual(["en", "fr"]);
    pop.destroy();
  });
});
