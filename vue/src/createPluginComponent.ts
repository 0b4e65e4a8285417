import type {
  InferInput,
  Manifest,
  PluginDefinition,
  Popcorn,
  TrackEventTiming,
  TrackEventView,
} from "@popcorn-kit/core";
import {
  type HtmlSanitizers,
  type PluginViewProps,
  pluginOutlet,
  pluginViewPropsWith,
} from "@popcorn-kit/core/adapter";
import { DEFAULT_SANITIZERS } from "@popcorn-kit/core/sanitize";
import { type Component, type DefineSetupFnComponent, type VNodeChild, defineComponent, h, useId } from "vue";
import { useOutlet } from "./useOutlet.js";
import { usePopcorn } from "./usePopcorn.js";
import { useTrackEvent } from "./useTrackEvent.js";

export type { PluginViewProps };

/** Props of a plugin component: the event's timing, the plugin's options (typed by its manifest), `@start`, `@end`. */
export type PluginComponentProps<M extends Manifest> = Omit<TrackEventTiming, "once"> &
  InferInput<M> & {
    /** `@start`: called when the event starts. */
    onStart?: (event: TrackEventView) => void;
    /** `@end`: called when the event ends, also when it is unmounted while active. */
    onEnd?: (event: TrackEventView) => void;
  };

const TIMING = ["id", "start", "end"] as const;

/**
 * Turns a plugin into a component: `<Footnote :start="2" :end="5" text="..." />` adds a track event of the
 * plugin's type with its props as options (validated by the manifest; a bad one, such as a `javascript:` URL
 * for a `url` option, is a `PopcornError`), renders `View` only while the event is active (never on the
 * server), updates the event when props change (a removed prop restores the option's default) and removes it
 * on unmount. When the manifest's option of type `target` (whatever its name) is set, the View renders into
 * that `<PopcornTarget>` instead of in place.
 *
 * The View receives core's `PluginViewProps`: the options (defaults applied, `html` ones sanitized: render them
 * with `v-html`, text with `{{ }}`), `event`, `active` and `progress`. A View that declares its props receives
 * only those (nothing falls through as attributes), and re-renders on every frame only if it declares `progress`.
 *
 * @example
 * const footnote = definePlugin({
 *   name: "footnote",
 *   manifest: { options: { text: { type: "text", required: true }, target: { type: "target" } } },
 * });
 * export const Footnote = createPluginComponent(footnote, FootnoteView); // FootnoteView: defineProps<{ text: string; active: boolean }>()
 */
export function createPluginComponent<M extends Manifest, O>(
  plugin: PluginDefinition<M, O>,
  View: Component,
): DefineSetupFnComponent<PluginComponentProps<M>> {
  const declared = declaredProps(View);
  return definePluginComponent(DEFAULT_SANITIZERS, plugin, (all) => {
    // Reading `progress` here, for a View that declares it (or declares nothing), re-renders on every frame.
    const viewProps = declared
      ? Object.fromEntries([...declared].filter((key) => key in all).map((key) => [key, all[key as keyof typeof all]]))
      : { ...all };
    return h(View, viewProps);
  });
}

/**
 * The component of `plugin` that renders, while its event is active, what `render` makes of the View props
 * (read lazily: `progress` re-renders only if `render` reads it) and the instance. Html options fall back on
 * `fallback`'s sanitizers when the instance has none: `NO_HTML` keeps DOMPurify out of the bundle.
 */
export function definePluginComponent<M extends Manifest, O>(
  fallback: HtmlSanitizers,
  plugin: PluginDefinition<M, O>,
  render: (viewProps: PluginViewProps<O>, pop: Popcorn | null) => VNodeChild,
): DefineSetupFnComponent<PluginComponentProps<M>> {
  const propNames = [...TIMING, ...Object.keys(plugin.manifest.options), "onStart", "onEnd"];
  const setup = (props: PluginComponentProps<M>) => {
    const popcorn = usePopcorn();
    const generatedId = useId();
    const options = () => {
      const { id: _id, onStart: _onStart, onEnd: _onEnd, ...input } = props;
      return input as Record<string, unknown>;
    };
    const { state, progress } = useTrackEvent(plugin, () => props.id ?? generatedId, options, {
      onStart: (event) => props.onStart?.(event),
      onEnd: (event) => props.onEnd?.(event),
    });
    const place = useOutlet(() => pluginOutlet(plugin, state.value.event?.options));
    return () => {
      if (!state.value.active || !state.value.event) return null;
      const all = pluginViewPropsWith(fallback, plugin, state.value, popcorn.value, options(), () => progress.value);
      return place([render(all, popcorn.value ?? null)]);
    };
  };
  return defineComponent(setup, {
    name: plugin.manifest.about?.name ?? plugin.name,
    props: propNames as (keyof PluginComponentProps<M>)[],
  });
}

/** The props a component declares, or undefined when it declares none (a functional component takes them all). */
function declaredProps(component: Component): ReadonlySet<string> | undefined {
  const props = (component as { props?: readonly string[] | Record<string, unknown> }).props;
  if (!props) return undefined;
  return new Set(Array.isArray(props) ? props : Object.keys(props));
}
