import { expect, test } from "vitest";
import { titleSlug } from "../../src/react/files/download.js";
import { eventLabel } from "../../src/react/format.js";

test("a file name's stem from a title: words joined by hyphens, none at the ends, at most 60 characters", () => {
  expect(titleSlug("Lisbon harbour: 1755!")).toBe("lisbon-harbour-1755");
  expect(titleSlug("  --Ça va?--  ")).toBe("ca-va");
  expect(titleSlug("!!!")).toBe("project");
  expect(titleSlug(`${"a".repeat(59)} b`)).toBe("a".repeat(59));
  // A title of 100,000 hyphens and spaces is read in one pass.
  expect(titleSlug("- ".repeat(50_000))).toBe("project");
});

test("an event's label reads an html option as text: its tags become spaces", () => {
  const label = eventLabel({
    id: "t",
    type: "text",
    start: 0,
    end: 1,
    options: { html: "<b>Live</b> from <i>the</i> quay" },
  });
  expect(label).toBe('Text "Live from the quay"');
  const hostile = eventLabel({ id: "h", type: "text", start: 0, end: 1, options: { html: "<".repeat(100_000) } });
  expect(hostile).toBe("Text");
});
