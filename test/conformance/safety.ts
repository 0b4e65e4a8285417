import {
  type Popcorn,
  PopcornError,
  createManualClock,
  createPopcorn,
  createVirtualPlayer,
  definePlugin,
} from "@popcorn-kit/core";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { ConformanceHarness, MountedMedia, MountedScene } from "./harness.js";

/**
 * What an attacker may put into content: markup that runs script, and URLs that do. Every adapter puts each one
 * into every text, html and url option of a plugin component and into the media `src`, `poster` and `tracks`.
 */
export const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "   javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
] as const;

/** The payloads that are URLs running script: these must be refused, not merely rendered inert. */
const SCRIPT_URLS = new Set<string>(
  XSS_PAYLOADS.filter((payload) => /^\s*java\s*script:|^data:text\/html/i.test(payload)),
);

/** One option of each kind that can carry a payload. The suite's `"safety"` View renders them (harness.ts). */
export const safetyPlugin = definePlugin({
  name: "safety",
  manifest: {
    options: {
      text: { type: "text", default: "" },
      html: { type: "html", default: "" },
      link: { type: "url", default: "/" },
      image: { type: "url", kind: "image", default: "/pixel.png" },
    },
  },
});

const URL_ATTRIBUTES = ["href", "src", "xlink:href", "action", "formaction", "poster", "data", "background"];

/**
 * Why the DOM under `root` could run script, as a list (empty when it is inert): a `<script>` or frame, an
 * event handler attribute, a `srcdoc`, or a URL attribute whose scheme (read as a browser does, ignoring case,
 * whitespace and control characters) is `javascript:`, `vbscript:` or a `data:` URL other than a raster image.
 */
export function scriptHazards(root: Element): string[] {
  const hazards: string[] = [];
  for (const element of root.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (["script", "iframe", "frame", "object", "embed"].includes(tag)) hazards.push(`a <${tag}> element`);
    for (const { name, value } of element.attributes) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      const compact = value.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase();
      if (name.toLowerCase().startsWith("on")) hazards.push(`<${tag} ${name}>`);
      else if (name.toLowerCase() === "srcdoc") hazards.push(`<${tag} srcdoc>`);
      else if (URL_ATTRIBUTES.includes(name.toLowerCase())) {
        const runs =
          /^(?:javascript|vbscript):/.test(compact) ||
          (compact.startsWith("data:") && !/^data:image\/(?!svg)/.test(compact));
        if (runs) hazards.push(`<${tag} ${name}=${JSON.stringify(value)}>`);
      }
    }
  }
  return hazards;
}

/** Mounts, and returns the mounted thing or the error mounting raised. */
async function attempt<T>(mount: () => Promise<T>): Promise<{ mounted: T } | { error: unknown }> {
  try {
    return { mounted: await mount() };
  } catch (error) {
    return { error };
  }
}

/** A refusal: a `PopcornError` (`INVALID_OPTION`) whose message names the value. */
function expectRefused(outcome: { error: unknown }, payload: string): void {
  expect(outcome.error).toBeInstanceOf(PopcornError);
  expect((outcome.error as PopcornError).code).toBe("INVALID_OPTION");
  expect((outcome.error as PopcornError).message).toContain(JSON.stringify(payload));
}

/**
 * The XSS matrix every adapter must pass, written once: each payload in each text, html and url option of a
 * plugin component, and in `<PopcornVideo>`'s `src`, `poster` and `tracks`. The rendered DOM is inert, or the
 * value is refused with a `PopcornError` naming it; script URLs are always refused.
 */
export function defineSafetySuite(harness: ConformanceHarness): void {
  let pop: Popcorn | undefined;
  const instances: Popcorn[] = [];
  const mounted: (MountedScene | MountedMedia)[] = [];
  afterEach(async () => {
    for (const view of mounted.splice(0)) await view.unmount();
    for (const instance of instances.splice(0)) if (!instance.destroyed) instance.destroy();
    pop = undefined;
  });

  const mountPlugin = async (props: Record<string, unknown>, sanitizeHtml?: (html: string) => string) => {
    const clock = createManualClock();
    pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), {
      ticker: clock,
      plugins: [safetyPlugin],
      sanitizeHtml,
    });
    instances.push(pop);
    const view = await harness.mount(pop, {
      cues: [],
      plugin: { definition: safetyPlugin, props: { start: 0, ...props }, view: "safety" },
    });
    mounted.push(view);
    return view;
  };
  const mountMedia = async (props: Parameters<ConformanceHarness["mountMedia"]>[0]) => {
    const view = await harness.mountMedia(props);
    mounted.push(view);
    return view;
  };

  describe(`${harness.name} adapter: safe by default (XSS matrix)`, () => {
    test.each(XSS_PAYLOADS)("a text option renders %j as text", async (payload) => {
      const view = await mountPlugin({ text: payload });
      expect(view.root.querySelector("[data-text]")?.textContent).toBe(payload);
      expect(scriptHazards(view.root)).toEqual([]);
    });

    test.each(XSS_PAYLOADS)("an html option renders %j sanitized", async (payload) => {
      const view = await mountPlugin({ html: `<b>kept</b>${payload}` });
      expect(view.root.querySelector("[data-html] b")?.textContent).toBe("kept");
      expect(scriptHazards(view.root)).toEqual([]);
    });

    test("<PopcornVideo>'s sanitizeHtml and sanitizeFileHtml reach its instance, and neither the video element", async () => {
      const mine = (html: string) => html;
      const files = (html: string) => html.toUpperCase();
      const view = await mountMedia({ sanitizeHtml: mine, sanitizeFileHtml: files });
      await vi.waitFor(() => expect(view.popcorn()).not.toBeNull());
      expect(view.popcorn()!.sanitizeHtml).toBe(mine);
      expect(view.popcorn()!.sanitizeFileHtml).toBe(files);
      const video = view.root.querySelector("video")!;
      expect(video.getAttributeNames().filter((name) => name.toLowerCase().includes("sanitize"))).toEqual([]);
    });

    test("an html option goes through the instance's own sanitizeHtml; the event keeps it as given", async () => {
      const view = await mountPlugin({ id: "s", html: "<em>only text</em><img src=x onerror=alert(1)>" }, (html) =>
        html.replace(/<[^>]*>/g, ""),
      );
      expect(view.root.querySelector("[data-html]")?.innerHTML).toBe("only text");
      expect(pop!.getTrackEvent("s")?.options.html).toBe("<em>only text</em><img src=x onerror=alert(1)>");
    });

    test.each(XSS_PAYLOADS)("a url option (a link and an image) refuses %j or renders it inert", async (payload) => {
      for (const option of ["link", "image"]) {
        const outcome = await attempt(() => mountPlugin({ [option]: payload }));
        if ("error" in outcome) {
          expectRefused(outcome, payload);
          expect(pop!.getTrackEvents({ type: "safety" })).toEqual([]);
        } else {
          expect(SCRIPT_URLS.has(payload), `${option} ${JSON.stringify(payload)} was not refused`).toBe(false);
          expect(scriptHazards(outcome.mounted.root)).toEqual([]);
        }
      }
    });

    test.each(XSS_PAYLOADS)("<PopcornVideo> src and poster refuse %j or render it inert", async (payload) => {
      for (const prop of ["src", "poster"]) {
        const outcome = await attempt(() => mountMedia({ [prop]: payload }));
        if ("error" in outcome) {
          expectRefused(outcome, payload);
          expect((outcome.error as PopcornError).message).toMatch(new RegExp(`^<PopcornVideo> ${prop} got `));
        } else {
          expect(SCRIPT_URLS.has(payload), `${prop} ${JSON.stringify(payload)} was not refused`).toBe(false);
          expect(scriptHazards(outcome.mounted.root)).toEqual([]);
        }
      }
    });

    test("a data file's subtitle settings reach the captions' style only as typed numbers: no declaration of their own", async () => {
      const hostile =
        "0%; position:fixed; inset:0; z-index:2147483647; background:url(https://evil.example/t.png) white; x:";
      const text = JSON.stringify({
        data: [
          { subtitle: { start: 0, end: 50, text: "covered", settings: { snapToLines: false, line: hostile } } },
          { subtitle: { start: 0, end: 50, text: "wide", settings: { size: hostile, position: hostile } } },
          { subtitle: { start: 0, end: 50, text: "placed", settings: { snapToLines: false, line: 90 } } },
        ],
      });
      const view = await mountMedia({ tracks: [{ src: { text } }] });
      await vi.waitFor(() => expect(view.popcorn()?.getTrackEvents({ type: "subtitle" })).toHaveLength(3));
      await harness.act(() => view.popcorn()!.tick());
      const lines = () => [...view.root.querySelectorAll<HTMLElement>(".pk-caption")];
      await vi.waitFor(() => expect(lines()).toHaveLength(3));
      const styles = lines().map((line) => line.getAttribute("style") ?? "");
      for (const word of ["position", "inset", "z-index", "url(", "evil.example"]) {
        expect(styles.join("\n")).not.toContain(word);
      }
      expect(lines().map((line) => line.style.top)).toEqual(["", "", "90%"]);
    });

    test.each(XSS_PAYLOADS)(
      "<PopcornVideo> tracks refuse %j as a URL, or take it for subtitle text",
      async (payload) => {
        const outcome = await attempt(() => mountMedia({ tracks: [{ src: payload }] }));
        if ("error" in outcome) {
          expectRefused(outcome, payload);
          expect((outcome.error as PopcornError).message).toMatch(/^<PopcornVideo> tracks\[0\]\.src got /);
        } else {
          expect(SCRIPT_URLS.has(payload), `track ${JSON.stringify(payload)} was not refused`).toBe(false);
          expect(scriptHazards(outcome.mounted.root)).toEqual([]);
        }
      },
    );
  });
}
