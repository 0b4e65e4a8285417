import { calloutMarkup, type CalloutOptions } from "@popcorn-kit/core/plugins/callout";
import { renderToString } from "@popcorn-kit/core/markup";
import { afterEach, describe, expect, test } from "vitest";
import "@popcorn-kit/core/styles.css";

// The default stylesheet in real Chromium: a callout fills the outlet a layout placed, its tail inside that
// outlet at the corner it names.

afterEach(() => {
  document.body.replaceChildren();
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An outlet placed as a layout places one (absolutely, 320 x 120 px), holding a callout's markup. */
function place(options: Partial<CalloutOptions> & { text: string }, size = { width: 320, height: 120 }) {
  const outlet = document.createElement("div");
  outlet.style.cssText = `position: absolute; left: 40px; top: 60px; width: ${size.width}px; height: ${size.height}px; font: 16px/1.3 sans-serif`;
  const props = { shape: "speech", tail: "bottom-left", ...options };
  outlet.innerHTML = renderToString(calloutMarkup(props as Parameters<typeof calloutMarkup>[0]));
  document.body.append(outlet);
  const bubble = outlet.querySelector<HTMLElement>(".pk-callout")!;
  return { outlet, bubble, box: outlet.getBoundingClientRect() as Box, bubbleBox: bubble.getBoundingClientRect() };
}

/** The box a pseudo-element of `element` draws, from its used position and size. */
function pseudoBox(element: HTMLElement, pseudo: "::before" | "::after"): Box | null {
  const style = getComputedStyle(element, pseudo);
  if (style.content === "none" || style.display === "none") return null;
  const origin = element.getBoundingClientRect();
  const left = origin.left + Number.parseFloat(style.left);
  const top = origin.top + Number.parseFloat(style.top);
  return { left, top, right: left + Number.parseFloat(style.width), bottom: top + Number.parseFloat(style.height) };
}

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

const TAILS = ["bottom-left", "bottom-right", "top-left", "top-right"] as const;

describe("callout in Chromium, with the default stylesheet", () => {
  test.each(["speech", "thought"] as const)(
    "%s: the bubble spans its outlet's width, its tail fits in the outlet at the named corner",
    (shape) => {
      for (const tail of TAILS) {
        const { box, bubble, bubbleBox } = place({ text: "Watch the pier", shape, tail });
        const tails = [pseudoBox(bubble, "::before"), pseudoBox(bubble, "::after")].filter(
          (found): found is Box => found !== null,
        );
        expect(tails.length, tail).toBe(shape === "speech" ? 1 : 2);
        expect(bubbleBox.width, tail).toBeCloseTo(box.right - box.left, 0);
        // The bubble and its tail share the outlet's height, none of it outside.
        expect(inside(bubbleBox, box), tail).toBe(true);
        for (const part of tails) expect(inside(part, box), `${tail}: ${JSON.stringify(part)}`).toBe(true);
        const [vertical, horizontal] = tail.split("-");
        for (const part of tails) {
          if (vertical === "bottom") expect(part.top, tail).toBeGreaterThan(bubbleBox.bottom - 0.25 * 20);
          else expect(part.bottom, tail).toBeLessThan(bubbleBox.top + 0.25 * 20);
          const middle = (part.left + part.right) / 2;
          if (horizontal === "left") expect(middle, tail).toBeLessThan(bubbleBox.left + bubbleBox.width / 2);
          else expect(middle, tail).toBeGreaterThan(bubbleBox.left + bubbleBox.width / 2);
        }
        // The bubble and the outlet's far edge meet: the bubble takes all the height the tail leaves.
        if (vertical === "bottom") expect(bubbleBox.top).toBeCloseTo(box.top, 0);
        else expect(bubbleBox.bottom).toBeCloseTo(box.bottom, 0);
        document.body.replaceChildren();
      }
    },
  );

  test("a box, or a bubble without a tail, fills its outlet and draws nothing beside it", () => {
    for (const options of [
      { shape: "box" },
      { shape: "speech", tail: "none" },
      { shape: "thought", tail: "none" },
    ] as const) {
      const { box, bubble, bubbleBox } = place({ text: "1911: the harbour opens", ...options });
      expect([bubbleBox.left, bubbleBox.top, bubbleBox.right, bubbleBox.bottom]).toEqual([
        box.left,
        box.top,
        box.right,
        box.bottom,
      ]);
      expect([pseudoBox(bubble, "::before"), pseudoBox(bubble, "::after")]).toEqual([null, null]);
      document.body.replaceChildren();
    }
  });

  test("more text than the outlet holds grows the bubble: the text stays inside it", () => {
    const text = "A long remark about the harbour, the pier, the boats and the fish market that opens at six. ".repeat(
      3,
    );
    const { bubble, bubbleBox } = place({ text }, { width: 200, height: 80 });
    const paragraph = bubble.querySelector(".pk-callout__text")!.getBoundingClientRect();
    expect(bubbleBox.height).toBeGreaterThan(80);
    expect(inside(paragraph, bubbleBox)).toBe(true);
  });

  test("the tail is painted with the bubble's colours, which custom properties set", () => {
    const { outlet, bubble } = place({ text: "Watch the pier" });
    outlet.style.setProperty("--pk-callout-background", "rgb(255, 216, 77)");
    outlet.style.setProperty("--pk-callout-color", "rgb(20, 20, 30)");
    expect(getComputedStyle(bubble).backgroundColor).toBe("rgb(255, 216, 77)");
    expect(getComputedStyle(bubble, "::after").backgroundColor).toBe("rgb(255, 216, 77)");
    expect(getComputedStyle(bubble).color).toBe("rgb(20, 20, 30)");
  });

  test("a link is underlined and takes the keyboard's focus", () => {
    const { bubble } = place({ text: "Read the history", href: "https://example.org/" });
    const link = bubble.querySelector<HTMLAnchorElement>("a.pk-callout__link")!;
    expect(getComputedStyle(link).textDecorationLine).toBe("underline");
    link.focus();
    expect(document.activeElement).toBe(link);
  });
});
