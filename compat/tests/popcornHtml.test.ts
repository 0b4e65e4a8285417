import { afterEach, describe, expect, it } from "vitest";
import type { CompletePopcornInstance } from "../src/complete.js";
import { made, videoPopcorn } from "./videoPopcorn.js";

/** What a hostile page or file puts in an HTML option: a bold word, a script, an event handler, a javascript: link. */
const HOSTILE =
  'A <b>bold</b> note<script>window.hacked = 1</script><img src="x.png" onerror="window.hacked = 2"><a href="javascript:window.hacked = 3">link</a>';

/** A page with a video and a box for notes; the instance plays a virtual player that names the video. */
function page() {
  document.body.innerHTML = '<video id="video"></video><div id="notes"></div>';
  const { p, at } = videoPopcorn(document.getElementById("video") as HTMLVideoElement);
  return { p, at, notes: document.getElementById("notes")! };
}

/** The checks of a rendered hostile option: the bold word is an element, nothing that runs is left. */
function expectSanitized(element: Element | null | undefined) {
  expect(element, "rendered").toBeTruthy();
  expect(element!.querySelector("b")?.textContent).toBe("bold");
  expect(element!.querySelector("script")).toBeNull();
  expect(element!.querySelector("[onerror]")).toBeNull();
  expect(element!.querySelector("a")?.getAttribute("href") ?? null).toBeNull();
  expect((window as { hacked?: unknown }).hacked).toBeUndefined();
}

afterEach(() => {
  for (const p of made.splice(0)) p.destroy();
  document.body.innerHTML = "";
  delete (window as { hacked?: unknown }).hacked;
});

describe("Popcorn 1.x's HTML options, through the kit's sanitizer", () => {
  it("footnote: the text's HTML shows, <b> kept, script, onerror and javascript: links removed", () => {
    const { p, at, notes } = page();
    p.footnote({ start: 1, end: 5, text: "A <b>bold</b> footnote", target: "notes" });
    p.footnote({ start: 1, end: 5, text: HOSTILE, target: "notes" });
    at(2);
    const [plain, hostile] = [...notes.querySelectorAll(".pk-footnote")];
    expect(plain!.querySelector("b")?.textContent).toBe("bold");
    expect(plain!.textContent).toBe("A bold footnote");
    expectSanitized(hostile);
    expect(hostile!.textContent).toBe("A bold notelink");
    at(5);
    expect(notes.innerHTML).toBe("");
  });

  it("a change of the text shows the new HTML", () => {
    const { p, at, notes } = page();
    p.footnote("n", { start: 0, end: 5, text: "<i>first</i>", target: "notes" });
    at(1);
    p.footnote("n", { text: "<b>second</b>" });
    expect(notes.querySelector(".pk-footnote b")?.textContent).toBe("second");
    expect(notes.querySelector("i")).toBeNull();
  });

  it("escape: true shows the text as written, as Popcorn Maker's text plugin does", () => {
    const { p, at, notes } = page();
    p.footnote("n", { start: 0, end: 5, text: "a <b> c &amp; d", escape: true, target: "notes" });
    at(1);
    expect(notes.querySelector(".pk-footnote")?.textContent).toBe("a <b> c &amp; d");
    expect(notes.querySelector("b")).toBeNull();
    // Back to HTML, and back to text: what an earlier call gave does not stay.
    p.footnote("n", { text: "<b>html</b>", escape: false });
    expect(notes.querySelector("b")?.textContent).toBe("html");
    p.footnote("n", { text: "<b>text</b>", escape: true });
    expect(notes.textContent).toBe("<b>text</b>");
  });

  it("subtitle over the video: the text's HTML, sanitized", () => {
    const { p, at } = page();
    p.subtitle({ start: 0, end: 5, text: HOSTILE });
    at(1);
    expectSanitized(document.querySelector(".pk-compat-overlay .pk-caption__text"));
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    ["image", "text", { src: "/a.png", text: HOSTILE }, ".pk-image__caption"],
    ["lowerthird", "name", { name: HOSTILE }, ".pk-lowerthird__name"],
    ["lowerthird", "role", { name: "Ada", role: HOSTILE }, ".pk-lowerthird__title"],
    ["tagthisperson", "person", { person: HOSTILE }, ".pk-persontag__name"],
    ["tagthisperson", "person with href", { person: HOSTILE, href: "https://example.org/" }, "a.pk-persontag__name"],
    ["wordriver", "text", { text: HOSTILE }, ".pk-wordriver"],
    ["attribution", "nameofwork", { nameofwork: HOSTILE }, ".pk-attribution__title"],
    ["attribution", "copyrightholder", { nameofwork: "Work", copyrightholder: HOSTILE }, ".pk-attribution__author"],
    ["timeline", "title", { title: HOSTILE }, ".pk-timeline-item__title"],
    ["timeline", "text", { title: "1911", text: HOSTILE }, ".pk-timeline-item__text"],
    ["mediaspawner", "caption", { source: "/clip.webm", caption: HOSTILE }, ".pk-mediaspawner__caption"],
  ])("%s's %s: 1.x's HTML, sanitized", (name, _option, options, selector) => {
    const { p, at, notes } = page();
    (p as CompletePopcornInstance)[name]!({ start: 0, end: 5, target: "notes", ...options });
    at(1);
    expectSanitized(notes.querySelector(selector));
  });

  it("timeline: its text, then its innerHTML after a line break, both HTML as in 1.x", () => {
    const { p, at, notes } = page();
    p.timeline({
      start: 0,
      end: 5,
      title: "Seneca",
      text: "Welcome to <i>Seneca</i>",
      innerHTML: "Click <a href='https://example.org/'>here</a>",
      target: "notes",
    });
    at(1);
    const text = notes.querySelector(".pk-timeline-item__text");
    expect(text?.querySelector("i")?.textContent).toBe("Seneca");
    expect(text?.querySelector("br")).not.toBeNull();
    expect(text?.querySelector("a")?.getAttribute("href")).toBe("https://example.org/");
    expect(text?.textContent).toBe("Welcome to SenecaClick here");
  });

  it("what is an attribute gets the HTML's text: an image's alternative text, a clip's label", () => {
    const { p, at, notes } = page();
    p.image({ start: 0, end: 5, src: "/a.png", text: "The <b>harbour</b><script>x()</script>", target: "notes" });
    p.mediaspawner({ start: 0, end: 5, source: "/clip.webm", caption: "A <i>clip</i>", target: "notes" });
    at(1);
    expect(notes.querySelector("img")?.getAttribute("alt")).toBe("The harbour");
    expect(notes.querySelector("video")?.getAttribute("aria-label")).toBe("A clip");
  });

  it("the kit's own names stay text: an image's caption and alt as the editor's page gives them", () => {
    const { p, at, notes } = page();
    p.image({ start: 0, end: 5, src: "/a.png", alt: "<b>alt</b>", caption: "<b>caption</b>", target: "notes" });
    at(1);
    expect(notes.querySelector("figcaption")?.textContent).toBe("<b>caption</b>");
    expect(notes.querySelector("figcaption b")).toBeNull();
  });

  it("a file's HTML gets the strict profile of files' html: no style, form or image from elsewhere", async () => {
    const { p, at, notes } = page();
    const text =
      '<b style="position:fixed;inset:0">Bold</b><form action="https://evil.example/"><input name="p"></form><img src="https://evil.example/t.png">';
    await new Promise<void>((resolve) => {
      p.parseJSON({ text: JSON.stringify({ data: [{ footnote: { start: 0, end: 5, text, target: "notes" } }] }) }, () =>
        resolve(),
      );
    });
    at(1);
    const note = notes.querySelector(".pk-footnote");
    expect(note?.querySelector("b")?.textContent).toBe("Bold");
    expect(note?.querySelector("b")?.getAttribute("style")).toBeNull();
    expect(note?.querySelector("form, input, img[src]")).toBeNull();
  });

  it("a subtitle file's lines stay text: what its parser read as text is not read again as HTML", async () => {
    const { p, at } = page();
    const vtt = "WEBVTT\n\n00:00.000 --> 00:05.000\n1 &lt; 2 &amp;&amp; a &lt;b&gt; c\n";
    await new Promise<void>((resolve) => {
      p.parseVTT({ text: vtt }, () => resolve());
    });
    at(1);
    const line = document.querySelector(".pk-compat-overlay .pk-caption__text");
    expect(line?.textContent).toBe("1 < 2 && a <b> c");
    expect(line?.querySelector("b")).toBeNull();
  });
});
