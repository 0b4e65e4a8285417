import type { InferOptions, Manifest, PluginDefinition } from "@popcorn-kit/core";
import type { MarkupView as Markup } from "@popcorn-kit/core/markup";
import type { Component } from "svelte";
import { createPluginComponent, withProps } from "./createPluginComponent.js";
import MarkupView from "./MarkupView.svelte";
import type { PluginComponent } from "./types.js";

/**
 * A plugin component whose View is core's markup for the plugin (`footnoteMarkup`, `imageMarkup`...): the
 * catalogue's components are made this way, so their markup and class names are the same in every framework.
 *
 * @example
 * export const Footnote = createMarkupComponent(footnote, footnoteMarkup);
 */
export function createMarkupComponent<M extends Manifest, O = InferOptions<M>>(
  plugin: PluginDefinition<M, O>,
  markup: Markup<O>,
): PluginComponent<M> {
  const View = (anchor: unknown, props: Record<PropertyKey, unknown>) =>
    (MarkupView as unknown as (anchor: unknown, props: object) => unknown)(anchor, withProps(props, { markup }));
  return createPluginComponent(plugin as PluginDefinition<M, any>, View as unknown as Component<any>);
}
