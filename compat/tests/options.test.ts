import { afterEach, describe, expect, it, vi } from "vitest";
import { htmlText } from "../src/catalogue/options.js";

afterEach(() => vi.unstubAllGlobals());

describe("htmlText without a DOMParser", () => {
  it("keeps the text between tags, and a tag never closed as text", () => {
    vi.stubGlobal("DOMParser", undefined);
    expect(htmlText("<b>Harbour</b> at <i>dawn</i>")).toBe("Harbour at dawn");
    expect(htmlText("1 < 2 and more")).toBe("1 < 2 and more");
  });

  it("reads a long run of unclosed tags in one pass", () => {
    vi.stubGlobal("DOMParser", undefined);
    const hostile = "<".repeat(200_000);
    expect(htmlText(hostile)).toBe(hostile);
  });
});
