// @vitest-environment jsdom
import { Script, createContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { PopcornError } from "@popcorn-kit/core";
import { describe, expect, test } from "vitest";
import { HTML_ASSETS } from "../../src/export/assets/htmlAssets.js";
import { inlineScript } from "../../src/export/code/literal.js";
import { PAGE_SCRIPT } from "../../src/export/code/pageScript.js";
import { exportHtml } from "../../src/export/html.js";
import { exportHtmlAsync } from "../../src/export/htmlAsync.js";
import { LEAFLET_URLS, writeHtmlPage } from "../../src/export/htmlPage.js";
import { createProject } from "../../src/project/createProject.js";
import { SCENE } from "../fixtures/scene.js";

/*
 * The HTML page holds what it runs on, so that the saved file plays from disk with the network off: the runtime
 * (compat's global build), the kit's stylesheet and, with a map, Leaflet. test/editor/htmlOffline.test.ts opens such
 * a page in Chromium; here, what an HTML parser makes of it (htmlAssets.test.ts: where the texts come from).
 */

/** The page as a browser's parser reads it (jsdom's, to the HTML standard), its scripts not run. */
function parse(code: string): Document {
  return new DOMParser().parseFromString(code, "text/html");
}

/** The addresses the page loads anything from: its scripts', stylesheets' and other links'. */
function addresses(document: Document): string[] {
  return [...document.querySelectorAll("script[src], link[href]")].map(
    (element) => element.getAttribute("src") ?? element.getAttribute("href") ?? "",
  );
}

const MAP = createProject({
  id: "p-map",
  media: { source: { kind: "url", url: "clip.webm" } },
  lanes: [
    {
      id: "a",
      events: [
        {
          id: "m",
          type: "map",
          start: 1,
          end: 4,
          options: { lat: 38.7, lng: -9.14, zoom: 11, label: "Lisbon", target: "m" },
        },
      ],
    },
  ],
  layout: { outlets: [{ name: "m", placement: "over", box: { left: 0, top: 0, width: 50, height: 50 } }] },
});

describe("the HTML page by default", () => {
  test("holds the runtime and the kit's stylesheet: nothing is loaded from an address", () => {
    const { code } = exportHtml(SCENE);
    const document = parse(code);
    expect(addresses(document)).toEqual([]);
    expect(code).not.toMatch(/<(script|link)\b[^>]*\b(src|href)="https?:/);
    // Three scripts, each as written: the scene's data, the runtime, the page's own code.
    const scripts = [...document.scripts];
    expect(scripts.map((script) => script.type || "classic")).toEqual(["application/json", "classic", "classic"]);
    expect(scripts[1]!.textContent).toBe(`\n${inlineScript(HTML_ASSETS.runtime!)}\n`);
    expect(scripts[2]!.textContent).toBe(`\n${PAGE_SCRIPT}\n`);
    // The runtime's block is still a script that compiles: its escapes changed no meaning.
    expect(() => new Script(scripts[1]!.textContent!)).not.toThrow();
    const styles = [...document.querySelectorAll("style")].map((style) => style.textContent);
    expect(styles[0]).toBe(`\n${HTML_ASSETS.stylesheet}\n`);
    console.log(
      `the default HTML page of the scene: ${Buffer.byteLength(code)} B, ${gzipSync(code).length} B gzipped ` +
        `(the runtime ${Buffer.byteLength(HTML_ASSETS.runtime!)} B, the stylesheet ${Buffer.byteLength(HTML_ASSETS.stylesheet!)} B)`,
    );
  });

  test("holds Leaflet too when it has a map, before the runtime, and still loads nothing from an address", () => {
    const { code } = exportHtml(MAP);
    const document = parse(code);
    expect(addresses(document)).toEqual([]);
    const scripts = [...document.scripts].map((script) => script.textContent);
    expect(scripts).toHaveLength(4);
    expect(scripts[1]).toBe(`\n${inlineScript(HTML_ASSETS.leaflet!.script)}\n`);
    expect(scripts[2]).toBe(`\n${inlineScript(HTML_ASSETS.runtime!)}\n`);
    // The parser reads Leaflet's CRLF line ends as LF.
    expect([...document.querySelectorAll("style")][0]!.textContent).toBe(
      `\n${HTML_ASSETS.leaflet!.css.replace(/\r\n?/g, "\n")}\n`,
    );
    console.log(`the default HTML page of a map: ${Buffer.byteLength(code)} B, ${gzipSync(code).length} B gzipped`);
  });

  test("</script>, <!-- and <script inside an inlined text cannot end or change its block, and run as written", () => {
    const hostile = [
      "</script><script>window.escaped = true;</script>",
      "</SCRIPT >",
      "<!--<script>",
      "<!-- <script> -->",
    ];
    const runtime = `window.seen = ${JSON.stringify(hostile)}; window.matches = /<!--<script>/.test("a <!--<script> b"); window.Popcorn = 1;`;
    const { code } = exportHtml(SCENE, {
      runtime: { script: runtime },
      stylesheet: { css: '.a::after { content: "</style><script>window.escaped = true;</script>"; }' },
    });
    const document = parse(code);
    const scripts = [...document.scripts];
    expect(scripts).toHaveLength(3);
    expect(scripts[2]!.textContent).toBe(`\n${PAGE_SCRIPT}\n`);
    // The runtime's block, run, gives back every text as it was written.
    const page: { window: Record<string, unknown> } = { window: {} };
    new Script(scripts[1]!.textContent!).runInContext(createContext(page));
    expect(page.window.seen).toEqual(hostile);
    expect(page.window.matches).toBe(true);
    expect(page.window.escaped).toBeUndefined();
    expect(document.querySelector("style")!.textContent).toContain('content: "<\\/style><script>');
  });
});

describe("linking instead", () => {
  test("{ src } and { href } link the files named, and the page holds neither text", () => {
    const { code } = exportHtml(SCENE, {
      runtime: { src: "js/popcorn-complete.js" },
      stylesheet: { href: "css/popcorn-kit.css" },
    });
    const document = parse(code);
    expect(addresses(document)).toEqual(["css/popcorn-kit.css", "js/popcorn-complete.js"]);
    expect(code).not.toContain(inlineScript(HTML_ASSETS.runtime!).slice(0, 500));
    expect(code).not.toContain(HTML_ASSETS.stylesheet!.slice(0, 500));
    expect(Buffer.byteLength(code)).toBeLessThan(20_000);
  });

  test("Leaflet linked: the page links it before the runtime and names its address for the maps' notice", () => {
    const { code } = exportHtml(MAP, { leaflet: LEAFLET_URLS });
    const document = parse(code);
    expect(addresses(document)).toEqual([LEAFLET_URLS.href, LEAFLET_URLS.src]);
    const data = JSON.parse(document.getElementById("pk-scene-data")!.textContent!);
    expect(data.links).toEqual({ runtime: null, leaflet: LEAFLET_URLS.src });
    expect(code).toContain("cannot be shown: Leaflet, which draws it, did not load");
  });

  test("a build without a text asks for its address, naming the file; without Leaflet's, it links Leaflet", () => {
    const project = createProject({ id: "p" });
    let error: unknown;
    try {
      writeHtmlPage(project, {}, {});
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PopcornError);
    expect((error as PopcornError).code).toBe("LOAD");
    expect((error as Error).message).toMatch(/@popcorn-kit\/compat\/global\/popcorn-complete\.js.*runtime: \{ src \}/);
    expect(() => writeHtmlPage(project, { runtime: { src: "r.js" } }, {})).toThrow(
      /@popcorn-kit\/core\/styles\.css.*stylesheet: \{ href \}/,
    );
    const linked = writeHtmlPage(MAP, { runtime: { src: "r.js" }, stylesheet: { href: "s.css" } }, {}).code;
    expect(addresses(parse(linked))).toEqual([LEAFLET_URLS.href, "s.css", LEAFLET_URLS.src, "r.js"]);
  });
});

describe("exportHtmlAsync", () => {
  test("writes exportHtml's page, whether it loads the texts or links them all", async () => {
    expect((await exportHtmlAsync(SCENE)).code).toBe(exportHtml(SCENE).code);
    const links = { runtime: { src: "r.js" }, stylesheet: { href: "s.css" }, leaflet: LEAFLET_URLS };
    expect((await exportHtmlAsync(MAP, links)).code).toBe(exportHtml(MAP, links).code);
  });
});
