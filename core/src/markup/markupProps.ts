import type { PluginViewProps } from "../adapter/pluginView.js";
import type { Popcorn } from "../popcorn/types.js";

/**
 * What a plugin's markup function receives: the View props of every adapter (options flat, `event`,
 * `active`, `progress`), and the instance, for markup that commands it (a chapter list that seeks).
 */
export type MarkupProps<O> = PluginViewProps<O> & {
  /** The instance, or null before it exists (on the server, while hydrating). */
  readonly pop: Popcorn | null;
};
