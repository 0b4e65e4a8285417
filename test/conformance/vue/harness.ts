import type { PluginDefinition, Popcorn } from "@popcorn-kit/core";
import { Cue, type CueSlotProps, PopcornTarget, createPluginComponent, providePopcorn } from "@popcorn-kit/vue";
import { render } from "@testing-library/vue";
import { type Component, type PropType, defineComponent, h, nextTick } from "vue";
import { type ConformanceHarness, type CueSpec, type MountedScene, type Scene, readScene } from "../harness.js";

/** The plugin View of the suite: `text (tone)` in an `<em data-plugin>`. */
const CaptionView = defineComponent({
  props: { text: String, tone: String },
  setup: (props) => () => h("em", { "data-plugin": "" }, `${props.text} (${props.tone})`),
});

// One component per plugin definition: a new one on every render would remount it.
const pluginComponents = new WeakMap<PluginDefinition<any, any>, Component>();
function pluginComponent(definition: PluginDefinition<any, any>): Component {
  let component = pluginComponents.get(definition);
  if (!component) pluginComponents.set(definition, (component = createPluginComponent(definition, CaptionView)));
  return component;
}

/** Mounts a scene below `providePopcorn(pop)`, counting each run of a cue's scoped slot as one render. */
function sceneComponent(pop: Popcorn, counts: Map<string, number>) {
  const renderCue = (spec: CueSpec) =>
    h(
      Cue,
      {
        key: spec.id,
        id: spec.id,
        start: spec.start,
        end: spec.end,
        target: spec.target,
        keepMounted: spec.keepMounted,
        onStart: spec.onStart,
        onEnd: spec.onEnd,
      },
      {
        default: (slot: CueSlotProps) => {
          counts.set(spec.id, (counts.get(spec.id) ?? 0) + 1);
          return [
            h(
              "span",
              {
                "data-cue": spec.id,
                "data-active": String(slot.active),
                "data-progress": spec.showProgress ? slot.progress.toFixed(2) : undefined,
              },
              spec.text,
            ),
          ];
        },
      },
    );
  return defineComponent({
    props: { scene: { type: Object as PropType<Scene>, required: true } },
    setup(props) {
      providePopcorn(pop);
      return () => {
        const { cues, targets = [], plugin } = props.scene;
        return [
          ...cues.map(renderCue),
          ...targets.map((name) => h(PopcornTarget, { key: `target:${name}`, name })),
          plugin ? h(pluginComponent(plugin.definition), { key: "plugin", ...plugin.props }) : null,
        ];
      };
    },
  });
}


/** The conformance harness for `@popcorn-kit/vue`: @testing-library/vue in jsdom. */
export const vueHarness: ConformanceHarness = {
  name: "vue",
  async mount(pop, scene, options = {}) {
    const counts = new Map<string, number>();
    const Scene = sceneComponent(pop, counts);
    let view = render(Scene, { props: { scene } });
    await nextTick();
    if (options.strict) {
      view.unmount();
      view = render(Scene, { props: { scene } });
      await nextTick();
    }
    const root = view.container;
    const mounted: MountedScene = {
      ...readScene(root),
      async rerender(next) {
        await view.rerender({ scene: next });
        await nextTick();
      },
      renderCounts: () => new Map(counts),
      resetRenderCounts: () => counts.clear(),
      async unmount() {
        view.unmount();
        await nextTick();
      },
    };
    return mounted;
  },
  async act(fn) {
    fn();
    await nextTick();
  },
};
