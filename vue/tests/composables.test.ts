import { PopcornError, SERVER_SNAPSHOT } from "@popcorn-kit/core";
import { fireEvent, render, screen } from "@testing-library/vue";
import { describe, expect, test, vi } from "vitest";
import { defineComponent, h, nextTick } from "vue";
import { useMediaState, usePopcorn } from "../src/index.js";
import TimeReadout from "./fixtures/TimeReadout.vue";
import Transport from "./fixtures/Transport.vue";
import { provided, world } from "./world.js";

describe("usePopcorn", () => {
  test("outside a provider it throws a PopcornError that says where it must be used", () => {
    const Orphan = defineComponent({
      setup() {
        usePopcorn();
        return () => null;
      },
    });
    const failure = (() => {
      try {
        render(Orphan);
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(PopcornError);
    expect(failure).toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining("inside <PopcornVideo>") });
  });
});

describe("useMediaState", () => {
  test("a transport bar re-renders on play and pause, not on every frame", async () => {
    const w = world();
    const renders = { count: 0 };
    render(provided(w.pop, Transport, { renders }));
    await nextTick();
    expect(screen.getByRole("button").textContent).toBe("Play");
    expect(screen.getByTestId("duration").textContent).toBe("60");
    renders.count = 0;

    await fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button").textContent).toBe("Pause");
    for (let i = 0; i < 30; i++) await w.advance(16);
    expect(renders.count).toBe(1);

    await fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button").textContent).toBe("Play");
    expect(w.pop.paused).toBe(true);
    expect(renders.count).toBe(2);
  });

  test("useCurrentTime follows the playhead frame by frame", async () => {
    const w = world();
    const renders = { count: 0 };
    render(provided(w.pop, TimeReadout, { renders }));
    await nextTick();
    void w.pop.play();
    for (let i = 0; i < 5; i++) await w.advance(100);
    expect(screen.getByRole("status").textContent).toBe("0.5");
    expect(renders.count).toBe(5);
    await w.seek(42.25);
    expect(screen.getByRole("status").textContent).toBe("42.3");
  });

  test("shows the server snapshot until there is an instance, then the instance's state", async () => {
    const w = world();
    await w.seek(12);
    const Probe = defineComponent({
      setup() {
        const time = useMediaState((s) => s.currentTime);
        const seenInSetup = time.value;
        return () => h("p", `${seenInSetup} then ${time.value}`);
      },
    });
    render(provided(null, Probe));
    expect(screen.getByText(`${SERVER_SNAPSHOT.currentTime} then 0`)).toBeTruthy();
    const view = render(provided(w.pop, Probe));
    await nextTick();
    expect(view.getByText("0 then 12")).toBeTruthy();
  });

  test("a selector that builds a new array on every call, without isEqual, gets a development warning", async () => {
    const w = world();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const Probe = defineComponent({
      setup() {
        const unstable = useMediaState((s) => s.active.filter((e) => e.type === "subtitle"));
        const stable = useMediaState((s) => s.active.length);
        return () => h("p", `${unstable.value.length} ${stable.value}`);
      },
    });
    render(provided(w.pop, Probe));
    await nextTick();
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(/^\[popcorn-kit\] useMediaState\(\): the selector returns a new value/)],
    ]);
    warn.mockRestore();
  });

  test("a selector with isEqual keeps one value while equal slices arrive", async () => {
    const w = world();
    const values: unknown[] = [];
    const Probe = defineComponent({
      setup() {
        const state = useMediaState(
          (s) => ({ playing: !s.paused }),
          (a, b) => a.playing === b.playing,
        );
        return () => {
          values.push(state.value);
          return h("p", String(state.value.playing));
        };
      },
    });
    render(provided(w.pop, Probe));
    await nextTick();
    void w.pop.play();
    for (let i = 0; i < 10; i++) await w.advance(50);
    expect(screen.getByText("true")).toBeTruthy();
    // Server value, the instance's value on mount (equal, so no new render), then playing.
    expect(values.map((v) => (v as { playing: boolean }).playing)).toEqual([false, true]);
  });
});
