"use client";
import type { InferOptions, Manifest, PluginDefinition } from "@popcorn-kit/core";
import { type HtmlSanitizers, NO_HTML, type PluginViewProps, plainPlugin } from "@popcorn-kit/core/adapter";
import { type MarkupView, markupPropsWith } from "@popcorn-kit/core/markup";
import { DEFAULT_SANITIZERS } from "@popcorn-kit/core/sanitize";
import { appliedClasses, withClasses } from "@popcorn-kit/core/plugins/applyclass";
import { type ComponentType, useCallback } from "react";
import { type PluginComponentProps, pluginComponent } from "./createPluginComponent.js";
import { renderMarkup } from "./renderMarkup.js";
import { useMediaState } from "./useMediaState.js";
import { usePopcorn } from "./usePopcorn.js";

/**
 * A plugin component whose View is core's markup for the plugin (`footnoteMarkup`, `imageMarkup`...): the
 * catalogue's components are made this way, so their markup and class names are the same in every framework.
 * Active `applyclass` events naming the event (`to`) add their classes to the markup's root element.
 *
 * @example
 * export const Footnote = createMarkupComponent(footnote, footnoteMarkup);
 */
export function createMarkupComponent<M extends Manifest, O = InferOptions<M>>(
  plugin: PluginDefinition<M, O>,
  markup: MarkupView<O>,
): ComponentType<PluginComponentProps<M>> {
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
  markup: MarkupView<O>,
): ComponentType<PluginComponentProps<M>> {
  return markupComponent(NO_HTML, plainPlugin(plugin, "createPlainMarkupComponent"), markup);
}

function markupComponent<M extends Manifest, O>(
  fallback: HtmlSanitizers,
  plugin: PluginDefinition<M, O>,
  markup: MarkupView<O>,
): ComponentType<PluginComponentProps<M>> {
  function MarkupView(props: PluginViewProps<O>) {
    const pop = usePopcorn();
    const id = props.event?.id;
    const classes = useMediaState(
      useCallback((snapshot) => (id === undefined ? "" : appliedClasses(snapshot.active, { event: id })), [id]),
    );
    return renderMarkup(withClasses(markup(markupPropsWith(fallback, props, pop)), classes));
  }
  MarkupView.displayName = `${plugin.manifest.about?.name ?? plugin.name}View`;
  return pluginComponent(fallback, plugin, MarkupView);
}
