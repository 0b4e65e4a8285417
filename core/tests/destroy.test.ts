import { describe, expect, test, vi } from "vitest";
import { PopcornError, createManualClock, createPopcorn, createVirtualPlayer } from "../src/index.js";
import { probePlugin, setup } from "./harness.js";

describe("destroy", () => {
  test("ends active events (latest first), tears everything down, then fires destroy", () => {
    const calls: string[] = [];
    const { pop } = setup({ popcorn: { plugins: [probePlugin(calls)] } });
    pop.add("probe", { id: "outer", start: 0, end: 10 });
    pop.add("probe", { id: "inner", start: 0, end: 5 });
    pop.add("probe", { id: "later", start: 20, end: 30 });
    pop.on("destroy", () => calls.push("destroy"));
    calls.length = 0;
    pop.destroy();
    expect(calls).toEqual(["end:inner", "end:outer", "teardown:later", "teardown:inner", "teardown:outer", "destroy"]);
  });

  test("releases every listener on the player and every frame subscription", () => {
    const { pop, player, clock } = setup();
    expect(player.listenerCount()).toBeGreaterThan(0);
    pop.store.subscribe(() => {});
    pop.watch("x", () => {});
    pop.on("trackstart", () => {});
    void pop.play();
    expect(clock.subscriberCount).toBe(1);
    pop.destroy();
    expect(player.listenerCount()).toBe(0);
    expect(clock.subscriberCount).toBe(0);
    expect(pop.listenerCount()).toBe(0);
  });

  test("any later call throws DESTROYED; destroy again, off and unsubscribing are harmless", () => {
    const { pop } = setup();
    const listener = () => {};
    const off = pop.on("trackstart", listener);
    const unsubscribe = pop.store.subscribe(() => {});
    pop.destroy();
    for (const call of [
      () => pop.add("cue", {}),
      () => pop.play(),
      () => pop.seek(1),
      () => pop.tick(),
      () => pop.getTrackEvents(),
      () => pop.on("x", () => {}),
      () => pop.currentTime,
    ]) {
      expect(call).toThrow(PopcornError);
      try {
        call();
      } catch (error) {
        expect((error as PopcornError).code).toBe("DESTROYED");
      }
    }
    expect(() => {
      pop.destroy();
      off();
      pop.off("trackstart", listener);
      unsubscribe();
    }).not.toThrow();
    expect(pop.destroyed).toBe(true);
  });

  test("a plugin may destroy the instance from a callback: what started still ends, nothing runs after", () => {
    const { pop, clock, take } = setup();
    pop.add("cue", { id: "a", start: 1, end: 2, onStart: () => pop.destroy() });
    pop.add("cue", { id: "b", start: 1, end: 2 });
    void pop.play();
    clock.advance(3000);
    // b's start was queued in the same tick, behind a's: it is dropped, since nothing starts after destroy().
    expect(take()).toBe("+a -a");
    expect(pop.destroyed).toBe(true);
    clock.advance(1000);
    expect(take()).toBe("");
  });

  test("the player stays the page's: destroy releases the instance's timers, player.destroy() the player's end timer", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    try {
      // The host's clock: the virtual player sets a timer for its end, the instance ticks every 16 ms (no DOM).
      const player = createVirtualPlayer({ duration: 60 });
      const pop = createPopcorn(player);
      const ended: string[] = [];
      player.addEventListener("ended", () => ended.push("ended"));
      void pop.play();
      expect(vi.getTimerCount()).toBe(2);
      pop.destroy();
      // The player plays on, as a <video> does: it is the page's, and so is its end timer.
      expect(vi.getTimerCount()).toBe(1);
      expect(player.paused).toBe(false);
      player.destroy();
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(61_000);
      expect(ended).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("leaks", () => {
  test("10,000 instances with events, created, played and destroyed, leave the heap at its baseline", async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    expect(gc, "run with --expose-gc").toBeTypeOf("function");
    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 100 });

    const cycle = (count: number) => {
      const refs: WeakRef<object>[] = [];
      for (let i = 0; i < count; i++) {
        const pop = createPopcorn(player, { ticker: clock });
        for (let j = 0; j < 10; j++) pop.add("cue", { start: j, end: j + 2, onStart: () => {} });
        pop.store.subscribe(() => {});
        pop.watch("cue-1", () => {});
        pop.tick();
        pop.destroy();
        if (i % 1000 === 0) refs.push(new WeakRef(pop));
      }
      return refs;
    };

    const settle = async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      gc!();
      gc!();
    };
    cycle(1000);
    await settle();
    const baseline = process.memoryUsage().heapUsed;
    const refs = cycle(10_000);
    await settle();
    const after = process.memoryUsage().heapUsed;

    expect(player.listenerCount()).toBe(0);
    expect(clock.subscriberCount).toBe(0);
    expect(refs.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
    // A leak of even 100 bytes per instance would show as 1 MB.
    expect(after - baseline).toBeLessThan(1_000_000);
  });
});
