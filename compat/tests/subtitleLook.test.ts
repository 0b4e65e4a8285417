import { afterEach, describe, expect, it } from "vitest";
import { made, videoPopcorn } from "./videoPopcorn.js";

/** A page with a video, and an instance on a virtual player that names it (jsdom plays no media). */
function page() {
  const video = document.createElement("video");
  document.body.append(video);
  return videoPopcorn(video);
}

/** The look of the subtitle line on screen: its text's colour, weight, size and shadow, and the room under it. */
function look() {
  const text = document.querySelector(".pk-compat-overlay .pk-caption__text")!;
  const region = document.querySelector(".pk-compat-overlay .pk-captions")!;
  const style = getComputedStyle(text);
  const box = getComputedStyle(region);
  return {
    color: style.color,
    weight: style.fontWeight,
    size: style.fontSize,
    shadow: style.textShadow,
    // jsdom does not inherit text-align: the region's is read (the real browser test measures the line's place).
    align: box.textAlign,
    below: box.paddingBottom,
  };
}

const looks = () => document.querySelectorAll("style[data-popcorn-compat]").length;

afterEach(() => {
  for (const p of made.splice(0)) p.destroy();
  document.body.innerHTML = "";
  for (const style of document.head.querySelectorAll("style")) style.remove();
});

describe("subtitles over the video without the kit's stylesheet", () => {
  it("look as in Popcorn 1.x: white bold 18px text with a dark shadow, centred, 40px above the video's bottom", () => {
    const { p, at } = page();
    p.subtitle({ start: 0, end: 5, text: "Over the video" });
    at(1);
    expect(look()).toEqual({
      color: "rgb(255, 255, 255)",
      weight: "bold",
      size: "18px",
      shadow: "2px 2px 6px #000",
      align: "center",
      below: "40px",
    });
  });

  it("give way to the kit's stylesheet (and the page's) where it sets the same property", () => {
    const kit = document.createElement("style");
    // A few of @popcorn-kit/core/styles.css's rules, linked after the page loaded compat.
    kit.textContent =
      ".pk-captions{padding:.25em 0;font-size:20px}.pk-caption__text{color:#ff0;background:rgb(0 0 0 / 78%)}";
    document.head.append(kit);
    const { p, at } = page();
    p.subtitle({ start: 0, end: 5, text: "Over the video" });
    at(1);
    expect(look()).toMatchObject({ color: "rgb(255, 255, 0)", size: "20px", below: "0.25em" });
  });

  it("adds one style element for any number of instances, and removes it when the last is destroyed", () => {
    const first = page();
    const second = page();
    first.p.subtitle({ start: 0, end: 5, text: "One" });
    second.p.subtitle({ start: 0, end: 5, text: "Two" });
    first.at(1);
    second.at(1);
    expect(looks()).toBe(1);
    first.p.destroy();
    expect(looks()).toBe(1);
    second.p.destroy();
    expect(looks()).toBe(0);
  });

  it("leaves a subtitle in a target of the page's to the page's styles, as 1.x did", () => {
    document.body.innerHTML = '<div id="subs"></div>';
    const { p, at } = page();
    p.subtitle({ start: 0, end: 5, text: "In the page", target: "subs" });
    at(1);
    const text = document.querySelector("#subs .pk-caption__text")!;
    expect(getComputedStyle(text).color).not.toBe("rgb(255, 255, 255)");
    expect(looks()).toBe(0);
  });
});
