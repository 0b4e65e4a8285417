"use client";
import type { InferInput, InferOptions, Manifest, PluginDefinition, TimeInput, TrackEventView } from "@popcorn-kit/core";
import { pluginViewOptions } from "@popcorn-kit/core/sanitize";
import type { ComponentType } from "react";
import { TargetPortal } from "./PopcornTarget.js";
import { usePopcorn } from "./usePopcorn.js";
import { type CueState, useTrackEvent } from "./useTrackEvent.js";

/** Props of a plugin component: the manifest's options, flat, plus the event's id and times. */
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
 * What a plugin's View receives while its event is active: the validated options (defaults applied), the
 * event, and `cue` (`{ active, progress }`; reading `cue.progress` re-renders the View on every frame).
 * Options of type `html` arrive sanitized (the instance's `sanitizeHtml`, else DOMPurify): insert them with
 * `dangerouslySetInnerHTML={{ __html: html }}`. Render text options as text, as JSX does.
 */
export type PluginViewProps<O> = O & {
  /** The track event, as the timeline holds it: its `options` keep html as given, unsanitized. */
  event: TrackEventView<O>;
  /** The event's state; `progress` is tracked like `<Cue>`'s. */
  cue: CueState;
};

/**
 * Turns a plugin into a component. Mounting it adds a track event of the plugin's type whose options are the
 * component's props (validated by the manifest: a bad prop, such as a `javascript:` URL for a `url` option,
 * throws a `PopcornError` naming it); changed props update the event; unmounting removes it. `View` renders
 * while the event is active (never on the server), in place or, when the manifest's option of type `"target"`
 * is set, into that `<PopcornTarget>`. It receives html options sanitized (core's `pluginViewOptions`).
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
  // Every manifest option is passed, undefined when its prop is absent, so that removing a prop restores
  // the option's default instead of keeping the last value.
  const absent = Object.fromEntries(Object.keys(plugin.manifest.options).map((key) => [key, undefined]));
  // The option of type "target", if the manifest has one, names the outlet the view renders into.
  const targetOption = Object.keys(plugin.manifest.options).find((key) => plugin.manifest.options[key]!.type === "target");

  function PluginComponent({ id, start, end, onStart, onEnd, ...options }: PluginComponentProps<M>) {
    const pop = usePopcorn();
    const cue = useTrackEvent(plugin, { id, start, end, onStart, onEnd }, { ...absent, ...options });
    if (!cue.active || !cue.event) return null;
    const eventOptions = pluginViewOptions(plugin, cue.event as TrackEventView<O>, pop);
    const view = <View {...eventOptions} event={cue.event as TrackEventView<O>} cue={cue} />;
    const target = targetOption && (eventOptions as Record<string, unknown>)[targetOption];
    return typeof target === "string" ? (
      <TargetPortal name={target}>{view}</TargetPortal>
    ) : (
      view
    );
  }
  PluginComponent.displayName = plugin.manifest.about?.name ?? plugin.name;
  return PluginComponent;
}
