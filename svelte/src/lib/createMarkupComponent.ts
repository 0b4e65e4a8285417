import type { InferOptions, Manifest, PluginDefinition } from "@popcorn-kit/core";
import { type HtmlSanitizers, NO_HTML, plainPlugin } from "@popcorn-kit/core/adapter";
import type { MarkupView as Markup } from "@popcorn-kit/core/markup";
import { DEFAULT_SANITIZERS } from "@popcorn-kit/core/sanitize";
import type { Component } from "svelte";
import { pluginComponent, withProps } from "./createPluginComponent.js";
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
  return markupComponent(DEFAULT_SANITIZERS, plugin, markup);
}

/**
 * `createMarkupComponent` for a plugin that renders no HTML: no option of type `html`, and a markup that does not
 * call `sanitize`. Its component does not bring DOMPurify to the page (about 10 kB gzipped): the catalogue's
 * components without HTML are made this way. A plugin with an option of type `html` is refused with a
 * `PopcornError`; a markup's `sanitize` returns `""` unless the instance has a `sanitizeHtml` of its own.
 *
 * @example
 * export const Footnote = createPlainMarkupComponent(footnote, footnoteMarkup);
 */
export function createPlainMarkupComponent<M extends Manifest, O = InferOptions<M>>(
  plugin: PluginDefinition<M, O>,
  markup: Markup<O>,
): PluginComponent<M> {
  return markupComponent(NO_HTML, plainPlugin(plugin, "createPlainMarkupComponent"), markup);
}

function markupComponent<M extends Manifest, O>(
  fallback: HtmlSanitizers,
  plugin: PluginDefinition<M, O>,
  markup: Markup<O>,
): PluginComponent<M> {
  const View = (anchor: unknown, props: Record<PropertyKey, unknown>) =>
    (MarkupView as unknown as (anchor: unknown, props: object) => unknown)(
      anchor,
      withProps(props, { markup, fallback }),
    );
  return pluginComponent(fallback, plugin as PluginDefinition<M, any>, View as unknown as Component<any>);
}
