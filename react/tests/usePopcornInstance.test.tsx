import { type Player, type Popcorn, createManualClock, createVirtualPlayer } from "@popcorn-kit/core";
import { act, render } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, test, vi } from "vitest";
import { Cue, PopcornProvider, usePopcornInstance } from "../src/index.js";

describe("usePopcornInstance", () => {
  test("binds a player object, provides it to cues, and destroys the instance (not the player) on unmount", async () => {
    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 10 });
    let seen: Popcorn | null = null;
    function App() {
      const pop = usePopcornInstance(player, { ticker: clock });
      seen = pop;
      return (
        <PopcornProvider popcorn={pop}>
          <Cue start={1} end={2}>
            one
          </Cue>
        </PopcornProvider>
      );
    }
    const { container, unmount } = render(<App />);
    await act(async () => {});
    const pop = seen!;
    expect(pop.player).toBe(player);
    await act(async () => void pop.play());
    await act(async () => clock.advance(1500));
    expect(container.textContent).toBe("one");
    unmount();
    expect(pop.destroyed).toBe(true);
    expect(player.listenerCount()).toBe(0);
    expect(player.currentTime).toBe(1.5);
  });

  test("binds the element of a ref, and a new instance when the target changes", async () => {
    const made: Popcorn[] = [];
    function App({ kind }: { kind: "a" | "b" }) {
      const ref = useRef<HTMLVideoElement>(null);
      const pop = usePopcornInstance(ref, { ticker: "manual" });
      if (pop && !made.includes(pop)) made.push(pop);
      return <video key={kind} ref={ref} data-kind={kind} />;
    }
    const { rerender } = render(<App kind="a" />);
    await act(async () => {});
    rerender(<App kind="b" />);
    await act(async () => {});
    expect(made).toHaveLength(2);
    expect(made[0]!.destroyed).toBe(true);
    expect(made[1]!.destroyed).toBe(false);
    expect((made[1]!.player as { element?: HTMLElement }).element?.dataset.kind).toBe("b");
  });

  test("registers plugins that appear after the instance was made", async () => {
    const player = createVirtualPlayer();
    const late = { name: "late", manifest: { options: {} } };
    let seen: Popcorn | null = null;
    function App({ plugins }: { plugins: (typeof late)[] }) {
      seen = usePopcornInstance(player, { ticker: "manual", plugins });
      return null;
    }
    const { rerender, unmount } = render(<App plugins={[]} />);
    await act(async () => {});
    expect(seen!.getPlugin("late")).toBeUndefined();
    rerender(<App plugins={[late]} />);
    await act(async () => {});
    expect(seen!.getPlugin("late")).toBe(late);
    unmount();
  });

  test("something that is not a player is a PopcornError", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function App() {
      usePopcornInstance({ currentTime: 0 } as unknown as Player);
      return null;
    }
    await expect(act(async () => void render(<App />))).rejects.toMatchObject({ name: "PopcornError", code: "PLAYER" });
    vi.restoreAllMocks();
  });
});

describe("usePopcornInstance in development", () => {
  test("warns when ticker or frameRate change after the instance was made", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const player = createVirtualPlayer();
    function App({ frameRate }: { frameRate: number }) {
      usePopcornInstance(player, { ticker: "manual", frameRate });
      return null;
    }
    const { rerender, unmount } = render(<App frameRate={25} />);
    await act(async () => {});
    expect(warn).not.toHaveBeenCalled();
    rerender(<App frameRate={30} />);
    await act(async () => {});
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[popcorn-kit\] usePopcornInstance\(\): `frameRate` changed after the instance was made/),
    );
    unmount();
    vi.restoreAllMocks();
  });
});
