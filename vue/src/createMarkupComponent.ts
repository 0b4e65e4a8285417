import type { InferOptions, Manifest, PluginDefinition } from "@popcorn-kit/core";
import { type HtmlSanitizers, NO_HTML, plainPlugin } from "@popcorn-kit/core/adapter";
import { type Markup, type MarkupView, markupPropsWith } from "@popcorn-kit/core/markup";
import { appliedClasses, withClasses } from "@popcorn-kit/core/plugins/applyclass";
import { DEFAULT_SANITIZERS } from "@popcorn-kit/core/sanitize";
import { type DefineSetupFnComponent, type PropType, defineComponent, h } from "vue";
import { type PluginComponentProps, definePluginComponent } from "./createPluginComponent.js";
import { renderMarkup } from "./renderMarkup.js";
import { useMediaState } from "./useMediaState.js";

/**
 * Renders one event's markup with the classes that active `applyclass` events naming it add; it re-renders
 * when those classes change.
 */
export const EventMarkup = /* @__PURE__ */ defineComponent({
  name: "EventMarkup",
  props: {
    node: { type: [Object, String] as PropType<Markup | null>, default: null },
    eventId: { type: String, required: true },
  },
  setup(props) {
    const classes = useMediaState((snapshot) => appliedClasses(snapshot.active, { event: props.eventId }));
    return () => renderMarkup(withClasses(props.node, classes.value));
  },
});

/**
 * A plugin component whose View is core's markup for the plugin (`footnoteMarkup`, `imageMarkup`...): the
 * catalogue's components are made this way, so their markup and class names are the same in every framework.
 * The markup re-renders on every frame only if it reads `progress`. Active `applyclass` events naming the
 * event (`to`) add their classes to the markup's root element.
 *
 * @example
 * export const Footnote = createMarkupComponent(footnote, footnoteMarkup);
 */
export function createMarkupComponent<M extends Manifest, O = InferOptions<M>>(
  plugin: PluginDefinition<M, O>,
  markup: MarkupView<O>,
): DefineSetupFnComponent<PluginComponentProps<M>> {
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
): DefineSetupFnComponent<PluginComponentProps<M>> {
  return markupComponent(NO_HTML, plainPlugin(plugin, "createPlainMarkupComponent"), markup);
}

function markupComponent<M extends Manifest, O>(
  fallback: HtmlSanitizers,
  plugin: PluginDefinition<M, O>,
  markup: MarkupView<O>,
): DefineSetupFnComponent<PluginComponentProps<M>> {
  return definePluginComponent(fallback, plugin, (viewProps, pop) =>
    h(EventMarkup, { node: markup(markupPropsWith(fallback, viewProps, pop)), eventId: viewProps.event.id }),
  );
}
