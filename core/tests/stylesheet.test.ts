import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

// A page styles the kit through the stylesheet's custom properties: each one it reads is documented, with its
// default, in docs/plugins.md, so a property added to the stylesheet and not to the docs fails here.
test("every custom property the stylesheet reads is named in docs/plugins.md", () => {
  const css = read("../src/styles/popcorn-kit.css");
  const docs = read("../../docs/plugins.md");
  const reads = new Set([...css.matchAll(/var\((--pk-[a-z-]+)/g)].map((match) => match[1]!));
  expect(reads.size).toBeGreaterThan(40);
  const undocumented = [...reads].filter((property) => !docs.includes(`\`${property}\``));
  expect(undocumented).toEqual([]);
});

/** WCAG 2's contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Expands `#fff` to `#ffffff`. */
const longHex = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex);

// The pressed captions menu button sets both its colours (the accent behind the accent's text), so what it reads
// at is the same on a light page and a dark one: at least WCAG AA's 4.5:1 for its text with the defaults.
test("the pressed captions menu button's text has at least 4.5:1 contrast with the default colours", () => {
  const css = read("../src/styles/popcorn-kit.css");
  const rule = /\.pk-captions-menu__item\[aria-pressed="true"\] \{([^}]*)\}/.exec(css)?.[1] ?? "";
  const fallback = (property: string) =>
    longHex(new RegExp(`\\n\\s*${property}:\\s*var\\(--pk-[a-z-]+,\\s*(#[0-9a-f]{3,6})\\)`).exec(rule)?.[1] ?? "");
  const background = fallback("background");
  const text = fallback("color");
  expect(background).toMatch(/^#[0-9a-f]{6}$/);
  expect(text).toMatch(/^#[0-9a-f]{6}$/);
  expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
});
