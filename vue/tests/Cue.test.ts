import { PopcornError } from "@popcorn-kit/core";
import { render, screen } from "@testing-library/vue";
import { describe, expect, test } from "vitest";
import { defineComponent, h, nextTick, ref } from "vue";
import { Cue } from "../src/index.js";
import Chapters from "./fixtures/Chapters.vue";
import Highlight from "./fixtures/Highlight.vue";
import { provided, world } from "./world.js";

const text = () => document.body.textContent ?? "";

describe("<Cue>", () => {
  test("shows its slot inside [start, end) and calls @start and @end as playback crosses it", async () => {
    const w = world();
    const log: string[] = [];
    render(provided(w.pop, Chapters, { onLog: (entry: string) => log.push(entry) }));
    await nextTick();
    expect(w.pop.getTrackEvents().map((e) => [e.id, e.start, e.end])).toEqual([
      ["one", 2, 4],
      ["two", 4, 6],
    ]);
    expect(text()).not.toContain("Chapter");
    void w.pop.play();
    await w.advance(2000);
    expect(screen.getByRole("heading").textContent).toBe("Chapter one");
    await w.advance(2500);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByTestId("two").textContent).toBe("Chapter two 25%");
    await w.advance(500);
    expect(screen.getByTestId("two").textContent).toBe("Chapter two 50%");
    expect(log).toEqual(["start one", "end one"]);
  });

  test("keep-mounted renders the slot at all times with the active flag", async () => {
    const w = world();
    render(provided(w.pop, Chapters, { keep: true }));
    await nextTick();
    expect(screen.getByTestId("two").dataset.active).toBe("false");
    await w.seek(5);
    expect(screen.getByTestId("two").dataset.active).toBe("true");
    expect(screen.getByTestId("two").textContent).toBe("Chapter two 50%");
  });

  test("moving start past the playhead ends it at once; @start calls the latest listener", async () => {
    const w = world();
    const calls: string[] = [];
    const start = ref(1);
    const listener = ref((id: string) => calls.push(`first ${id}`));
    const Scene = defineComponent({
      setup: () => () =>
        h(Cue, { id: "c", start: start.value, end: 5, onStart: (e) => listener.value(e.id) }, () => "inside"),
    });
    render(provided(w.pop, Scene));
    await w.seek(2);
    expect(text()).toContain("inside");
    start.value = 3;
    await nextTick();
    expect(text()).not.toContain("inside");
    expect(w.pop.getTrackEvent("c")).toMatchObject({ start: 3, end: 5 });
    listener.value = (id) => calls.push(`second ${id}`);
    await nextTick();
    await w.seek(4);
    expect(text()).toContain("inside");
    expect(calls).toEqual(["first c", "second c"]);
  });

  test("a cue that ends before it starts is a PopcornError naming both times", () => {
    const w = world();
    const Bad = defineComponent({ setup: () => () => h(Cue, { start: 5, end: 2 }, () => "never") });
    expect(() => render(provided(w.pop, Bad))).toThrow(PopcornError);
    expect(() => render(provided(w.pop, Bad))).toThrow(/ends \(2\) before it starts \(5\)/);
    expect(w.pop.getTrackEvents()).toEqual([]);
  });

  test("without an id, each cue gets its own id from useId()", async () => {
    const w = world();
    const Scene = defineComponent({
      setup: () => () => [h(Cue, { start: 0, end: 1 }, () => "a"), h(Cue, { start: 0, end: 1 }, () => "b")],
    });
    render(provided(w.pop, Scene));
    await nextTick();
    const ids = w.pop.getTrackEvents().map((e) => e.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(text()).toBe("ab");
  });
});

describe("useCue", () => {
  test("drives a highlight from props, following their changes", async () => {
    const w = world();
    const from = ref(1);
    const Scene = defineComponent({ setup: () => () => h(Highlight, { from: from.value, to: 3 }) });
    render(provided(w.pop, Scene));
    await w.seek(1.5);
    expect(screen.getByTestId("line").classList.contains("highlight")).toBe(true);
    from.value = 2;
    await nextTick();
    expect(screen.getByTestId("line").classList.contains("highlight")).toBe(false);
    await w.seek(2.5);
    expect(screen.getByTestId("line").classList.contains("highlight")).toBe(true);
  });
});
