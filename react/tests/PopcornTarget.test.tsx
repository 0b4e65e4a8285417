import { act, render } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { Cue, PopcornProvider, PopcornTarget } from "../src/index.js";
import { world } from "./world.js";

let current: ReturnType<typeof world> | undefined;
afterEach(() => current?.pop.destroy());

describe("<PopcornTarget>", () => {
  test("renders a div with its props and ref; targeted cues render inside it while active", async () => {
    const { pop } = (current = world());
    const ref = createRef<HTMLDivElement>();
    const { container } = render(
      <PopcornProvider popcorn={pop}>
        <Cue start={1} end={2} target="side">
          <b>aside</b>
        </Cue>
        <main>
          <PopcornTarget name="side" className="notes" aria-label="Notes" ref={ref} />
        </main>
      </PopcornProvider>,
    );
    const outlet = container.querySelector('[data-popcorn-target="side"]')!;
    expect(outlet.className).toBe("notes");
    expect(outlet.getAttribute("aria-label")).toBe("Notes");
    expect(ref.current).toBe(outlet);
    expect(outlet.textContent).toBe("");
    await act(async () => pop.seek(1.5));
    expect(outlet.innerHTML).toBe("<b>aside</b>");
    expect(container.querySelector("main")!.textContent).toBe("aside");
  });

  test("two outlets of one name: the one mounted last receives the content, the other takes over when it goes", async () => {
    const { pop } = (current = world());
    const scene = (both: boolean) => (
      <PopcornProvider popcorn={pop}>
        <Cue start={0} end={5} target="side">
          note
        </Cue>
        <PopcornTarget name="side" id="first" />
        {both && <PopcornTarget name="side" id="second" />}
      </PopcornProvider>
    );
    const { container, rerender } = render(scene(true));
    await act(async () => {});
    expect(container.querySelector("#first")!.textContent).toBe("");
    expect(container.querySelector("#second")!.textContent).toBe("note");
    rerender(scene(false));
    await act(async () => {});
    expect(container.querySelector("#first")!.textContent).toBe("note");
  });

  test("each provider has its own outlets", async () => {
    const a = world();
    const b = (current = world());
    const { container } = render(
      <>
        <PopcornProvider popcorn={a.pop}>
          <Cue start={0} target="side">
            from a
          </Cue>
          <PopcornTarget name="side" id="a" />
        </PopcornProvider>
        <PopcornProvider popcorn={b.pop}>
          <PopcornTarget name="side" id="b" />
        </PopcornProvider>
      </>,
    );
    await act(async () => {});
    expect(container.querySelector("#a")!.textContent).toBe("from a");
    expect(container.querySelector("#b")!.textContent).toBe("");
    a.pop.destroy();
  });
});
