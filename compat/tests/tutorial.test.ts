// Popcorn 1.x's tutorial on popcorn.js: the page loads popcorn.js, then its own footnote and subtitle plugin
// files, then chains them on its video. The catalogue is not installed in this file (the root entry alone).
import { afterEach, describe, expect, it } from "vitest";
import { Popcorn, type PopcornInstance } from "../src/index.js";
import { definePagePlugins, fakeVideo, shown } from "./pagePlugins.js";

const made: PopcornInstance[] = [];

afterEach(() => {
  for (const p of made.splice(0)) p.destroy();
  Popcorn.removePlugin("footnote");
  Popcorn.removePlugin("subtitle");
  document.body.innerHTML = "";
});

describe("Popcorn 1.x's tutorial page on popcorn.js", () => {
  it("runs the page's own footnote and subtitle plugins, chained, each at its time", () => {
    const { playTo } = fakeVideo('<div id="footnotediv"></div>');
    definePagePlugins(Popcorn);
    const p: PopcornInstance = Popcorn("#video")
      .footnote({ start: 2, end: 6, text: "Pop!", target: "footnotediv" })
      .subtitle({ start: 1, end: 4, text: "Over the video" })
      .play();
    made.push(p);
    expect(shown()).toEqual({ footnotes: [], subtitle: "" });
    playTo(1.5);
    expect(shown()).toEqual({ footnotes: [], subtitle: "Over the video" });
    playTo(3);
    expect(shown()).toEqual({ footnotes: ["Pop!"], subtitle: "Over the video" });
    playTo(5);
    expect(shown()).toEqual({ footnotes: ["Pop!"], subtitle: "" });
    playTo(7);
    expect(shown()).toEqual({ footnotes: [], subtitle: "" });
    expect(p.getTrackEvents().map((event) => event._natives.type)).toEqual(["subtitle", "footnote"]);
    p.destroy();
    expect(document.querySelectorAll(".page-footnote, .page-subtitle")).toHaveLength(0);
  });

  it("takes the catalogue's names off their placeholders, which come back when the plugins are removed", () => {
    fakeVideo();
    const p = Popcorn("#video");
    made.push(p);
    expect(() => p.subtitle({ start: 1, end: 2, text: "x" })).toThrow(/popcorn-complete\.js/);
    definePagePlugins(Popcorn);
    expect(Popcorn.registryByName.subtitle?.name).toBe("subtitle");
    p.subtitle({ start: 1, end: 2, text: "mine" });
    expect(p.getTrackEvents()).toHaveLength(1);
    Popcorn.removePlugin("subtitle");
    expect(() => p.subtitle({ start: 1, end: 2, text: "x" })).toThrow(/popcorn-complete\.js/);
  });
});
