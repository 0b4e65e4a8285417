import { PopcornError, createPopcorn, createVirtualPlayer, definePlugin } from "@popcorn-kit/core";
import { el, mount } from "@popcorn-kit/core/markup";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bindMedia, mediaOf } from "../src/dom/host.js";
import { withDomView } from "../src/dom/withDomView.js";
import { createPage } from "./domHelpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

function page(): { video: HTMLVideoElement; notes: HTMLElement } {
  document.body.innerHTML = '<div id="stage"><video id="video"></video></div><div id="notes"></div>';
  return { video: document.getElementById("video") as HTMLVideoElement, notes: document.getElementById("notes")! };
}

describe("bindMedia", () => {
  it("binds an instance to its media element, null for none, and refuses anything else", () => {
    const { video } = page();
    const pop = createPopcorn(createVirtualPlayer(), { ticker: "manual" });
    expect(mediaOf(pop)).toBeNull();
    bindMedia(pop, video);
    expect(mediaOf(pop)).toBe(video);
    expect(() => bindMedia(pop, "video" as never)).toThrow(PopcornError);
    expect(mediaOf(pop)).toBe(video);
  });
});

describe("withDomView", () => {
  it("renders into the element whose id is the target while active, and removes it at the end", () => {
    const { notes } = page();
    const { at, popcorn } = createPage();
    popcorn("footnote", { id: "n", start: 2, end: 5, text: "Recorded in 1969", target: "notes" });
    at(1);
    expect(notes.innerHTML).toBe("");
    at(2.5);
    expect(notes.innerHTML).toBe('<aside class="pk-footnote">Recorded in 1969</aside>');
    at(5);
    expect(notes.innerHTML).toBe("");
  });

  it("renders an event again in place when its options change", () => {
    const { notes } = page();
    const { at, pop, popcorn } = createPage();
    popcorn("footnote", { id: "n", start: 0, end: 5, text: "One", target: "notes" });
    at(1);
    pop.update("n", { text: "Two" });
    expect(notes.textContent).toBe("Two");
    expect(notes.children.length).toBe(1);
  });

  it("makes a target id that names no element an error event, not a throw, and shows nothing", () => {
    page();
    const { at, errors, popcorn } = createPage();
    popcorn("footnote", { id: "n", start: 0, end: 5, text: "Lost", target: "nowhere" });
    expect(() => at(1)).not.toThrow();
    expect(errors).toHaveLength(1);
    const [event] = errors as { error: PopcornError; phase: string; plugin: string; eventId: string }[];
    expect(event!.error).toBeInstanceOf(PopcornError);
    expect(event!.error.message).toContain('"nowhere"');
    expect(event).toMatchObject({ phase: "start", plugin: "footnote", eventId: "n" });
    expect(document.body.textContent).not.toContain("Lost");
  });

  it("puts an event without a target in a container right after the media, removed with its last event", () => {
    const { video } = page();
    const { at, pop, popcorn } = createPage(video);
    popcorn("footnote", { id: "a", start: 0, end: 5, text: "A" });
    popcorn("footnote", { id: "b", start: 0, end: 10, text: "B" });
    at(1);
    const after = video.nextElementSibling as HTMLElement;
    expect(after.className).toBe("pk-compat-after");
    expect(after.textContent).toBe("AB");
    pop.remove("a");
    expect(after.textContent).toBe("B");
    expect(after.isConnected).toBe(true);
    pop.remove("b");
    expect(after.isConnected).toBe(false);
  });

  it("renders nothing for an event without a target when the player has no media element", () => {
    page();
    const { at, errors, popcorn } = createPage(null);
    popcorn("footnote", { id: "a", start: 0, end: 5, text: "Nowhere to go" });
    at(1);
    expect(document.body.textContent).not.toContain("Nowhere");
    expect(errors).toEqual([]);
  });

  it("lays subtitles without a target over the video, in one overlay per media element", () => {
    const { video } = page();
    const { at, pop, popcorn } = createPage(video);
    popcorn("subtitle", { id: "s1", start: 1, end: 4, text: "Hello there" });
    popcorn("subtitle", { id: "s2", start: 2, end: 4, text: "General" });
    at(2.5);
    const overlays = document.querySelectorAll(".pk-compat-overlay");
    expect(overlays).toHaveLength(1);
    const overlay = overlays[0] as HTMLElement;
    expect(overlay.previousElementSibling).toBe(video);
    expect(overlay.style.position).toBe("absolute");
    const regions = overlay.querySelectorAll(".pk-captions[aria-live=polite]");
    expect(regions).toHaveLength(1);
    expect([...regions[0]!.querySelectorAll(".pk-caption__text")].map((line) => line.textContent)).toEqual([
      "Hello there",
      "General",
    ]);
    at(4);
    // The live region stays, empty, while its events exist, so the next line is announced.
    expect(overlay.querySelector(".pk-captions")?.textContent).toBe("");
    pop.remove("s1");
    pop.remove("s2");
    expect(overlay.isConnected).toBe(false);
  });

  it("sanitizes html options: no script and no handler reaches the page", () => {
    const { notes } = page();
    const { at, popcorn } = createPage();
    popcorn("text", {
      id: "t",
      start: 0,
      end: 5,
      text: '<b>Live</b><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
      target: "notes",
    });
    at(1);
    expect(notes.querySelector("b")?.textContent).toBe("Live");
    expect(notes.querySelector("script")).toBeNull();
    expect(notes.innerHTML).not.toContain("onerror");
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("runs the markup's mounts while shown and destroys them at the end", () => {
    const { notes } = page();
    const destroy = vi.fn();
    const run = vi.fn((element: HTMLElement) => {
      element.dataset.mounted = "yes";
      return { destroy };
    });
    const plugin = definePlugin({ name: "mounted", manifest: { options: { target: { type: "target" } } } });
    const pop = createPopcorn(createVirtualPlayer({ duration: 60 }), { ticker: "manual" });
    pop.registerPlugin(withDomView(plugin, () => el("div", { mount: mount(run, {}) })));
    pop.add("mounted", { id: "m", start: 0, end: 5, target: "notes" } as never);
    expect(notes.querySelector("[data-mounted=yes]")).not.toBeNull();
    expect(run).toHaveBeenCalledTimes(1);
    pop.destroy();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it("leaves no node, no listener and no container after destroy", () => {
    const { video, notes } = page();
    const { at, pop, popcorn } = createPage(video);
    const before = pop.listenerCount();
    popcorn("footnote", { id: "a", start: 0, end: 5, text: "A", target: "notes" });
    popcorn("subtitle", { id: "s", start: 0, end: 5, text: "Line" });
    popcorn("footnote", { id: "b", start: 0, end: 5, text: "B" });
    at(1);
    expect(pop.listenerCount()).toBeGreaterThan(before);
    pop.destroy();
    expect(notes.innerHTML).toBe("");
    expect(document.querySelector(".pk-compat-overlay, .pk-compat-after")).toBeNull();
    expect(video.nextElementSibling).toBeNull();
    expect(pop.listenerCount()).toBe(before - 1);
  });
});
