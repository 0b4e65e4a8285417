import { invalid } from "./invalid.js";

/** What `Popcorn.locale.get()` gives: the language tag and its parts. */
export interface PopcornLocale {
  /** The whole tag, such as `"pt-BR"`. */
  full: string;
  /** The language, such as `"pt"`. */
  lang: string;
  /** The region, such as `"BR"`, or an empty string. */
  region: string;
  /** Whether the tag was set with `Popcorn.locale.set` rather than read from the browser. */
  isSet: boolean;
}

// Letters, digits and "-" only, at most 35 characters: a BCP 47 tag's alphabet and longest useful length.
const TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8}){0,4}$/;

let chosen: string | undefined;

function split(full: string, isSet: boolean): PopcornLocale {
  const [lang = "", region = ""] = full.split("-");
  return { full, lang: lang.toLowerCase(), region: region.toUpperCase(), isSet };
}

/**
 * `Popcorn.locale`: the page's language, read from the browser until `set` chooses one; `set` then tells every
 * instance with a `locale:changed` event, as in Popcorn 1.x.
 */
export function createLocale(broadcast: (type: string) => void) {
  return {
    /** The language set, else the browser's (`navigator.language`), else `"en-US"`. */
    get(): PopcornLocale {
      if (chosen) return split(chosen, true);
      const browser = typeof navigator !== "undefined" && navigator.language ? navigator.language : "en-US";
      return split(browser, false);
    },
    /** Chooses a language (a BCP 47 tag such as `"fr"` or `"pt-BR"`) and emits `locale:changed` on every instance. */
    set(tag: string): void {
      if (typeof tag !== "string" || tag.length > 35 || !TAG.test(tag)) {
        throw invalid("Popcorn.locale.set()", tag, 'a language tag such as "fr" or "pt-BR"');
      }
      chosen = tag;
      broadcast("locale:changed");
    },
    /** Emits an event (default `locale:changed`) on every instance. */
    broadcast(type = "locale:changed"): void {
      broadcast(type);
    },
  };
}
