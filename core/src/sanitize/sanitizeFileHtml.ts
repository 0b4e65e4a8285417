import DOMPurify from "dompurify";

/**
 * What a file's html may not hold, besides what the default profile drops: anything a viewer could type into
 * (forms, fields, buttons), anything that styles or places itself (`style`, `class`, `id`: a data file must not
 * lay a fake page over the real one with the page's own classes), frames and embedded objects, and images or
 * media from another origin.
 */
const FORBID_TAGS = [
  "form",
  "input",
  "button",
  "select",
  "option",
  "optgroup",
  "textarea",
  "label",
  "fieldset",
  "legend",
  "datalist",
  "output",
  "dialog",
  "style",
  "link",
  "meta",
  "base",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
];
const FORBID_ATTR = ["style", "class", "id", "name", "action", "formaction", "srcset", "background", "poster", "ping"];
/** Attributes whose URL is fetched as the page loads: kept only for the page's own origin. */
const FETCHED = new Set(["src", "xlink:href"]);

let strict: ReturnType<typeof DOMPurify> | undefined;

/** What the hook reads of the page (this module is typed without the DOM library: markup imports it). */
const page = globalThis as unknown as {
  readonly URL: new (url: string, base: string) => { readonly protocol: string; readonly origin: string };
  readonly document: { readonly baseURI: string };
  readonly location?: { readonly origin?: string };
};

/** A DOMPurify of its own (its hook must not reach the default profile), made on first use. */
function strictPurifier(): ReturnType<typeof DOMPurify> {
  if (strict) return strict;
  // A new instance over the page's window: DOMPurify's own default instance keeps no hook of this profile.
  const purifier = DOMPurify();
  purifier.addHook("uponSanitizeAttribute", (_node, data) => {
    if (!FETCHED.has(data.attrName)) return;
    let url: { readonly protocol: string; readonly origin: string };
    try {
      url = new page.URL(data.attrValue, page.document.baseURI);
    } catch {
      data.keepAttr = false;
      return;
    }
    // data: images are drawn from the file itself; anything else must come from the page's origin.
    // A DOM made without a location (a common test setup) has no origin of its own: nothing is same-origin there.
    if (url.protocol !== "data:" && url.origin !== page.location?.origin) data.keepAttr = false;
  });
  strict = purifier;
  return purifier;
}

/**
 * The strict sanitizer of `html` from files: what a Popcorn data file or a track brings (events on the timeline
 * that no component owns, rendered by `<TrackEventViews>` and `eventMarkup`, and what the template plugin fills
 * for them). On top of DOMPurify's defaults it drops forms and every field and button, `style`, `class` and `id`
 * attributes, frames and embedded objects, and images and media from another origin (a `data:` image stays).
 * Text, formatting, lists, tables, links and same-origin images remain. Where there is no DOM it returns `""`, as
 * `sanitizeHtml` does. A page that trusts its files more passes its own `sanitizeFileHtml` to the instance.
 *
 * @example
 * sanitizeFileHtml('<form action="https://elsewhere/"><input type="password"></form><p style="position:fixed">Hi</p>');
 * // "<p>Hi</p>"
 */
export function sanitizeFileHtml(html: string): string {
  if (!DOMPurify.isSupported) return "";
  return strictPurifier().sanitize(html, { FORBID_TAGS, FORBID_ATTR });
}
