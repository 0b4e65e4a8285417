// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderMarkup, withDomView } from "../../src/dom/index.js";
import { PopcornError, createPopcorn, createVirtualPlayer } from "../../src/index.js";
import { el, mount } from "../../src/markup/index.js";
import { footnote, footnoteMarkup } from "../../src/plugins/catalogue/footnote.js";
import { text, textMarkup } from "../../src/plugins/catalogue/text.js";

afterEach(() => {
  document.body.innerHTML = "";
});

/** A page with a video and a notes element; an instance on a virtual player, its views told where the video is. */
function setUp() {
  document.body.innerHTML = '<div id="stage"><video id="video"></video></div><div id="notes"></div>';
  const video = document.getElementById("video") as HTMLVideoElement;
  const player = createVirtualPlayer({ duration: 60 });
  const pop = createPopcorn(player, { ticker: "manual" });
  const errors: unknown[] = [];
  pop.on("error", (event) => errors.push(event));
  const at = (t: number) => {
    player.currentTime = t;
    pop.tick();
  };
  return { video, notes: document.getElementById("notes")!, pop, at, errors, host: { media: () => video } };
}

describe("withDomView", () => {
  test("renders into the element its target names while active, and nothing after its end", () => {
    const { notes, pop, at } = setUp();
    pop.registerPlugin(withDomView(footnote, footnoteMarkup));
    pop.add("footnote", { id: "n", start: 2, end: 5, text: "Recorded in 1969", target: "notes" });
    at(2.5);
    expect(notes.innerHTML).toBe('<aside class="pk-footnote">Recorded in 1969</aside>');
    at(5);
    expect(notes.innerHTML).toBe("");
  });

  test("puts an event without a target in a container over or after the media, removed with its last event", () => {
    const { video, pop, at, host } = setUp();
    pop.registerPlugin(withDomView(footnote, footnoteMarkup, { placement: "overlay", host }));
    pop.add("footnote", { id: "a", start: 1, end: 9, text: "A" });
    pop.add("footnote", { id: "b", start: 1, end: 9, text: "B" });
    at(2);
    const overlay = video.nextElementSibling as HTMLElement;
    expect(overlay.className).toBe("pk-overlay");
    expect(overlay.style.position).toBe("absolute");
    expect(overlay.textContent).toBe("AB");
    pop.remove("a");
    expect(video.nextElementSibling).toBe(overlay);
    pop.remove("b");
    expect(video.nextElementSibling).toBeNull();
  });

  test("gives the container the class and set-up asked for, undoing the set-up when it goes", () => {
    const { video, pop, at, host } = setUp();
    const undo = vi.fn();
    const prepare = vi.fn(() => undo);
    pop.registerPlugin(withDomView(footnote, footnoteMarkup, { host, container: { className: "mine", prepare } }));
    pop.add("footnote", { id: "a", start: 1, end: 9, text: "A" });
    at(2);
    expect(video.nextElementSibling?.className).toBe("mine");
    expect(prepare).toHaveBeenCalledTimes(1);
    pop.remove("a");
    expect(undo).toHaveBeenCalledTimes(1);
  });

  test("reports a target that names no element as the instance's error, and shows nothing", () => {
    const { pop, at, errors } = setUp();
    pop.registerPlugin(withDomView(footnote, footnoteMarkup));
    pop.add("footnote", { id: "n", start: 0, end: 9, text: "x", target: "nowhere" });
    at(1);
    expect(errors).toHaveLength(1);
    const { error } = errors[0] as { error: PopcornError };
    expect(error.message).toBe('The footnote event\'s target "nowhere": expected the id of an element in the page.');
  });

  test("sanitizes html for the origin its host says, and renders the event again when it changes", () => {
    const { notes, pop, at } = setUp();
    const origin = vi.fn((_pop: unknown, id: string) => (id === "page" ? ("page" as const) : ("file" as const)));
    pop.registerPlugin(withDomView(text, textMarkup, { host: { origin } }));
    const html = '<b class="x">Bold</b><img src="x" onerror="alert(1)">';
    pop.add("text", { id: "page", start: 0, end: 9, html, target: "notes" });
    pop.add("text", { id: "file", start: 0, end: 9, html, target: "notes" });
    at(1);
    const [page, file] = [...notes.children];
    expect(page?.querySelector("b")?.className).toBe("x");
    expect(file?.querySelector("b")?.hasAttribute("class")).toBe(false);
    expect(notes.innerHTML).not.toContain("onerror");
    pop.update("page", { html: "<i>New</i>" });
    expect(notes.children).toHaveLength(2);
    expect(notes.querySelector("i")?.textContent).toBe("New");
  });

  test("tells its host what shows, and releases every mount and listener at the end", () => {
    const { notes, pop, at } = setUp();
    const shown = vi.fn();
    const destroyed = vi.fn();
    const run = vi.fn(() => ({ destroy: destroyed }));
    const view = () => el("button", { onClick: () => {}, mount: mount(run, {}) }, "Go");
    pop.registerPlugin(withDomView(footnote, view, { host: { shown } }));
    pop.add("footnote", { id: "g", start: 1, end: 5, text: "x", target: "notes" });
    at(2);
    expect(shown).toHaveBeenLastCalledWith(pop, "g", notes.firstElementChild, expect.any(Function));
    expect(run).toHaveBeenCalledTimes(1);
    at(6);
    expect(shown).toHaveBeenLastCalledWith(pop, "g", null, null);
    expect(destroyed).toHaveBeenCalledTimes(1);
    expect(notes.innerHTML).toBe("");
  });

  test("returns a plugin without markup as it is, and refuses markup or a placement it cannot use", () => {
    expect(withDomView(footnote, null)).toBe(footnote);
    expect(() => withDomView(footnote, "x" as never)).toThrow(
      'withDomView() got markup "x": expected a function or null.',
    );
    expect(() => withDomView(footnote, footnoteMarkup, { placement: "over" as never })).toThrow(PopcornError);
  });
});

describe("renderMarkup", () => {
  test("renders text as text, patches elements of the same tag in place, and removes its listeners", () => {
    const parent = document.createElement("div");
    const onClick = vi.fn();
    const view = renderMarkup(el("p", { class: "a", onClick }, "<b>not bold</b>"), parent);
    const p = parent.firstElementChild as HTMLElement;
    expect(p.querySelector("b")).toBeNull();
    p.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    view.update(el("p", { class: "b", onClick }, "next"));
    expect(parent.firstElementChild).toBe(p);
    expect(p.outerHTML).toBe('<p class="b">next</p>');
    view.destroy();
    p.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(parent.childNodes).toHaveLength(0);
  });
});
