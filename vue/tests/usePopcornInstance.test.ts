import { type Player, PopcornError, createManualClock, createVirtualPlayer } from "@popcorn-kit/core";
import { render } from "@testing-library/vue";
import { describe, expect, test } from "vitest";
import { defineComponent, h, nextTick, shallowRef } from "vue";
import { Cue, providePopcorn, usePopcornInstance } from "../src/index.js";

describe("usePopcornInstance", () => {
  test("creates the instance once mounted, replaces it when the player changes, destroys it at the end", async () => {
    const clock = createManualClock();
    const first = createVirtualPlayer({ now: clock.now, duration: 20 });
    const second = createVirtualPlayer({ now: clock.now, duration: 20, currentTime: 10 });
    const player = shallowRef<Player>(first);
    let inSetup: unknown = "unset";
    const instances: unknown[] = [];
    const Stage = defineComponent({
      setup() {
        const popcorn = usePopcornInstance(player, { ticker: clock });
        inSetup = popcorn.value;
        providePopcorn(popcorn);
        return () => {
          instances.push(popcorn.value);
          return h(Cue, { id: "late", start: 8, end: 12 }, () => "late");
        };
      },
    });
    const view = render(Stage);
    await nextTick();
    expect(inSetup).toBeNull();
    const a = instances.at(-1) as ReturnType<typeof usePopcornInstance>["value"];
    expect(a?.player).toBe(first);
    expect(view.container.textContent).toBe("");

    player.value = second;
    await nextTick();
    await nextTick();
    const b = instances.at(-1) as typeof a;
    expect(a?.destroyed).toBe(true);
    expect(b?.player).toBe(second);
    expect(view.container.textContent).toBe("late");
    expect(first.listenerCount()).toBe(0);

    view.unmount();
    expect(b?.destroyed).toBe(true);
    expect(second.listenerCount()).toBe(0);
    expect(clock.subscriberCount).toBe(0);
  });

  test("a target that is not a player is a PopcornError", () => {
    const Stage = defineComponent({
      setup() {
        usePopcornInstance({} as Player);
        return () => null;
      },
    });
    expect(() => render(Stage)).toThrow(PopcornError);
  });
});
