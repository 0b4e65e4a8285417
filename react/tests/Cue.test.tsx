import { PopcornError } from "@popcorn-kit/core";
import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Cue, PopcornProvider } from "../src/index.js";
import { Boundary } from "./Boundary.js";
import { world } from "./world.js";

let current: ReturnType<typeof world> | undefined;
const setup = () => (current = world());
afterEach(() => {
  current?.pop.destroy();
  vi.restoreAllMocks();
});

describe("<Cue>", () => {
  test("shows its children only while the playhead is inside [start, end), timecodes accepted", async () => {
    const { pop } = setup();
    render(
      <PopcornProvider popcorn={pop}>
        <Cue start="0:02" end="4s">
          <p>note</p>
        </Cue>
      </PopcornProvider>,
    );
    expect(screen.queryByText("note")).toBeNull();
    await act(async () => pop.seek(2));
    expect(screen.getByText("note")).toBeTruthy();
    await act(async () => pop.seek(4));
    expect(screen.queryByText("note")).toBeNull();
  });

  test("a render function gets { active }, and keepMounted renders it while inactive too", async () => {
    const { pop } = setup();
    render(
      <PopcornProvider popcorn={pop}>
        <Cue start={1} end={2} keepMounted>
          {({ active }) => <p>{active ? "on" : "off"}</p>}
        </Cue>
      </PopcornProvider>,
    );
    expect(screen.getByText("off")).toBeTruthy();
    await act(async () => pop.seek(1.5));
    expect(screen.getByText("on")).toBeTruthy();
  });

  test("calls the latest onStart/onEnd without updating the event", async () => {
    const { pop } = setup();
    const calls: string[] = [];
    let changes = 0;
    pop.on("trackchange", () => changes++);
    function Scene() {
      const [label, setLabel] = useState("first");
      return (
        <PopcornProvider popcorn={pop}>
          <button onClick={() => setLabel("second")}>relabel</button>
          <Cue
            id="c"
            start={1}
            end={2}
            onStart={() => calls.push(`start ${label}`)}
            onEnd={(event) => calls.push(`end ${event.id}`)}
          />
        </PopcornProvider>
      );
    }
    render(<Scene />);
    await act(async () => screen.getByText("relabel").click());
    await act(async () => pop.seek(1.5));
    await act(async () => pop.seek(3));
    expect(calls).toEqual(["start second", "end c"]);
    expect(changes).toBe(0);
  });

  test("removing the start prop moves the cue back to 0", async () => {
    const { pop } = setup();
    const view = render(
      <PopcornProvider popcorn={pop}>
        <Cue id="c" start={5} end={9}>
          late
        </Cue>
      </PopcornProvider>,
    );
    expect(screen.queryByText("late")).toBeNull();
    view.rerender(
      <PopcornProvider popcorn={pop}>
        <Cue id="c" end={9}>
          late
        </Cue>
      </PopcornProvider>,
    );
    await act(async () => {});
    expect(pop.getTrackEvent("c")).toMatchObject({ start: 0, end: 9 });
    expect(screen.getByText("late")).toBeTruthy();
  });

  test("ends before its start is a PopcornError naming the value, caught by an error boundary", async () => {
    const { pop } = setup();
    const caught: unknown[] = [];
    // React logs the errors it hands to a boundary; this test expects one.
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Boundary onError={(error) => caught.push(error)}>
        <PopcornProvider popcorn={pop}>
          <Cue id="bad" start={5} end={2}>
            never
          </Cue>
        </PopcornProvider>
      </Boundary>,
    );
    expect(caught[0]).toBeInstanceOf(PopcornError);
    expect(caught[0]).toMatchObject({ code: "INVALID_TIME" });
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("outside any provider it throws a PopcornError saying where it belongs", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Cue start={1}>x</Cue>)).toThrow(/expected it inside <PopcornProvider/);
  });
});

describe("<Cue> with an instance destroyed elsewhere", () => {
  test("renders nothing and throws nothing, mounting or unmounting", async () => {
    const { pop } = world();
    pop.destroy();
    const { container, unmount } = render(
      <PopcornProvider popcorn={pop}>
        <Cue start={0}>gone</Cue>
      </PopcornProvider>,
    );
    await act(async () => {});
    expect(container.textContent).toBe("");
    unmount();
  });
});
