// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderPopcorn } from "../../src/dom/index.js";
import { createPopcorn, createVirtualPlayer } from "../../src/index.js";
import { type MarkupProps, el, mount } from "../../src/markup/index.js";
import { applyClass } from "../../src/plugins/catalogue/applyclass.js";
import { footnote, footnoteMarkup } from "../../src/plugins/catalogue/footnote.js";
import { text, textMarkup } from "../../src/plugins/catalogue/text.js";

afterEach(() => {
  document.body.innerHTML = "";
});

/** A page with a video in a stage and a notes outlet; an instance on a virtual player of 60 s, ticked by hand. */
function setUp(options: { sanitizeHtml?: (html: string) => string } = {}) {
  document.body.innerHTML = '<div class="pk-stage"><video id="video"></video></div><aside id="notes"></aside>';
  const video = document.getElementById("video") as HTMLVideoElement;
  const notes = document.getElementById("notes")!;
  const player = createVirtualPlayer({ duration: 60 });
  const pop = createPopcorn(player, { ticker: "manual", ...options });
  pop.registerPlugin(footnote);
  pop.registerPlugin(text);
  const at = (t: number) => {
    player.currentTime = t;
    pop.tick();
  };
  return { video, notes, pop, at, stage: video.parentElement! };
}

const views = { footnote: footnoteMarkup, text: textMarkup };

describe("renderPopcorn", () => {
  test("renders an event into the outlet its target names while it is active, and removes it at its end", () => {
    const { video, notes, pop, at } = setUp();
    pop.add(footnote, { id: "n", start: 2, end: 5, text: "Recorded in 1969", target: "notes" });
    const view = renderPopcorn(pop, { media: video, views });
    at(1);
    expect(notes.innerHTML).toBe("");
    at(2.5);
    expect(notes.innerHTML).toBe('<aside class="pk-footnote">Recorded in 1969</aside>');
    at(5);
    expect(notes.innerHTML).toBe("");
    view.destroy();
  });

  test("renders into an outlet given as an element before one found by id", () => {
    const { video, notes, pop, at } = setUp();
    const side = document.createElement("div");
    document.body.append(side);
    pop.add(footnote, { id: "n", start: 0, end: 5, text: "Hi", target: "notes" });
    const view = renderPopcorn(pop, { media: video, views, outlets: { notes: side } });
    at(1);
    expect(side.textContent).toBe("Hi");
    expect(notes.innerHTML).toBe("");
    view.destroy();
  });

  test("patches an updated event in place, removes a removed one, and shows events added later", () => {
    const { video, notes, pop, at } = setUp();
    const view = renderPopcorn(pop, { media: video, views });
    pop.add(footnote, { id: "n", start: 0, end: 10, text: "First", target: "notes" });
    at(1);
    const aside = notes.firstElementChild;
    expect(aside?.textContent).toBe("First");
    pop.update("n", { text: "Second" });
    expect(notes.firstElementChild).toBe(aside);
    expect(aside?.textContent).toBe("Second");
    pop.remove("n");
    expect(notes.innerHTML).toBe("");
    view.destroy();
  });

  test("shows events without an outlet right after the media and its captions, in the order they start", () => {
    const { video, stage, pop, at } = setUp();
    pop.add(footnote, { id: "a", start: 1, end: 9, text: "A" });
    pop.add(footnote, { id: "b", start: 2, end: 9, text: "B" });
    const view = renderPopcorn(pop, { media: video, views });
    at(1.5);
    at(2.5);
    expect([...stage.children].map((child) => child.className || child.tagName)).toEqual([
      "VIDEO",
      "pk-captions",
      "pk-footnote",
      "pk-footnote",
    ]);
    expect(stage.textContent).toBe("AB");
    view.destroy();
  });

  test("shows the subtitle lines in a live region right after the media, as <Captions> does", () => {
    const { video, pop, at } = setUp();
    pop.add("subtitle", { id: "s", start: 1, end: 3, text: "Hello <b>there</b>" });
    const view = renderPopcorn(pop, { media: video, views });
    const region = video.nextElementSibling!;
    expect(region.className).toBe("pk-captions");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.children).toHaveLength(0);
    at(2);
    // The same region, its line's text as text.
    expect(video.nextElementSibling).toBe(region);
    expect(region.querySelector(".pk-caption__text")?.textContent).toBe("Hello <b>there</b>");
    expect(region.querySelector("b")).toBeNull();
    at(4);
    expect(region.children).toHaveLength(0);
    view.destroy();
  });

  test("shows no captions with captions: false, and a language's lines with captions: { lang }", () => {
    const { video, pop, at } = setUp();
    pop.add("subtitle", { id: "en", start: 0, end: 9, text: "Hello", lang: "en" });
    pop.add("subtitle", { id: "fr", start: 0, end: 9, text: "Bonjour", lang: "fr" });
    const none = renderPopcorn(pop, { media: video, views, captions: false });
    at(1);
    expect(video.nextElementSibling).toBeNull();
    none.destroy();
    const french = renderPopcorn(pop, { media: video, views, captions: { lang: "fr" } });
    expect(video.nextElementSibling?.textContent).toBe("Bonjour");
    french.destroy();
  });

  test("sanitizes html with the strict profile by default, and the page's profile for the page's events", () => {
    const { video, notes, pop, at } = setUp();
    const html = '<b class="x">Bold</b><img src="x" onerror="alert(1)"><script>alert(1)</script>';
    pop.add(text, { id: "t", start: 0, end: 9, html, target: "notes" });
    pop.add(text, { id: "plain", start: 0, end: 9, text: "<i>not italic</i>", target: "notes" });
    const strict = renderPopcorn(pop, { media: video, views });
    at(1);
    const [rich, plain] = [...notes.children];
    expect(rich?.innerHTML).toContain("<b>Bold</b>");
    expect(notes.innerHTML).not.toContain("script");
    expect(notes.innerHTML).not.toContain("onerror");
    expect(plain?.querySelector("i")).toBeNull();
    expect(plain?.textContent).toBe("<i>not italic</i>");
    strict.destroy();
    const page = renderPopcorn(pop, { media: video, views, origin: (event) => (event.id === "t" ? "page" : "file") });
    expect(notes.querySelector("b")?.className).toBe("x");
    expect(notes.innerHTML).not.toContain("onerror");
    page.destroy();
  });

  test("uses the instance's sanitizer first, then the sanitizers given", () => {
    const own = setUp({ sanitizeHtml: () => "<em>the page's</em>" });
    own.pop.add(text, { id: "t", start: 0, end: 9, html: "<b>x</b>", target: "notes" });
    const first = renderPopcorn(own.pop, { media: own.video, views, origin: "page" });
    own.at(1);
    expect(own.notes.innerHTML).toContain("<em>the page's</em>");
    first.destroy();
    const given = renderPopcorn(own.pop, {
      media: own.video,
      views,
      sanitizers: { page: () => "unused", file: () => "<u>given</u>" },
    });
    expect(own.notes.innerHTML).toContain("<u>given</u>");
    given.destroy();
  });

  test("renders on every frame only markup that reads progress, and adds applyclass's classes", () => {
    const { video, notes, pop, at } = setUp();
    pop.registerPlugin(applyClass);
    const bar = vi.fn(({ progress }: MarkupProps<unknown>) =>
      el("span", { class: "bar", "data-progress": progress.toFixed(2) }),
    );
    pop.registerPlugin({ ...footnote, name: "bar" });
    pop.add("bar" as never, { id: "p", start: 0, end: 10, text: "x", target: "notes" } as never);
    pop.add(footnote, { id: "n", start: 0, end: 10, text: "Still", target: "notes" });
    const still = vi.fn(footnoteMarkup);
    const view = renderPopcorn(pop, { media: video, views: { bar, footnote: still } });
    at(1);
    at(5);
    expect(notes.querySelector(".bar")?.getAttribute("data-progress")).toBe("0.50");
    expect(bar.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(still).toHaveBeenCalledTimes(1);
    pop.add(applyClass, { id: "c", start: 5, end: 10, classes: "pk-highlight", to: "n" } as never);
    expect(notes.querySelector(".pk-footnote")?.className).toBe("pk-footnote pk-highlight");
    view.destroy();
  });

  test("destroy releases every node, listener and mount, and a second destroy is harmless", () => {
    const { video, notes, stage, pop, at } = setUp();
    const destroyed = vi.fn();
    const run = vi.fn(() => ({ destroy: destroyed }));
    const clicked = (_props: MarkupProps<unknown>) => el("button", { onClick: () => {}, mount: mount(run, {}) }, "Go");
    pop.registerPlugin({ ...footnote, name: "go" });
    pop.add("go" as never, { id: "g", start: 0, end: 10, text: "x", target: "notes" } as never);
    pop.add(footnote, { id: "n", start: 0, end: 10, text: "After" });
    pop.add("subtitle", { id: "s", start: 0, end: 10, text: "Line" });
    const page = document.body.innerHTML;
    const storeListeners = (pop.store as unknown as { listenerCount: number }).listenerCount;
    const popListeners = pop.listenerCount();
    const added = vi.spyOn(EventTarget.prototype, "addEventListener");
    const removed = vi.spyOn(EventTarget.prototype, "removeEventListener");
    const view = renderPopcorn(pop, { media: video, views: { go: clicked, footnote: footnoteMarkup } });
    at(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(notes.querySelector("button")).not.toBeNull();
    expect(stage.querySelectorAll(".pk-captions .pk-caption")).toHaveLength(1);
    expect(stage.querySelector(".pk-footnote")?.textContent).toBe("After");
    view.destroy();
    view.destroy();
    expect(document.body.innerHTML).toBe(page);
    expect(destroyed).toHaveBeenCalledTimes(1);
    expect(added.mock.calls.length).toBeGreaterThan(0);
    expect(removed.mock.calls.map((call) => call.slice(0, 2))).toEqual(
      added.mock.calls.map((call) => call.slice(0, 2)),
    );
    expect((pop.store as unknown as { listenerCount: number }).listenerCount).toBe(storeListeners);
    expect(pop.listenerCount()).toBe(popListeners);
    added.mockRestore();
    removed.mockRestore();
    // Nothing renders after destroy.
    at(2);
    expect(document.body.innerHTML).toBe(page);
  });

  test("reports a view that throws as the instance's error, still shows the others, and goes with the instance", () => {
    const { video, notes, pop, at } = setUp();
    const errors: unknown[] = [];
    pop.on("error", (event) => errors.push(event));
    pop.add(footnote, { id: "n", start: 0, end: 9, text: "Shown", target: "notes" });
    pop.add(text, { id: "t", start: 0, end: 9, text: "x", target: "notes" });
    const broken = () => {
      throw new Error("broken view");
    };
    renderPopcorn(pop, { media: video, views: { footnote: footnoteMarkup, text: broken } });
    at(1);
    expect(notes.textContent).toBe("Shown");
    expect(errors).toContainEqual(expect.objectContaining({ plugin: "text", eventId: "t", phase: "start" }));
    pop.destroy();
    expect(notes.innerHTML).toBe("");
    expect(video.nextElementSibling).toBeNull();
  });

  test("refuses what is not an instance, a view that is not a function, and a media that is not an element", () => {
    const { pop } = setUp();
    expect(() => renderPopcorn({} as never)).toThrow(/renderPopcorn\(\) got/);
    expect(() => renderPopcorn(pop, { views: { footnote: "x" as never } })).toThrow(/views\.footnote "x"/);
    expect(() => renderPopcorn(pop, { media: "#video" as never })).toThrow(
      /media "#video": expected an element or null/,
    );
  });
});

describe("renderPopcorn refuses bad options, naming them, and draws nothing", () => {
  test.each([
    ["options", 5, /renderPopcorn\(\) got options 5/],
    ["views", { views: 3 }, /renderPopcorn\(\) views 3: expected an object of markup functions/],
    ["a view", { views: { footnote: "<b>" } }, /views\.footnote "<b>": expected a function/],
    ["outlets", { outlets: "notes" }, /outlets "notes": expected an object of elements/],
    ["an outlet", { outlets: { notes: "javascript:alert(1)" } }, /outlets\.notes "javascript:alert\(1\)"/],
    ["captions", { captions: "yes" }, /captions "yes": expected true, false or/],
    ["a caption language", { captions: { lang: 1e300 } }, /captions/],
    ["sanitizers", { sanitizers: { page: (html: string) => html } }, /sanitizers/],
    ["origin", { origin: "evil" }, /origin "evil": expected "page", "file" or a function/],
  ])("%s", (_, options, message) => {
    const { video, notes, pop, at } = setUp();
    pop.add(footnote, { id: "n", start: 0, end: 5, text: "Kept", target: "notes" });
    const before = video.parentElement!.innerHTML;
    expect(() =>
      renderPopcorn(pop, (typeof options === "object" ? { media: video, ...options } : options) as never),
    ).toThrow(
      expect.objectContaining({
        name: "PopcornError",
        code: "INVALID_OPTION",
        message: expect.stringMatching(message),
      }),
    );
    at(1);
    expect(video.parentElement!.innerHTML).toBe(before);
    expect(notes.innerHTML).toBe("");
    expect(pop.getTrackEvent("n")?.options.text).toBe("Kept");
  });

  test("options whose reading throws are refused with that error as the cause", () => {
    const { pop } = setUp();
    const boom = new Error("getter");
    const options = Object.defineProperty({}, "views", {
      enumerable: true,
      get() {
        throw boom;
      },
    });
    expect(() => renderPopcorn(pop, options)).toThrow(expect.objectContaining({ code: "INVALID_OPTION", cause: boom }));
  });

  test("an outlet named like a prototype's field is looked up in the page, not on Object.prototype", () => {
    const { video, pop, at } = setUp();
    const errors: unknown[] = [];
    pop.on("error", (event) => errors.push(event));
    pop.add(footnote, { id: "n", start: 0, end: 5, text: "Nowhere", target: "constructor" });
    const view = renderPopcorn(pop, { media: video, views, outlets: {} });
    at(1);
    expect(video.ownerDocument.body.textContent).not.toContain("Nowhere");
    expect(errors).toEqual([]);
    view.destroy();
  });
});
