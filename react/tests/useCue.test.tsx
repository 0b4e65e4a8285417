import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { PopcornProvider, useCue } from "../src/index.js";
import { world } from "./world.js";

let current: ReturnType<typeof world> | undefined;
afterEach(() => current?.pop.destroy());

describe("useCue", () => {
  test("a component that does not read progress re-renders only when the cue flips", async () => {
    const { pop, clock } = (current = world());
    let renders = 0;
    function Highlight() {
      const { active } = useCue({ start: 1, end: 2 });
      renders++;
      return <p>{active ? "lit" : "dark"}</p>;
    }
    render(
      <PopcornProvider popcorn={pop}>
        <Highlight />
      </PopcornProvider>,
    );
    await act(async () => void pop.play());
    renders = 0;
    for (let i = 0; i < 30; i++) await act(async () => clock.advance(100));
    expect(screen.getByText("dark")).toBeTruthy();
    expect(renders).toBe(2);
  });

  test("reading progress re-renders on every frame while active, and only then", async () => {
    const { pop, clock } = (current = world());
    const seen: string[] = [];
    function Bar() {
      const { active, progress } = useCue({ start: 1, end: 2 });
      seen.push(active ? progress.toFixed(2) : "-");
      return <progress value={progress} />;
    }
    render(
      <PopcornProvider popcorn={pop}>
        <Bar />
      </PopcornProvider>,
    );
    await act(async () => void pop.play());
    seen.length = 0;
    for (let i = 0; i < 12; i++) await act(async () => clock.advance(250));
    expect(seen).toEqual(["0.00", "0.25", "0.50", "0.75", "-"]);
    seen.length = 0;
    await act(async () => clock.advance(250));
    expect(seen).toEqual([]);
  });

  test("an inactive cue's progress is 0, before and after", async () => {
    const { pop } = (current = world());
    function Readout() {
      const { progress } = useCue({ start: 1, end: 2 });
      return <output>{progress}</output>;
    }
    render(
      <PopcornProvider popcorn={pop}>
        <Readout />
      </PopcornProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe("0");
    await act(async () => pop.seek(1.5));
    expect(screen.getByRole("status").textContent).toBe("0.5");
  });
});
