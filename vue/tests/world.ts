import {
  type PluginDefinition,
  type Popcorn,
  createManualClock,
  createPopcorn,
  createVirtualPlayer,
  definePlugin,
} from "@popcorn-kit/core";
import { cleanup } from "@testing-library/vue";
import { type Component, type PropType, defineComponent, h, nextTick } from "vue";
import { providePopcorn } from "../src/index.js";

/** A plugin with a required text and a select option with a default. */
export const footnote = definePlugin({
  name: "footnote",
  manifest: {
    options: {
      text: { type: "text", required: true },
      tone: { type: "select", choices: ["plain", "bold"], default: "plain" },
      target: { type: "target" },
    },
  },
});

const instances: Popcorn[] = [];

/** Unmounts what the test rendered and destroys the instances it made (tests/setup.ts runs it after each test). */
export function cleanupWorld(): void {
  cleanup();
  for (const pop of instances.splice(0)) if (!pop.destroyed) pop.destroy();
}

/** A virtual player on a manual clock, and its instance: time moves only when the test says so. */
export function world(options: { duration?: number; plugins?: PluginDefinition<any, any>[] } = {}) {
  const clock = createManualClock();
  const player = createVirtualPlayer({ now: clock.now, duration: options.duration ?? 60 });
  const pop = createPopcorn(player, { ticker: clock, plugins: options.plugins ?? [footnote] });
  instances.push(pop);
  const errors: unknown[] = [];
  pop.on("error", (event) => errors.push(event));
  /** Moves time by `ms` (one frame) and lets Vue render. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await nextTick();
  };
  const seek = async (time: number) => {
    pop.seek(time);
    await nextTick();
  };
  return { clock, player, pop, errors, advance, seek };
}

/** Provides `popcorn` to its default slot. */
export const Provider = defineComponent({
  props: { popcorn: { type: Object as PropType<Popcorn | null>, default: null } },
  setup(props, { slots }) {
    providePopcorn(() => props.popcorn);
    return () => slots.default?.();
  },
});

/** `component` with `props`, below a provider of `pop`: what `render()` mounts. */
export function provided(pop: Popcorn | null, component: Component, props: Record<string, unknown> = {}) {
  return defineComponent({
    setup: () => () => h(Provider, { popcorn: pop }, { default: () => h(component, props) }),
  });
}
