import type { PopcornError } from "../../errors/errors.js";
import type { MarkupElement } from "../../markup/markup.js";

/**
 * The first line of the error state of `<PopcornYouTube>` and `<PopcornVimeo>` in every adapter (the
 * `.pk-embed-error` alert), above the error's own message, which says what failed.
 */
export const PLAYER_ERROR_TITLE = "This video could not be shown.";

/**
 * An element of markup with constant tag and attributes, as `el` makes it. Written out rather than made with
 * `el`: its checks (the tag list, the refusals and their messages) would cost the adapter entry, which this file
 * is part of, about 1 kB for values that need no check.
 */
const element = (tag: "div" | "p", attrs: MarkupElement["attrs"], children: MarkupElement["children"]) =>
  Object.freeze<MarkupElement>({
    tag,
    attrs,
    style: undefined,
    children,
    html: undefined,
    onClick: undefined,
    onInput: undefined,
    key: undefined,
    mount: undefined,
  });

/**
 * The error state of an embedded player's box, the same in every adapter: a `<div class="pk-embed-error"
 * role="alert">` over the frame holding `PLAYER_ERROR_TITLE` and the error's message, each a `<p>`. A page's own
 * content (React `renderError`, Vue `#error`, a Svelte `error` snippet) replaces the two lines in the same element.
 *
 * @example
 * renderToString(embeddedErrorMarkup(error));
 * // <div class="pk-embed-error" role="alert"><p class="pk-embed-error__title">This video could not be shown.</p>…
 */
export function embeddedErrorMarkup(error: PopcornError): MarkupElement {
  return element("div", { class: "pk-embed-error", role: "alert" }, [
    element("p", { class: "pk-embed-error__title" }, [PLAYER_ERROR_TITLE]),
    element("p", { class: "pk-embed-error__message" }, [error.message]),
  ]);
}
