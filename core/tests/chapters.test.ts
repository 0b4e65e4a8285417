import { describe, expect, test } from "vitest";
import { type Markup, type MarkupElement, renderToString } from "../src/markup/index.js";
import { createTrackEventList } from "../src/adapter/index.js";
import { chapter, chapterList, chaptersMarkup, currentChapter } from "../src/plugins/catalogue/chapters.js";
import { setup } from "./harness.js";

const CHAPTERS =
  "WEBVTT\n\n00:00.000 --> 00:04.000\nIntroduction\n\n00:04.000 --> 01:05.000\nThe harbour\n\n01:05.000 --> 01:02:03.000\nDawn\n";

describe("chapters", () => {
  test("a chapters WebVTT file loads as chapters; the list marks the current one and its buttons seek", async () => {
    const { pop, clock } = setup({ player: { duration: 4000 }, popcorn: { plugins: [chapter] } });
    await pop.loadTrack({ text: CHAPTERS }, { type: "chapter" });
    const chapters = chapterList(pop.getTrackEvents());
    expect(chapters.map((item) => item.options.text)).toEqual(["Introduction", "The harbour", "Dawn"]);
    await pop.play();
    clock.advance(5000);
    const current = currentChapter(pop.store.getSnapshot().active);
    expect(current?.options.text).toBe("The harbour");
    const markup = chaptersMarkup({ chapters, current, pop });
    expect(renderToString(markup)).toBe(
      '<nav class="pk-chapters" aria-label="Chapters"><ol class="pk-chapters__list">' +
        '<li class="pk-chapters__entry"><button type="button" class="pk-chapters__item"><span class="pk-chapters__time">0:00</span> <span class="pk-chapters__title">Introduction</span></button></li>' +
        '<li class="pk-chapters__entry"><button type="button" class="pk-chapters__item" aria-current="true"><span class="pk-chapters__time">0:04</span> <span class="pk-chapters__title">The harbour</span></button></li>' +
        '<li class="pk-chapters__entry"><button type="button" class="pk-chapters__item"><span class="pk-chapters__time">1:05</span> <span class="pk-chapters__title">Dawn</span></button></li>' +
        "</ol></nav>",
    );
    // The third button seeks to its chapter, which becomes the current one.
    const clickable = (node: Markup): MarkupElement[] =>
      typeof node === "string" ? [] : [...(node.onClick ? [node] : []), ...node.children.flatMap(clickable)];
    const buttons = clickable(markup);
    expect(buttons.map((button) => button.tag)).toEqual(["button", "button", "button"]);
    buttons[2]!.onClick!();
    expect(pop.currentTime).toBe(65);
    expect(currentChapter(pop.store.getSnapshot().active)?.options.text).toBe("Dawn");
    pop.destroy();
  });

  test("the list store: the same array until a chapter is added, changed or removed; it listens only while subscribed", () => {
    const { pop } = setup({ popcorn: { plugins: [chapter] } });
    const list = createTrackEventList(pop, "chapter");
    const listeners = pop.listenerCount();
    expect(list.getSnapshot()).toEqual([]);
    expect(list.getSnapshot()).toBe(list.getSnapshot());
    let calls = 0;
    const unsubscribe = list.subscribe(() => calls++);
    pop.add(chapter, { id: "a", start: 10, text: "Later" });
    pop.add("cue", { start: 1 });
    pop.add(chapter, { id: "b", start: 0, text: "First" });
    expect(calls).toBe(2);
    const first = list.getSnapshot();
    expect(first.map((event) => event.id)).toEqual(["b", "a"]);
    expect(list.getSnapshot()).toBe(first);
    pop.update("a", { text: "Last" });
    expect(calls).toBe(3);
    expect(list.getSnapshot()[1]!.options.text).toBe("Last");
    pop.remove("b");
    expect(list.getSnapshot().map((event) => event.id)).toEqual(["a"]);
    unsubscribe();
    expect(pop.listenerCount()).toBe(listeners);
    pop.destroy();
    expect(list.getSnapshot()).toEqual([]);
  });
});
