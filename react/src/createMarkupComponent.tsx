"use client";
import type { InferOptions, Manifest, PluginDefinition } from "@popcorn-kit/core";
import { type MarkupView, markupProps } from "@popcorn-kit/core/markup";
import type { PluginViewProps } from "@popcorn-kit/core/adapter";
import { appliedClasses, withClasses } from "@popcorn-kit/core/plugins/applyclass";
import { type ComponentType, useCallback } from "react";
import { type PluginComponentProps, createPluginComponent } from "./createPluginComponent.js";
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
  function MarkupView(props: PluginViewProps<O>) {
    const pop = usePopcorn();
    const id = props.event?.id;
    const classes = useMediaState(
      useCallback((snapshot) => (id === undefined ? "" : appliedClasses(snapshot.active, { event: id })), [id]),
    );
    return renderMarkup(withClasses(markup(markupProps(props, pop)), classes));
  }
  MarkupView.displayName = `${plugin.manifest.about?.name ?? plugin.name}View`;
  return createPluginComponent(plugin, MarkupView);
}
