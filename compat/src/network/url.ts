// The URLs the network calls accept: what core accepts for links (http(s), relative, blob:), and for a script
// only http(s) and relative ones. A refused URL is never fetched nor put in the page.
import { assertSafeUrl } from "@popcorn-kit/core";
import { urlScheme } from "@popcorn-kit/core/network";
import { invalid } from "../util/invalid.js";

/**
 * Returns the URL, trimmed, when it may be read: http(s), protocol-relative, relative or `blob:`. Anything else
 * (`javascript:`, `data:`, `file:`, an empty string, a value that is not a string) is a `PopcornError`
 * (`INVALID_OPTION`) naming it.
 *
 * @param where - the call, for the message: `Popcorn.xhr url`
 */
export function readableUrl(url: unknown, where: string): string {
  return assertSafeUrl(url, "link", where);
}

/**
 * Returns the URL, trimmed, when a `<script src>` may load it: http(s), protocol-relative or relative. `blob:`
 * is refused as well as every scheme `readableUrl` refuses: a script runs with the page's rights, so it comes
 * from a server, never from data the page was given.
 */
export function scriptUrl(url: unknown, where: string): string {
  const checked = assertSafeUrl(url, "link", where);
  if (urlScheme(checked) === "blob") {
    throw invalid(`${where} got`, url, "an http(s) or relative URL (a script is never loaded from blob:)", {
      expected: "an http(s) or relative URL",
    });
  }
  return checked;
}
