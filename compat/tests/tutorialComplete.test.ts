// Popcorn 1.x's tutorial with popcorn-complete.js: the page's own footnote and subtitle plugins take the
// catalogue's names, and its definitions win on that page.
import { afterEach, describe, expect, it } from "vitest";
import { type CompletePopcornInstance, Popcorn } from "../src/complete.js";
import { definePagePlugins, fakeVideo, shown } from "./pagePlugins.js";

const made: CompletePopcornInstance[] = [];

afterEach(() => {
  for (const p of made.splice(0)) p.destroy();
  Popcorn.removePlugin("footnote");
  Popcorn.removePlugin("subtitle");
  document.body.innerHTML = "";
});

describe("Popcorn 1.x's tutorial page on popcorn-complete.js", () => {
  it("runs the page's footnote and subtitle in place of the catalogue's, beside the catalogue's other plugins", () => {
    const { playTo } = fakeVideo('<div id="footnotediv"></div><div id="notes"></div>');
    // An instance that already ran the catalogue's footnote and subtitle before the page defined its own.
    const before = Popcorn("#video");
    made.push(before);
    before.footnote({ start: 0, end: 1, text: "catalogue", target: "notes" }).subtitle({ start: 0, end: 1, text: "c" });
    definePagePlugins(Popcorn);
    expect(Popcorn.registryByName.footnote?.definition).not.toHaveProperty("plugin");
    const p = Popcorn("#video")
      .footnote({ start: 2, end: 6, text: "Pop!", target: "footnotediv" })
      .subtitle({ start: 1, end: 4, text: "Over the video" })
      .text({ start: 2, end: 6, text: "Catalogue text", target: "notes", escape: true })
      .play();
    made.push(p);
    before.footnote({ start: 2, end: 6, text: "Again", target: "footnotediv" });
    playTo(3);
    expect(shown()).toEqual({ footnotes: ["Pop!", "Again"], subtitle: "Over the video" });
    expect(document.getElementById("notes")?.textContent).toContain("Catalogue text");
    expect(document.querySelector(".pk-footnote")).toBeNull();
    expect(document.querySelector(".pk-captions")?.textContent ?? "").toBe("");
    playTo(7);
    expect(shown()).toEqual({ footnotes: [], subtitle: "" });
    expect(p.getTrackEvents().map((event) => event._natives.type)).toEqual(["subtitle", "footnote", "text"]);
  });

  it("brings the catalogue's plugin back when the page removes its own of that name", () => {
    const { playTo } = fakeVideo('<div id="notes"></div>');
    const catalogueFootnote = Popcorn.registryByName.footnote;
    definePagePlugins(Popcorn);
    expect(Popcorn.registryByName.footnote?.definition).not.toBe(catalogueFootnote?.definition);
    Popcorn.removePlugin("footnote");
    expect(Popcorn.registryByName.footnote?.definition).toBe(catalogueFootnote?.definition);
    const p = Popcorn("#video").footnote({ start: 1, end: 4, text: "The catalogue's again", target: "notes" });
    made.push(p);
    playTo(2);
    expect(document.querySelector("#notes .pk-footnote")?.textContent).toContain("The catalogue's again");
    expect(shown().footnotes).toEqual([]);
  });

  it("gives a subtitle file's lines to the page's own subtitle plugin, through its method", async () => {
    fakeVideo();
    definePagePlugins(Popcorn);
    const p = Popcorn("#video");
    made.push(p);
    const file = await new Promise((resolve) =>
      p.parseSRT({ text: "1\n00:00:01,000 --> 00:00:02,500\nFrom the file\n" }, resolve),
    );
    expect(file).toBeTruthy();
    expect(p.getTrackEvents()).toMatchObject([
      { _natives: { type: "subtitle" }, start: 1, end: 2.5, text: "From the file" },
    ]);
  });
});
