import type { PluginDefinition, Popcorn } from "@popcorn-kit/core";
import {
  CaptionsMenu,
  Captions,
  Chapters,
  Cue,
  PopcornProvider,
  PopcornTarget,
  PopcornVideo,
  type PluginViewProps,
  Transcript,
  TrackEventViews,
  createPluginComponent,
  useMediaState,
} from "@popcorn-kit/react";
import { act, cleanup, render } from "@testing-library/react";
import { Component, type ComponentType, type ReactNode, StrictMode } from "react";
import {
  type ConformanceHarness,
  type CueSpec,
  type MountedScene,
  type Scene,
  readScene,
  releaseContainer,
} from "../harness.js";
import { viewRenders } from "../viewRenders.js";
import { CATALOGUE } from "./catalogueComponents.js";

/** The View of the suite's plugin scenarios: `text (tone)` in an `<em data-plugin>`, with the event's id and state. */
function CaptionView({ text, tone, event, active }: PluginViewProps<{ text: string; tone?: string }>) {
  viewRenders.caption++;
  return (
    <em data-plugin="" data-event={event.id} data-active={String(active)}>
      {text}
      {tone === undefined ? "" : ` (${tone})`}
    </em>
  );
}

/** The View that reads `progress`. */
function ProgressView({ progress }: PluginViewProps<{ text: string }>) {
  return <em data-plugin="">{progress.toFixed(2)}</em>;
}

/** The View of the safety scenarios: each option rendered the way a View should (html as HTML, already sanitized). */
function SafetyView({
  text,
  html,
  link,
  image,
}: PluginViewProps<{ text: string; html: string; link: string; image: string }>) {
  return (
    <div data-plugin="">
      <p data-text="">{text}</p>
      <div data-html="" dangerouslySetInnerHTML={{ __html: html }} />
      <a data-link="" href={link}>
        link
      </a>
      <img data-image="" src={image} alt="" />
    </div>
  );
}

const VIEWS = { caption: CaptionView, progress: ProgressView, safety: SafetyView } as Record<
  string,
  ComponentType<any>
>;

// One component per plugin definition and View: a new component type on every render would remount it.
const pluginComponents = new WeakMap<PluginDefinition<any, any>, Map<string, ComponentType<Record<string, unknown>>>>();
function pluginComponent(
  definition: PluginDefinition<any, any>,
  view = "caption",
): ComponentType<Record<string, unknown>> {
  if (view === "catalogue") return CATALOGUE[definition.name]!;
  let byView = pluginComponents.get(definition);
  if (!byView) pluginComponents.set(definition, (byView = new Map()));
  let component = byView.get(view);
  if (!component) {
    component = createPluginComponent(definition, VIEWS[view]!) as ComponentType<Record<string, unknown>>;
    byView.set(view, component);
  }
  return component;
}

/** Hands what it caught to `onError` and renders nothing from then on. */
class Boundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders `ui` inside a boundary, as `render` does, and throws what the boundary caught (after unmounting, when
 * it was the first render): an error of rendering or of an effect reaches the test as a rejection.
 */
async function renderOrThrow(ui: ReactNode) {
  const caught: unknown[] = [];
  const wrap = (node: ReactNode) => <Boundary onError={(error) => caught.push(error)}>{node}</Boundary>;
  let view!: ReturnType<typeof render>;
  await act(async () => {
    // Caught errors go to the test as rejections, so React need not log them.
    view = render(wrap(ui), { onCaughtError: () => {} });
  });
  if (caught.length > 0) {
    await act(async () => view.unmount());
    throw caught[0];
  }
  return {
    view,
    async rerender(next: ReactNode) {
      await act(async () => view.rerender(wrap(next)));
      if (caught.length > 0) throw caught.shift();
    },
  };
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
          <span
            data-cue={spec.id}
            data-active={String(cue.active)}
            data-progress={spec.showProgress ? cue.progress.toFixed(2) : undefined}
          >
            {spec.text}
          </span>
        );
      }}
    </Cue>
  );
}

/** The scene's media-state reader: the selected value as JSON. */
function StateView({ selector }: { selector: NonNullable<Scene["state"]> }) {
  return <output data-state="">{JSON.stringify(useMediaState(selector))}</output>;
}

function SceneView({ pop, scene, counts }: { pop: Popcorn; scene: Scene; counts: Map<string, number> }) {
  const Plugin = scene.plugin && pluginComponent(scene.plugin.definition, scene.plugin.view);
  return (
    <PopcornProvider popcorn={pop}>
      {scene.cues.map((spec) => (
        <SceneCue key={spec.id} spec={spec} counts={counts} />
      ))}
      {Plugin && <Plugin {...scene.plugin!.props} />}
      {scene.eventViews && <TrackEventViews views={scene.eventViews} />}
      {scene.chapters && <Chapters />}
      {scene.transcript?.menu && <CaptionsMenu />}
      {scene.transcript && <Transcript {...scene.transcript.props} />}
      {scene.transcript?.captions && <Captions />}
      {scene.state && <StateView selector={scene.state} />}
      {scene.targets?.map((name) => (
        <PopcornTarget key={name} name={name} {...scene.targetAttributes?.[name]} />
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
    const { view, rerender } = await renderOrThrow(wrap(<SceneView pop={pop} scene={scene} counts={counts} />));
    const root = view.container;
    const mounted: MountedScene = {
      ...readScene(root),
      async rerender(next) {
        await rerender(wrap(<SceneView pop={pop} scene={next} counts={counts} />));
      },
      renderCounts: () => new Map(counts),
      resetRenderCounts: () => counts.clear(),
      async unmount() {
        await act(async () => view.unmount());
        releaseContainer(root);
        cleanup();
      },
    };
    return mounted;
  },
  async mountMedia(props) {
    let popcorn: Popcorn | null = null;
    const ui = (next: typeof props) => <PopcornVideo ticker="manual" {...next} onReady={(pop) => (popcorn = pop)} />;
    const { view, rerender } = await renderOrThrow(ui(props));
    return {
      root: view.container,
      popcorn: () => popcorn,
      rerender: (next) => rerender(ui(next)),
      async unmount() {
        await act(async () => view.unmount());
        releaseContainer(view.container);
      },
    };
  },
  async act(fn) {
    await act(async () => fn());
  },
};
