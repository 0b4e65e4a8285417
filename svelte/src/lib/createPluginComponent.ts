import type { InferOptions, Manifest, PluginDefinition } from "@popcorn-kit/core";
import type { HtmlSanitizers } from "@popcorn-kit/core/adapter";
import { DEFAULT_SANITIZERS } from "@popcorn-kit/core/sanitize";
import type { Component } from "svelte";
import PluginEventWith from "./PluginEventWith.svelte";
import type { PluginComponent, PluginViewProps } from "./types.js";

/**
 * Turns a plugin into a component, as in React and Vue: `<Footnote start={2} end={5} text="..." />` renders
 * `<PluginEvent plugin={footnote} view={View} ...>` (see there): a track event of the plugin's type with the
 * props as options, `View` while it is active (in place, or in the outlet its option of type `target` names),
 * `onstart`/`onend` at its edges. `View` receives core's `PluginViewProps`: the options flat, `event`, `active`
 * and `progress`.
 *
 * @example
 * <script module>
 *   import FootnoteView from "./FootnoteView.svelte"; // let { text, active } = $props();
 *   export const Footnote = createPluginComponent(footnote, FootnoteView);
 * </script>
 * <Footnote start={2} end={5} text="Recorded in 1969" onstart={(event) => console.log(event.id)} />
 */
export function createPluginComponent<M extends Manifest>(
  plugin: PluginDefinition<M, any>,
  View: Component<PluginViewProps<InferOptions<M>>>,
): PluginComponent<M> {
  return pluginComponent(DEFAULT_SANITIZERS, plugin, View);
}

/**
 * `createPluginComponent` with the sanitizers its View's html options fall back on when the instance has none of
 * its own: `NO_HTML` for a plugin with no option of type `html`, so that the component does not bring DOMPurify.
 */
export function pluginComponent<M extends Manifest>(
  fallback: HtmlSanitizers,
  plugin: PluginDefinition<M, any>,
  View: Component<PluginViewProps<InferOptions<M>>>,
): PluginComponent<M> {
  // A Svelte component is a function of (anchor or renderer, props), on the client and the server alike: this
  // one adds `plugin` and `view` to the props it is given, reading the others through, so they stay reactive.
  const component = (anchor: unknown, props: Record<PropertyKey, unknown>) =>
    (PluginEventWith as unknown as (anchor: unknown, props: object) => unknown)(
      anchor,
      withProps(props, { plugin, view: View, fallback }),
    );
  return component as unknown as PluginComponent<M>;
}

/** `props` with `added` on top, the rest read through (so they stay reactive). */
export function withProps(props: Record<PropertyKey, unknown>, added: Record<string, unknown>): object {
  const own = (key: PropertyKey): key is string => typeof key === "string" && key in added;
  return new Proxy(props, {
    get: (target, key) => (own(key) ? added[key] : Reflect.get(target, key)),
    has: (target, key) => own(key) || Reflect.has(target, key),
    ownKeys: (target) => [...new Set([...Reflect.ownKeys(target), ...Object.keys(added)])],
    getOwnPropertyDescriptor: (target, key) =>
      own(key)
        ? { value: added[key], enumerable: true, configurable: true, writable: false }
        : Reflect.getOwnPropertyDescriptor(target, key),
  });
}
