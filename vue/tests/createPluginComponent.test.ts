import { PopcornError } from "@popcorn-kit/core";
import { render } from "@testing-library/vue";
import { describe, expect, test } from "vitest";
import { defineComponent, h, nextTick, ref } from "vue";
import { createPluginComponent } from "../src/index.js";
import FootnoteView from "./fixtures/FootnoteView.vue";
import { footnote, provided, world } from "./world.js";

const Footnote = createPluginComponent(footnote, FootnoteView);

describe("createPluginComponent", () => {
  test("adds an event of the plugin's type, renders the view with validated options while active, follows props", async () => {
    const w = world();
    const text = ref("First note");
    const calls: string[] = [];
    const Scene = defineComponent({
      setup: () => () =>
        h(Footnote, {
          id: "fn",
          start: "0:01",
          end: 3,
          text: text.value,
          onStart: (e) => calls.push(`start ${e.id}`),
          onEnd: () => calls.push("end"),
        }),
    });
    const view = render(provided(w.pop, Scene));
    await nextTick();
    expect(w.pop.getTrackEvents({ type: "footnote" })).toEqual([
      expect.objectContaining({ id: "fn", start: 1, end: 3, options: { text: "First note", tone: "plain" } }),
    ]);
    expect(view.container.querySelector("aside")).toBeNull();

    await w.seek(2);
    const aside = view.container.querySelector("aside")!;
    expect(aside.textContent).toBe("First note");
    expect(aside.className).toBe("plain");

    text.value = "Second note";
    await nextTick();
    await nextTick();
    expect(view.container.querySelector("aside")?.textContent).toBe("Second note");
    await w.seek(5);
    expect(view.container.querySelector("aside")).toBeNull();
    expect(calls).toEqual(["start fn", "end"]);
    view.unmount();
    expect(w.pop.getTrackEvents()).toEqual([]);
  });

  test("an option its manifest refuses is a PopcornError naming the plugin, the option and the value", () => {
    const w = world();
    const Bad = defineComponent({
      setup: () => () => h(Footnote, { start: 1, end: 2, text: "x", tone: "loud" as "bold" }),
    });
    expect(() => render(provided(w.pop, Bad))).toThrow(PopcornError);
    expect(() => render(provided(w.pop, Bad))).toThrow(/Option "tone" of plugin "footnote" got "loud"/);
  });
});
