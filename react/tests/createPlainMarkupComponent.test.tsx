import { PopcornError, createManualClock, createPopcorn, createVirtualPlayer, definePlugin } from "@popcorn-kit/core";
import { el } from "@popcorn-kit/core/markup";
import { footnote, footnoteMarkup } from "@popcorn-kit/core/plugins/footnote";
import { text, textMarkup } from "@popcorn-kit/core/plugins/text";
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { PopcornProvider, createMarkupComponent, createPlainMarkupComponent } from "../src/index.js";
import { world } from "./world.js";

let current: { pop: { destroy(): void } } | undefined;
afterEach(() => current?.pop.destroy());

describe("createPlainMarkupComponent", () => {
  test("refuses a plugin with an option of type html, naming the plugin and the option", () => {
    const refused = (() => {
      try {
        createPlainMarkupComponent(text, textMarkup);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(PopcornError);
    expect((refused as PopcornError).code).toBe("INVALID_OPTION");
    expect((refused as PopcornError).message).toContain('"text"');
    expect((refused as PopcornError).message).toContain('option "html"');
  });

  test("renders the same markup as createMarkupComponent", async () => {
    const Plain = createPlainMarkupComponent(footnote, footnoteMarkup);
    const Full = createMarkupComponent(footnote, footnoteMarkup);
    const { pop } = (current = world());
    const { container } = render(
      <PopcornProvider popcorn={pop}>
        <div data-testid="plain">
          <Plain start={1} end={3} text="Recorded in 1969" />
        </div>
        <div data-testid="full">
          <Full start={1} end={3} text="Recorded in 1969" />
        </div>
      </PopcornProvider>,
    );
    await act(async () => pop.seek(2));
    const [plain, full] = [...container.querySelectorAll("[data-testid]")].map((box) => box.innerHTML);
    expect(plain).toContain("Recorded in 1969");
    expect(plain).toBe(full);
  });

  test("a markup's sanitize makes no HTML unless the instance has a sanitizer of its own", async () => {
    const note = definePlugin({ name: "note", manifest: { options: { body: { type: "text" } } } });
    const Note = createPlainMarkupComponent(note, ({ body, sanitize }) =>
      el("div", { class: "note", html: sanitize(`<em>${body}</em>`) }),
    );
    const clock = createManualClock();
    const plain = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 10 }), { ticker: clock });
    const own = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 10 }), {
      ticker: clock,
      sanitizeHtml: (html) => html.replace(/<\/?em>/g, "*"),
    });
    try {
      const { container } = render(
        <>
          <PopcornProvider popcorn={plain}>
            <Note start={0} end={5} body="without" />
          </PopcornProvider>
          <PopcornProvider popcorn={own}>
            <Note start={0} end={5} body="with" />
          </PopcornProvider>
        </>,
      );
      await act(async () => {
        plain.seek(1);
        own.seek(1);
      });
      expect([...container.querySelectorAll(".note")].map((node) => node.innerHTML)).toEqual(["", "*with*"]);
    } finally {
      plain.destroy();
      own.destroy();
    }
  });
});
