import type { PluginDefinition, Popcorn } from "@popcorn-kit/core";
import { Cue, PopcornProvider, PopcornTarget, type PluginViewProps, createPluginComponent } from "@popcorn-kit/react";
import { act, cleanup, render } from "@testing-library/react";
import { type ComponentType, type ReactNode, StrictMode } from "react";
import { type ConformanceHarness, type CueSpec, type MountedScene, type Scene, readScene } from "../harness.js";

/** The View of the suite's plugin scenario: `text (tone)` in an `<em data-plugin>`. */
function CaptionView({ text, tone }: PluginViewProps<{ text: string; tone: string }>) {
  return (
    <em data-plugin="">
      {text} ({tone})
    </em>
  );
}

// One component per plugin definition: a new component type on every render would remount it.
const pluginComponents = new WeakMap<PluginDefinition<any, any>, ComponentType<Record<string, unknown>>>();
function pluginComponent(definition: PluginDefinition<any, any>): ComponentType<Record<string, unknown>> {
  let component = pluginComponents.get(definition);
  if (!component) {
    component = createPluginComponent(definition, CaptionView) as ComponentType<Record<string, unknown>>;
    pluginComponents.set(definition, component);
  }
  return component;
}

function SceneCue({ spec, counts }: { spec: CueSpec; counts: Map<string, number> }) {
  return (
    <Cue
      id={spec.id}
      start={spec.start}
      end={spec.end}
      target={spec.target}
      keepMounted={spec.keepMounted}
      onStart={spec.onStart}
      onEnd={spec.onEnd}
    >
      {(cue) => {
        counts.set(spec.id, (counts.get(spec.id) ?? 0) + 1);
        // `cue.progress` is read only when asked for: reading it subscribes the cue to every frame.
        return (
          <span data-cue={spec.id} data-active={String(cue.active)} data-progress={spec.showProgress ? cue.progress.toFixed(2) : undefined}>
            {spec.text}
          </span>
        );
      }}
    </Cue>
  );
}

function SceneView({ pop, scene, counts }: { pop: Popcorn; scene: Scene; counts: Map<string, number> }) {
  const Plugin = scene.plugin && pluginComponent(scene.plugin.definition);
  return (
    <PopcornProvider popcorn={pop}>
      {scene.cues.map((spec) => (
        <SceneCue key={spec.id} spec={spec} counts={counts} />
      ))}
      {Plugin && <Plugin {...scene.plugin!.props} />}
      {scene.targets?.map((name) => (
        <PopcornTarget key={name} name={name} />
      ))}
    </PopcornProvider>
  );
}


/** Runs the conformance suite on `@popcorn-kit/react` with @testing-library/react in jsdom. */
export const reactHarness: ConformanceHarness = {
  name: "react",
  async mount(pop, scene, options = {}) {
    const counts = new Map<string, number>();
    const wrap = (ui: ReactNode) => (options.strict ? <StrictMode>{ui}</StrictMode> : ui);
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(wrap(<SceneView pop={pop} scene={scene} counts={counts} />));
    });
    const root = view.container;
    const mounted: MountedScene = {
      ...readScene(root),
      async rerender(next) {
        await act(async () => view.rerender(wrap(<SceneView pop={pop} scene={next} counts={counts} />)));
      },
      renderCounts: () => new Map(counts),
      resetRenderCounts: () => counts.clear(),
      async unmount() {
        await act(async () => view.unmount());
        cleanup();
      },
    };
    return mounted;
  },
  async act(fn) {
    await act(async () => fn());
  },
};
