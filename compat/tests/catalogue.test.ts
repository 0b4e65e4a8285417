import { PopcornError } from "@popcorn-kit/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COMPLETE_PLUGINS } from "../src/catalogue/complete.js";
import { RETIRED_PLUGINS } from "../src/catalogue/retired.js";
import { createPage } from "./domHelpers.js";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** A page with a `<div id="box">` the events render into. */
function withBox() {
  document.body.innerHTML = '<video id="video"></video><div id="box"></div>';
  return { box: document.getElementById("box")!, ...createPage(document.getElementById("video")) };
}

describe("COMPLETE_PLUGINS in Popcorn 1.x's option names", () => {
  it("has one entry per Popcorn name, and none of the retired ones", () => {
    const names = COMPLETE_PLUGINS.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const retired of RETIRED_PLUGINS) expect(names).not.toContain(retired.name);
    expect(RETIRED_PLUGINS.map((retired) => retired.name)).toEqual(
      expect.arrayContaining(["twitter", "facebook", "linkedin", "lastfm", "flickr", "googlefeed"]),
    );
  });

  it("footnote: its text in the target while active, as HTML (sanitized) as in 1.x, as text with escape", () => {
    const { box, at, popcorn } = withBox();
    popcorn("footnote", {
      id: "f",
      start: 1,
      end: 3,
      text: "<b>As HTML</b><script>window.hacked=1</script>",
      target: "box",
    });
    popcorn("footnote", { id: "g", start: 1, end: 3, text: "<b>As text</b>", escape: true, target: "box" });
    at(2);
    const [html, escaped] = [...box.querySelectorAll(".pk-footnote")];
    expect(html!.querySelector("b")?.textContent).toBe("As HTML");
    expect(html!.querySelector("script")).toBeNull();
    expect(escaped!.textContent).toBe("<b>As text</b>");
    expect(escaped!.querySelector("b")).toBeNull();
    at(3);
    expect(box.innerHTML).toBe("");
  });

  it("text: HTML by default (sanitized), text with escape, line breaks with multiline", () => {
    const { box, at, popcorn } = withBox();
    popcorn("text", { id: "a", start: 0, end: 5, text: "<em>hi</em><img src=x onerror=alert(1)>", target: "box" });
    popcorn("text", { id: "b", start: 0, end: 5, text: "<em>raw</em>", escape: true, target: "box" });
    popcorn("text", { id: "c", start: 0, end: 5, text: "one\n<two>", escape: true, multiline: true, target: "box" });
    at(1);
    const [html, escaped, multiline] = [...box.querySelectorAll(".pk-text")];
    expect(html!.querySelector("em")?.textContent).toBe("hi");
    expect(html!.innerHTML).not.toContain("onerror");
    expect(escaped!.textContent).toBe("<em>raw</em>");
    expect(escaped!.querySelector("em")).toBeNull();
    expect(multiline!.innerHTML).toBe("one<br>&lt;two&gt;");
    at(6);
    expect(box.innerHTML).toBe("");
  });

  it("image: src, a link from href, and text as its caption and alternative text", () => {
    const { box, at, popcorn } = withBox();
    popcorn("image", {
      id: "i",
      start: 0,
      end: 2,
      src: "/map.png",
      href: "https://example.org/",
      text: "The route",
      target: "box",
    });
    at(1);
    const img = box.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/map.png");
    expect(img.getAttribute("alt")).toBe("The route");
    expect(img.closest("a")?.getAttribute("href")).toBe("https://example.org/");
    expect(box.querySelector("figcaption")?.textContent).toBe("The route");
    at(2);
    expect(box.innerHTML).toBe("");
  });

  it("image: a javascript: src or href is refused with a PopcornError", () => {
    const { popcorn } = withBox();
    expect(() => popcorn("image", { id: "i", start: 0, end: 2, src: "javascript:alert(1)", target: "box" })).toThrow(
      PopcornError,
    );
    expect(() =>
      popcorn("image", { id: "j", start: 0, end: 2, src: "/a.png", href: "javascript:alert(1)", target: "box" }),
    ).toThrow(PopcornError);
  });

  it("webpage: a sandboxed iframe of src", () => {
    const { box, at, popcorn } = withBox();
    popcorn("webpage", { id: "w", start: 0, end: 2, src: "https://example.org/", target: "box" });
    at(1);
    const frame = box.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("https://example.org/");
    expect(frame.getAttribute("sandbox")).toBe("");
    at(2);
    expect(box.querySelector("iframe")).toBeNull();
    popcorn("webpage", {
      id: "v",
      start: 3,
      end: 4,
      src: "https://example.org/",
      sandbox: "allow-scripts",
      target: "box",
    });
    at(3.5);
    expect(box.querySelector("iframe")?.getAttribute("sandbox")).toBe("allow-scripts");
    expect(() =>
      popcorn("webpage", {
        id: "x",
        start: 3,
        end: 4,
        src: "/",
        sandbox: "allow-scripts allow-same-origin",
        target: "box",
      }),
    ).toThrow(PopcornError);
  });

  it("subtitle: into a target when one is given", () => {
    const { box, at, popcorn } = withBox();
    popcorn("subtitle", { id: "s", start: 1, end: 2, text: "Line one", target: "box" });
    at(1.5);
    expect(box.querySelector(".pk-caption__text")?.textContent).toBe("Line one");
    expect(document.querySelector(".pk-compat-overlay")?.textContent ?? "").toBe("");
    at(2);
    expect(box.textContent).toBe("");
  });

  it("subtitle: a karaoke line marks its words past or future as the media plays", () => {
    const { box, at, popcorn } = withBox();
    popcorn("subtitle", {
      id: "k",
      start: 1,
      end: 4,
      text: "one two",
      nodes: ["one ", { type: "timestamp", time: 2 }, "two"],
      target: "box",
    });
    at(1.5);
    expect(box.querySelector(".pk-caption__future")?.textContent).toBe("two");
    at(2.5);
    expect(box.querySelector(".pk-caption__past")?.textContent).toBe("two");
    expect(box.querySelector(".pk-caption__future")).toBeNull();
  });

  it("code: onStart, onFrame and onEnd are called with the event's Popcorn options; a string is refused", () => {
    const { at, popcorn } = withBox();
    const calls: string[] = [];
    const options = {
      onStart: (o: { note: string }) => calls.push(`start ${o.note}`),
      onFrame: () => calls.push("frame"),
      onEnd: (o: { note: string }) => calls.push(`end ${o.note}`),
      note: "x",
    };
    popcorn("code", { id: "c", start: 1, end: 3, ...options });
    at(2);
    at(3);
    expect(calls).toEqual(["start x", "frame", "end x"]);
    expect(() => popcorn("code", { id: "d", start: 1, end: 3, onStart: "alert(1)" })).toThrow(PopcornError);
  });

  it("lowerthird: salutation and name, and role", () => {
    const { box, at, popcorn } = withBox();
    popcorn("lowerthird", {
      id: "l",
      start: 0,
      end: 2,
      salutation: "Dr.",
      name: "Ada Lovelace",
      role: "Mathematician",
      target: "box",
    });
    at(1);
    expect(box.querySelector(".pk-lowerthird__name")?.textContent).toBe("Dr. Ada Lovelace");
    expect(box.querySelector(".pk-lowerthird__title")?.textContent).toBe("Mathematician");
    at(2);
    expect(box.innerHTML).toBe("");
  });

  it("attribution: the work, its link, its holder, and the license when it is one the kit knows", () => {
    const { box, at, popcorn } = withBox();
    popcorn("attribution", {
      id: "a",
      start: 0,
      end: 2,
      nameofwork: "Harbour at dawn",
      nameofworkurl: "https://example.org/harbour",
      copyrightholder: "A. Fisher",
      copyrightholderurl: "https://example.org/fisher",
      license: "CC-BY-SA",
      target: "box",
    });
    popcorn("attribution", {
      id: "b",
      start: 0,
      end: 2,
      nameofwork: "Other",
      license: "all rights reserved",
      target: "box",
    });
    at(1);
    const [known, unknown] = [...box.querySelectorAll(".pk-attribution")];
    expect(known!.querySelector("cite a")?.getAttribute("href")).toBe("https://example.org/harbour");
    expect(known!.querySelector("cite")?.textContent).toBe("Harbour at dawn");
    expect(known!.querySelector(".pk-attribution__author")?.textContent).toBe("A. Fisher");
    expect(known!.querySelector(".pk-attribution__license")?.textContent).toBe("CC BY-SA 4.0");
    expect(unknown!.querySelector(".pk-attribution__license")).toBeNull();
    at(2);
    expect(box.innerHTML).toBe("");
  });

  it("timeline: title, text (innerHTML as sanitized HTML), image and link; direction down puts the newest last", () => {
    const { box, at, popcorn } = withBox();
    popcorn("timeline", {
      id: "t",
      start: 1,
      end: 4,
      title: "1911",
      innerHTML: "<p>The harbour <b>opens</b>.</p><script>window.hacked=1</script>",
      image: "/harbour.jpg",
      href: "https://example.org/1911",
      direction: "down",
      target: "box",
    });
    at(2);
    const item = box.querySelector(".pk-timeline-item") as HTMLElement;
    expect(item.querySelector("h3 a")?.getAttribute("href")).toBe("https://example.org/1911");
    expect(item.querySelector(".pk-timeline-item__text")?.textContent).toBe("The harbour opens.");
    expect(item.querySelector(".pk-timeline-item__text b")?.textContent).toBe("opens");
    expect(item.querySelector("script")).toBeNull();
    expect(item.querySelector("img")?.getAttribute("src")).toBe("/harbour.jpg");
    expect(item.style.order).toBe("1000");
    at(4);
    expect(box.innerHTML).toBe("");
  });

  it("callout: its text in a bubble of its shape and tail, a link from href, nothing after", () => {
    const { box, at, popcorn } = withBox();
    popcorn("callout", {
      id: "c",
      start: 1,
      end: 3,
      text: "Watch the pier",
      shape: "thought",
      tail: "top-right",
      href: "https://example.org/pier",
      target: "box",
    });
    at(2);
    const bubble = box.querySelector(".pk-callout")!;
    expect(bubble.className).toBe("pk-callout pk-callout--thought pk-callout--tail-top-right");
    expect(bubble.querySelector("a.pk-callout__link")?.getAttribute("href")).toBe("https://example.org/pier");
    expect(bubble.querySelector(".pk-callout__text")?.textContent).toBe("Watch the pier");
    at(3);
    expect(box.innerHTML).toBe("");
  });

  it("callout: a javascript: href and a shape it has not are refused with a PopcornError", () => {
    const { box, popcorn } = withBox();
    expect(() =>
      popcorn("callout", { id: "c", start: 0, end: 2, text: "Hi", href: "javascript:alert(1)", target: "box" }),
    ).toThrow(PopcornError);
    expect(() => popcorn("callout", { id: "d", start: 0, end: 2, text: "Hi", shape: "cloud", target: "box" })).toThrow(
      PopcornError,
    );
    expect(box.innerHTML).toBe("");
  });

  it("popup: Popcorn Maker's type, triangle and linkUrl; any other type is a box without a tail", () => {
    const { box, at, popcorn } = withBox();
    popcorn("popup", {
      id: "s",
      start: 0,
      end: 2,
      text: "Pop!",
      type: "speech",
      triangle: "bottom right",
      linkUrl: "https://example.org/",
      target: "box",
    });
    popcorn("popup", { id: "p", start: 0, end: 2, text: "Plain", type: "popup", triangle: "top left", target: "box" });
    at(1);
    const [speech, plain] = [...box.querySelectorAll(".pk-callout")];
    expect(speech!.className).toBe("pk-callout pk-callout--speech pk-callout--tail-bottom-right");
    expect(speech!.querySelector("a")?.getAttribute("href")).toBe("https://example.org/");
    expect(plain!.className).toBe("pk-callout pk-callout--box pk-callout--tail-none");
    expect(plain!.textContent).toBe("Plain");
  });

  it("mediaspawner: source as a clip, audio by its extension, caption", () => {
    const { box, at, popcorn } = withBox();
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    popcorn("mediaspawner", {
      id: "v",
      start: 0,
      end: 2,
      source: "/clip.webm",
      caption: "The interview",
      target: "box",
    });
    popcorn("mediaspawner", { id: "a", start: 0, end: 2, source: "/song.mp3", target: "box" });
    at(1);
    const video = box.querySelector("video")!;
    expect(video.getAttribute("src")).toBe("/clip.webm");
    expect(video.getAttribute("aria-label")).toBe("The interview");
    expect(box.querySelector("figcaption")?.textContent).toBe("The interview");
    expect(box.querySelector("audio")?.getAttribute("src")).toBe("/song.mp3");
    at(2);
    expect(box.innerHTML).toBe("");
    vi.restoreAllMocks();
  });

  it("wordriver: the words with their colour", () => {
    const { box, at, popcorn } = withBox();
    popcorn("wordriver", { id: "w", start: 0, end: 4, text: "harbour", color: "#2a7ab0", target: "box" });
    at(1);
    const word = box.querySelector(".pk-wordriver") as HTMLElement;
    expect(word.textContent).toBe("harbour");
    expect(word.style.getPropertyValue("--pk-wordriver-color")).toBe("#2a7ab0");
    at(4);
    expect(box.innerHTML).toBe("");
  });

  it("tagthisperson: the person, their picture and a link", () => {
    const { box, at, popcorn } = withBox();
    popcorn("tagthisperson", {
      id: "p",
      start: 0,
      end: 2,
      person: "Grace Hopper",
      image: "/grace.jpg",
      href: "https://example.org/grace",
      target: "box",
    });
    at(1);
    expect(box.querySelector("a.pk-persontag__name")?.textContent).toBe("Grace Hopper");
    expect(box.querySelector("img")?.getAttribute("src")).toBe("/grace.jpg");
    at(2);
    expect(box.innerHTML).toBe("");
  });

  it("wikipedia: the article of src's address, in its language, cut to numberofwords", async () => {
    const fetch = vi.fn(async (_url: string) => ({
      ok: true,
      status: 200,
      statusText: "OK",
      text: async () =>
        JSON.stringify({
          title: "Cape Town",
          extract: "Cape Town is a port city on the coast of South Africa.",
          lang: "pt",
          content_urls: { desktop: { page: "https://pt.wikipedia.org/wiki/Cape_Town" } },
        }),
    }));
    vi.stubGlobal("fetch", fetch);
    const { box, at, popcorn } = withBox();
    popcorn("wikipedia", {
      id: "w",
      start: 0,
      end: 5,
      src: "http://pt.wikipedia.org/wiki/Cape_Town",
      numberofwords: 3,
      target: "box",
    });
    at(1);
    expect(fetch.mock.calls[0]![0]).toBe("https://pt.wikipedia.org/api/rest_v1/page/summary/Cape_Town");
    await vi.waitFor(() => expect(box.querySelector(".pk-wikipedia__title")?.textContent).toBe("Cape Town"));
    expect(box.querySelector(".pk-wikipedia__extract")?.textContent).toBe("Cape Town is…");
    at(5);
    expect(box.innerHTML).toBe("");
  });

  it("applyclass: adds classes to the target element while active, and keeps the page's own", () => {
    const { box, at, popcorn } = withBox();
    box.className = "mine";
    popcorn("applyclass", { id: "a", start: 1, end: 3, classes: "lit mine", target: "box" });
    popcorn("applyclass", { id: "b", start: 2, end: 4, classes: "lit", target: "box" });
    at(1.5);
    expect(box.className).toBe("mine lit");
    at(3);
    expect(box.className).toBe("mine lit");
    at(4);
    expect(box.className).toBe("mine");
  });

  it("applyclass: to another event's content, while both are active", () => {
    const { box, at, popcorn } = withBox();
    popcorn("footnote", { id: "note", start: 0, end: 5, text: "Look", target: "box" });
    popcorn("applyclass", { id: "flash", start: 1, end: 2, classes: "flash", to: "note" });
    at(0.5);
    expect(box.querySelector(".pk-footnote")?.className).toBe("pk-footnote");
    at(1.5);
    expect(box.querySelector(".pk-footnote")?.className).toBe("pk-footnote flash");
    at(2.5);
    expect(box.querySelector(".pk-footnote")?.className).toBe("pk-footnote");
  });

  it("applyclass: a target id that names no element is an error event", () => {
    const { at, errors, popcorn } = withBox();
    popcorn("applyclass", { id: "a", start: 0, end: 3, classes: "lit", target: "gone" });
    at(1);
    expect(errors).toHaveLength(1);
    expect((errors[0] as { error: unknown }).error).toBeInstanceOf(PopcornError);
  });

  it("pausePlugin (the kit's pause; p.pause is the media method): pauses the media at its time", async () => {
    const { pop, player, popcorn } = withBox();
    popcorn("pausePlugin", { id: "p", start: 2, end: 3, duration: 0 });
    await pop.play();
    expect(player.paused).toBe(false);
    player.currentTime = 2.1;
    pop.tick();
    expect(player.paused).toBe(true);
  });
});
