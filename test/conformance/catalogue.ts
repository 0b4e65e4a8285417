import {
  type PluginDefinition,
  type Popcorn,
  type TrackEventView,
  createManualClock,
  createPopcorn,
  createVirtualPlayer,
  definePlugin,
} from "@popcorn-kit/core";
import {
  type Markup,
  type MarkupView,
  el,
  eventMarkup,
  markupProps,
  mount,
  renderToString,
} from "@popcorn-kit/core/markup";
import { pluginViewPropsWith } from "@popcorn-kit/core/adapter";
import { DEFAULT_SANITIZERS } from "@popcorn-kit/core/sanitize";
import { parse } from "@popcorn-kit/core/parsers";
import { code } from "@popcorn-kit/core/plugins/code";
import { footnote, footnoteMarkup } from "@popcorn-kit/core/plugins/footnote";
import { image, imageMarkup } from "@popcorn-kit/core/plugins/image";
import { pause } from "@popcorn-kit/core/plugins/pause";
import { text, textMarkup } from "@popcorn-kit/core/plugins/text";
import { webpage, webpageMarkup } from "@popcorn-kit/core/plugins/webpage";
import { attribution, attributionMarkup } from "@popcorn-kit/core/plugins/attribution";
import { callout, calloutMarkup } from "@popcorn-kit/core/plugins/callout";
import { lowerthird, lowerthirdMarkup } from "@popcorn-kit/core/plugins/lowerthird";
import { persontag, persontagMarkup } from "@popcorn-kit/core/plugins/persontag";
import { timeline, timelineMarkup } from "@popcorn-kit/core/plugins/timeline";
import { chapter } from "@popcorn-kit/core/plugins/chapters";
import { applyClass } from "@popcorn-kit/core/plugins/applyclass";
import { template, templateMarkup } from "@popcorn-kit/core/plugins/template";
import { map, mapMarkup } from "@popcorn-kit/core/plugins/map";
import { wikipedia, wikipediaMarkup, wikipediaSummaryUrl } from "@popcorn-kit/core/plugins/wikipedia";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import popcornJson from "../../core/tests/fixtures/subtitles/popcorn.json?raw";
import popcornXml from "../../core/tests/fixtures/subtitles/popcorn.xml?raw";
import documentary from "../fixtures/popcorn/documentary.json" with { type: "json" };
import lisbon from "../fixtures/wikipedia/Lisbon.json" with { type: "json" };
import hostileSummary from "../fixtures/wikipedia/hostile.json" with { type: "json" };
import type { ConformanceHarness, EventViews, MountedScene } from "./harness.js";
import { normalized, parsed, sameContent } from "./markupCompare.js";

/** Every plugin of the catalogue that a component of each adapter renders. */
export const CATALOGUE = [
  footnote,
  text,
  image,
  webpage,
  code,
  pause,
  lowerthird,
  persontag,
  attribution,
  timeline,
  callout,
  applyClass,
  template,
  wikipedia,
];

/** What the instance registers: the catalogue and the chapters. */
const REGISTERED = [...CATALOGUE, chapter, map];

interface MarkupCase {
  name: string;
  definition: PluginDefinition<any, any>;
  markup: MarkupView<any>;
  props: Record<string, unknown>;
}

const CASES: MarkupCase[] = [
  { name: "footnote", definition: footnote, markup: footnoteMarkup, props: { text: "Recorded in <1969> & later" } },
  { name: "text as text", definition: text, markup: textMarkup, props: { text: "<b>not bold</b>" } },
  { name: "text as html", definition: text, markup: textMarkup, props: { html: "<b>bold</b> <i>and</i> <u>more</u>" } },
  { name: "image, plain", definition: image, markup: imageMarkup, props: { src: "/media/poster.png", alt: "" } },
  {
    name: "image, with link and caption",
    definition: image,
    markup: imageMarkup,
    props: { src: "/media/poster.png", alt: "The poster", href: "https://example.org/", caption: "The poster, 1969" },
  },
  {
    name: "webpage",
    definition: webpage,
    markup: webpageMarkup,
    props: { src: "https://example.org/", title: "Example", sandbox: "allow-scripts" },
  },
  {
    name: "lowerthird",
    definition: lowerthird,
    markup: lowerthirdMarkup,
    props: { name: "Ada Lovelace", title: "Mathematician" },
  },
  {
    name: "persontag",
    definition: persontag,
    markup: persontagMarkup,
    props: { name: "Grace Hopper", image: "/grace.jpg", href: "https://example.org/grace" },
  },
  {
    name: "attribution",
    definition: attribution,
    markup: attributionMarkup,
    props: { title: "Harbour", author: "A. Fisher", source: "https://example.org/h", license: "cc-by-4.0" },
  },
  {
    name: "timeline item",
    definition: timeline,
    markup: timelineMarkup,
    props: { title: "1911", text: "The harbour opens.", order: "newest-first" },
  },
  { name: "callout", definition: callout, markup: calloutMarkup, props: { text: "Watch the <b>pier</b>" } },
  {
    name: "callout, a thought with a link",
    definition: callout,
    markup: calloutMarkup,
    props: { text: "The pier", shape: "thought", tail: "top-right", href: "https://example.org/pier" },
  },
];

/** The markup of each catalogue plugin that has one, for `<TrackEventViews>`. */
const VIEWS: EventViews = {
  footnote: footnoteMarkup,
  text: textMarkup,
  image: imageMarkup,
  webpage: webpageMarkup,
  map: mapMarkup,
};

/** Core's markup of an event on the timeline, by the views above. */
function eventMarkupOf(pop: Popcorn, event: TrackEventView): Markup | null {
  return eventMarkup(pop, event, VIEWS[event.type]!)!.markup;
}

/**
 * The plugin catalogue renders the same markup in every adapter: one expected markup, core's, for all three.
 * Each adapter maps `view: "catalogue"` to its own component for the plugin (`@popcorn-kit/<framework>/plugins`).
 */
export function defineCatalogueSuite(harness: ConformanceHarness): void {
  const instances: Popcorn[] = [];
  const mounted: MountedScene[] = [];
  let warnings: ReturnType<typeof vi.spyOn>[] = [];

  const setup = () => {
    const clock = createManualClock();
    // A sanitizer of its own, so the html case is the same in jsdom and in browsers.
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), {
      ticker: clock,
      parse,
      plugins: REGISTERED,
      sanitizeHtml: (html) => html.replace(/<u>|<\/u>/g, ""),
    });
    instances.push(pop);
    return { clock, pop };
  };

  describe(`${harness.name} adapter: the plugin catalogue`, () => {
    // A framework's warning (an attribute it does not know, a missing key) fails the test: users would see it.
    beforeEach(() => {
      warnings = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
    });
    afterEach(async () => {
      for (const view of mounted.splice(0)) await view.unmount();
      for (const pop of instances.splice(0)) if (!pop.destroyed) pop.destroy();
      const said = warnings.flatMap((spy) => spy.mock.calls.map((call: unknown[]) => call.map(String).join(" ")));
      for (const spy of warnings) spy.mockRestore();
      expect(said).toEqual([]);
    });
    test.each(CASES)(
      "$name: nothing before and after the event; core's markup while it is active",
      async ({ definition, markup, props }) => {
        const { clock, pop } = setup();
        const view = await harness.mount(pop, {
          cues: [],
          plugin: { definition, props: { id: "p", start: 1, end: 3, ...props }, view: "catalogue" },
        });
        mounted.push(view);
        expect(normalized(view.root).innerHTML).toBe("");
        await harness.act(() => void pop.play());
        await harness.act(() => clock.advance(1500));
        const event = pop.getTrackEvent("p");
        const expected = renderToString(
          markup(
            markupProps(
              pluginViewPropsWith(DEFAULT_SANITIZERS, definition, { active: true, event }, pop, {}, () => 0),
              pop,
            ),
          ),
        );
        expect(expected).not.toBe("");
        const actual = normalized(view.root);
        // The HTML is there to read on failure.
        expect(sameContent(actual, parsed(expected)), `${actual.innerHTML}\n  expected\n${expected}`).toBe(true);
        await harness.act(() => clock.advance(2000));
        expect(normalized(view.root).innerHTML).toBe("");
        await view.unmount();
        mounted.pop();
        expect(pop.getTrackEvents()).toEqual([]);
      },
    );

    test("code runs onStart, onFrame and onEnd and renders nothing; pause pauses the media at its start", async () => {
      const { clock, pop } = setup();
      const calls: string[] = [];
      const view = await harness.mount(pop, {
        cues: [],
        plugin: {
          definition: code,
          view: "catalogue",
          props: {
            id: "c",
            start: 1,
            end: 2,
            onStart: () => calls.push("start"),
            onEnd: () => calls.push("end"),
            onFrame: () => calls.push("frame"),
          },
        },
      });
      mounted.push(view);
      await harness.act(() => void pop.play());
      for (let i = 0; i < 25; i++) await harness.act(() => clock.advance(100));
      expect(calls[0]).toBe("start");
      expect(calls.at(-1)).toBe("end");
      expect(calls.filter((call) => call === "frame").length).toBeGreaterThanOrEqual(9);
      expect(normalized(view.root).innerHTML).toBe("");
      await view.rerender({
        cues: [],
        plugin: { definition: pause, view: "catalogue", props: { id: "stop", start: 3 } },
      });
      await harness.act(() => clock.advance(1200));
      expect(pop.paused).toBe(true);
      expect(normalized(view.root).innerHTML).toBe("");
    });

    test("a Popcorn data file: footnotes, text, images, web pages and a map show at their times, in their targets; an image without alt is an error", async () => {
      const { clock, pop } = setup();
      const errors: string[] = [];
      pop.on("error", ({ error }) => errors.push((error as Error).message));
      const added = await pop.loadTrack({ text: JSON.stringify(documentary) });
      expect(added.map((event) => event.type)).toEqual(["footnote", "text", "image", "webpage", "footnote", "map"]);
      expect(errors).toEqual([expect.stringMatching(/^Option "alt" of plugin "image" is required/)]);
      const view = await harness.mount(pop, { cues: [], targets: ["notes", "gallery"], eventViews: VIEWS });
      mounted.push(view);
      const outlet = (name: string) => view.root.querySelector(`[data-popcorn-target="${name}"]`)!;
      /** What core's markup makes of the active events of `types` named for `target`, in the order they are active. */
      const expected = (target: string | undefined) =>
        pop.store
          .getSnapshot()
          .active.filter((event) => event.options.target === target)
          .map((event) => renderToString(eventMarkupOf(pop, event)))
          .join("");
      const check = (target: string) => {
        const actual = normalized(outlet(target));
        // What Leaflet drew into the map's element is its own; the element is the markup's.
        for (const drawn of actual.querySelectorAll(".pk-map__view")) {
          drawn.replaceChildren();
          for (const name of ["class", "style", "tabindex"]) drawn.removeAttribute(name);
          drawn.setAttribute("class", "pk-map__view");
        }
        expect(
          sameContent(actual, parsed(expected(target))),
          `${target}: ${actual.innerHTML}\n  expected\n${expected(target)}`,
        ).toBe(true);
      };

      expect(outlet("notes").textContent).toBe("");
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(3500));
      check("notes");
      check("gallery");
      expect(outlet("notes").querySelectorAll(".pk-footnote, .pk-text").length).toBe(2);
      expect(outlet("notes").querySelector(".pk-text em")?.textContent).toBe("harbour");
      expect(outlet("gallery").querySelector("img")?.getAttribute("alt")).toBe("The pier at dawn");
      // The map: Leaflet (loaded when the first map starts) draws into its region, with the marker's label as text.
      await vi.waitFor(() => expect(outlet("gallery").querySelector(".pk-map__view.leaflet-container")).not.toBeNull());
      expect(outlet("gallery").querySelector(".pk-map__view")?.getAttribute("aria-label")).toBe("Map of the harbour");
      expect(outlet("gallery").querySelector(".pk-map__label")?.textContent).toBe("North pier");
      // The web page names no target: it renders in place, sandboxed.
      const frame = view.root.querySelector(":scope > .pk-webpage iframe, .pk-webpage iframe");
      expect(frame?.getAttribute("sandbox")).toBe("");
      expect(frame?.closest("[data-popcorn-target]")).toBeNull();

      await harness.act(() => clock.advance(3000));
      check("notes");
      check("gallery");
      expect(outlet("notes").textContent).toBe("The fog lifts");
      expect(document.querySelector(".leaflet-container, .pk-map")).toBeNull();
      expect(outlet("gallery").textContent).toBe("The north pier");
      await harness.act(() => clock.advance(3000));
      expect(outlet("notes").textContent).toBe("");
      expect(outlet("gallery").innerHTML.replace(/<!--[^>]*-->/g, "")).toBe("");
      expect(view.root.querySelector(".pk-webpage")).toBeNull();
    });

    test("a data file's events beside components of the same type: each shows once, a component's by the component only", async () => {
      const { clock, pop } = setup();
      pop.add(footnote, { id: "from-file", start: 1, end: 5, text: "From the data file" });
      const view = await harness.mount(pop, {
        cues: [],
        plugin: {
          definition: footnote,
          view: "catalogue",
          props: { id: "from-component", start: 1, end: 5, text: "From the component" },
        },
        eventViews: { footnote: footnoteMarkup },
      });
      mounted.push(view);
      const shown = () => [...view.root.querySelectorAll(".pk-footnote")].map((note) => note.textContent).sort();
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(2000));
      expect(pop.getTrackEvents({ type: "footnote", active: true })).toHaveLength(2);
      expect(shown()).toEqual(["From the component", "From the data file"]);
      // Still once each after the component's props change.
      await view.rerender({
        cues: [],
        plugin: {
          definition: footnote,
          view: "catalogue",
          props: { id: "from-component", start: 1, end: 5, text: "From the component, again" },
        },
        eventViews: { footnote: footnoteMarkup },
      });
      await harness.act(() => clock.advance(500));
      expect(shown()).toEqual(["From the component, again", "From the data file"]);
      await harness.act(() => clock.advance(3000));
      expect(shown()).toEqual([]);
    });

    test("a mount in markup runs once the element is in the page, updates when its input changes, and is destroyed when the event ends", async () => {
      const { clock, pop } = setup();
      const drawing = definePlugin({
        name: "drawing",
        manifest: { options: { label: { type: "text", default: "" }, tone: { type: "text", default: "" } } },
      });
      pop.registerPlugin(drawing);
      const calls: string[] = [];
      const draw = (element: HTMLElement, input: { label: string }) => {
        calls.push(`run ${input.label} ${element.isConnected}`);
        element.textContent = input.label;
        return {
          update(next: { label: string }) {
            calls.push(`update ${next.label}`);
            element.textContent = next.label;
          },
          destroy: () => void calls.push("destroy"),
        };
      };
      const views: EventViews = {
        drawing: ({ label }) => el("div", { class: "pk-drawing", mount: mount(draw, { label }) }),
      };
      pop.add(drawing, { id: "d", start: 1, end: 3, label: "first" });
      const view = await harness.mount(pop, { cues: [], eventViews: views });
      mounted.push(view);
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1500));
      expect(view.root.querySelector(".pk-drawing")?.textContent).toBe("first");
      // A change the mount's input does not hold leaves it alone; one it holds updates it.
      await harness.act(() => void pop.update("d", { tone: "warm" }));
      await harness.act(() => void pop.update("d", { label: "second" }));
      expect(view.root.querySelector(".pk-drawing")?.textContent).toBe("second");
      await harness.act(() => clock.advance(2000));
      expect(view.root.querySelector(".pk-drawing")).toBeNull();
      expect(calls).toEqual(["run first true", "update second", "destroy"]);
      await harness.act(() => void pop.seek(2));
      await view.unmount();
      mounted.pop();
      expect(calls).toEqual(["run first true", "update second", "destroy", "run second true", "destroy"]);
    });

    test("callout: props update its text, shape, tail and link; a removed prop restores its default; a script link is refused", async () => {
      const { clock, pop } = setup();
      const props = { id: "c", start: 1, end: 9, text: "Watch the pier" };
      const scene = (extra: Record<string, unknown>) => ({
        cues: [],
        plugin: { definition: callout, view: "catalogue" as const, props: { ...props, ...extra } },
      });
      const view = await harness.mount(pop, scene({}));
      mounted.push(view);
      const shown = () => {
        const box = view.root.querySelector(".pk-callout");
        const link = box?.querySelector("a.pk-callout__link");
        return box && { class: box.getAttribute("class"), text: box.textContent, href: link?.getAttribute("href") };
      };
      expect(shown()).toBeNull();
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1500));
      const first = { class: "pk-callout pk-callout--speech pk-callout--tail-bottom-left", text: "Watch the pier" };
      expect(shown()).toEqual({ ...first, href: undefined });
      await view.rerender(
        scene({ text: "<b>The pier</b>", shape: "thought", tail: "top-right", href: "https://example.org/pier" }),
      );
      expect(shown()).toEqual({
        class: "pk-callout pk-callout--thought pk-callout--tail-top-right",
        text: "<b>The pier</b>",
        href: "https://example.org/pier",
      });
      expect(view.root.querySelector(".pk-callout b")).toBeNull();
      await view.rerender(scene({}));
      expect(shown()).toEqual({ ...first, href: undefined });
      await view.unmount();
      mounted.pop();
      expect(view.root.querySelector(".pk-callout")).toBeNull();
      expect(pop.getTrackEvents()).toEqual([]);
      // A script link is refused by the manifest, whatever the framework: nothing is added, nothing renders.
      await expect(harness.mount(pop, scene({ href: "javascript:alert(1)" }))).rejects.toThrow(
        /Option "href" of plugin "callout" got "javascript:alert\(1\)"/,
      );
      expect(pop.getTrackEvents()).toEqual([]);
    });

    test("applyclass adds its classes to an outlet, or to the event it names, only while active", async () => {
      const { clock, pop } = setup();
      pop.add(footnote, { id: "note", start: 0, end: 10, text: "A note", target: "side" });
      pop.add(applyClass, { start: 2, end: 4, classes: "flash", to: "note" });
      pop.add(applyClass, { start: 2, end: 6, classes: "pulse", to: "fn" });
      const view = await harness.mount(pop, {
        cues: [],
        targets: ["side"],
        eventViews: VIEWS,
        plugin: {
          definition: applyClass,
          view: "catalogue",
          props: { start: 1, end: 3, classes: "pk-highlight dim", target: "side" },
        },
      });
      mounted.push(view);
      const outletClass = () => view.root.querySelector('[data-popcorn-target="side"]')!.getAttribute("class") ?? "";
      const noteClass = () =>
        view.root.querySelector('[data-popcorn-target="side"] .pk-footnote')?.getAttribute("class");
      await harness.act(() => pop.tick());
      expect([outletClass(), noteClass()]).toEqual(["", "pk-footnote"]);
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1500));
      expect([outletClass(), noteClass()]).toEqual(["pk-highlight dim", "pk-footnote"]);
      await harness.act(() => clock.advance(1000));
      expect([outletClass(), noteClass()]).toEqual(["pk-highlight dim", "pk-footnote flash"]);
      await harness.act(() => clock.advance(1000));
      expect([outletClass(), noteClass()]).toEqual(["", "pk-footnote flash"]);
      await harness.act(() => clock.advance(1000));
      expect([outletClass(), noteClass()]).toEqual(["", "pk-footnote"]);
      // The content of a catalogue component, named by its id, gets them the same way.
      await view.rerender({
        cues: [],
        targets: ["side"],
        plugin: { definition: footnote, view: "catalogue", props: { id: "fn", start: 0, end: 20, text: "Own" } },
      });
      expect(view.root.querySelector(".pk-footnote:not([data-popcorn-target] *)")?.getAttribute("class")).toBe(
        "pk-footnote pulse",
      );
      await harness.act(() => clock.advance(2000));
      expect(view.root.querySelector(".pk-footnote:not([data-popcorn-target] *)")?.getAttribute("class")).toBe(
        "pk-footnote",
      );
    });

    test("template: loading, then the filled template as core renders it, sanitized; a failed load shows its error and is an error event", async () => {
      const { clock, pop } = setup();
      const errors: string[] = [];
      pop.on("error", ({ error }) => errors.push((error as Error).message));
      const expected = () =>
        renderToString(
          templateMarkup(
            markupProps(
              pluginViewPropsWith(
                DEFAULT_SANITIZERS,
                template,
                { active: true, event: pop.getTrackEvent("t") },
                pop,
                {},
                () => 0,
              ),
              pop,
            ),
          ),
        );
      const view = await harness.mount(pop, {
        cues: [],
        plugin: {
          definition: template,
          view: "catalogue",
          props: {
            id: "t",
            start: 1,
            end: 5,
            template: "<h3>{{name}}</h3><u>{{{bio}}}</u>",
            data: { name: "<Ada>", bio: "<b>Mathematician</b>" },
          },
        },
      });
      mounted.push(view);
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1500));
      expect(view.root.querySelector(".pk-template")?.getAttribute("aria-busy")).toBe("true");
      await vi.waitFor(() => expect(view.root.querySelector(".pk-template h3")).not.toBeNull());
      expect(sameContent(normalized(view.root), parsed(expected())), view.root.innerHTML).toBe(true);
      expect(view.root.querySelector(".pk-template")?.innerHTML.replace(/<!--[^>]*-->/g, "")).toBe(
        "<h3>&lt;Ada&gt;</h3><b>Mathematician</b>",
      );
      await view.rerender({
        cues: [],
        plugin: {
          definition: template,
          view: "catalogue",
          props: {
            id: "t",
            start: 1,
            end: 5,
            template: "{{city}}",
            url: "https://example.org/city.json",
            fetch: () => Promise.reject(new TypeError("Failed to fetch")),
          },
        },
      });
      await vi.waitFor(() => expect(view.root.querySelector(".pk-template--error")).not.toBeNull());
      expect(view.root.querySelector(".pk-template--error")?.textContent).toBe(
        "Could not load the template's data from https://example.org/city.json.",
      );
      expect(errors).toEqual([
        "Could not load the template's data from https://example.org/city.json: Failed to fetch.",
      ]);
    });

    test("wikipedia: loading, then the recorded article as core renders it; a hostile answer is inert; an answer after the end is dropped", async () => {
      const { clock, pop } = setup();
      const errors: string[] = [];
      pop.on("error", ({ error }) => errors.push((error as Error).message));
      const answers: Record<string, unknown> = {
        [wikipediaSummaryUrl("Lisbon")]: lisbon,
        [wikipediaSummaryUrl("Harbour")]: hostileSummary,
      };
      const held: (() => void)[] = [];
      const fetch = (url: string) =>
        new Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>((resolve) => {
          held.push(() =>
            resolve(
              url in answers
                ? { ok: true, status: 200, json: async () => answers[url] }
                : { ok: false, status: 404, json: async () => ({}) },
            ),
          );
        });
      const release = async () => {
        for (const answer of held.splice(0)) answer();
      };
      const expected = () =>
        renderToString(
          wikipediaMarkup(
            markupProps(
              pluginViewPropsWith(
                DEFAULT_SANITIZERS,
                wikipedia,
                { active: true, event: pop.getTrackEvent("w") },
                pop,
                {},
                () => 0,
              ),
              pop,
            ),
          ),
        );
      const view = await harness.mount(pop, {
        cues: [],
        plugin: {
          definition: wikipedia,
          view: "catalogue",
          props: { id: "w", start: 1, end: 5, title: "Lisbon", words: 9, fetch },
        },
      });
      mounted.push(view);
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1500));
      expect(view.root.querySelector(".pk-wikipedia")?.getAttribute("aria-busy")).toBe("true");
      await harness.act(release);
      await vi.waitFor(() =>
        expect(view.root.querySelector(".pk-wikipedia__title a")?.getAttribute("href")).toBe(
          "https://en.wikipedia.org/wiki/Lisbon",
        ),
      );
      expect(sameContent(normalized(view.root), parsed(expected())), view.root.innerHTML).toBe(true);
      expect(view.root.querySelector(".pk-wikipedia__extract")?.textContent).toBe(
        "Lisbon is the capital and largest city of Portugal.…",
      );
      // A hostile answer: its markup stays text, its javascript: link and data:text/html image are gone.
      await view.rerender({
        cues: [],
        plugin: {
          definition: wikipedia,
          view: "catalogue",
          props: { id: "w", start: 1, end: 5, title: "Harbour", fetch },
        },
      });
      await harness.act(release);
      await vi.waitFor(() => expect(view.root.querySelector(".pk-wikipedia__extract")).not.toBeNull());
      expect(view.root.querySelectorAll("script, img, [onerror], [onmouseover]").length).toBe(0);
      expect(view.root.querySelector(".pk-wikipedia__title a")?.getAttribute("href")).toBe(
        "https://en.wikipedia.org/wiki/Harbour",
      );
      expect(view.root.querySelector(".pk-wikipedia__title")?.textContent).toBe("<img src=x onerror=alert(1)>Harbour");
      // A missing article shows its error; then an answer that comes after the end changes nothing.
      await view.rerender({
        cues: [],
        plugin: {
          definition: wikipedia,
          view: "catalogue",
          props: { id: "w", start: 1, end: 5, title: "Nowhere", fetch },
        },
      });
      await harness.act(release);
      await vi.waitFor(() =>
        expect(view.root.querySelector(".pk-wikipedia--error")?.textContent).toBe(
          'Could not load the Wikipedia article "Nowhere".',
        ),
      );
      expect(errors).toEqual(['Could not load the Wikipedia article "Nowhere": HTTP 404.']);
      await view.rerender({
        cues: [],
        plugin: {
          definition: wikipedia,
          view: "catalogue",
          props: { id: "w", start: 1, end: 5, title: "Lisbon", fetch },
        },
      });
      await harness.act(() => clock.advance(4000));
      await harness.act(release);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(view.root.querySelector(".pk-wikipedia")).toBeNull();
      expect(errors).toHaveLength(1);
    });

    test("map: the component draws Leaflet into its labelled region, moves with its props, and leaves no map behind, 1,000 times", async () => {
      const { clock, pop } = setup();
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(1500));
      const props = {
        id: "m",
        start: 1,
        end: 50,
        lat: 38.7077,
        lng: -9.1365,
        zoom: 12,
        tiles: "",
        label: "The harbour",
        markers: [{ lat: 38.7077, lng: -9.1365, label: "<b>Pier</b>" }],
      };
      const expected = () =>
        renderToString(
          mapMarkup(
            markupProps(
              pluginViewPropsWith(
                DEFAULT_SANITIZERS,
                map,
                { active: true, event: pop.getTrackEvent("m") },
                pop,
                {},
                () => 0,
              ),
              pop,
            ),
          ),
        );
      const listeners = pop.listenerCount();
      for (let i = 0; i < 1000; i++) {
        const view = await harness.mount(pop, { cues: [], plugin: { definition: map, view: "catalogue", props } });
        const region = () => view.root.querySelector<HTMLElement>(".pk-map__view");
        await vi.waitFor(() => expect(region()?.classList.contains("leaflet-container")).toBe(true), { interval: 1 });
        if (i === 0) {
          // Leaflet's drawing aside, the markup is core's; the marker's label is text.
          const actual = normalized(view.root);
          const drawn = actual.querySelector(".pk-map__view")!;
          drawn.replaceChildren();
          for (const name of ["class", "style", "tabindex"]) drawn.removeAttribute(name);
          drawn.setAttribute("class", "pk-map__view");
          expect(sameContent(actual, parsed(expected())), actual.innerHTML).toBe(true);
          expect(region()?.querySelector(".pk-map__label")?.textContent).toBe("<b>Pier</b>");
          expect(region()?.getAttribute("aria-label")).toBe("The harbour");
          // A new centre moves the map under the marker: its label's position changes.
          const center = () => region()!.querySelector(".pk-map__label")!.getAttribute("style");
          const before = center();
          await view.rerender({
            cues: [],
            plugin: { definition: map, view: "catalogue", props: { ...props, lat: 51.5074, lng: -0.1278 } },
          });
          expect(center()).not.toBe(before);
        }
        await view.unmount();
      }
      expect(document.querySelectorAll(".leaflet-container, .pk-map, .leaflet-pane").length).toBe(0);
      expect(pop.getTrackEvents()).toEqual([]);
      expect(pop.listenerCount()).toBe(listeners);
    }, 180_000);

    test("mounting and unmounting every plugin 1,000 times, active, leaves no event, listener, timer or iframe", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
      try {
        const { clock, pop } = setup();
        const listeners = pop.listenerCount();
        await harness.act(() => void pop.play());
        await harness.act(() => clock.advance(1500));
        const props: Record<string, Record<string, unknown>> = Object.fromEntries(
          CASES.map((entry) => [entry.definition.name, entry.props]),
        );
        props.pause = { duration: 5 };
        props.applyclass = { classes: "pk-highlight", to: "p" };
        props.template = { template: "<p>{{x}}</p>", data: { x: 1 } };
        props.wikipedia = { title: "Lisbon", fetch: async () => ({ ok: true, status: 200, json: async () => lisbon }) };
        for (const definition of CATALOGUE) {
          for (let i = 0; i < 1000; i++) {
            const view = await harness.mount(pop, {
              cues: [],
              plugin: {
                definition,
                view: "catalogue",
                props: { id: "p", start: 1, end: 50, ...props[definition.name] },
              },
            });
            await view.unmount();
          }
          expect(pop.getTrackEvents(), definition.name).toEqual([]);
          expect(pop.listenerCount(), definition.name).toBe(listeners);
          expect(vi.getTimerCount(), definition.name).toBe(0);
          expect(
            document.querySelectorAll('iframe, img, aside, video, audio, [class*="pk-"]').length,
            definition.name,
          ).toBe(0);
        }
      } finally {
        vi.useRealTimers();
      }
    }, 600_000);

    test("chapters: a chapters file lists as buttons, the current one marked; a click seeks to its chapter", async () => {
      const { clock, pop } = setup();
      await pop.loadTrack(
        {
          text: "WEBVTT\n\n00:00.000 --> 00:04.000\nIntroduction\n\n00:04.000 --> 00:20.000\nThe harbour\n\n00:20.000 --> 00:40.000\nDawn\n",
        },
        { type: "chapter" },
      );
      const view = await harness.mount(pop, { cues: [], chapters: true });
      mounted.push(view);
      const buttons = () => [...view.root.querySelectorAll<HTMLButtonElement>(".pk-chapters button")];
      const current = () => view.root.querySelector('[aria-current="true"] .pk-chapters__title')?.textContent;
      expect(view.root.querySelector("nav.pk-chapters")?.getAttribute("aria-label")).toBe("Chapters");
      expect(buttons().map((button) => button.textContent)).toEqual([
        "0:00 Introduction",
        "0:04 The harbour",
        "0:20 Dawn",
      ]);
      await harness.act(() => pop.tick());
      expect(current()).toBe("Introduction");
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(5000));
      expect(current()).toBe("The harbour");
      await harness.act(() => buttons()[2]!.click());
      expect(pop.currentTime).toBe(20);
      expect(current()).toBe("Dawn");
      // A chapter added later joins the list, in start order.
      await harness.act(() => void pop.add(chapter, { start: 10, end: 12, text: "Boats" }));
      expect(buttons().map((button) => button.textContent)).toEqual([
        "0:00 Introduction",
        "0:04 The harbour",
        "0:10 Boats",
        "0:20 Dawn",
      ]);
    });

    test("the Popcorn JSON and XML fixtures: what the plugins take shows in its targets; the rest is an error naming why", async () => {
      const { clock, pop } = setup();
      const errors: string[] = [];
      pop.on("error", ({ error }) => errors.push((error as Error).message));
      const fromJson = await pop.loadTrack({ text: popcornJson });
      const fromXml = await pop.loadTrack({ text: popcornXml });
      expect(fromJson.map((event) => event.type)).toEqual(["footnote", "subtitle", "webpage"]);
      expect(fromXml.map((event) => event.type)).toEqual(["footnote", "footnote"]);
      // The images have no alt text; the map's plugin is not in the catalogue yet; the rest are the files' own mistakes.
      expect(errors.filter((message) => /"alt" of plugin "image" is required/.test(message))).toHaveLength(2);
      expect(errors.some((message) => /Unknown track event type "googlemap"/.test(message))).toBe(true);
      const view = await harness.mount(pop, { cues: [], targets: ["notes", "sidebar", "frame"], eventViews: VIEWS });
      mounted.push(view);
      const outlet = (name: string) => view.root.querySelector(`[data-popcorn-target="${name}"]`)!;
      await harness.act(() => void pop.play());
      await harness.act(() => clock.advance(3000));
      expect(outlet("notes").querySelector(".pk-footnote")?.textContent).toBe("A footnote");
      expect(outlet("sidebar").querySelector(".pk-footnote")?.textContent).toBe("Brett & friends");
      await harness.act(() => clock.advance(10_000));
      expect(outlet("frame").querySelector("iframe")?.getAttribute("src")).toBe("https://example.com/");
      expect(outlet("notes").textContent).toBe("");
      await harness.act(() => clock.advance(3000));
      expect(outlet("sidebar").querySelector(".pk-footnote")?.textContent).toBe("Open ended");
    });
  });
}
