// Where the compat example page is served: the stories build's `build:compat` writes compat/examples, with
// compat's global build and the sample media, into storybook-static/compat, at the root of the composed site.
// Links to it are root-relative, so they work from every Storybook of the site, and open in the whole window
// (`target="_top"`): it is a plain page of its own, not a page of the Storybook.

/** The compat example page's URL in the composed site. */
export const COMPAT_EXAMPLE = "/compat/";
