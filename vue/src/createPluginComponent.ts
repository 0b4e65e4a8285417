import type { InferInput, InferOptions, Manifest, PluginDefinition, TrackEventTiming, TrackEventView } from "@popcorn-kit/core";
import { pluginViewOptions } from "@popcorn-kit/core/sanitize";
import { type Component, type DefineSetupFnComponent, defineComponent, h, useId } from "vue";
import { usePopcorn } from "./usePopcorn.js";
import { useOutlet } from "./useOutlet.js";
import { useTrackEvent } from "./useTrackEvent.js";

/** Props of a plugin component: the event's timing, the plugin's options (typed by its manifest), `@start`, `@end`. */
export type PluginComponentProps<M extends Manifest> = Omit<TrackEventTiming, "once"> &
  InferInput<M> & {
    /** `@start`: called when the event starts. */
    onStart?: (event: TrackEventView) => void;
    /** `@end`: called when the event ends. */
    onEnd?: (event: TrackEventView) => void;
  };

/**
 * Props the View receives: the event's validated options (defaults applied), without a `target` option (the
 * component places the View; a `target` attribute would fall through onto the View's root element). Options
 * of type `html` arrive sanitized (the instance's `sanitizeHtml`, else DOMPurify): render them with
 * `v-html`, text options with `{{ }}`.
 */
export type PluginViewProps<M extends Manifest> = Omit<InferOptions<M>, "target">;

const TIMING = ["id", "start", "end"] as const;

/**
 * Turns a plugin into a component: `<Footnote :start="2" :end="5" text="..." />` adds a track event of the
 * plugin's type with its props as options (validated by the manifest; a bad one, such as a `javascript:` URL
 * for a `url` option, is a `PopcornError`), renders `View` only while the event is active (never on the
 * server), updates the event when props change and removes it on unmount. `View` receives the validated
 * options as props (defaults applied, html options sanitized by core's `pluginViewOptions`); when the manifest
 * has a `target` option, the View renders into that `<PopcornTarget>` instead of in place.
 *
 * @example
 * const footnote = definePlugin({
 *   name: "footnote",
 *   manifest: { options: { text: { type: "text", required: true }, target: { type: "target" } } },
 * });
 * export const Footnote = createPluginComponent(footnote, FootnoteView); // FootnoteView: defineProps<{ text: string }>()
 */
export function createPluginComponent<M extends Manifest, O>(
  plugin: PluginDefinition<M, O>,
  View: Component,
): DefineSetupFnComponent<PluginComponentProps<M>> {
  const propNames = [...TIMING, ...Object.keys(plugin.manifest.options), "onStart", "onEnd"];
  const setup = (props: PluginComponentProps<M>) => {
    const popcorn = usePopcorn();
    const generatedId = useId();
    const { state } = useTrackEvent(
      plugin,
      () => props.id ?? generatedId,
      () => {
        const { id: _id, onStart: _onStart, onEnd: _onEnd, ...input } = props;
        return { ...input, start: input.start ?? 0, end: input.end ?? Infinity };
      },
      { onStart: (event) => props.onStart?.(event), onEnd: (event) => props.onEnd?.(event) },
    );
    const targetable = plugin.manifest.options.target?.type === "target";
    const place = useOutlet(() => (targetable ? (state.value.event?.options.target as string | undefined) : undefined));
    return () => {
      const { active, event } = state.value;
      if (!active || !event) return null;
      const viewOptions = pluginViewOptions(plugin, event as TrackEventView<O>, popcorn.value) as Record<string, unknown>;
      const { target: _target, ...options } = viewOptions;
      return place([h(View, targetable ? options : viewOptions)]);
    };
  };
  return defineComponent(setup, {
    name: plugin.manifest.about?.name ?? plugin.name,
    props: propNames as (keyof PluginComponentProps<M>)[],
  });
}
