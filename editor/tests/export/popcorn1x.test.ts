// @vitest-environment jsdom
import { expect, test } from "vitest";
import { COMPAT_MAPPINGS } from "../../src/export/code/components.js";
// compat's reading of 1.x calls, from its sources: the editor does not depend on compat, but its HTML pages run it.
import { COMPLETE_PLUGINS } from "../../../compat/src/catalogue/complete.js";
import { LIBRARY_PLUGINS } from "../../../compat/src/catalogue/libraries.js";

/** An event's options of each plugin the HTML export writes, with texts that hold markup where they can. */
const SAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  subtitle: { text: "Hi <there>", target: "notes" },
  footnote: { text: "Fish & chips", target: "notes" },
  text: { text: "Tide: <high>", href: "https://example.org/", size: 20, bold: true, target: "badge" },
  image: { src: "a.png", alt: "A cat", caption: "Ours", href: "https://example.org/", target: "gallery" },
  webpage: { src: "https://example.org/", title: "The site", sandbox: "allow-forms", target: "page" },
  lowerthird: { name: "<Ada>", title: "Countess", target: "lower" },
  persontag: { name: "Grace Hopper", image: "grace.jpg", href: "https://example.org/grace", target: "people" },
  attribution: { title: "Harbour", author: "A & B", source: "https://example.org/h", license: "cc-by-4.0" },
  timeline: { title: "1911", text: "The <harbour> opens.", image: "a.jpg", order: "newest-first", target: "history" },
  callout: { text: "Watch", shape: "thought", tail: "top-right", size: 18, target: "bubble" },
  map: { lat: 40.71, lng: -74.01, zoom: 11, markers: [{ lat: 40.7, lng: -74, label: "NYC" }], label: "New York" },
  wikipedia: { title: "Cape Town", lang: "pt", words: 30, target: "notes" },
  wordriver: { text: "tide", color: "#2a7ab0", target: "river" },
  mediaspawner: { src: "clip.webm", caption: "The clip", label: "The clip", kind: "video", target: "clips" },
  applyclass: { classes: "lit", target: "sidebar", to: "note" },
  pause: { duration: 3 },
};

const compat = new Map([...COMPLETE_PLUGINS, ...LIBRARY_PLUGINS].map((plugin) => [plugin.name, plugin]));

test("what the HTML export writes as a 1.x call, compat reads back as the same kit options", () => {
  expect(Object.keys(COMPAT_MAPPINGS).sort()).toEqual(Object.keys(SAMPLES).sort());
  for (const [type, options] of Object.entries(SAMPLES)) {
    const mapping = COMPAT_MAPPINGS[type]!;
    const { options: call, lost } = mapping.toPopcorn(options);
    expect(lost, type).toEqual([]);
    const read = compat.get(mapping.method)!.fromPopcorn(call);
    expect(Object.fromEntries(Object.keys(options).map((key) => [key, read[key]])), type).toEqual(options);
  }
});

test("a Wikipedia title reads the same both ways: underscores, as in its address, are spaces", () => {
  const { options } = COMPAT_MAPPINGS.wikipedia!.toPopcorn({ title: "Ada_Lovelace" });
  expect(options).toEqual({ title: "Ada Lovelace" });
  const wikipedia = compat.get("wikipedia")!;
  expect(wikipedia.fromPopcorn({ title: "Cape_Town" }).title).toBe("Cape Town");
  expect(wikipedia.fromPopcorn({ src: "https://pt.wikipedia.org/wiki/Cape_Town" })).toMatchObject({
    title: "Cape Town",
    lang: "pt",
  });
});
