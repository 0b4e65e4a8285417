"use client";
import type { InferOptions, Manifest, PluginDefinition } from "@popcorn-kit/core";
import { type MarkupView, type PluginViewProps, markupProps } from "@popcorn-kit/core/adapter";
import type { ComponentType } from "react";
import { type PluginComponentProps, createPluginComponent } from "./createPluginComponent.js";
import { renderMarkup } from "./renderMarkup.js";
import { usePopcorn } from "./usePopcorn.js";

/**
 * A plugin component whose View is core's markup for the plugin (`footnoteMarkup`, `imageMarkup`...): the
 * catalogue's components are made this way, so their markup and class names are the same in every framework.
 *
 * @example
 * export const Footnote = createMarkupComponent(footnote, footnoteMarkup);
 */
export function createMarkupComponent<M extends Manifest, O = InferOptions<M>>(
  plugin: PluginDefinition<M, O>,
  markup: MarkupView<O>,
): ComponentType<PluginComponentProps<M>> {
  function MarkupView(props: PluginViewProps<O>) {
    return renderMarkup(markup(markupProps(props, usePopcorn())));
  }
  MarkupView.displayName = `${plugin.manifest.about?.name ?? plugin.name}View`;
  return createPluginComponent(plugin, MarkupView);
}
