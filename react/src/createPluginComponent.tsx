"use client";
import type {
  InferInput,
  InferOptions,
  Manifest,
  PluginDefinition,
  TimeInput,
  TrackEventView,
} from "@popcorn-kit/core";
import {
  type HtmlSanitizers,
  type PluginViewProps,
  pluginOutlet,
  pluginViewPropsWith,
} from "@popcorn-kit/core/adapter";
import { DEFAULT_SANITIZERS } from "@popcorn-kit/core/sanitize";
import type { ComponentType } from "react";
import { jsx } from "react/jsx-runtime";
import { TargetPortal } from "./PopcornTarget.js";
import { usePopcorn } from "./usePopcorn.js";
import { useTrackEvent } from "./useTrackEvent.js";

export type { PluginViewProps };

/** Props of a plugin component: the manifest's options, flat, plus the event's id, times and callbacks. */
export type PluginComponentProps<M extends Manifest> = InferInput<M> & {
  /** Track event id, unique within the instance. @default an id from `useId()` */
  id?: string;
  /** Start time. @default 0 */
  start?: TimeInput;
  /** End time. @default Infinity */
  end?: TimeInput;
  /** Called when the event starts. */
  onStart?: (event: TrackEventView) => void;
  /** Called when the event ends, also when it is unmounted while active. */
  onEnd?: (event: TrackEventView) => void;
};

/**
 * Turns a plugin into a component. Mounting it adds a track event of the plugin's type whose options are the
 * component's props (validated by the manifest: a bad prop, such as a `javascript:` URL for a `url` option,
 * throws a `PopcornError` naming it); changed props update the event, and a removed prop restores the option's
 * default; unmounting removes it. `View` renders while the event is active (never on the server), in place or,
 * when the manifest's option of type `"target"` (whatever its name) is set, into that `<PopcornTarget>`.
 *
 * The View receives core's `PluginViewProps`: the options flat (defaults applied, `html` ones sanitized: insert
 * them with `dangerouslySetInnerHTML`), `event`, `active` and `progress`. Reading `progress` re-renders the
 * View on every frame; a View that does not read it re-renders only when the event starts, ends or changes.
 *
 * @example
 * ```tsx
 * const footnote = definePlugin({
 *   name: "footnote",
 *   manifest: { options: { text: { type: "text", required: true }, note: { type: "html" }, target: { type: "target" } } },
 * });
 * export const Footnote = createPluginComponent(footnote, ({ text, note }) => (
 *   <aside>{text}{note && <div dangerouslySetInnerHTML={{ __html: note }} />}</aside>
 * ));
 * // <Footnote start={2} end={5} text="Recorded in 1969" note="<em>Take 2</em>" target="sidebar" />
 * ```
 */
export function createPluginComponent<M extends Manifest, O = InferOptions<M>>(
  plugin: PluginDefinition<M, O>,
  View: ComponentType<PluginViewProps<O>>,
): ComponentType<PluginComponentProps<M>> {
  return pluginComponent(DEFAULT_SANITIZERS, plugin, View);
}

/**
 * `createPluginComponent` with the sanitizers its View's html options fall back on when the instance has none of
 * its own: `NO_HTML` for a plugin with no option of type `html`, so that the component does not bring DOMPurify.
 */
export function pluginComponent<M extends Manifest, O = InferOptions<M>>(
  fallback: HtmlSanitizers,
  plugin: PluginDefinition<M, O>,
  View: ComponentType<PluginViewProps<O>>,
): ComponentType<PluginComponentProps<M>> {
  function PluginComponent({ id, start, end, onStart, onEnd, ...options }: PluginComponentProps<M>) {
    const pop = usePopcorn();
    const handle = useTrackEvent(plugin, { id, start, end, onStart, onEnd }, options);
    if (!handle.active || !handle.event) return null;
    const props = pluginViewPropsWith(fallback, plugin, handle.state, pop, options, () => handle.progress);
    // jsx() keeps the props object as given (no key), so `progress` stays a getter that only the View reads.
    // (React 18 copies props: there every View follows frames, whether it reads `progress` or not.)
    const view = jsx(View, props);
    const outlet = pluginOutlet(plugin, handle.event.options);
    return outlet === undefined ? view : <TargetPortal name={outlet}>{view}</TargetPortal>;
  }
  PluginComponent.displayName = plugin.manifest.about?.name ?? plugin.name;
  return PluginComponent;
}
