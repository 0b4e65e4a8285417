import { render, screen } from "@testing-library/vue";
import { describe, expect, test } from "vitest";
import { defineComponent, h, nextTick, ref } from "vue";
import { Cue, PopcornTarget, createPluginComponent } from "../src/index.js";
import FootnoteView from "./fixtures/FootnoteView.vue";
import { footnote, provided, world } from "./world.js";

const Footnote = createPluginComponent(footnote, FootnoteView);

describe("<PopcornTarget>", () => {
  test("cues and plugin components with a target render inside the outlet, which keeps its attributes", async () => {
    const w = world();
    const target = ref<string | undefined>("sidebar");
    const Scene = defineComponent({
      setup: () => () => [
        h("main", [
          h(Cue, { start: 0, end: 5, target: target.value }, () => h("b", "aside")),
          h(Footnote, { start: 0, end: 5, text: "note", target: "sidebar" }),
        ]),
        h(PopcornTarget, { name: "sidebar", class: "side", "aria-label": "Notes" }),
      ],
    });
    render(provided(w.pop, Scene));
    await nextTick();
    const outlet = screen.getByLabelText("Notes");
    expect(outlet.dataset.popcornTarget).toBe("sidebar");
    expect(outlet.className).toBe("side");
    expect(outlet.textContent).toBe("asidenote");
    expect(screen.getByRole("main").textContent).toBe("");

    target.value = undefined;
    await nextTick();
    expect(screen.getByRole("main").textContent).toBe("aside");
    expect(outlet.textContent).toBe("note");
  });

  test("content waits while its outlet is not mounted, and follows it when it comes and goes", async () => {
    const w = world();
    const shown = ref(false);
    const Scene = defineComponent({
      setup: () => () => [
        h(Cue, { start: 0, end: 5, target: "later" }, () => "waiting"),
        shown.value ? h(PopcornTarget, { name: "later" }) : null,
      ],
    });
    const view = render(provided(w.pop, Scene));
    await nextTick();
    expect(view.container.textContent).toBe("");
    shown.value = true;
    await nextTick();
    await nextTick();
    expect(view.container.querySelector("[data-popcorn-target=later]")?.textContent).toBe("waiting");
    shown.value = false;
    await nextTick();
    await nextTick();
    expect(view.container.textContent).toBe("");
  });
});
