import {
  type PluginDefinition,
  type Popcorn,
  PopcornError,
  createManualClock,
  createPopcorn,
  createVirtualPlayer,
} from "@popcorn-kit/core";
import { applyClass } from "@popcorn-kit/core/plugins/applyclass";
import { attribution } from "@popcorn-kit/core/plugins/attribution";
import { callout } from "@popcorn-kit/core/plugins/callout";
import { footnote } from "@popcorn-kit/core/plugins/footnote";
import { image } from "@popcorn-kit/core/plugins/image";
import { lowerthird } from "@popcorn-kit/core/plugins/lowerthird";
import { map } from "@popcorn-kit/core/plugins/map";
import { mediaspawner } from "@popcorn-kit/core/plugins/mediaspawner";
import { persontag } from "@popcorn-kit/core/plugins/persontag";
import { template } from "@popcorn-kit/core/plugins/template";
import { text } from "@popcorn-kit/core/plugins/text";
import { ticker } from "@popcorn-kit/core/plugins/ticker";
import { timeline } from "@popcorn-kit/core/plugins/timeline";
import { webpage } from "@popcorn-kit/core/plugins/webpage";
import { wikipedia } from "@popcorn-kit/core/plugins/wikipedia";
import { wordriver } from "@popcorn-kit/core/plugins/wordriver";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { ConformanceHarness, MountedScene } from "./harness.js";
import { XSS_PAYLOADS, scriptHazards } from "./safety.js";

/** A 404 for every request: a Wikipedia event then shows its error, which names its title. */
const notFound = async () => ({ ok: false, status: 404, json: async () => ({}) });

/**
 * Each catalogue component that takes text, html or url options, with options that make it render; the suite
 * puts each payload into each of those options in turn.
 */
const COMPONENTS: { definition: PluginDefinition<any, any>; props: Record<string, unknown> }[] = [
  { definition: footnote, props: { text: "A note" } },
  { definition: text, props: { text: "A text" } },
  {
    definition: image,
    props: { src: "/media/poster.png", alt: "The poster", href: "https://example.org/", caption: "A caption" },
  },
  { definition: webpage, props: { src: "https://example.org/", title: "Example" } },
  { definition: lowerthird, props: { name: "Ada Lovelace", title: "Mathematician" } },
  { definition: persontag, props: { name: "Grace Hopper", image: "/grace.jpg", href: "https://example.org/grace" } },
  {
    definition: attribution,
    props: { title: "Harbour", author: "A. Fisher", source: "https://example.org/h", license: "cc-by-4.0" },
  },
  {
    definition: timeline,
    props: {
      title: "1911",
      text: "The harbour opens.",
      image: "/harbour.jpg",
      alt: "The harbour",
      href: "https://example.org/1911",
    },
  },
  { definition: callout, props: { text: "Watch the pier", href: "https://example.org/pier" } },
  { definition: applyClass, props: { classes: "pk-highlight", target: "side" } },
  { definition: wordriver, props: { text: "harbour" } },
  { definition: ticker, props: { text: "Storm warning", label: "Weather" } },
  {
    definition: mediaspawner,
    props: { src: "/media/clip.webm", label: "The clip", caption: "From the archive", poster: "/media/poster.jpg" },
  },
  { definition: template, props: { template: "<p>{{x}}</p>", data: { x: 1 } } },
  { definition: wikipedia, props: { title: "Lisbon", fetch: notFound } },
  { definition: map, props: { lat: 38.7, lng: -9.1, label: "The harbour", tiles: "", attribution: "Tiles" } },
];

/** The options of a plugin that can carry a payload, by their manifest type. */
const carriers = (definition: PluginDefinition<any, any>): string[] =>
  Object.entries(definition.manifest.options as Record<string, { type: string }>)
    .filter(([, spec]) => spec.type === "text" || spec.type === "html" || spec.type === "url")
    .map(([name]) => name);

const SCRIPT_URL = /^\s*java\s*script:|^data:text\/html/i;

/**
 * Hostile input in every option a catalogue component shows: each payload (`<script>`, `<img onerror>`,
 * `javascript:` in its spellings, `data:text/html`) in each text, html and url option of each component, one at
 * a time, rendered by the adapter. The page ends inert (no script, handler or script URL; the web page's frame is
 * its own, sandboxed), or the value is refused with a `PopcornError` naming it; script URLs in url options are
 * always refused.
 */
export function defineCatalogueSafetySuite(harness: ConformanceHarness): void {
  const instances: Popcorn[] = [];
  const mounted: MountedScene[] = [];
  afterEach(async () => {
    for (const view of mounted.splice(0)) await view.unmount();
    for (const instance of instances.splice(0)) if (!instance.destroyed) instance.destroy();
  });

  describe(`${harness.name} adapter: hostile input in every option of the catalogue`, () => {
    test.each(COMPONENTS.map((entry) => [entry.definition.name, entry] as const))(
      "%s",
      async (_name, { definition, props }) => {
        const options = carriers(definition);
        expect(options.length, "a component without text, html or url options does not belong here").toBeGreaterThan(0);
        const clock = createManualClock();
        const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), {
          ticker: clock,
          plugins: [definition],
        });
        instances.push(pop);
        // A failed load (the Wikipedia article, its title a payload) is an error event, not a page error.
        const loadErrors: string[] = [];
        pop.on("error", ({ error }) => loadErrors.push((error as Error).message));
        await harness.act(() => void pop.play());
        await harness.act(() => clock.advance(1500));
        const outcomes: string[] = [];
        for (const option of options) {
          const type = (definition.manifest.options as Record<string, { type: string }>)[option]!.type;
          for (const payload of XSS_PAYLOADS) {
            const where = `${option} = ${JSON.stringify(payload)}`;
            let view: MountedScene;
            try {
              view = await harness.mount(pop, {
                cues: [],
                targets: ["side"],
                plugin: {
                  definition,
                  view: "catalogue",
                  props: { id: "x", start: 1, end: 50, ...props, [option]: payload },
                },
              });
            } catch (error) {
              expect(error, where).toBeInstanceOf(PopcornError);
              expect((error as PopcornError).message, where).toContain(JSON.stringify(payload));
              expect(pop.getTrackEvents(), where).toEqual([]);
              outcomes.push(`${option}: refused`);
              continue;
            }
            mounted.push(view);
            expect(type === "url" && SCRIPT_URL.test(payload), `${where} was not refused`).toBe(false);
            // A network plugin's state settles (a template filled, an article's error shown) before the check.
            await vi.waitFor(() => expect(view.root.querySelector("[aria-busy]")).toBeNull());
            const hazards = scriptHazards(view.root).filter(
              (hazard) =>
                hazard !== "a <iframe> element" ||
                ![...view.root.querySelectorAll("iframe")].every((frame) => frame.hasAttribute("sandbox")),
            );
            expect(hazards, where).toEqual([]);
            outcomes.push(`${option}: inert`);
            await view.unmount();
            mounted.pop();
          }
        }
        // Every option was tried with every payload.
        expect(outcomes).toHaveLength(options.length * XSS_PAYLOADS.length);
        if (definition === wikipedia) expect(loadErrors).toHaveLength(XSS_PAYLOADS.length);
      },
    );
  });
}
