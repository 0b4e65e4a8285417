import type { PluginViewProps } from "../adapter/pluginView.js";
import type { Popcorn } from "../popcorn/types.js";
import type { Markup } from "./markup.js";

/**
 * What a plugin's markup function receives: the View props of every adapter (options flat, `event`,
 * `active`, `progress`), and the instance, for markup that commands it (a chapter list that seeks).
 */
export type MarkupProps<O> = PluginViewProps<O> & {
  /** The instance, or null before it exists (on the server, while hydrating). */
  readonly pop: Popcorn | null;
};

/** A plugin's markup: what its View renders in every adapter, as core's `el` elements; null for nothing. */
export type MarkupView<O> = (props: MarkupProps<O>) => Markup | null;

/**
 * The props of a markup function: a View's props with the instance added, without reading them, so that
 * `progress` stays tracked only if the markup reads it.
 */
export function markupProps<O>(viewProps: PluginViewProps<O>, pop: Popcorn | null | undefined): MarkupProps<O> {
  return Object.create(viewProps, { pop: { value: pop ?? null, enumerable: true } }) as MarkupProps<O>;
}
