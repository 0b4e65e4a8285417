import { describe, expect, test, vi } from "vitest";
import { PopcornError, definePlugin } from "../src/index.js";
import { pluginViewOptions, sanitizeHtml } from "../src/sanitize/index.js";
import { setup } from "./harness.js";

const note = definePlugin({
  name: "note",
  manifest: {
    options: {
      title: { type: "text", required: true },
      body: { type: "html", default: "<p>default</p>" },
      link: { type: "url" },
    },
  },
});

const PAYLOAD = '<b>hi</b><img src=x onerror="alert(1)">';

describe("the sanitizeHtml instance option", () => {
  test("is exposed on the instance, undefined for the default", () => {
    const mine = (html: string) => html.toUpperCase();
    expect(setup({ popcorn: { sanitizeHtml: mine } }).pop.sanitizeHtml).toBe(mine);
    expect(setup().pop.sanitizeHtml).toBeUndefined();
  });

  test("must be a function", () => {
    expect(() => setup({ popcorn: { sanitizeHtml: "strict" as never } })).toThrow(PopcornError);
    expect(() => setup({ popcorn: { sanitizeHtml: "strict" as never } })).toThrow(
      /^sanitizeHtml "strict": expected a function/,
    );
  });

  test("keeps the option as given on the timeline: sanitizing is for rendering", () => {
    const { pop } = setup({ popcorn: { sanitizeHtml: () => "" } });
    const event = pop.add(note, { title: "t", body: PAYLOAD });
    expect(event.options.body).toBe(PAYLOAD);
  });
});

describe("pluginViewOptions", () => {
  test("passes each html option through the instance's sanitizer, and nothing else", () => {
    const seen: string[] = [];
    const { pop } = setup({ popcorn: { sanitizeHtml: (html) => (seen.push(html), "[clean]") } });
    const event = pop.add(note, { title: "<b>as text</b>", body: PAYLOAD, link: "/about" });
    expect(pluginViewOptions(note, event, pop)).toEqual({ title: "<b>as text</b>", body: "[clean]", link: "/about" });
    expect(seen).toEqual([PAYLOAD]);
  });

  test("each instance uses its own sanitizer", () => {
    const a = setup({ popcorn: { sanitizeHtml: () => "from a" } }).pop;
    const b = setup({ popcorn: { sanitizeHtml: () => "from b" } }).pop;
    const input = { id: "n", title: "t", body: PAYLOAD };
    expect(pluginViewOptions(note, a.add(note, input), a).body).toBe("from a");
    expect(pluginViewOptions(note, b.add(note, input), b).body).toBe("from b");
  });

  test("sanitizes an event once, and again only when the event changes", () => {
    const sanitize = vi.fn((html: string) => html.length.toString());
    const { pop } = setup({ popcorn: { sanitizeHtml: sanitize } });
    const first = pop.add(note, { id: "n", title: "t", body: "<i>one</i>" });
    const options = pluginViewOptions(note, first, pop);
    expect(pluginViewOptions(note, first, pop)).toBe(options);
    expect(Object.isFrozen(options)).toBe(true);
    const second = pop.update("n", { body: "<i>three</i>" });
    expect(pluginViewOptions(note, second, pop).body).toBe("12");
    expect(sanitize).toHaveBeenCalledTimes(2);
  });

  test("without html options, returns the event's options themselves", () => {
    const plain = definePlugin({ name: "plain", manifest: { options: { text: { type: "text" } } } });
    const { pop } = setup();
    const event = pop.add(plain, { text: "x" });
    expect(pluginViewOptions(plain, event, pop)).toBe(event.options);
  });

  test("the default sanitizer renders nothing where there is no DOM (here, Node)", () => {
    expect(typeof document).toBe("undefined");
    expect(sanitizeHtml(PAYLOAD)).toBe("");
    const { pop } = setup();
    expect(pluginViewOptions(note, pop.add(note, { title: "t", body: PAYLOAD }), pop).body).toBe("");
  });

  test("before the event exists, the props are validated and html options are empty, whatever the sanitizer", () => {
    const { pop } = setup({ popcorn: { sanitizeHtml: (html) => html } });
    expect(pluginViewOptions(note, undefined, pop, { title: "t", body: PAYLOAD })).toEqual({ title: "t", body: "" });
    expect(pluginViewOptions(note, undefined, null, { title: "t" })).toEqual({ title: "t", body: "" });
    expect(() => pluginViewOptions(note, undefined, null, { title: "t", link: "javascript:alert(1)" })).toThrow(
      'Option "link" of plugin "note" got "javascript:alert(1)": expected an http(s), relative or blob: URL.',
    );
  });
});
