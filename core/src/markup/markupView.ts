import type { PluginViewProps } from "../adapter/pluginView.js";
import type { Popcorn } from "../contract/popcorn.js";
import { type HtmlOrigin, type HtmlSanitizers, sanitizerFor } from "../sanitize/sanitizers.js";
import type { Markup } from "./markup.js";

/**
 * What a plugin's markup function receives: the View props of every adapter (options flat, `event`,
 * `active`, `progress`), and the instance, for markup that commands it (a chapter list that seeks).
 */
export type MarkupProps<O> = PluginViewProps<O> & {
  /** The instance, or null before it exists (on the server, while hydrating). */
  readonly pop: Popcorn | null;
  /**
   * The instance's sanitizer (`sanitizeHtml` option, else DOMPurify; `""` on the server; for an event from a
   * file, `sanitizeFileHtml`, else the strict profile), for markup that makes HTML out of data (a template):
   * pass its result as `el(tag, { html })`.
   */
  readonly sanitize: (html: string) => string;
};

/** A plugin's markup: what its View renders in every adapter, as core's `el` elements; null for nothing. */
export type MarkupView<O> = (props: MarkupProps<O>) => Markup | null;

/**
 * `markupProps` with the sanitizers to fall back on when the instance has none of its own given as `fallback`:
 * `NO_HTML` for the markup of a plugin that makes no HTML, so that its component does not bring DOMPurify (its
 * `sanitize` then returns `""` unless the instance has a sanitizer).
 */
export function markupPropsWith<O>(
  fallback: HtmlSanitizers,
  viewProps: PluginViewProps<O>,
  pop: Popcorn | null | undefined,
  origin: HtmlOrigin = "page",
): MarkupProps<O> {
  return Object.create(viewProps, {
    pop: { value: pop ?? null, enumerable: true },
    sanitize: { value: sanitizerFor(pop, origin, fallback), enumerable: true },
  }) as MarkupProps<O>;
}
