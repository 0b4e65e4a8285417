// When a cue runs (p.cue(time, fn), exec): what Popcorn 1.x pages rely on, on the kit's timeline.
import { afterEach, describe, expect, it, vi } from "vitest";
import { made, virtualPopcorn } from "./virtualPopcorn.js";

afterEach(() => {
  for (const p of made.splice(0)) p.destroy();
});

describe("a cue", () => {
  it("runs when a seek lands on its time, as in 1.x (p.pause(0) runs a cue at 0); a seek over it does not run it", () => {
    const { p, at } = virtualPopcorn();
    const atZero = vi.fn();
    const atThree = vi.fn();
    p.cue(5, () => {}).cue(3, atThree);
    at(5);
    p.cue(0, atZero);
    at(0);
    expect(atZero).toHaveBeenCalledTimes(1);
    at(4);
    expect(atThree).not.toHaveBeenCalled();
  });

  it("paused, does not run again when a seek lands on it once more; playing, it does", async () => {
    const { p, player, at, playTo } = virtualPopcorn();
    const fn = vi.fn();
    p.cue(2, fn);
    await playTo(2.5);
    expect(fn).toHaveBeenCalledTimes(1);
    at(2);
    at(1);
    at(2);
    expect(fn).toHaveBeenCalledTimes(1);
    at(1);
    await player.play();
    player.currentTime = 2;
    p.kit.tick();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("at the time playback starts from (play(0)) runs once, then playback runs the next ones", async () => {
    const { p, at, playTo } = virtualPopcorn();
    const order: number[] = [];
    at(10);
    p.cue(0, () => order.push(0)).cue(1, () => order.push(1));
    at(0);
    await playTo(1.5);
    expect(order).toEqual([0, 1]);
  });
});
