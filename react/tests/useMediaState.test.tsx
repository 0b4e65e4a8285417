import { type MediaSnapshot, SERVER_SNAPSHOT } from "@popcorn-kit/core";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PopcornProvider, useCurrentTime, useMediaState } from "../src/index.js";
import { world } from "./world.js";

let current: ReturnType<typeof world> | undefined;
afterEach(() => {
  current?.pop.destroy();
  vi.restoreAllMocks();
});

describe("useMediaState", () => {
  test("re-renders only when its slice changes, not on every frame", async () => {
    const { pop, clock } = (current = world());
    let renders = 0;
    function PlayButton() {
      const paused = useMediaState((s) => s.paused);
      renders++;
      return <button>{paused ? "Play" : "Pause"}</button>;
    }
    render(
      <PopcornProvider popcorn={pop}>
        <PlayButton />
      </PopcornProvider>,
    );
    renders = 0;
    await act(async () => void pop.play());
    for (let i = 0; i < 20; i++) await act(async () => clock.advance(100));
    expect(screen.getByRole("button").textContent).toBe("Pause");
    await act(async () => pop.pause());
    expect(screen.getByRole("button").textContent).toBe("Play");
    expect(renders).toBe(2);
  });

  test("a selector closing over props applies at once, without waiting for the media to change", async () => {
    const { pop } = (current = world());
    pop.seek(5);
    function Past({ mark }: { mark: number }) {
      const past = useMediaState((s) => s.currentTime >= mark);
      return <p>{past ? "past" : "before"}</p>;
    }
    const view = render(
      <PopcornProvider popcorn={pop}>
        <Past mark={3} />
      </PopcornProvider>,
    );
    expect(screen.getByText("past")).toBeTruthy();
    view.rerender(
      <PopcornProvider popcorn={pop}>
        <Past mark={8} />
      </PopcornProvider>,
    );
    expect(screen.getByText("before")).toBeTruthy();
  });

  test("isEqual keeps the previous value, so a list of active events re-renders only when it changes", async () => {
    const { pop, clock } = (current = world());
    pop.add("cue", { id: "a", start: 1, end: 3 });
    pop.add("cue", { id: "b", start: 2, end: 3 });
    const lists: (readonly unknown[])[] = [];
    function Active() {
      const ids = useMediaState(
        (s) => s.active.map((e) => e.id),
        (a, b) => a.length === b.length && a.every((id, i) => id === b[i]),
      );
      lists.push(ids);
      return <p>{ids.join(",")}</p>;
    }
    render(
      <PopcornProvider popcorn={pop}>
        <Active />
      </PopcornProvider>,
    );
    await act(async () => void pop.play());
    for (let i = 0; i < 40; i++) await act(async () => clock.advance(100));
    expect(lists.map((ids) => ids.join(","))).toEqual(["", "a", "a,b", ""]);
  });

  test("with no instance yet it renders from the server snapshot", () => {
    const seen: MediaSnapshot[] = [];
    function Probe() {
      seen.push(useMediaState((s) => s));
      return null;
    }
    render(
      <PopcornProvider popcorn={null}>
        <Probe />
      </PopcornProvider>,
    );
    expect(seen.at(-1)).toBe(SERVER_SNAPSHOT);
  });

  test("outside any provider it throws a PopcornError", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Probe() {
      useMediaState((s) => s.paused);
      return null;
    }
    expect(() => render(<Probe />)).toThrow(expect.objectContaining({ name: "PopcornError", code: "NOT_FOUND" }));
  });
});

describe("useCurrentTime", () => {
  test("re-renders on every frame while playing, and not while paused", async () => {
    const { pop, clock } = (current = world());
    const times: number[] = [];
    function Clock() {
      const time = useCurrentTime();
      times.push(time);
      return <output>{time.toFixed(1)}</output>;
    }
    render(
      <PopcornProvider popcorn={pop}>
        <Clock />
      </PopcornProvider>,
    );
    await act(async () => void pop.play());
    for (let i = 0; i < 5; i++) await act(async () => clock.advance(100));
    await act(async () => pop.pause());
    const rendered = times.length;
    for (let i = 0; i < 5; i++) await act(async () => clock.advance(100));
    expect(times.slice(-5).map((t) => t.toFixed(1))).toEqual(["0.1", "0.2", "0.3", "0.4", "0.5"]);
    expect(times.length).toBe(rendered);
    expect(screen.getByRole("status").textContent).toBe("0.5");
  });
});
