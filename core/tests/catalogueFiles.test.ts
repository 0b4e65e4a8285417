import { expect, test } from "vitest";
import { NO_HTML, type PluginViewProps, plainPlugin } from "../src/adapter/index.js";
import { htmlOptionsOf } from "../src/sanitize/viewOptions.js";
import { createManualClock, createPopcorn, createVirtualPlayer, PopcornError } from "../src/index.js";
import { markupPropsWith } from "../src/markup/index.js";
import { footnote } from "../src/plugins/catalogue/footnote.js";
import { text } from "../src/plugins/catalogue/text.js";
import { pluginViewOptionsWith } from "../src/sanitize/index.js";
import { rendersHtml, staleFiles } from "../scripts/catalogue.mjs";
import { CATALOGUE } from "../scripts/catalogueTable.mjs";

test("the files written from the catalogue's table are what the script writes now", () => {
  // Package entries, the adapters' plugin components, the conformance harnesses' tables, the editor's plugin facts
  // and the Popcorn 1.x mapping (compat's and the editor's copy).
  expect(staleFiles(), "run npm run catalogue -w @popcorn-kit/core").toEqual([]);
});

test("every catalogue plugin with an option of type html gets a component that sanitizes it with DOMPurify", async () => {
  const withComponents = CATALOGUE.filter((plugin) => plugin.component !== undefined);
  const html: string[] = [];
  for (const plugin of withComponents) {
    const module = await import(`../src/plugins/catalogue/${plugin.source}`);
    const definition = module[plugin.definition ?? plugin.name];
    if (htmlOptionsOf(definition).length > 0) {
      html.push(plugin.name);
      expect(rendersHtml(plugin), `${plugin.name} has an html option`).toBe(true);
    }
  }
  // The rest are made with createPlainMarkupComponent, which would refuse them at import otherwise.
  expect(html).toEqual(["text"]);
});

test("NO_HTML: a View's html options and a markup's sanitize make no HTML unless the instance has a sanitizer", () => {
  const clock = createManualClock();
  const bare = createPopcorn(createVirtualPlayer({ now: clock.now }), { ticker: clock });
  const own = createPopcorn(createVirtualPlayer({ now: clock.now }), {
    ticker: clock,
    sanitizeHtml: (value) => value.toUpperCase(),
  });
  for (const pop of [bare, own]) pop.add(text, { id: "t", start: 0, end: 5, html: "<b>bold</b>" });
  const shown = (pop: typeof bare) =>
    (pluginViewOptionsWith(NO_HTML, text, pop.getTrackEvent("t") as never, pop) as { html: string }).html;
  expect([shown(bare), shown(own)]).toEqual(["", "<B>BOLD</B>"]);
  const sanitize = (pop: typeof bare) =>
    markupPropsWith(NO_HTML, {} as PluginViewProps<object>, pop).sanitize("<i>x</i>");
  expect([sanitize(bare), sanitize(own)]).toEqual(["", "<I>X</I>"]);
  bare.destroy();
  own.destroy();
});

test("plainPlugin refuses a plugin with an html option and returns the others", () => {
  expect(plainPlugin(footnote, "createPlainMarkupComponent")).toBe(footnote);
  expect(() => plainPlugin(text, "createPlainMarkupComponent")).toThrow(PopcornError);
  expect(() => plainPlugin(text, "createPlainMarkupComponent")).toThrow(
    'createPlainMarkupComponent() got plugin "text": expected a plugin without options of type "html" (its option "html" is): use createMarkupComponent.',
  );
});
