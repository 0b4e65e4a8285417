import { PopcornError } from "@popcorn-kit/core";
import { footnote, footnoteMarkup } from "@popcorn-kit/core/plugins/footnote";
import { text, textMarkup } from "@popcorn-kit/core/plugins/text";
import { render } from "@testing-library/vue";
import { describe, expect, test } from "vitest";
import { defineComponent, h, nextTick } from "vue";
import { createMarkupComponent, createPlainMarkupComponent } from "../src/index.js";
import { provided, world } from "./world.js";

describe("createPlainMarkupComponent", () => {
  test("refuses a plugin with an option of type html, naming the plugin and the option", () => {
    expect(() => createPlainMarkupComponent(text, textMarkup)).toThrow(PopcornError);
    expect(() => createPlainMarkupComponent(text, textMarkup)).toThrow(/"text".*option "html"/);
  });

  test("renders the same markup as createMarkupComponent", async () => {
    const Plain = createPlainMarkupComponent(footnote, footnoteMarkup);
    const Full = createMarkupComponent(footnote, footnoteMarkup);
    const w = world();
    const Scene = defineComponent({
      setup: () => () => [
        h("div", { class: "plain" }, [h(Plain, { start: 1, end: 3, text: "Recorded in 1969" })]),
        h("div", { class: "full" }, [h(Full, { start: 1, end: 3, text: "Recorded in 1969" })]),
      ],
    });
    const view = render(provided(w.pop, Scene));
    await nextTick();
    await w.seek(2);
    const plain = view.container.querySelector(".plain")!.innerHTML;
    expect(plain).toContain("Recorded in 1969");
    expect(plain).toBe(view.container.querySelector(".full")!.innerHTML);
    view.unmount();
  });
});
