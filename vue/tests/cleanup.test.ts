import { render } from "@testing-library/vue";
import { describe, expect, test } from "vitest";
import { type EffectScope, defineComponent, effectScope, h, nextTick, ref } from "vue";
import { Cue, PopcornTarget, createPluginComponent, useCue, useCurrentTime, useMediaState } from "../src/index.js";
import FootnoteView from "./fixtures/FootnoteView.vue";
import { footnote, provided, world } from "./world.js";

const Footnote = createPluginComponent(footnote, FootnoteView);

describe("releasing subscriptions", () => {
  test("unmounting releases every subscription on the instance, the player and the clock", async () => {
    const w = world();
    const before = { pop: w.pop.listenerCount(), player: w.player.listenerCount() };
    const Scene = defineComponent({
      setup() {
        const time = useCurrentTime();
        const paused = useMediaState((s) => s.paused);
        return () => [
          h("p", `${time.value} ${paused.value}`),
          h(
            Cue,
            { start: 0, end: 5, target: "side" },
            { default: ({ progress }: { progress: number }) => progress.toFixed(2) },
          ),
          h(Cue, { start: 1, end: 2, keepMounted: true }, () => "kept"),
          h(Footnote, { start: 0, end: 9, text: "note" }),
          h(PopcornTarget, { name: "side" }),
        ];
      },
    });
    const view = render(provided(w.pop, Scene));
    await nextTick();
    void w.pop.play();
    await w.advance(1500);
    expect(view.container.textContent).toContain("0.30");
    expect(w.pop.listenerCount()).toBeGreaterThan(before.pop);
    view.unmount();
    expect(w.pop.listenerCount()).toBe(before.pop);
    expect(w.player.listenerCount()).toBe(before.player);
    expect(w.pop.getTrackEvents()).toEqual([]);
  });

  test("stopping an effect scope inside a component releases what its composables took, before unmount", async () => {
    const w = world();
    const before = w.pop.listenerCount();
    const scopes: EffectScope[] = [];
    const enabled = ref(true);
    const Scene = defineComponent({
      setup() {
        const scope = effectScope();
        scopes.push(scope);
        const state = scope.run(() => ({
          time: useCurrentTime(),
          cue: useCue({ id: "scoped", start: 0, end: 5 }),
        }))!;
        return () =>
          h("p", enabled.value ? `${state.time.value} ${state.cue.active.value} ${state.cue.progress.value}` : "");
      },
    });
    const view = render(provided(w.pop, Scene));
    await nextTick();
    expect(view.container.textContent).toBe("0 true 0");
    expect(w.pop.listenerCount()).toBeGreaterThan(before);
    expect(w.pop.getTrackEvent("scoped")).toBeDefined();

    scopes[0]!.stop();
    expect(w.pop.listenerCount()).toBe(before);
    expect(w.pop.getTrackEvent("scoped")).toBeUndefined();
    view.unmount();
    expect(w.pop.listenerCount()).toBe(before);
  });

  test("a scope stopped before mount never subscribes", async () => {
    const w = world();
    const before = w.pop.listenerCount();
    const Scene = defineComponent({
      setup() {
        const scope = effectScope();
        scope.run(() => useMediaState((s) => s.paused));
        scope.stop();
        return () => h("p", "mounted");
      },
    });
    const view = render(provided(w.pop, Scene));
    await nextTick();
    expect(view.container.textContent).toBe("mounted");
    expect(w.pop.listenerCount()).toBe(before);
  });
});
