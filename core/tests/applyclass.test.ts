import { describe, expect, test } from "vitest";
import { el, renderToString } from "../src/markup/index.js";
import { PopcornError } from "../src/index.js";
import { applyClass, appliedClasses, withClasses } from "../src/plugins/catalogue/applyclass.js";
import { setup } from "./harness.js";

describe("applyclass", () => {
  test("its manifest labels each option; classes are required and must be class names", () => {
    expect(Object.values(applyClass.manifest.options).every((spec) => typeof spec.label === "string")).toBe(true);
    const { pop } = setup({ popcorn: { plugins: [applyClass] } });
    expect(() => pop.add(applyClass, { start: 1, target: "side" } as never)).toThrow(
      /Option "classes" of plugin "applyclass" is required/,
    );
    for (const classes of ["1st", 'a"b', "<b>", "a\tb", " a"]) {
      expect(() => pop.add(applyClass, { start: 1, classes, target: "side" }), classes).toThrow(PopcornError);
    }
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("while active, the classes reach the outlet or the event named, in start order, each once; none before or after", () => {
    const { pop, clock } = setup({ popcorn: { plugins: [applyClass] } });
    pop.add(applyClass, { start: 1, end: 3, classes: "pk-highlight dim", target: "side" });
    pop.add(applyClass, { start: 2, end: 4, classes: "dim  flash", target: "side" });
    pop.add(applyClass, { start: 2, end: 4, classes: "pulse", to: "note" });
    const at = () => {
      const active = pop.store.getSnapshot().active;
      return [
        appliedClasses(active, { outlet: "side" }),
        appliedClasses(active, { event: "note" }),
        appliedClasses(active, { outlet: "other" }),
      ];
    };
    expect(at()).toEqual(["", "", ""]);
    void pop.play();
    clock.advance(1500);
    expect(at()).toEqual(["pk-highlight dim", "", ""]);
    clock.advance(1000);
    expect(at()).toEqual(["pk-highlight dim flash", "pulse", ""]);
    clock.advance(1000);
    expect(at()).toEqual(["dim flash", "pulse", ""]);
    clock.advance(1000);
    expect(at()).toEqual(["", "", ""]);
  });

  test("withClasses adds to the root element's class and leaves text, null and no classes alone", () => {
    expect(renderToString(withClasses(el("aside", { class: "pk-footnote" }, "x"), "flash"))).toBe(
      '<aside class="pk-footnote flash">x</aside>',
    );
    expect(renderToString(withClasses(el("p", {}, "x"), "flash"))).toBe('<p class="flash">x</p>');
    const markup = el("p", { class: "a" });
    expect(withClasses(markup, "")).toBe(markup);
    expect(withClasses(null, "flash")).toBeNull();
    expect(withClasses("text", "flash")).toBe("text");
  });
});
