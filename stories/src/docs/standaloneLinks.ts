// The docs pages of the Vue and Svelte Storybooks link to stories and pages by their ids in the composed site:
// `?path=/story/vue_cue--with-progress` for their own (the root's manager knows a ref's entries by the ref's id
// and `_`), `?path=/docs/guides-timing-model--docs` for the root's Guides. Opened on its own (at /vue/ or
// /svelte/), a framework's Storybook knows neither form. There, a click on such a link goes to what it names:
// its own entries in its own manager, without the prefix, and the root's pages in the composed site.

/** What a docs link names: an entry of a Storybook, by the id the composed site knows it by. */
const PATH_LINK = /^\?path=\/(story|docs)\/([\w-]+)(#[\w-]*)?$/;

/**
 * Where a docs link should take the visitor when the page is shown by a framework's Storybook opened on its own,
 * or `undefined` when Storybook's own handling is right (the composed site, the root Storybook, other links).
 * `previewPath` is the path of the docs page's frame (`/vue/iframe.html`), `managerPath` the path of the page
 * around it (`/` in the composed site, `/vue/` when the Vue Storybook is opened on its own).
 */
export function standaloneLink(href: string, previewPath: string, managerPath: string): string | undefined {
  const base = previewPath.slice(0, previewPath.lastIndexOf("/") + 1);
  if (base === "/" || managerPath !== base) return undefined;
  const match = PATH_LINK.exec(href);
  if (!match) return undefined;
  const [, kind, id = "", anchor = ""] = match;
  const prefix = `${base.slice(1, -1)}_`;
  return id.startsWith(prefix)
    ? `${base}?path=/${kind}/${id.slice(prefix.length)}${anchor}`
    : `/?path=/${kind}/${id}${anchor}`;
}

/**
 * A click handler for the capture phase of a docs page: a link that {@link standaloneLink} redirects opens its
 * target in the whole window, before Storybook's own handler would look for an entry it does not have.
 */
export function followStandaloneLink(event: {
  target: EventTarget | null;
  preventDefault(): void;
  stopPropagation(): void;
}): void {
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  const href = anchor?.getAttribute("href");
  if (!href || window.parent === window) return;
  const target = standaloneLink(href, window.location.pathname, window.parent.location.pathname);
  if (target === undefined) return;
  event.preventDefault();
  event.stopPropagation();
  window.parent.location.assign(target);
}
