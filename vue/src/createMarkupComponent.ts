import type { InferOptions, Manifest, PluginDefinition } from "@popcorn-kit/core";
import { type MarkupView, markupProps } from "@popcorn-kit/core/adapter";
import type { DefineSetupFnComponent } from "vue";
import { type PluginComponentProps, definePluginComponent } from "./createPluginComponent.js";
import { renderMarkup } from "./renderMarkup.js";

/**
 * A plugin component whose View is core's markup for the plugin (`footnoteMarkup`, `imageMarkup`...): the
 * catalogue's components are made this way, so their markup and class names are the same in every framework.
 * The markup re-renders on every frame only if it reads `progress`.
 *
 * @example
 * export const Footnote = createMarkupComponent(footnote, footnoteMarkup);
 */
export function createMarkupComponent<M extends Manifest, O = InferOptions<M>>(
  plugin: PluginDefinition<M, O>,
  markup: MarkupView<O>,
): DefineSetupFnComponent<PluginComponentProps<M>> {
  return definePluginComponent(plugin, (viewProps, pop) => renderMarkup(markup(markupProps(viewProps, pop))));
}
