import { afterEach, describe, expect, test, vi } from "vitest";
import { type Markup, type MarkupProps, createMountSlot, el, mount, renderToString } from "../src/markup/index.js";
import { pluginViewProps } from "../src/adapter/pluginViewProps.js";
import { PopcornError, type PluginDefinition, type Popcorn } from "../src/index.js";
import { code } from "../src/plugins/catalogue/code.js";
import { footnote, footnoteMarkup } from "../src/plugins/catalogue/footnote.js";
import { image, imageMarkup } from "../src/plugins/catalogue/image.js";
import { pause } from "../src/plugins/catalogue/pause.js";
import { text, textMarkup } from "../src/plugins/catalogue/text.js";
import { webpage, webpageMarkup } from "../src/plugins/catalogue/webpage.js";
import { LICENSES, attribution, attributionMarkup } from "../src/plugins/catalogue/attribution.js";
import { callout, calloutMarkup } from "../src/plugins/catalogue/callout.js";
import { lowerthird, lowerthirdMarkup } from "../src/plugins/catalogue/lowerthird.js";
import { persontag, persontagMarkup } from "../src/plugins/catalogue/persontag.js";
import { timeline, timelineMarkup } from "../src/plugins/catalogue/timelineItem.js";
import { setup } from "./harness.js";

const plugins = [footnote, text, image, webpage, code, pause, lowerthird, persontag, attribution, timeline, callout];

/** The HTML a plugin's markup makes for an event, as every adapter renders it. */
function htmlOf<O>(
  pop: Popcorn,
  plugin: PluginDefinition<any, O>,
  markup: (props: MarkupProps<O>) => Markup | null,
  id: string,
): string {
  const event = pop.getTrackEvent(id);
  const props = { ...pluginViewProps(plugin, { active: true, event }, pop, {}, () => 0), pop } as MarkupProps<O>;
  return renderToString(markup(props));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("markup", () => {
  test("text is text: escaped where it is serialized, never parsed", () => {
    expect(renderToString(el("p", { class: "x", title: '"quoted" & <b>' }, "<script>alert(1)</script>"))).toBe(
      '<p class="x" title="&quot;quoted&quot; &amp; &lt;b&gt;">&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  test("handlers, unknown tags and odd attribute names are refused", () => {
    expect(() => el("div", { onclick: "alert(1)" })).toThrow(PopcornError);
    expect(() => el("div", { "x onload": "1" })).toThrow(/Markup attribute "x onload"/);
    expect(() => el("script" as never)).toThrow(/Markup tag "script": expected one of/);
    expect(() => el("img", {}, "text")).toThrow(/expected no content/);
  });

  test("children flatten; nothing, false and null leave no trace; style becomes one attribute", () => {
    const markup = el("ul", { class: "list", hidden: false, style: { "--pk-progress": 0.5, color: undefined } }, [
      el("li", {}, 1),
      null,
      false,
      [el("li", {}, "two")],
    ]);
    expect(renderToString(markup)).toBe('<ul class="list" style="--pk-progress: 0.5"><li>1</li><li>two</li></ul>');
  });
});

describe("mounts: imperative work on an element of markup", () => {
  const fakeElement = () => ({ isConnected: true });
  test("a slot runs the mount once, updates it when its input changes key by key, replaces it for another run or element, and clears it", () => {
    const calls: string[] = [];
    const draw = (_element: { isConnected: boolean }, input: { zoom: number }) => {
      calls.push(`run ${input.zoom}`);
      return {
        update: (next: { zoom: number }) => void calls.push(`update ${next.zoom}`),
        destroy: () => void calls.push("destroy"),
      };
    };
    const once = (_element: { isConnected: boolean }, input: { zoom: number }) => {
      calls.push(`once ${input.zoom}`);
      return { destroy: () => void calls.push("destroy once") };
    };
    const slot = createMountSlot();
    const a = fakeElement();
    slot.set(a, mount(draw, { zoom: 1 }));
    slot.set(a, mount(draw, { zoom: 1 }));
    slot.set(a, mount(draw, { zoom: 2 }));
    slot.set(a, mount(once, { zoom: 3 }));
    slot.set(a, mount(once, { zoom: 4 }));
    slot.set(fakeElement(), mount(once, { zoom: 4 }));
    slot.clear();
    slot.clear();
    expect(calls).toEqual([
      "run 1",
      "update 2",
      "destroy",
      "once 3",
      "destroy once",
      "once 4",
      "destroy once",
      "once 4",
      "destroy once",
    ]);
  });

  test("a mount must be made by mount(); it leaves the serialized markup alone", () => {
    const noop = () => ({ destroy() {} });
    expect(renderToString(el("p", { mount: mount(noop, {}) }, "text"))).toBe("<p>text</p>");
    expect(() => el("div", { mount: { input: 1 } as never })).toThrow(/Markup mount/);
    expect(() => mount("draw" as never, {})).toThrow(PopcornError);
    expect(renderToString(el("div", { class: "pk-map", mount: mount(noop, {}) }))).toBe('<div class="pk-map"></div>');
  });
});

describe("the catalogue's plugins", () => {
  test("each has a manifest with a name, and a label for every option", () => {
    for (const plugin of plugins) {
      expect(plugin.manifest.about?.name, plugin.name).toBeTruthy();
      for (const [key, spec] of Object.entries(plugin.manifest.options))
        expect(spec.label, `${plugin.name}.${key}`).toBeTruthy();
    }
  });

  test("footnote and text: text stays text; html is sanitized", () => {
    const { pop } = setup({ popcorn: { plugins, sanitizeHtml: (html) => `sanitized(${html})` } });
    pop.add(footnote, { id: "f", start: 0, end: 5, text: "<b>not bold</b>" });
    pop.add(text, { id: "t", start: 0, html: '<b>bold</b><img src=x onerror="alert(1)">' });
    pop.add(text, { id: "plain", start: 0, text: "Plain" });
    expect(htmlOf(pop, footnote, footnoteMarkup, "f")).toBe(
      '<aside class="pk-footnote">&lt;b&gt;not bold&lt;/b&gt;</aside>',
    );
    expect(htmlOf(pop, text, textMarkup, "t")).toBe(
      '<div class="pk-text">sanitized(<b>bold</b><img src=x onerror="alert(1)">)</div>',
    );
    expect(htmlOf(pop, text, textMarkup, "plain")).toBe('<div class="pk-text">Plain</div>');
    expect(() => pop.add("footnote", { start: 1 })).toThrow(/Option "text" of plugin "footnote" is required/);
  });

  test("image: alt is required; the link and caption are optional; a script URL is refused", () => {
    const { pop } = setup({ popcorn: { plugins } });
    expect(() => pop.add("image", { start: 0, src: "/a.png" })).toThrow(/Option "alt" of plugin "image" is required/);
    expect(() => pop.add("image", { start: 0, src: "javascript:alert(1)", alt: "x" })).toThrow(
      /Option "src" of plugin "image" got "javascript:alert\(1\)"/,
    );
    expect(() => pop.add("image", { start: 0, src: "/a.png", alt: "x", href: "data:text/html,x" })).toThrow(
      /Option "href"/,
    );
    pop.add(image, { id: "plain", start: 0, src: "/a.png", alt: "" });
    pop.add(image, {
      id: "full",
      start: 0,
      src: "/a.png",
      alt: "A map",
      href: "https://example.org/",
      caption: "The route",
    });
    expect(htmlOf(pop, image, imageMarkup, "plain")).toBe(
      '<figure class="pk-image"><img class="pk-image__img" src="/a.png" alt="" loading="lazy" decoding="async"></figure>',
    );
    expect(htmlOf(pop, image, imageMarkup, "full")).toBe(
      '<figure class="pk-image"><a class="pk-image__link" href="https://example.org/" target="_blank" rel="noopener noreferrer">' +
        '<img class="pk-image__img" src="/a.png" alt="A map" loading="lazy" decoding="async"></a>' +
        '<figcaption class="pk-image__caption">The route</figcaption></figure>',
    );
  });

  test("webpage: sandboxed with nothing lifted by default; flags from the allow-list only, never scripts with same-origin", () => {
    const { pop } = setup({ popcorn: { plugins } });
    pop.add(webpage, { id: "w", start: 0, src: "https://example.org/" });
    expect(htmlOf(pop, webpage, webpageMarkup, "w")).toBe(
      '<div class="pk-webpage"><iframe class="pk-webpage__frame" src="https://example.org/" title="Web page" sandbox="" referrerpolicy="no-referrer" loading="lazy"></iframe></div>',
    );
    pop.add(webpage, {
      id: "scripts",
      start: 0,
      src: "https://example.org/",
      title: "Demo",
      sandbox: "allow-scripts  allow-popups",
    });
    expect(htmlOf(pop, webpage, webpageMarkup, "scripts")).toContain('sandbox="allow-scripts  allow-popups"');
    expect(() =>
      pop.add("webpage", { start: 0, src: "https://example.org/", sandbox: "allow-top-navigation" }),
    ).toThrow(
      /Option "sandbox" of plugin "webpage" got "allow-top-navigation": expected space-separated flags from allow-downloads, .* \(not "allow-top-navigation"\)/,
    );
    expect(() =>
      pop.add("webpage", { start: 0, src: "https://example.org/", sandbox: "allow-same-origin allow-scripts" }),
    ).toThrow(/expected allow-scripts or allow-same-origin, not both/);
    expect(() => pop.add("webpage", { start: 0, src: "https://example.org/", referrerpolicy: "unsafe-url" })).toThrow(
      /Option "referrerpolicy"/,
    );
    expect(() => pop.update("w", { sandbox: "allow-scripts allow-same-origin" })).toThrow(PopcornError);
    expect(pop.getTrackEvent("w")!.options.sandbox).toBe("");
  });

  test("code: functions run at start, on frames and at the end; a string is refused, never evaluated", async () => {
    const { pop, clock } = setup({ popcorn: { plugins } });
    const calls: string[] = [];
    pop.add(code, {
      id: "c",
      start: 1,
      end: 2,
      onStart: (event, instance) => calls.push(`start ${event.id} ${instance === pop}`),
      onFrame: (_, progress) => calls.push(`frame ${progress.toFixed(1)}`),
      onEnd: (event) => calls.push(`end ${event.id}`),
    });
    expect(() => pop.add("code", { start: 0, onStart: "alert(1)" })).toThrow(
      /Option "onStart" of plugin "code" got "alert\(1\)": expected a function \(strings are never evaluated\)/,
    );
    await pop.play();
    for (let i = 0; i < 25; i++) clock.advance(100);
    expect(calls[0]).toBe("start c true");
    expect(calls.at(-1)).toBe("end c");
    expect(calls.slice(1, -1)).toEqual([
      "frame 0.0",
      "frame 0.1",
      "frame 0.2",
      "frame 0.3",
      "frame 0.4",
      "frame 0.5",
      "frame 0.6",
      "frame 0.7",
      "frame 0.8",
      "frame 0.9",
    ]);
    pop.destroy();
  });

  test("pause: pauses at its start, plays again after its duration; pressing play first cancels the resume", async () => {
    vi.useFakeTimers();
    const { pop, clock } = setup({ player: { duration: 60 }, popcorn: { plugins } });
    pop.add(pause, { start: 1, duration: 3 });
    await pop.play();
    clock.advance(1200);
    expect(pop.paused).toBe(true);
    vi.advanceTimersByTime(2900);
    expect(pop.paused).toBe(true);
    vi.advanceTimersByTime(200);
    expect(pop.paused).toBe(false);

    pop.seek(0);
    clock.advance(1200);
    expect(pop.paused).toBe(true);
    await pop.play();
    pop.pause();
    vi.advanceTimersByTime(5000);
    // The viewer played, then paused again: the cancelled resume does not override that.
    expect(pop.paused).toBe(true);
    pop.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });

  test("pause without a duration waits for play; removing the event leaves no timer", async () => {
    vi.useFakeTimers();
    const { pop, clock } = setup({ player: { duration: 60 }, popcorn: { plugins } });
    pop.add(pause, { id: "wait", start: 1 });
    pop.add(pause, { id: "timed", start: 10, duration: 5 });
    await pop.play();
    clock.advance(1200);
    vi.advanceTimersByTime(60_000);
    expect(pop.paused).toBe(true);
    pop.seek(9.9);
    await pop.play();
    clock.advance(200);
    expect(pop.paused).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
    pop.remove("timed");
    expect(vi.getTimerCount()).toBe(0);
    pop.destroy();
  });

  test("lowerthird, persontag, attribution and timeline: their markup, and what they refuse", () => {
    const { pop } = setup({ popcorn: { plugins } });
    pop.add(lowerthird, { id: "l", start: 0, name: "Ada Lovelace", title: "Mathematician" });
    pop.add(persontag, {
      id: "p",
      start: 0,
      name: "Grace Hopper",
      image: "/grace.jpg",
      href: "https://example.org/grace",
    });
    pop.add(attribution, {
      id: "a",
      start: 0,
      title: "Harbour",
      author: "A. Fisher",
      source: "https://example.org/h",
      license: "cc-by-sa-4.0",
    });
    pop.add(timeline, { id: "t1", start: 12.5, title: "1911", text: "The harbour opens.", order: "newest-first" });
    expect(htmlOf(pop, lowerthird, lowerthirdMarkup, "l")).toBe(
      '<div class="pk-lowerthird"><strong class="pk-lowerthird__name">Ada Lovelace</strong><span class="pk-lowerthird__title">Mathematician</span></div>',
    );
    expect(htmlOf(pop, persontag, persontagMarkup, "p")).toBe(
      '<div class="pk-persontag"><img class="pk-persontag__image" src="/grace.jpg" alt="" loading="lazy">' +
        '<a class="pk-persontag__name" href="https://example.org/grace" target="_blank" rel="noopener noreferrer">Grace Hopper</a></div>',
    );
    expect(htmlOf(pop, attribution, attributionMarkup, "a")).toBe(
      '<p class="pk-attribution"><cite class="pk-attribution__title"><a href="https://example.org/h" target="_blank" rel="noopener noreferrer">Harbour</a></cite>' +
        ' · <span class="pk-attribution__author">A. Fisher</span> · ' +
        `<a class="pk-attribution__license" href="${LICENSES["cc-by-sa-4.0"].url}" rel="license noopener noreferrer" target="_blank">CC BY-SA 4.0</a></p>`,
    );
    expect(htmlOf(pop, timeline, timelineMarkup, "t1")).toBe(
      '<article class="pk-timeline-item" style="order: -12500"><h3 class="pk-timeline-item__title">1911</h3><p class="pk-timeline-item__text">The harbour opens.</p></article>',
    );
    // A timeline item stays once it has appeared: its end is the end of the media.
    expect(pop.getTrackEvent("t1")!.end).toBe(Infinity);
    expect(() => pop.add("attribution", { start: 0, title: "x", license: "cc-by-5.0" })).toThrow(
      /Option "license" of plugin "attribution" got "cc-by-5.0": expected one of "cc-by-4.0"/,
    );
    expect(() => pop.add("lowerthird", { start: 0, title: "No name" })).toThrow(
      /Option "name" of plugin "lowerthird" is required/,
    );
    expect(() => pop.add("persontag", { start: 0, name: "x", image: "javascript:alert(1)" })).toThrow(/Option "image"/);
  });

  test("callout: a bubble of its shape, its tail at a corner; its text as text, its link safe; what it refuses", () => {
    const { pop } = setup({ popcorn: { plugins } });
    pop.add(callout, { id: "plain", start: 0, end: 5, text: "<b>Look</b> & see" });
    pop.add(callout, {
      id: "linked",
      start: 0,
      end: 5,
      text: "The pier",
      shape: "thought",
      tail: "top-right",
      href: "https://example.org/pier",
    });
    pop.add(callout, { id: "box", start: 0, end: 5, text: "A box", shape: "box", tail: "none" });
    expect(htmlOf(pop, callout, calloutMarkup, "plain")).toBe(
      '<div class="pk-callout pk-callout--speech pk-callout--tail-bottom-left" role="note">' +
        '<p class="pk-callout__text">&lt;b&gt;Look&lt;/b&gt; &amp; see</p></div>',
    );
    expect(htmlOf(pop, callout, calloutMarkup, "linked")).toBe(
      '<div class="pk-callout pk-callout--thought pk-callout--tail-top-right" role="note">' +
        '<a class="pk-callout__link" href="https://example.org/pier" target="_blank" rel="noopener noreferrer">' +
        '<p class="pk-callout__text">The pier</p></a></div>',
    );
    expect(htmlOf(pop, callout, calloutMarkup, "box")).toBe(
      '<div class="pk-callout pk-callout--box pk-callout--tail-none" role="note"><p class="pk-callout__text">A box</p></div>',
    );
    const before = pop.getTrackEvents();
    expect(() => pop.add("callout", { start: 0, text: "x", href: "javascript:alert(1)" })).toThrow(
      /Option "href" of plugin "callout" got "javascript:alert\(1\)"/,
    );
    expect(() => pop.add("callout", { start: 0, text: "x", shape: "cloud" })).toThrow(
      /Option "shape" of plugin "callout" got "cloud": expected one of "speech", "thought", "box"/,
    );
    expect(() => pop.add("callout", { start: 0, text: "x", tail: "left" })).toThrow(
      /Option "tail" of plugin "callout"/,
    );
    expect(() => pop.add("callout", { start: 0, shape: "box" })).toThrow(
      /Option "text" of plugin "callout" is required/,
    );
    expect(() => pop.update("plain", { href: "javascript:alert(1)" })).toThrow(/Option "href"/);
    // A refused call changes nothing.
    expect(pop.getTrackEvents()).toEqual(before);
    expect(htmlOf(pop, callout, calloutMarkup, "plain")).toContain("pk-callout--speech");
  });

  test("text and callout: their look is classes of closed choices and a style of numbers; a text links; what they refuse", () => {
    const { pop } = setup({ popcorn: { plugins, sanitizeHtml: (html) => html } });
    const look = {
      font: "serif",
      size: 1.75,
      color: "#FF8800",
      bold: true,
      italic: true,
      underline: true,
      align: "right",
    };
    pop.add(callout, { id: "styled", start: 0, end: 5, text: "Pop!", shape: "box", tail: "none", ...look } as never);
    pop.add(text, { id: "linked", start: 0, text: "Read on", href: "https://example.org/", background: "#000" });
    pop.add(text, { id: "html", start: 0, html: "<b>Bold</b>", href: "https://example.org/", align: "center" });
    expect(htmlOf(pop, callout, calloutMarkup, "styled")).toBe(
      '<div class="pk-callout pk-callout--box pk-callout--tail-none pk-callout--serif pk-callout--bold pk-callout--italic' +
        ' pk-callout--underline pk-callout--right" role="note" style="color: #FF8800; font-size: 1.75em">' +
        '<p class="pk-callout__text">Pop!</p></div>',
    );
    expect(htmlOf(pop, text, textMarkup, "linked")).toBe(
      '<div class="pk-text" style="background-color: #000"><a class="pk-text__link" href="https://example.org/"' +
        ' target="_blank" rel="noopener noreferrer">Read on</a></div>',
    );
    expect(htmlOf(pop, text, textMarkup, "html")).toBe(
      '<div class="pk-text pk-text--center"><a class="pk-text__link" href="https://example.org/" target="_blank"' +
        ' rel="noopener noreferrer"><b>Bold</b></a></div>',
    );
    // Colours are hex digits only: nothing else reaches the style, not even a colour CSS would read.
    for (const color of ["red", "rgb(0 0 0)", "#12345", "#000; position: fixed"])
      expect(() => pop.add("text", { start: 0, text: "x", color })).toThrow(
        /Option "color" of plugin "text" got .*: expected "#rgb" or "#rrggbb"|expected a CSS color/,
      );
    expect(() => pop.add("callout", { start: 0, text: "x", font: "Comic Sans" })).toThrow(
      /Option "font" of plugin "callout" got "Comic Sans": expected one of "sans-serif", "serif", "monospace", "cursive"/,
    );
    expect(() => pop.add("callout", { start: 0, text: "x", size: 40 })).toThrow(/Option "size" .* at most 4/);
    expect(() => pop.add("text", { start: 0, text: "x", align: "justify" })).toThrow(/Option "align"/);
    expect(() => pop.add("text", { start: 0, text: "x", href: "javascript:alert(1)" })).toThrow(/Option "href"/);
  });
});
