// Popcorn 1.x's subtitles looked right on a page with no stylesheet: its plugin styled its container inline
// (white bold 18px text with a dark shadow, centred, its bottom 40 px above the video's). Compat's subtitles render
// the kit's markup (`.pk-captions` > `.pk-caption` > `.pk-caption__text`), which the kit's optional stylesheet
// styles; without it they would be the page's default text on the video's bottom edge. This is 1.x's look for that
// markup, for the lines laid over the video (a target's lines are the page's to style, as in 1.x).
//
// It is a <style> element, not inline styles: its rules sit inside `:where()`, so they weigh nothing, and any rule
// of the kit's stylesheet (`.pk-captions`, `.pk-caption__text`) or of the page's that sets the same property wins,
// wherever it comes in the page. A page whose Content-Security-Policy refuses inline styles keeps its stylesheet's
// look (or the browser's).

/** The rules: 1.x's look for the captions over the video. */
const LOOK = [
  ":where(.pk-compat-overlay > .pk-captions){padding:0 0 40px;color:#fff;font-size:18px;font-weight:bold;text-align:center;text-shadow:2px 2px 6px #000}",
  // A parsed line's line breaks ("\n" in its text) break the line, as 1.x's <br> did.
  ":where(.pk-compat-overlay .pk-caption){white-space:pre-line}",
].join("\n");

/** The look's element in each document that has subtitles over a video, and how many overlays use it. */
const sheets = new WeakMap<Document, { readonly element: HTMLStyleElement; users: number }>();

/**
 * Adds the look of 1.x's subtitles to `document` (once: a `<style data-popcorn-compat="subtitles">` at the start of
 * its `<head>`) for one more user; returns what that user calls when done, and the last one removes it.
 *
 * @example
 * const release = useSubtitleLook(video.ownerDocument);
 * release(); // when the overlay goes
 */
export function useSubtitleLook(document: Document): () => void {
  let sheet = sheets.get(document);
  if (sheet === undefined) {
    const element = document.createElement("style");
    element.setAttribute("data-popcorn-compat", "subtitles");
    element.textContent = LOOK;
    // First in the head: a stylesheet of the page's that comes later wins even a tie.
    const head = document.head ?? document.documentElement;
    head.insertBefore(element, head.firstChild);
    sheet = { element, users: 0 };
    sheets.set(document, sheet);
  }
  sheet.users++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = sheets.get(document);
    if (current === undefined || --current.users > 0) return;
    current.element.remove();
    sheets.delete(document);
  };
}
