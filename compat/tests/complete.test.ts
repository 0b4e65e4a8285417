import { PopcornError } from "@popcorn-kit/core";
import { afterEach, describe, expect, it } from "vitest";
import { made, videoPopcorn } from "./videoPopcorn.js";

/**
 * The tutorial's page: a video, a footnote box and an instance. The player is a virtual one that names the
 * `<video>` as its element (jsdom plays no media), so that the instance lays subtitles over it.
 */
function page() {
  document.body.innerHTML = '<video id="video"></video><div id="footnotes"></div><div id="images"></div>';
  const video = document.getElementById("video") as HTMLVideoElement;
  return { ...videoPopcorn(video), video, footnotes: document.getElementById("footnotes")! };
}

afterEach(() => {
  for (const p of made.splice(0)) p.destroy();
  document.body.innerHTML = "";
});

describe("the complete build's plugin methods", () => {
  it("runs the tutorial: a footnote in its target, a subtitle over the video, an image, each at its time", () => {
    const { p, at, footnotes } = page();
    p.footnote({ start: 2, end: 6, text: "Pop!", target: "footnotes" })
      .subtitle({ start: 1, end: 3, text: "Hello, world" })
      .image({ start: 4, end: 8, src: "/poster.jpg", text: "The poster", target: "images" });
    at(1.5);
    expect(footnotes.textContent).toBe("");
    const overlay = document.querySelector(".pk-captions");
    expect(overlay?.textContent).toContain("Hello, world");
    at(5);
    expect(footnotes.querySelector(".pk-footnote")?.textContent).toBe("Pop!");
    expect(document.querySelector(".pk-captions")?.textContent ?? "").not.toContain("Hello, world");
    expect(document.querySelector("#images img")?.getAttribute("alt")).toBe("The poster");
    at(9);
    expect(footnotes.innerHTML).toBe("");
    expect(document.querySelector("#images")?.innerHTML).toBe("");
  });

  it("lists catalogue events in Popcorn's names and changes one by id", () => {
    const { p, at, footnotes } = page();
    p.footnote("note", { start: 0, end: 10, text: "first", target: "footnotes" });
    at(1);
    p.footnote("note", { text: "second" });
    expect(footnotes.textContent).toBe("second");
    expect(p.getTrackEvent("note")).toMatchObject({
      text: "second",
      target: "footnotes",
      _natives: { type: "footnote" },
    });
    p.tagthisperson({ start: 0, end: 5, person: "Ada", target: "footnotes" });
    expect(p.getTrackEvents().map((event) => event._natives.type)).toEqual(["footnote", "tagthisperson"]);
    expect(footnotes.textContent).toContain("Ada");
  });

  it("callout and Popcorn Maker's popup both show a callout, each listed and changed by its own name", () => {
    const { p, at, footnotes } = page();
    p.callout("c", { start: 0, end: 5, text: "Kit", shape: "box", target: "footnotes" });
    p.popup("m", { start: 0, end: 5, text: "Maker", type: "thought", triangle: "top left", target: "footnotes" });
    at(1);
    p.callout("c", { text: "Kit again" });
    p.popup("m", { text: "Maker again" });
    const bubbles = [...footnotes.querySelectorAll(".pk-callout")];
    expect(bubbles.map((bubble) => [bubble.className, bubble.textContent])).toEqual([
      ["pk-callout pk-callout--box pk-callout--tail-bottom-left", "Kit again"],
      ["pk-callout pk-callout--thought pk-callout--tail-top-left", "Maker again"],
    ]);
    expect(p.getTrackEvents().map((event) => event._natives.type)).toEqual(["callout", "popup"]);
  });

  it("text and callout take the kit's look, link and background by the kit's names, as the editor's HTML page writes them", () => {
    const { p, at, footnotes } = page();
    const look = { font: "serif", size: 1.5, color: "#ffcc00", bold: true, align: "center" } as const;
    p.callout({ start: 0, end: 5, text: "Look", shape: "box", ...look, target: "footnotes" });
    p.text({
      start: 0,
      end: 5,
      text: "Read",
      escape: true,
      href: "https://example.org/",
      background: "#000",
      ...look,
      target: "footnotes",
    });
    at(1);
    const bubble = footnotes.querySelector<HTMLElement>(".pk-callout")!;
    expect(bubble.className).toBe(
      "pk-callout pk-callout--box pk-callout--tail-bottom-left pk-callout--serif pk-callout--bold pk-callout--center",
    );
    expect([bubble.style.color, bubble.style.fontSize]).toEqual(["rgb(255, 204, 0)", "1.5em"]);
    const block = footnotes.querySelector<HTMLElement>(".pk-text")!;
    expect(block.className).toBe("pk-text pk-text--serif pk-text--bold pk-text--center");
    expect(block.style.backgroundColor).toBe("rgb(0, 0, 0)");
    expect(block.querySelector("a.pk-text__link")?.getAttribute("href")).toBe("https://example.org/");
    expect(block.textContent).toBe("Read");
  });

  it("an image's alternative text and caption apart, by the kit's names; 1.x's text is both", () => {
    const { p, at, footnotes } = page();
    p.image({ start: 0, end: 5, src: "a.png", text: "Both", target: "footnotes" });
    p.image({ start: 0, end: 5, src: "b.png", text: "Both", alt: "The harbour at dawn", target: "footnotes" });
    at(1);
    const figures = [...footnotes.querySelectorAll(".pk-image")];
    expect(figures.map((figure) => [figure.querySelector("img")?.alt, figure.textContent])).toEqual([
      ["Both", "Both"],
      ["The harbour at dawn", ""],
    ]);
  });

  it("disables and enables subtitles by Popcorn's name", () => {
    const { p, at } = page();
    p.subtitle({ start: 0, end: 10, text: "Line" });
    at(1);
    p.disable("subtitle");
    expect(document.querySelector(".pk-captions")?.textContent ?? "").not.toContain("Line");
    p.enable("subtitle");
    expect(document.querySelector(".pk-captions")?.textContent).toContain("Line");
  });

  it("the applyclass effect adds its classes inside the event's target while it is active", () => {
    const { p, at, footnotes } = page();
    footnotes.classList.add("glow");
    p.footnote({
      start: 1,
      end: 3,
      text: "Lit",
      target: "footnotes",
      effect: "applyclass",
      applyclass: "parent: stage-lit, .pk-footnote: glow bold, [[[: odd",
    });
    at(2);
    expect(document.body.classList.contains("stage-lit")).toBe(true);
    expect(footnotes.querySelector(".pk-footnote")?.className).toBe("pk-footnote glow bold");
    at(4);
    expect(document.body.classList.contains("stage-lit")).toBe(false);
    // A class the page had before stays.
    expect(footnotes.classList.contains("glow")).toBe(true);
  });

  it("calls code's callbacks with the instance as this and the event's whole Popcorn options", () => {
    const { p, at } = page();
    const calls: unknown[] = [];
    function onStart(this: unknown, options: { id: string; start: number; note: string }) {
      calls.push([this === p, options.id, options.start, options.note]);
    }
    p.code({ id: "c", start: 1, end: 3, note: "x", onStart, onEnd: onStart });
    at(2);
    at(4);
    expect(calls).toEqual([
      [true, "c", 1, "x"],
      [true, "c", 1, "x"],
    ]);
  });

  it("refuses a plugin whose service is gone with what replaces it", () => {
    const { p } = page();
    expect(() => p.twitter({ start: 0, end: 1, src: "@popcorn" })).toThrow(PopcornError);
    expect(() => p.twitter({})).toThrow(/webpage/);
  });

  it("refuses a dangerous URL and code as a string, and adds nothing", () => {
    const { p } = page();
    expect(() => p.image({ start: 0, end: 1, src: "javascript:alert(1)", target: "images" })).toThrow(PopcornError);
    expect(() => p.code({ start: 0, end: 1, onStart: "alert(1)" })).toThrow(PopcornError);
    expect(p.getTrackEvents()).toEqual([]);
  });

  it("leaves nothing in the page after destroy", () => {
    const { p, at, footnotes, video } = page();
    p.footnote({ start: 0, end: 10, text: "note", target: "footnotes" }).subtitle({ start: 0, end: 10, text: "Line" });
    at(1);
    p.destroy();
    expect(footnotes.innerHTML).toBe("");
    expect(video.parentElement?.querySelectorAll(".pk-captions")).toHaveLength(0);
    expect(document.body.innerHTML).toBe('<video id="video"></video><div id="footnotes"></div><div id="images"></div>');
  });
});
