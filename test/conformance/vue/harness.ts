import type { PluginDefinition, Popcorn, TrackEventView } from "@popcorn-kit/core";
import {
  Captions,
  CaptionsMenu,
  Chapters,
  Cue,
  type CueSlotProps,
  PopcornTarget,
  PopcornVideo,
  TrackEventViews,
  Transcript,
  createPluginComponent,
  providePopcorn,
  useMediaState,
} from "@popcorn-kit/vue";
import { render } from "@testing-library/vue";
import { type Component, type PropType, defineComponent, h, nextTick } from "vue";
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

/** The scene's media-state reader: the selected value as JSON. */
const StateView = defineComponent({
  props: { selector: { type: Function as PropType<NonNullable<Scene["state"]>>, required: true } },
  setup(props) {
    const value = useMediaState(props.selector);
    return () => h("output", { "data-state": "" }, JSON.stringify(value.value));
  },
});

/** The plugin View of the suite: `text (tone)` in an `<em data-plugin>`, with the event's id and state. */
const CaptionView = defineComponent({
  props: { text: String, tone: String, event: Object as PropType<TrackEventView>, active: Boolean },
  setup: (props) => () => {
    viewRenders.caption++;
    return h(
      "em",
      { "data-plugin": "", "data-event": props.event?.id, "data-active": String(props.active) },
      `${props.text}${props.tone === undefined ? "" : ` (${props.tone})`}`,
    );
  },
});

/** The View that reads `progress`. */
const ProgressView = defineComponent({
  props: { progress: { type: Number, required: true } },
  setup: (props) => () => h("em", { "data-plugin": "" }, props.progress.toFixed(2)),
});

/** The View of the safety scenarios: each option rendered the way a View should (html with v-html, already sanitized). */
const SafetyView = defineComponent({
  props: { text: String, html: String, link: String, image: String },
  setup: (props) => () =>
    h("div", { "data-plugin": "" }, [
      h("p", { "data-text": "" }, props.text),
      h("div", { "data-html": "", innerHTML: props.html }),
      h("a", { "data-link": "", href: props.link }, "link"),
      h("img", { "data-image": "", src: props.image, alt: "" }),
    ]),
});

const VIEWS: Record<string, Component> = { caption: CaptionView, progress: ProgressView, safety: SafetyView };

// One component per plugin definition and View: a new one on every render would remount it.
const pluginComponents = new WeakMap<PluginDefinition<any, any>, Map<string, Component>>();
function pluginComponent(definition: PluginDefinition<any, any>, view = "caption"): Component {
  if (view === "catalogue") return CATALOGUE[definition.name]!;
  let byView = pluginComponents.get(definition);
  if (!byView) pluginComponents.set(definition, (byView = new Map()));
  let component = byView.get(view);
  if (!component) byView.set(view, (component = createPluginComponent(definition, VIEWS[view]!)));
  return component;
}

/**
 * Renders like `render`, with the errors of mounting (render functions, hooks, watchers) collected instead of
 * logged; throws the first, after unmounting.
 */
async function renderOrThrow(component: Component, props: Record<string, unknown>) {
  const caught: unknown[] = [];
  const view = render(component, { props, global: { config: { errorHandler: (error) => void caught.push(error) } } });
  await nextTick();
  if (caught.length > 0) {
    view.unmount();
    throw caught[0];
  }
  return view;
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
        const {
          cues,
          targets = [],
          targetAttributes = {},
          plugin,
          eventViews,
          chapters,
          transcript,
          state,
        } = props.scene;
        return [
          ...cues.map(renderCue),
          ...targets.map((name) => h(PopcornTarget, { key: `target:${name}`, name, ...targetAttributes[name] })),
          plugin ? h(pluginComponent(plugin.definition, plugin.view), { key: "plugin", ...plugin.props }) : null,
          eventViews ? h(TrackEventViews, { key: "event-views", views: eventViews }) : null,
          chapters ? h(Chapters, { key: "chapters" }) : null,
          transcript?.menu ? h(CaptionsMenu, { key: "captions-menu" }) : null,
          transcript ? h(Transcript, { key: "transcript", ...transcript.props }) : null,
          transcript?.captions ? h(Captions, { key: "captions" }) : null,
          state ? h(StateView, { key: "state", selector: state }) : null,
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
    let view = await renderOrThrow(Scene, { scene });
    if (options.strict) {
      view.unmount();
      view = await renderOrThrow(Scene, { scene });
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
        releaseContainer(view.container as Element);
      },
    };
    return mounted;
  },
  async mountMedia(props) {
    let popcorn: Popcorn | null = null;
    const onReady = (pop: Popcorn) => (popcorn = pop);
    const view = await renderOrThrow(PopcornVideo, { ticker: "manual", ...props, onReady });
    return {
      root: view.container as Element,
      popcorn: () => popcorn,
      async rerender(next) {
        await view.rerender({ ticker: "manual", ...next, onReady });
        await nextTick();
      },
      async unmount() {
        view.unmount();
        await nextTick();
        releaseContainer(view.container as Element);
      },
    };
  },
  async act(fn) {
    fn();
    await nextTick();
  },
};
