// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { sanitizeFileHtml } from "../src/sanitize/sanitizeFileHtml.js";

afterEach(() => {
  vi.unstubAllGlobals();
});

// A common test setup: a DOM's window and document made global, but not its location.
test("sanitizeFileHtml where window and document exist but location does not: the strict profile, no raw error", () => {
  // With no location there is no origin of the page's: every address is another origin's (a data: image stays).
  vi.stubGlobal("location", undefined);
  expect(globalThis.location).toBeUndefined();
  expect(
    sanitizeFileHtml(
      `<p style="position:fixed">Hi</p><img src="https://elsewhere.example/t.png"><img src="${document.baseURI}own.png"><img src="data:image/png;base64,AA==">`,
    ),
  ).toBe('<p>Hi</p><img><img><img src="data:image/png;base64,AA==">');
});
